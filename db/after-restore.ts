/**
 * What to do right after a restore (docs/deploy.md, "After a restore"):
 * `npm run db:after-restore`, on the primary, once the restore is done.
 *
 * A restore puts the whole database back to the backup's moment. What happened since is gone
 * from it, but not from the world: Stripe took payments, customers sent requests, staff changed
 * passwords and signed out. This script does the part a machine can do and prints the rest:
 * - signs everyone out and holds the staff (db/staff-after-restore.ts): every admin session, API
 *   token, reset link and invitation ended (one ended since the backup would otherwise work
 *   again), and every account but the owners' waits for the owner's re-confirmation on
 *   Admin > Staff (someone removed or suspended since the backup would otherwise be back);
 * - asks Stripe about every payment of every order the restored database shows as pending,
 *   and settles those Stripe says succeeded through the same settlement as the webhook
 *   (`markOrderPaid`: once, exact total only, the cart emptied of what was paid);
 * - prints the newest order, request and booking the restored database holds, so the office
 *   knows from when to look in Stripe, the staff mailbox and Housecall Pro, and the staff
 *   accounts to re-confirm (or remove) and whose passwords to set again.
 * Running it twice changes nothing more (an order settled is no longer pending).
 */
// First: .env read before the database module opens DATABASE_PATH.
import './load-env'
import path from 'node:path'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { markOrderPaid, type PaidOutcome } from '~/server/orders/settle.server'
import { db, schema } from '~/server/platform/db.server'
import { instanceInfo, isPrimary } from '~/server/platform/litefs.server'
import {
  cardPaymentStatus,
  retrieveCheckoutSession,
  retrievePaymentIntent,
} from '~/server/vendors/stripe.server'
import { holdStaffAfterRestore } from './staff-after-restore'

export type SettledOrder = {
  orderId: number
  reference: string | null
  paymentId: string
  outcome: PaidOutcome
}

export type AfterRestoreReport = {
  /** Admin sessions and API tokens deleted: everyone signs in again. */
  revokedSessionsAndTokens: number
  /** Reset links and invitations ended. */
  endedLinks: number
  /** Accounts that cannot sign in until the owner re-confirms them on Admin > Staff. */
  heldForReconfirmation: string[]
  /** The owners, who can sign in (and re-confirm the others). */
  owners: string[]
  /** Whether Stripe could be asked (a key is set, or the mocks answer). */
  stripeChecked: boolean
  /** Pending orders Stripe says were paid, and what settling each did. */
  settled: SettledOrder[]
  /** Pending orders whose payments Stripe does not report paid: left as they are. */
  stillPending: { orderId: number; reference: string | null; paymentIds: string[] }[]
  /** The newest rows the restored database holds: roughly when the backup was taken. */
  newest: { order: Date | null; lead: Date | null; appointment: Date | null }
  /** Staff accounts: each password is back to what it was at the backup. */
  staffAccounts: string[]
}

/** What Stripe says of one payment the order table knows (an intent `pi_…` or a session `cs_…`). */
async function paidAtStripe(paymentId: string) {
  if (paymentId.startsWith('cs_')) {
    const session = await retrieveCheckoutSession(paymentId)
    if (session?.paymentStatus !== 'paid' || !session.paymentIntentId) return null
    return {
      paymentIntentId: session.paymentIntentId,
      amountCents: session.amountTotal ?? -1,
      currency: session.currency ?? 'usd',
      idempotencyKey: `session-${session.id}`,
      orderId: Number(session.metadata.orderId),
    }
  }
  const intent = await retrievePaymentIntent(paymentId)
  if (intent?.status !== 'succeeded') return null
  return {
    paymentIntentId: intent.id,
    amountCents: intent.amount,
    currency: intent.currency,
    idempotencyKey: undefined,
    orderId: Number(intent.metadata.orderId),
  }
}

function newestCreated(
  table: typeof schema.orders | typeof schema.leads | typeof schema.appointments,
) {
  const row = db
    .select({ createdAt: table.createdAt })
    .from(table)
    .orderBy(desc(table.createdAt))
    .limit(1)
    .get()
  return row?.createdAt ?? null
}

