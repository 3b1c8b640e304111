// Long because a refund is one flow: the staff form, Stripe, the rows, the stage and the webhook's reconciliation.
/**
 * Real refunds (issue 27), the one writer of order_refunds: staff refund all or part of what
 * is left from the order page, through Stripe's Refunds API with an idempotency key (the
 * form's nonce, so a double click is one refund at Stripe and one row here); the webhook's
 * charge.refunded and refund.updated bring refunds made in Stripe's dashboard and status
 * changes in. When refunds that went through add up to what was paid, the system moves the
 * order to Refunded and the customer gets the stage's e-mail with the amount; a partial
 * refund gets the refund e-mail. The rules are app/domain/refunds.ts.
 *
 * `refundOrder` checks the acting person itself (issue 38): the table's 'refunds', and the
 * office up to the owner's limit on the order, counting every refund on it. The decision and
 * the refund's row (pending, before Stripe is asked) are one write transaction, so two refunds
 * posted at once cannot both pass; an over-limit attempt is written in the audit log.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Translate } from '~/components/i18n'
import { type Locale, pathInLocale } from '~/domain/locale'
import type { OrderKind } from '~/domain/order-workflow'
import { formatCents } from '~/domain/pricing'
import {
  checkRefund,
  givenBackCents,
  isRefundedInFull,
  newRefundNonce,
  officeAllowanceCents,
  officeAllowanceMessage,
  REFUND_REASON_LABELS,
  type RefundDecision,
  type RefundFigures,
  type RefundReason,
  type RefundRequest,
  type RefundStatus,
  reconcileRefunds,
  refundFigures,
  refundNotice,
  refundOffer,
  type StripeRefund,
} from '~/domain/refunds'
import {
  can,
  NotAllowedError,
  refundAllowed,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { officeRefundLimitCents } from '../auth/staff-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, sendMail } from '../vendors/mail.server'
import {
  createRefund,
  describeStripeError,
  isStripeRefusal,
  listRefunds,
} from '../vendors/stripe.server'
import { getOrderView } from './customer-view.server'
import { orderPath } from './links.server'
import { IMMEDIATE } from './order-rows.server'
import { sendStageNotice } from './order-stage-mail.server'
import {
  orderHistoryRows,
  orderState,
  recordSystemMove,
  stageNoticeTopic,
  timelineFacts,
} from './workflow.server'

const { orders, payments, orderRefunds, orderHistory, processedWebhookEvents } = schema

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]
type RefundRow = typeof orderRefunds.$inferSelect

function paymentsOf(orderId: number, tx: Tx | typeof db = db) {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .all()
}

function refundsOf(orderId: number, tx: Tx | typeof db = db): RefundRow[] {
  return tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id))
    .all()
}

function figuresOf(orderId: number, tx: Tx | typeof db = db): RefundFigures {
  return refundFigures(paymentsOf(orderId, tx), refundsOf(orderId, tx))
}

/** The payment a refund goes back to: the one staff chose, or the latest that went through. */
function refundablePayment(orderId: number, tx: Tx | typeof db = db, paymentId?: number) {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['succeeded', 'refunded']),
        paymentId === undefined ? undefined : eq(payments.id, paymentId),
      ),
    )
    .orderBy(desc(payments.id))
    .get()
}

/** The person refunding: requireAdmin's answer. */
export type RefundActor = { id: number; username: string; role: StaffRole }

/**
 * What `role` may still refund on the order: null for no limit (the owner); for the office the
 * owner's limit less everything the order gave back (`refundAllowed` is the rule); 0 for a
 * role without refunds.
 */
function allowanceFor(role: StaffRole, figures: RefundFigures, limitCents: number) {
  if (!can(role, 'refunds')) return 0
  // Any amount at all allowed by the rule: this role has no limit.
  if (refundAllowed(role, Number.POSITIVE_INFINITY, limitCents, givenBackCents(figures)))
    return null
  return officeAllowanceCents(limitCents, figures)
}

/**
 * What the staff order page shows of refunds: paid, refunded and net; whether a refund is
 * offered and up to how much; what the viewer may still refund on it (null: no limit); each
 * refund; and a fresh nonce for the form (a GET writes nothing: the nonce is only used when
 * the form is posted).
 */
