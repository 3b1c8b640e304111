/**
 * Settling a payment: an order is marked paid once, whichever of the customer's return
 * (process-order, the return page's POST) and Stripe's webhook arrives first; looking a payment
 * up for the return page (a GET) writes nothing.
 */
import { and, eq } from 'drizzle-orm'
import { formatCents } from '~/domain/pricing'
import { readCartId } from '../cart/cart-cookie.server'
import { removeOrderedFromCart } from '../cart/lines.server'
import { leadWindowOf } from '../catalog/lead-times.server'
import { db, schema } from '../platform/db.server'
import { clientKey, hitMemoryRateLimit, rateLimitMessage } from '../platform/rate-limit.server'
import {
  retrieveCheckoutSession,
  retrievePaymentIntent,
  type WebhookEvent,
} from '../vendors/stripe.server'
import { sendOrderEmails } from './order-mail.server'
import { IMMEDIATE, type OrderRefusal } from './order-rows.server'
import { recordSystemMove } from './workflow.server'

const { orders, orderLines, payments, processedWebhookEvents } = schema

export type PaidOutcome =
  | 'paid'
  | 'already-paid'
  | 'duplicate-event'
  | 'amount-mismatch'
  | 'unknown-order'
  | 'not-payable'

/**
 * Marks the order paid when the payment covers exactly its total in dollars; records the
 * payment and takes what was paid for out of the order's cart, all in one immediate
 * transaction. A webhook event is recorded in the same transaction, so a replayed event
 * changes nothing; an order already paid stays paid once (its cart is not cleared twice).
 */
export function markOrderPaid(input: {
  orderId: number
  paymentIntentId: string
  amountCents: number
  currency: string
  idempotencyKey?: string
  eventId?: string
  eventType?: string
}): PaidOutcome {
  return db.transaction((tx) => {
    if (input.eventId) {
      const fresh = tx
        .insert(processedWebhookEvents)
        .values({ id: input.eventId, provider: 'stripe', type: input.eventType ?? 'unknown' })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id })
        .all()
      if (fresh.length === 0) return 'duplicate-event'
    }
    const order = Number.isInteger(input.orderId)
      ? tx.select().from(orders).where(eq(orders.id, input.orderId)).get()
      : undefined
    if (!order) return 'unknown-order'
    // Paid once: an order staff have since moved on (ordered, shipped…) stays paid.
    if (order.paidAt || order.status === 'paid') return 'already-paid'
    const payment = {
      orderId: order.id,
      paymentIntentId: input.paymentIntentId,
      amountCents: input.amountCents,
      currency: input.currency,
      idempotencyKey: input.idempotencyKey ?? `stripe-${input.paymentIntentId}`,
    }
    if (input.amountCents !== order.totalCents || input.currency.toLowerCase() !== 'usd') {
      const failureMessage = `Paid ${formatCents(input.amountCents)} ${input.currency} for an order of ${formatCents(order.totalCents)}`
      tx.insert(payments)
        .values({ ...payment, status: 'succeeded', failureMessage })
        .onConflictDoUpdate({
          target: payments.paymentIntentId,
          set: { status: 'succeeded', failureMessage, amountCents: input.amountCents },
        })
        .run()
      return 'amount-mismatch'
    }
    if (order.status !== 'pending' || order.kind !== 'order') return 'not-payable'
    const lines = tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all()
    // The installation window promised now, at payment: kept on the order, it never moves after.
    const promisedWindow = leadWindowOf(
      lines.filter((l) => l.kind === 'product').map((l) => l.productType),
      tx,
    )
    const updated = tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), promisedWindow })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .run()
    if (updated.changes === 0) return 'already-paid'
    // The workflow's stage follows, with its history entry "by: system"; the confirmation
    // e-mail (sendOrderEmails, after the transaction) is what tells the customer.
    recordSystemMove(tx, order, 'paid', null, { notified: true })
    tx.insert(payments)
      .values({ ...payment, status: 'succeeded' })
      .onConflictDoUpdate({
        target: payments.paymentIntentId,
        set: { status: 'succeeded', failureMessage: null, amountCents: input.amountCents },
      })
      .run()
    // Any other intent still open for this order will never be used.
    tx.update(payments)
      .set({ status: 'canceled' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_payment')))
      .run()
    if (order.cartId) {
      // Only what was paid for leaves the cart: a line added meanwhile in another tab stays.
      const paidLines = lines
      removeOrderedFromCart(
        order.cartId,
        {
          products: paidLines.filter((l) => l.kind === 'product'),
          sampleFabricIds: paidLines
            .filter((l) => l.kind === 'sample')
            .map((l) => l.fabricSwatchId),
        },
        tx,
      )
    }
    return 'paid'
  }, IMMEDIATE)
}

export type PaymentConfirmation = { ok: true; orderId: number; ownCart: boolean } | OrderRefusal

export const PROCESS_FAILED_MESSAGE = 'Failed to process order'

/** A payment as Stripe reports it, by the id the customer came back with. */
export type PaymentId = { sessionId: string } | { paymentIntentId: string }

type StripePayment = {
  orderId: number
  paymentIntentId: string
  paid: boolean
  pendingMessage: string
  amountCents: number
  currency: string
  idempotencyKey?: string
}

const NOT_GONE_THROUGH = 'The payment has not gone through'

