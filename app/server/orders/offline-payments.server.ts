/**
 * Payments received outside the site (cash, a check, Zelle) on an installed job (issue 39): the
 * one writer of `offline_payments`. The office records them ('payments' in the capability table;
 * an installer may not, and the refusal is in the audit log); a mistake is voided with a reason,
 * never deleted. Each change writes its audit entry and a history note in its transaction, and
 * counts at once in the one balance rule (a deposit reached moves the job to Deposit paid).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { businessDate } from '~/domain/business-time'
import { OFFLINE_PAYMENT_METHOD_LABELS, type OfflinePaymentInput } from '~/domain/installed-job'
import { formatCents } from '~/domain/pricing'
import { can, NotAllowedError, STAFF_ROLE_LABELS, type StaffActor } from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { balanceOf, depositPaid, sendJobPaymentMail } from './installed-job.server'
import { IMMEDIATE } from './order-rows.server'
import { recordSystemMove } from './workflow.server'

const { orders, offlinePayments, orderHistory } = schema

export type OfflinePaymentResult =
  | { ok: true; repeated: boolean; depositPaid: boolean }
  | { ok: false; status: 403 | 404 | 409; message: string }

function refusedFor(actor: StaffActor, orderId: number, what: string): OfflinePaymentResult {
  recordAudit({
    actor,
    kind: 'refused',
    subjectType: 'order',
    subjectId: orderId,
    summary: `${actor.username} (${STAFF_ROLE_LABELS[actor.role] ?? actor.role}) was refused ${what}: the role does not allow it`,
    after: { capability: 'payments' },
  })
  return { ok: false, status: 403, message: new NotAllowedError(actor.role, 'payments').message }
}

/** The job's offline payments, oldest first (voided ones too: the page shows them struck). */
export function offlinePaymentsOf(orderId: number) {
  return db
    .select()
    .from(offlinePayments)
    .where(eq(offlinePayments.orderId, orderId))
    .orderBy(asc(offlinePayments.id))
    .all()
    .map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      method: p.method,
      methodLabel: OFFLINE_PAYMENT_METHOD_LABELS[p.method],
      reference: p.reference,
      receivedOn: p.receivedOn,
      recordedBy: p.recordedBy,
      recordedAt: p.recordedAt.toISOString(),
      voidedAt: p.voidedAt?.toISOString() ?? null,
      voidedBy: p.voidedBy,
      voidReason: p.voidReason,
    }))
}

/** Records money received outside the site; the same form posted twice is one payment. */
export async function recordOfflinePayment(
  actor: StaffActor,
  orderId: number,
  input: OfflinePaymentInput,
): Promise<OfflinePaymentResult> {
  if (!can(actor.role, 'payments')) return refusedFor(actor, orderId, 'recording a payment')
  const outcome = db.transaction((tx): OfflinePaymentResult => {
    const order = tx.select().from(orders).where(eq(orders.id, orderId)).get()
    if (!order) return { ok: false, status: 404, message: 'Not found' }
    if (order.kind !== 'installed-job')
      return { ok: false, status: 409, message: 'Payments outside the site are for installed jobs' }
    if (input.receivedOn > businessDate())
      return { ok: false, status: 409, message: 'The day received cannot be in the future' }
    const inserted = tx
      .insert(offlinePayments)
      .values({
        orderId,
        amountCents: input.amount,
        method: input.method,
        reference: input.reference,
        receivedOn: input.receivedOn,
        idempotencyKey: `order-${orderId}-offline-${input.nonce}`,
        recordedBy: actor.username,
      })
      .onConflictDoNothing({ target: offlinePayments.idempotencyKey })
      .returning({ id: offlinePayments.id })
      .all()
    if (inserted.length === 0) return { ok: true, repeated: true, depositPaid: false }
    const how = `${OFFLINE_PAYMENT_METHOD_LABELS[input.method]}${input.reference ? ` (${input.reference})` : ''}`
    const summary = `Payment of ${formatCents(input.amount)} by ${how} received ${input.receivedOn} on order ${order.reference ?? orderId}`
    tx.insert(orderHistory)
      .values({
        orderId,
        kind: 'note',
        by: actor.username,
        note: `${summary}, recorded`,
        notified: false,
      })
      .run()
    recordAudit(
      {
        actor,
        kind: 'payment',
        subjectType: 'order',
        subjectId: orderId,
        summary: `Recorded: ${summary}`,
        after: { id: inserted[0].id, ...input, nonce: undefined },
      },
      tx,
    )
    // The deposit paid in cash: the job moves on as a card deposit moves it.
    let movedToPaid = false
    if (!depositPaid(order) && balanceOf(order, tx).paidCents >= (order.depositCents ?? 0)) {
      tx.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId)).run()
      movedToPaid = Boolean(
        recordSystemMove(tx, order, 'paid', `Deposit received by ${how}`, { notified: true }),
      )
    }
    return { ok: true, repeated: false, depositPaid: movedToPaid }
  }, IMMEDIATE)
  if (outcome.ok && !outcome.repeated)
    await sendJobPaymentMail(orderId, outcome.depositPaid ? 'deposit' : 'offline')
  return outcome
}

/** Voids a payment recorded by mistake (with the reason); it stops counting at once. */
export function voidOfflinePayment(
  actor: StaffActor,
  orderId: number,
  input: { paymentId: number; reason: string },
): OfflinePaymentResult {
  if (!can(actor.role, 'payments')) return refusedFor(actor, orderId, 'voiding a payment')
  return db.transaction((tx): OfflinePaymentResult => {
    const payment = tx
      .select()
      .from(offlinePayments)
      .where(and(eq(offlinePayments.id, input.paymentId), eq(offlinePayments.orderId, orderId)))
      .get()
    if (!payment) return { ok: false, status: 404, message: 'Not found' }
    const changed = tx
      .update(offlinePayments)
      .set({ voidedAt: new Date(), voidedBy: actor.username, voidReason: input.reason })
      .where(and(eq(offlinePayments.id, payment.id), isNull(offlinePayments.voidedAt)))
      .run()
    if (changed.changes === 0) return { ok: true, repeated: true, depositPaid: false }
    const summary = `Payment of ${formatCents(payment.amountCents)} by ${OFFLINE_PAYMENT_METHOD_LABELS[payment.method]} (received ${payment.receivedOn}) voided: ${input.reason}`
    tx.insert(orderHistory)
      .values({ orderId, kind: 'note', by: actor.username, note: summary, notified: false })
      .run()
    recordAudit(
      {
        actor,
        kind: 'payment',
        subjectType: 'order',
        subjectId: orderId,
        summary,
        before: { voidedAt: null },
        after: { voidedAt: new Date().toISOString(), reason: input.reason },
      },
      tx,
    )
    return { ok: true, repeated: false, depositPaid: false }
  }, IMMEDIATE)
}