export async function afterRestore(): Promise<AfterRestoreReport> {
  if (!isPrimary()) {
    throw new Error(
      `This machine is a replica: run this on the primary (${instanceInfo().primaryInstance})`,
    )
  }
  const staff = holdStaffAfterRestore(db)

  const stripeChecked = cardPaymentStatus().enabled
  const settled: SettledOrder[] = []
  const stillPending: AfterRestoreReport['stillPending'] = []
  const pending = db
    .select({ id: schema.orders.id, reference: schema.orders.reference })
    .from(schema.orders)
    .where(and(eq(schema.orders.status, 'pending'), eq(schema.orders.kind, 'order')))
    .all()
  const paymentsOf = (orderIds: number[]) =>
    orderIds.length
      ? db
          .select({ orderId: schema.payments.orderId, id: schema.payments.paymentIntentId })
          .from(schema.payments)
          .where(inArray(schema.payments.orderId, orderIds))
          .all()
      : []
  const payments = paymentsOf(pending.map((o) => o.id))
  for (const order of pending) {
    const ids = payments.filter((p) => p.orderId === order.id).map((p) => p.id)
    let outcome: SettledOrder | null = null
    if (stripeChecked) {
      for (const paymentId of ids) {
        const paid = await paidAtStripe(paymentId)
        // A payment Stripe ties to another order is not this order's.
        if (!paid || paid.orderId !== order.id) continue
        const result = markOrderPaid({ ...paid, orderId: order.id })
        outcome = { orderId: order.id, reference: order.reference, paymentId, outcome: result }
        if (result === 'paid' || result === 'already-paid') break
      }
    }
    if (outcome) settled.push(outcome)
    else if (ids.length)
      stillPending.push({ orderId: order.id, reference: order.reference, paymentIds: ids })
  }

  return {
    revokedSessionsAndTokens: staff.sessionsEnded,
    endedLinks: staff.linksEnded,
    heldForReconfirmation: staff.held,
    owners: staff.owners,
    stripeChecked,
    settled,
    stillPending,
    newest: {
      order: newestCreated(schema.orders),
      lead: newestCreated(schema.leads),
      appointment: newestCreated(schema.appointments),
    },
    staffAccounts: db
      .select({ username: schema.adminUsers.username })
      .from(schema.adminUsers)
      .all()
      .map((a) => a.username),
  }
}

const when = (date: Date | null) => (date ? date.toISOString() : 'none in the restored database')

/** The report as the office reads it: what was done, then what to do by hand. */
export function describeAfterRestore(report: AfterRestoreReport): string {
  const since = [report.newest.order, report.newest.lead, report.newest.appointment]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0]
  const from = since ? since.toISOString() : 'the backup’s time'
  const lines = [
    'Done:',
    `- Signed everyone out: ${report.revokedSessionsAndTokens} admin session(s) and API token(s) deleted, ${report.endedLinks} reset link(s) and invitation(s) ended.`,
    report.heldForReconfirmation.length
      ? `- Held until the owner re-confirms them on Admin > Staff (they cannot sign in meanwhile): ${report.heldForReconfirmation.join(', ')}.`
      : '- No account waits for re-confirmation (the restore may have held them already: see Admin > Staff).',
  ]
  if (!report.stripeChecked) {
    lines.push('- Stripe is not configured here: no payment was checked.')
  } else if (report.settled.length === 0) {
    lines.push('- Asked Stripe about every pending order: none was paid since the backup.')
  } else {
    lines.push('- Orders Stripe says were paid, now marked paid (no e-mail was sent again):')
    for (const s of report.settled) {
      lines.push(`    order #${s.orderId} (${s.reference}), payment ${s.paymentId}: ${s.outcome}`)
    }
  }
  for (const p of report.stillPending) {
    lines.push(
      `- Order #${p.orderId} (${p.reference}) stays pending: Stripe reports no payment (${p.paymentIds.join(', ')}).`,
    )
  }
  lines.push(
    '',
    `The restored database's newest order: ${when(report.newest.order)}; request: ${when(report.newest.lead)}; booking: ${when(report.newest.appointment)}.`,
    '',
    'To do by hand (docs/deploy.md, "After a restore"):',
    `1. Stripe Dashboard > Payments since ${from}: every payment whose order number is not in the back office was made for an order the restore removed. Call the customer and enter the order again, or refund it. Do not resend Stripe's webhook events in bulk: an order number given out again after the restore could take a removed order's event.`,
    `2. The staff mailbox since ${from}: new requests and bookings notified there are no longer in the back office. Enter them again (and check Housecall Pro for bookings made there).`,
    `3. Admin > Staff, as an owner (${report.owners.join(', ') || 'none'}): press Re-confirm for each account that should still work, and Remove or Suspend each one removed or suspended since the backup. If an owner listed here should no longer be one, suspend them first.`,
    `4. Passwords are back to their value at the backup (${report.staffAccounts.join(', ') || 'none'}): press "Reset password" for each re-confirmed person who changed theirs since (they get a new link), and change ADMIN_PASSWORD's secret too if it was rotated since.`,
    '5. Everyone signs in again; an API client asks for a new token.',
  )
  return lines.join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { getEnv } = await import('~/server/platform/env.server')
  // Stripe answered by MSW when the settings say so (local runs, the quick start).
  if (getEnv().MOCKS) await import('../tests/mocks/index')
  try {
    console.log(describeAfterRestore(await afterRestore()))
    process.exit(0)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