export function getOrderRefunds(orderId: number, viewer: { role: StaffRole }) {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const figures = figuresOf(orderId)
  const offer = refundOffer(order, figures)
  return {
    figures,
    offer: offer.offered
      ? { offered: true as const, maxCents: offer.maxCents }
      : { offered: false as const, why: offer.why, message: offer.message },
    allowanceCents: allowanceFor(viewer.role, figures, officeRefundLimitCents()),
    refunds: refundsOf(orderId).map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      stripeRefundId: r.stripeRefundId,
      by: r.by,
      at: r.createdAt.toISOString(),
    })),
    nonce: newRefundNonce(),
    payments: paymentsOf(orderId)
      .filter((p) => p.status === 'succeeded' || p.status === 'refunded')
      .map((p) => ({
        id: p.id,
        label: `${p.purpose === 'order' ? 'Card payment' : `The ${p.purpose}`} of ${formatCents(p.amountCents)}`,
      })),
  }
}

export type RefundResult =
  | { ok: true; amountCents: number; full: boolean; repeated: boolean; notified: boolean }
  | Extract<RefundDecision, { ok: false }>
  | { ok: false; status: 404; field: null; message: string }
  | { ok: false; status: 409 | 502; field: null; message: string }
  | { ok: false; status: 403; field: 'amount' | null; message: string }

const STRIPE_FAILED = 'Stripe did not make the refund'

function reasonText(reason: RefundReason | null, note: string | null | undefined) {
  const label = reason ? REFUND_REASON_LABELS[reason] : null
  return [label, note?.trim() || null].filter(Boolean).join(': ') || null
}

/** After refunds changed: what to tell the customer (see `tellCustomer`). */
type Aftermath = {
  orderId: number
  /** Refunds that went through just now (their amounts). */
  succeeded: { id: number; amountCents: number }[]
  /** The system move to Refunded, when this made the refunds add up to what was paid. */
  move: { historyId: number; from: string; to: string } | false
}

/**
 * Inside the caller's transaction, after refunds were written: when refunds that went through
 * now add up to what was paid, the order moves to Refunded (once; a free or unpaid order
 * never does).
 */
function moveWhenRefundedInFull(
  tx: Tx,
  order: { id: number; kind: OrderKind; stage: string },
  amountCents: number,
): Aftermath['move'] {
  const figures = figuresOf(order.id, tx)
  if (!isRefundedInFull(figures) || order.stage === 'refunded') return false
  const fresh = tx.select().from(orders).where(eq(orders.id, order.id)).get()
  if (!fresh || fresh.stage === 'refunded') return false
  // The payment is refunded in full too (it still counts as paid in the figures).
  tx.update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .run()
  return recordSystemMove(
    tx,
    fresh,
    'refunded',
    `Refunds add up to what was paid (${formatCents(figures.refundedCents)}; last ${formatCents(amountCents)})`,
    { notified: true },
  )
}

/** One e-mail to the customer: the Refunded stage's when the order moved, else the refund's. */
async function tellCustomer(after: Aftermath): Promise<boolean> {
  if (after.move) {
    const order = db.select().from(orders).where(eq(orders.id, after.orderId)).get()
    if (!order) return false
    await sendStageNotice(order.id, {
      state: orderState(order, orderHistoryRows(order.id)),
      facts: timelineFacts(order),
      move: { from: after.move.from, to: after.move.to },
      topic: stageNoticeTopic(after.move.historyId),
    })
    return true
  }
  let sent = false
  for (const refund of after.succeeded) {
    sent = (await sendRefundNotice(after.orderId, refund)) || sent
  }
  return sent
}

/** The mail topic of a refund's own e-mail (a partial refund). */
export function refundNoticeTopic(refundId: number): string {
  return `order-refund:${refundId}`
}

