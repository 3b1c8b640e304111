/**
 * Settings the owner sets for the staff, in `staff_settings` (not site content, which the
 * office may edit): today the most the office may refund on one order (all its refunds together) (issue 31).
 */
import { eq } from 'drizzle-orm'
import { refundAllowed, type StaffRole } from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { assertMayChangeStaff, type StaffActor } from './staff.server'

const REFUND_LIMIT_KEY = 'office-refund-limit-cents'
/** Until the owner sets one: $250.00. */
export const DEFAULT_OFFICE_REFUND_LIMIT_CENTS = 25_000

export function officeRefundLimitCents(): number {
  const row = db
    .select({ value: schema.staffSettings.value })
    .from(schema.staffSettings)
    .where(eq(schema.staffSettings.key, REFUND_LIMIT_KEY))
    .get()
  const cents = Number.parseInt(row?.value ?? '', 10)
  return Number.isFinite(cents) && cents >= 0 ? cents : DEFAULT_OFFICE_REFUND_LIMIT_CENTS
}

/**
 * The owner sets the most the office may refund on one order (all its refunds together): a staff-accounts change, checked here
 * whoever calls (the office may not lift its own limit) and written to the audit log.
 */
export function setOfficeRefundLimitCents(actor: StaffActor, cents: number) {
  const dollars = `$${(cents / 100).toFixed(2)}`
  assertMayChangeStaff(actor, `set the office refund limit to ${dollars}`)
  db.transaction((tx) => {
    tx.insert(schema.staffSettings)
      .values({ key: REFUND_LIMIT_KEY, value: String(cents) })
      .onConflictDoUpdate({
        target: schema.staffSettings.key,
        set: { value: String(cents), updatedAt: new Date() },
      })
      .run()
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        summary: `Set the office refund limit to ${dollars}`,
        after: { cents },
      },
      tx,
    )
  })
}

/** The most `role` may refund on one order, all refunds together: undefined (no limit) for the owner, 0 for an installer. */
export function refundLimitFor(role: StaffRole): number | undefined {
  if (role === 'owner') return undefined
  const limit = officeRefundLimitCents()
  return refundAllowed(role, limit, limit) ? limit : 0
}