/** Asks Stripe about a payment intent or a hosted page's session (null: Stripe knows none). */
async function stripePayment(id: PaymentId): Promise<StripePayment | null> {
  if ('sessionId' in id) {
    const session = await retrieveCheckoutSession(id.sessionId)
    if (!session) return null
    return {
      orderId: Number(session.metadata.orderId),
      paymentIntentId: session.paymentIntentId ?? session.id,
      paid: session.paymentStatus === 'paid' && session.paymentIntentId !== null,
      pendingMessage: NOT_GONE_THROUGH,
      amountCents: session.amountTotal ?? -1,
      currency: session.currency ?? 'usd',
      idempotencyKey: `session-${session.id}`,
    }
  }
  const intent = await retrievePaymentIntent(id.paymentIntentId)
  if (!intent) return null
  return {
    orderId: Number(intent.metadata.orderId),
    paymentIntentId: intent.id,
    paid: intent.status === 'succeeded',
    pendingMessage: intent.lastError ?? NOT_GONE_THROUGH,
    amountCents: intent.amount,
    currency: intent.currency,
  }
}

/** The order a payment is for, and whether the visitor asking holds the cart it came from. */
async function orderOfVisitor(request: Request, orderId: number) {
  const order = Number.isInteger(orderId)
    ? db.select().from(orders).where(eq(orders.id, orderId)).get()
    : undefined
  if (!order) return null
  const cartId = await readCartId(request)
  return { order, ownCart: cartId !== null && cartId === order.cartId }
}

/**
 * Records a payment Stripe took (a payment intent after Stripe.js, or the hosted page's
 * session without JavaScript), once, however often this and the webhook arrive.
 */
export async function confirmPayment(
  request: Request,
  id: PaymentId,
): Promise<PaymentConfirmation> {
  const payment = await stripePayment(id)
  if (!payment) return { ok: false, status: 404, error: 'Unknown payment' }
  return settle(request, payment)
}

export function confirmCardPayment(request: Request, paymentIntentId: string) {
  return confirmPayment(request, { paymentIntentId })
}

async function settle(request: Request, p: StripePayment): Promise<PaymentConfirmation> {
  const found = await orderOfVisitor(request, p.orderId)
  if (!found) return { ok: false, status: 404, error: 'Unknown order' }
  const { order, ownCart } = found
  if (!p.paid) {
    if (order.paidAt || order.status === 'paid') return { ok: true, orderId: order.id, ownCart }
    return { ok: false, status: 402, error: p.pendingMessage }
  }
  const outcome = markOrderPaid(p)
  if (outcome === 'paid') await sendOrderEmails(order.id)
  if (outcome === 'paid' || outcome === 'already-paid') {
    return { ok: true, orderId: order.id, ownCart }
  }
  if (outcome === 'amount-mismatch') {
    return { ok: false, status: 409, error: 'The payment does not match the order total' }
  }
  return { ok: false, status: 409, error: PROCESS_FAILED_MESSAGE }
}

// ---------------------------------------------------------------- looking a payment up

/**
 * Payment look-ups ask Stripe: limited per visitor so nobody can make the site hammer Stripe
 * (or probe ids) on their behalf. Kept in this machine's memory: the return page is a GET,
 * which must never write (a LiteFS replica cannot).
 */
export const PAYMENT_LOOKUP_LIMIT = { limit: 20, windowMs: 10 * 60_000 }

export function limitPaymentLookups(request: Request) {
  const result = hitMemoryRateLimit(`payment-lookup:${clientKey(request)}`, PAYMENT_LOOKUP_LIMIT)
  return { ...result, message: result.allowed ? '' : rateLimitMessage(result.retryAfterSeconds) }
}

export type PaymentLookup =
  | { state: 'paid'; orderId: number; ownCart: boolean; recorded: boolean }
  | { state: 'not-paid'; error: string }
  | { state: 'unknown'; error: string }

/**
 * What Stripe says of a payment and whether the order already shows it, without writing
 * anything: the return page (a GET) reads; the webhook or the page's POST record the payment.
 */
export async function lookUpPayment(request: Request, id: PaymentId): Promise<PaymentLookup> {
  const payment = await stripePayment(id)
  if (!payment) return { state: 'unknown', error: 'Unknown payment' }
  const found = await orderOfVisitor(request, payment.orderId)
  if (!found) return { state: 'unknown', error: 'Unknown order' }
  const recorded = Boolean(found.order.paidAt) || found.order.status === 'paid'
  if (!payment.paid && !recorded) return { state: 'not-paid', error: payment.pendingMessage }
  return { state: 'paid', orderId: found.order.id, ownCart: found.ownCart, recorded }
}

/** The Stripe webhook: payments succeeded (intent or hosted page) or failed. */
export function handleStripeEvent(event: WebhookEvent): PaidOutcome | 'recorded' {
  const o = event.object
  const metadata = (o.metadata ?? {}) as Record<string, string>
  const orderId = Number(metadata.orderId)
  const base = { eventId: event.id, eventType: event.type, orderId }
  if (event.type === 'payment_intent.succeeded') {
    return markOrderPaid({
      ...base,
      paymentIntentId: String(o.id),
      amountCents: Number(o.amount),
      currency: String(o.currency),
    })
  }
  if (
    (event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded') &&
    o.payment_status === 'paid' &&
    typeof o.payment_intent === 'string'
  ) {
    return markOrderPaid({
      ...base,
      paymentIntentId: o.payment_intent,
      amountCents: Number(o.amount_total),
      currency: String(o.currency),
      idempotencyKey: `session-${String(o.id)}`,
    })
  }
  return db.transaction((tx) => {
    const fresh = tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id })
      .all()
    if (fresh.length === 0) return 'duplicate-event' as const
    if (event.type === 'payment_intent.payment_failed') {
      const error = o.last_payment_error as { message?: string } | null | undefined
      tx.update(payments)
        .set({ status: 'failed', failureMessage: error?.message ?? 'Payment failed' })
        .where(eq(payments.paymentIntentId, String(o.id)))
        .run()
    }
    return 'recorded' as const
  }, IMMEDIATE)
}