async function sendRefundNotice(orderId: number, refund: { id: number; amountCents: number }) {
  const view = getOrderView(orderId, 'customer')
  if (!view) return false
  const figures = figuresOf(orderId)
  // In the order's language (issue 41): English keeps app/domain/refunds.ts's words.
  const locale = view.language
  const { t } = serverT(locale)
  const words =
    locale === 'en'
      ? refundNotice(refund.amountCents, figures, view.reference)
      : translatedRefundNotice(t, refund.amountCents, figures, view.reference, locale)
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(orderPath(view.id), locale)}`
  const result = await sendMail({
    to: view.customer.email,
    subject: words.subject,
    topic: refundNoticeTopic(refund.id),
    ...mailContent({
      language: locale,
      intro: t('email.stage.hello', { name: view.customer.name, intro: words.intro }),
      lines: [
        [t('email.refund.line.now'), formatCents(refund.amountCents, locale)],
        [t('email.refund.line.paid'), formatCents(figures.paidCents, locale)],
        [t('email.refund.line.total'), formatCents(figures.refundedCents, locale)],
      ],
      link: { label: t('email.order.link'), url },
    }),
  })
  return result.delivered
}

/** refundNotice's words from the catalog, for an order in another language than English. */
function translatedRefundNotice(
  t: Translate,
  amountCents: number,
  figures: RefundFigures,
  reference: string,
  locale: Locale,
) {
  const which = isRefundedInFull(figures) ? 'full' : 'partial'
  return {
    subject: t(`email.refund.subject.${which}`, { reference }),
    intro: t(`email.refund.intro.${which}`, { amount: formatCents(amountCents, locale) }),
  }
}

/** A refund decided and its row reserved, waiting for Stripe. */
type Reserved = {
  rowId: number
  order: typeof orders.$inferSelect
  paymentIntentId: string
  amountCents: number
  idempotencyKey: string
}

/**
 * Inside one write transaction: may this person make this refund on this order, and if so its
 * row (pending, no Stripe id yet). The check and the row land together, so a second refund
 * posted meanwhile counts this one: two office clicks cannot both pass the limit, and two
 * forms cannot both refund what is left. A refusal by the limit is written in the audit log.
 */
function decideAndReserve(
  tx: Tx,
  input: { orderId: number; request: RefundRequest; actor: RefundActor },
  reason: string | null,
): { reserved: Reserved } | { answer: RefundResult } {
  const { orderId, request, actor } = input
  const order = tx.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return { answer: { ok: false, status: 404, field: null, message: 'Not found' } }
  const subject = `order ${order.reference ?? orderId}`
  if (!can(actor.role, 'refunds')) {
    recordAudit(
      {
        actor,
        kind: 'refused',
        subjectType: 'order',
        subjectId: orderId,
        summary: `${actor.username} (${STAFF_ROLE_LABELS[actor.role] ?? actor.role}) was refused a refund on ${subject}: the role does not allow refunds`,
        after: { capability: 'refunds' },
      },
      tx,
    )
    const message = new NotAllowedError(actor.role, 'refunds').message
    return { answer: { ok: false, status: 403, field: null, message } }
  }
  // The key is order, nonce and amount (refundIdempotencyKey): this form's refund, whatever
  // amount was left when it was first posted.
  const prefix = `order-${orderId}-refund-${request.nonce}-`
  const sameForm = tx
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        sql`substr(${orderRefunds.idempotencyKey}, 1, ${prefix.length}) = ${prefix}`,
      ),
    )
    .get()
  if (sameForm) {
    return {
      answer: {
        ok: true,
        amountCents: sameForm.amountCents,
        full: isRefundedInFull(figuresOf(orderId, tx)),
        repeated: true,
        notified: false,
      },
    }
  }
  const figures = figuresOf(orderId, tx)
  const decision = checkRefund(order, figures, request)
  if (!decision.ok) return { answer: decision }
  const limitCents = officeRefundLimitCents()
  if (!refundAllowed(actor.role, decision.amountCents, limitCents, givenBackCents(figures))) {
    const leftCents = officeAllowanceCents(limitCents, figures)
    recordAudit(
      {
        actor,
        kind: 'refused',
        subjectType: 'order',
        subjectId: orderId,
        summary: `${actor.username} (${STAFF_ROLE_LABELS[actor.role]}) was refused a refund of ${formatCents(decision.amountCents)} on ${subject}: ${formatCents(leftCents)} left under the office limit of ${formatCents(limitCents)}`,
        after: {
          amountCents: decision.amountCents,
          leftCents,
          limitCents,
          givenBackCents: givenBackCents(figures),
        },
      },
      tx,
    )
    return {
      answer: {
        ok: false,
        status: 403,
        field: 'amount',
        message: officeAllowanceMessage(leftCents),
      },
    }
  }
  const payment = refundablePayment(orderId, tx, request.paymentId)
  if (!payment) {
    return { answer: { ok: false, status: 409, field: null, message: 'No card payment to refund' } }
  }
  if (request.paymentId !== undefined) {
    // The payment staff chose: never more than it holds less what went back from it.
    const back = tx
      .select({ amountCents: orderRefunds.amountCents, status: orderRefunds.status })
      .from(orderRefunds)
      .where(eq(orderRefunds.paymentId, payment.id))
      .all()
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      .reduce((n, r) => n + r.amountCents, 0)
    const leftOnPayment = payment.amountCents - back
    if (decision.amountCents > leftOnPayment) {
      if (request.type === 'full' && leftOnPayment > 0) {
        decision.amountCents = leftOnPayment
      } else {
        const message = `This payment has ${formatCents(Math.max(0, leftOnPayment))} left to refund`
        return { answer: { ok: false, status: 400, field: 'amount', message } }
      }
    }
  }
  const row = tx
    .insert(orderRefunds)
    .values({
      orderId,
      paymentId: payment.id,
      amountCents: decision.amountCents,
      reason,
      status: 'pending',
      idempotencyKey: decision.idempotencyKey,
      by: actor.username,
    })
    .returning({ id: orderRefunds.id })
    .get()
  return {
    reserved: {
      rowId: row.id,
      order,
      paymentIntentId: payment.paymentIntentId,
      amountCents: decision.amountCents,
      idempotencyKey: decision.idempotencyKey,
    },
  }
}

/**
 * Staff refund (part of) an order: the one way a refund is made, whoever calls it. It checks
 * the acting person itself (the table's 'refunds'; the office up to the owner's limit on the
 * order, `refundAllowed`), so no route has to remember a limit. The same form posted twice (a
 * double click: the same nonce) is the first refund again: one refund at Stripe, one row, one
 * e-mail.
 */
export async function refundOrder(input: {
  orderId: number
  request: RefundRequest
  actor: RefundActor
}): Promise<RefundResult> {
  const { orderId, request, actor } = input
  const by = actor.username
  const reason = reasonText(request.reason, request.note)
  const decided = db.transaction((tx) => decideAndReserve(tx, input, reason), IMMEDIATE)
  if ('answer' in decided) return decided.answer
  const { reserved } = decided
  let refund: Awaited<ReturnType<typeof createRefund>>
  try {
    refund = await createRefund(
      {
        paymentIntentId: reserved.paymentIntentId,
        amountCents: reserved.amountCents,
        reason: request.reason,
        metadata: { orderId: String(orderId), by },
      },
      reserved.idempotencyKey,
    )
  } catch (error) {
    // No refund was made: the reserved row goes, and what it held back is free again.
    db.delete(orderRefunds).where(eq(orderRefunds.id, reserved.rowId)).run()
    return {
      ok: false,
      // Stripe refused it (say, refunded meanwhile in its dashboard): a conflict, not a fault.
      status: isStripeRefusal(error) ? 409 : 502,
      field: null,
      message: `${STRIPE_FAILED}: ${describeStripeError(error)}`,
    }
  }
  const status = statusOf(refund.status)
  const { order } = reserved
  const outcome = db.transaction((tx) => {
    const audit = () =>
      recordAudit(
        {
          actor,
          kind: 'refund',
          subjectType: 'order',
          subjectId: orderId,
          summary: `Refund of ${formatCents(refund.amount)} on order ${order.reference ?? orderId} (${status})`,
          after: { amountCents: refund.amount, status, reason },
        },
        tx,
      )
    const webhooks = tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.stripeRefundId, refund.id))
      .get()
    if (webhooks && webhooks.id !== reserved.rowId) {
      // The webhook recorded this refund first: keep its row (and its e-mail), say who made it.
      tx.delete(orderRefunds).where(eq(orderRefunds.id, reserved.rowId)).run()
      tx.update(orderRefunds)
        .set({ by, reason })
        .where(and(eq(orderRefunds.id, webhooks.id), eq(orderRefunds.by, 'stripe')))
        .run()
      audit()
      return null
    }
    tx.update(orderRefunds)
      .set({ stripeRefundId: refund.id, status, amountCents: refund.amount })
      .where(eq(orderRefunds.id, reserved.rowId))
      .run()
    tx.insert(orderHistory)
      .values({
        orderId,
        kind: 'note',
        by,
        note: `Refund of ${formatCents(refund.amount)} made through Stripe (${refund.id}, ${status})${reason ? `. Reason: ${reason}` : ''}`,
        notified: false,
      })
      .run()
    audit()
    const after: Aftermath = {
      orderId,
      succeeded: status === 'succeeded' ? [{ id: reserved.rowId, amountCents: refund.amount }] : [],
      move: status === 'succeeded' ? moveWhenRefundedInFull(tx, order, refund.amount) : false,
    }
    return after
  }, IMMEDIATE)
  const notified = outcome ? await tellCustomer(outcome) : false
  return {
    ok: true,
    amountCents: refund.amount,
    full: isRefundedInFull(figuresOf(orderId)),
    repeated: outcome === null,
    notified,
  }
}

function statusOf(status: string | null): RefundStatus {
  return reconcileRefunds([], [{ id: 'x', amount: 0, status }]).add[0].status
}

// ---------------------------------------------------------------- the webhook

export type RefundEventOutcome = 'duplicate-event' | 'unknown-payment' | 'reconciled'

/** The refunds a charge.refunded or refund.updated event tells of, and its payment intent. */
async function refundsOfEvent(event: {
  type: string
  object: Record<string, unknown>
}): Promise<{ paymentIntentId: string; refunds: StripeRefund[] } | null> {
  const o = event.object
  const paymentIntentId =
    typeof o.payment_intent === 'string'
      ? o.payment_intent
      : ((o.payment_intent as { id?: string } | null)?.id ?? null)
  if (!paymentIntentId) return null
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    return {
      paymentIntentId,
      refunds: [{ id: String(o.id), amount: Number(o.amount), status: String(o.status) }],
    }
  }
  const listed = (o.refunds as { data?: StripeRefund[] } | null | undefined)?.data
  // Since API 2022-11-15 a charge's refunds are not in the event: ask Stripe.
  const refunds = listed?.length
    ? listed
    : (await listRefunds(paymentIntentId)).map((r) => ({
        id: r.id,
        amount: r.amount,
        status: r.status,
      }))
  return {
    paymentIntentId,
    refunds: refunds.map((r) => ({ id: r.id, amount: Number(r.amount), status: r.status })),
  }
}

/**
 * charge.refunded and refund.updated: refunds made in Stripe's dashboard are recorded (by
 * 'stripe'), status changes are brought in, and the order moves to Refunded when refunds
 * add up to what was paid. A replayed event changes nothing.
 */
export async function reconcileRefundEvent(event: {
  id: string
  type: string
  object: Record<string, unknown>
}): Promise<RefundEventOutcome> {
  const seen = db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, event.id))
    .get()
  if (seen) return 'duplicate-event'
  const told = await refundsOfEvent(event)
  const outcome = db.transaction((tx) => {
    const fresh = tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id })
      .all()
    if (fresh.length === 0) return 'duplicate-event' as const
    if (!told) return 'unknown-payment' as const
    const payment = tx
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, told.paymentIntentId))
      .get()
    const order = payment
      ? tx.select().from(orders).where(eq(orders.id, payment.orderId)).get()
      : undefined
    if (!payment || !order) return 'unknown-payment' as const
    const plan = reconcileRefunds(refundsOf(order.id, tx), told.refunds)
    const succeeded: Aftermath['succeeded'] = []
    for (const add of plan.add) {
      const row = tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          paymentId: payment.id,
          amountCents: add.amountCents,
          reason: 'Refunded in Stripe',
          stripeRefundId: add.stripeRefundId,
          status: add.status,
          idempotencyKey: `stripe-${add.stripeRefundId}`,
          by: 'stripe',
        })
        .onConflictDoNothing()
        .returning({ id: orderRefunds.id })
        .all()
      if (row.length === 0) continue
      tx.insert(orderHistory)
        .values({
          orderId: order.id,
          kind: 'note',
          by: 'stripe',
          note: `Refund of ${formatCents(add.amountCents)} made in Stripe's dashboard (${add.stripeRefundId}, ${add.status})`,
          notified: false,
        })
        .run()
      if (add.status === 'succeeded')
        succeeded.push({ id: row[0].id, amountCents: add.amountCents })
    }
    for (const change of plan.update) {
      const row = tx
        .update(orderRefunds)
        .set({ status: change.status })
        .where(eq(orderRefunds.stripeRefundId, change.stripeRefundId))
        .returning({ id: orderRefunds.id, amountCents: orderRefunds.amountCents })
        .all()
      if (row.length && change.status === 'succeeded') succeeded.push(row[0])
    }
    const last = succeeded.at(-1)
    const after: Aftermath = {
      orderId: order.id,
      succeeded,
      move: last ? moveWhenRefundedInFull(tx, order, last.amountCents) : false,
    }
    return after
  }, IMMEDIATE)
  if (typeof outcome === 'string') return outcome
  await tellCustomer(outcome)
  return 'reconciled'
}
