/**
 * Settings the owner sets for the staff, in `staff_settings` (not site content, which the
 * office may edit): the most the office may refund on one order, all its refunds together
 * (issues 31, 38), the most each role may give off an estimate and the days its reminders go
 * (issue 39), and what the owner gives the office beyond its role (issue 42: the reports).
 */
import { eq } from 'drizzle-orm'
import { DEFAULT_DISCOUNT_LIMITS, type DiscountLimits, formatBasisPoints } from '~/domain/estimate'
import {
  DEFAULT_ESTIMATE_REMINDER_DAYS,
  formatReminderDays,
  parseReminderDays,
} from '~/domain/estimate-reminders'
import {
  assertCan,
  OFFICE_GRANTABLE,
  type OfficeGrant,
  refundAllowed,
  type StaffRole,
} from '~/domain/staff-access'
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

const DISCOUNT_LIMIT_KEYS = {
  office: 'estimate-discount-limit-basis-points:office',
  installer: 'estimate-discount-limit-basis-points:installer',
} as const

/**
 * The most of an estimate each role may give off, in basis points (issue 39): the owner sets
 * them; until then DEFAULT_DISCOUNT_LIMITS (the office 10%, an installer 5%). The rule that
 * applies them is app/domain/estimate.ts (`discountLimitFor`, `discountLimitRefusal`).
 */
export function estimateDiscountLimits(): DiscountLimits {
  const rows = db
    .select({ key: schema.staffSettings.key, value: schema.staffSettings.value })
    .from(schema.staffSettings)
    .all()
  const read = (key: string, fallback: number) => {
    const value = Number.parseInt(rows.find((r) => r.key === key)?.value ?? '', 10)
    return Number.isFinite(value) && value >= 0 && value <= 10_000 ? value : fallback
  }
  return {
    office: read(DISCOUNT_LIMIT_KEYS.office, DEFAULT_DISCOUNT_LIMITS.office),
    installer: read(DISCOUNT_LIMIT_KEYS.installer, DEFAULT_DISCOUNT_LIMITS.installer),
  }
}

/** The owner's change of the discount limits, with its audit entry in the same transaction. */
export function setEstimateDiscountLimits(actor: StaffActor, limits: DiscountLimits): void {
  assertCan(actor.role, 'staff-accounts')
  db.transaction((tx) => {
    const before = estimateDiscountLimits()
    for (const role of ['office', 'installer'] as const) {
      const value = String(limits[role])
      tx.insert(schema.staffSettings)
        .values({ key: DISCOUNT_LIMIT_KEYS[role], value })
        .onConflictDoUpdate({
          target: schema.staffSettings.key,
          set: { value, updatedAt: new Date() },
        })
        .run()
    }
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: null,
        summary: `Set the estimate discount limits: office ${formatBasisPoints(limits.office)}, installer ${formatBasisPoints(limits.installer)}`,
        before,
        after: limits,
      },
      tx,
    )
  })
}

const REMINDER_DAYS_KEY = 'estimate-reminder-days'

/**
 * The days after sending on which an estimate not answered is e-mailed a reminder (issue 39),
 * set by the owner; until then DEFAULT_ESTIMATE_REMINDER_DAYS. The rule is
 * app/domain/estimate-reminders.ts.
 */
export function estimateReminderDays(): number[] {
  return reminderDaysSetting(REMINDER_DAYS_KEY, DEFAULT_ESTIMATE_REMINDER_DAYS)
}

/** The owner's change of the reminder days ([] for none), with its audit entry. */
export function setEstimateReminderDays(actor: StaffActor, days: readonly number[]): void {
  saveReminderDays(actor, REMINDER_DAYS_KEY, days, {
    before: estimateReminderDays(),
    set: `Set the estimate reminders to ${formatReminderDays(days)} days after sending`,
    off: 'Turned off the estimate reminders',
  })
}

/**
 * An owner's reminder days kept under `key` (estimates, balances): as saved ('' for none), or
 * `defaults` until the owner sets them or when what is kept cannot be read.
 */
export function reminderDaysSetting(
  key: string,
  defaults: readonly number[],
  maxDay?: number,
): number[] {
  const row = db
    .select({ value: schema.staffSettings.value })
    .from(schema.staffSettings)
    .where(eq(schema.staffSettings.key, key))
    .get()
  const days = row ? parseReminderDays(row.value, maxDay) : null
  return days ?? [...defaults]
}

/** Saves an owner's reminder days under `key`, with its audit entry in the same transaction. */
export function saveReminderDays(
  actor: StaffActor,
  key: string,
  days: readonly number[],
  words: { before: number[]; set: string; off: string },
): void {
  assertCan(actor.role, 'staff-accounts')
  const value = formatReminderDays(days)
  db.transaction((tx) => {
    tx.insert(schema.staffSettings)
      .values({ key, value })
      .onConflictDoUpdate({
        target: schema.staffSettings.key,
        set: { value, updatedAt: new Date() },
      })
      .run()
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: null,
        summary: days.length ? words.set : words.off,
        before: { days: words.before },
        after: { days: [...days] },
      },
      tx,
    )
  })
}

const OFFICE_GRANTS_KEY = 'office-grants'

/** What the owner gave the office beyond its role (OFFICE_GRANTABLE); none until they do. */
export function officeGrants(): OfficeGrant[] {
  const row = db
    .select({ value: schema.staffSettings.value })
    .from(schema.staffSettings)
    .where(eq(schema.staffSettings.key, OFFICE_GRANTS_KEY))
    .get()
  try {
    const value: unknown = JSON.parse(row?.value ?? '[]')
    return OFFICE_GRANTABLE.filter((grant) => Array.isArray(value) && value.includes(grant))
  } catch {
    return []
  }
}

/** The owner gives or takes back what the office may do beyond its role; audited. */
export function setOfficeGrant(actor: StaffActor, grant: OfficeGrant, given: boolean): void {
  assertCan(actor.role, 'staff-accounts')
  db.transaction((tx) => {
    const before = officeGrants()
    const after = OFFICE_GRANTABLE.filter((g) => (g === grant ? given : before.includes(g)))
    tx.insert(schema.staffSettings)
      .values({ key: OFFICE_GRANTS_KEY, value: JSON.stringify(after) })
      .onConflictDoUpdate({
        target: schema.staffSettings.key,
        set: { value: JSON.stringify(after), updatedAt: new Date() },
      })
      .run()
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: null,
        summary: given ? `Let the office see ${grant}` : `Took ${grant} back from the office`,
        before,
        after,
      },
      tx,
    )
  })
}
