/**
 * Orders: the one writer of the orders, order_lines, payments and processed_webhook_events
 * tables. Every order is built from the server cart priced now (decisions 1 and 2): nothing a
 * browser sends about prices or totals is read. Paying marks an order paid once, whichever of
 * the customer's return (process-order) and Stripe's webhook arrives first.
 */
import crypto from 'node:crypto'
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { OrderFilters, OrderStatus } from '~/domain/admin-inbox'
import type { CartTotals } from '~/domain/cart'
import { normaliseReference } from '~/domain/customer-reference'
import { formatOrderNumber } from '~/domain/order'
import { formatCents, formatDimensions } from '~/domain/pricing'
import { linkExpired, NEW_ORDER_LINK_DAYS, orderLinkEnd } from '~/domain/private-links'
import { searchColumns, searchedId } from '../admin/admin-search.server'
import {
  type CartSummary,
  clearCartById,
  getCartSummary,
  removeOrderedFromCart,
} from '../cart/cart.server'
import { readCartId } from '../cart/cart-cookie.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { clientKey, hitMemoryRateLimit, rateLimitMessage } from '../platform/rate-limit.server'
import {
  issuedPart,
  linkSignatureMatches,
  readIssuedPart,
  sendNewLinkMail,
  signLink,
} from '../requests/private-links.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import {
  type CheckoutLineItem,
  createCheckoutSession,
  createPaymentIntent,
  describeStripeError,
  type IntentMetadata,
  retrieveCheckoutSession,
  retrievePaymentIntent,
  updatePaymentIntentAmount,
  type WebhookEvent,
} from '../vendors/stripe.server'

const { orders, orderLines, payments, processedWebhookEvents } = schema

type OrderRow = typeof orders.$inferSelect
type OrderLineInsert = Omit<typeof orderLines.$inferInsert, 'orderId'>

/** A write transaction from its first statement (it reads, then writes). */
const IMMEDIATE = { behavior: 'immediate' } as const

/** Contact details as the order keeps them (validated by the caller's schema). */
export type OrderCustomer = {
  name: string
  email: string
  phone?: string
  address?: string
  city?: string
  zipCode?: string
}

// ---------------------------------------------------------------- the private link

/**
 * What a link's signature covers: the order's id, and for a link sent again on request its
 * issue time (a link without one was issued when the order was placed).
 */
function linkMessage(orderId: number, issuedAt: Date | null): string {
  return issuedAt ? `order:${orderId}:${issuedPart(issuedAt)}` : `order:${orderId}`
}

/**
 * The order page's address, `/orders/{reference}?t={signature}`: only someone given this link
 * can open it, and it names the order by its reference, never its sequential id. `issuedAt`
 * makes a link sent again (it opens for a fresh span from then).
 */
function linkPath(order: Pick<OrderRow, 'id' | 'reference'>, issuedAt: Date | null = null) {
  const token = signLink(linkMessage(order.id, issuedAt))
  const t = issuedAt ? `${issuedPart(issuedAt)}.${token}` : token
  return `/orders/${order.reference ?? order.id}?t=${t}`
}

/** The private link of an order, as issued when it was placed (or paid). */
export function orderPath(orderId: number): string {
  return linkPath(
    db
      .select({ id: orders.id, reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, orderId))
      .get() ?? { id: orderId, reference: null },
  )
}

/** The reference the customer sees for an order (its id stays for staff). */
export function orderReference(orderId: number): string {
  const row = db
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  return row?.reference ?? ''
}

export type OrderLink =
  | { state: 'open'; order: OrderRow; issuedAt: Date | null }
  | { state: 'expired'; order: OrderRow; issuedAt: Date | null }

/**
 * The order a private link names (its reference, or its id in links sent before references),
 * when the token was made for it; 'expired' once the link's lifetime has ended
 * (orderLinkEnd). Undefined for anything else: a stranger learns nothing from a guess.
 */
export function openOrderLink(
  orderParam: string | undefined,
  token: string | null,
  now: Date = new Date(),
): OrderLink | undefined {
  const match = /^(?:([0-9a-z]{1,8})\.)?([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (!match || !orderParam) return undefined
  const reference = /^\d{1,12}$/.test(orderParam) ? null : normaliseReference(orderParam)
  if (reference === null && !/^\d{1,12}$/.test(orderParam)) return undefined
  const order = db
    .select()
    .from(orders)
    .where(reference ? eq(orders.reference, reference) : eq(orders.id, Number(orderParam)))
    .get()
  if (!order) return undefined
  const issuedAt = match[1] ? readIssuedPart(match[1]) : null
  if (match[1] && !issuedAt) return undefined
  if (!linkSignatureMatches(linkMessage(order.id, issuedAt), match[2])) return undefined
  const state = linkExpired(orderLinkEnd(order, issuedAt), now) ? 'expired' : 'open'
  return { state, order, issuedAt }
}

/** Mails the order's customer a new private link, opening for NEW_ORDER_LINK_DAYS from now. */
export function sendNewOrderLink(order: OrderRow, now: Date = new Date()) {
  return sendNewLinkMail({
    to: order.customerEmail,
    name: order.customerName,
    what: `your ${KIND_NAMES[order.kind].toLowerCase()} ${order.reference ?? ''}`.trim(),
    path: linkPath(order, now),
    days: NEW_ORDER_LINK_DAYS,
  })
}

// ---------------------------------------------------------------- building an order

/** What the cart holds that can be ordered: 'empty', 'products' (maybe with samples) or 'samples'. */
export function cartMode(summary: CartSummary): 'empty' | 'products' | 'samples' {
  if (summary.lines.some((l) => l.available)) return 'products'
  if (summary.samples.some((s) => s.available)) return 'samples'
  return 'empty'
}

function orderLineRows(summary: CartSummary): OrderLineInsert[] {
  const products: OrderLineInsert[] = summary.lines
    .filter((l) => l.available)
    .map((l) => ({
      kind: 'product',
      productType: l.productType,
      productName: l.name,
      fabricSwatchId: l.fabricSwatchId,
      fabricName: l.fabric,
      widthEighths: l.widthEighths,
      heightEighths: l.heightEighths,
      mountType: l.mountType,
      operationType: l.operationType,
      controlSide: l.controlSide,
      optionCodes: l.optionCodes,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      installationCents: l.installationCents,
      lineTotalCents: l.lineTotalCents,
      roomLabel: l.roomLabel || null,
    }))
  const samples: OrderLineInsert[] = summary.samples
    .filter((s) => s.available)
    .map((s) => ({
      kind: 'sample',
      productType: s.productType,
      productName: `Fabric sample: ${s.productName}`,
      fabricSwatchId: s.fabricSwatchId,
      fabricName: s.fabric,
      widthEighths: 0,
      heightEighths: 0,
      optionCodes: [],
      unitPriceCents: 0,
      quantity: 1,
      installationCents: 0,
      lineTotalCents: 0,
    }))
  return [...products, ...samples]
}

function customerColumns(customer: OrderCustomer) {
  return {
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? '',
    customerAddress: customer.address ?? null,
    customerCity: customer.city ?? null,
    customerZip: customer.zipCode ?? null,
  }
}

function totalsColumns(totals: CartTotals) {
  return {
    subtotalCents: totals.subtotalCents,
    installationCents: totals.installationCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  }
}

export type PlacedOrder = {
  ok: true
  orderId: number
  kind: 'quote' | 'samples'
  totals: CartTotals
}
export type OrderRefusal = { ok: false; status: 400 | 402 | 404 | 409 | 502; error: string }

export const EMPTY_CART_MESSAGE = 'Your cart is empty'
export const ORDER_FAILED_MESSAGE = 'Error placing order. Please try again.'
/** Orders without payment (quotes, samples) a visitor may place in the window. */
export const ORDER_LIMIT = { limit: 8, windowMs: 10 * 60 * 1000 }

/**
 * 'Request Quote Only' (products, with any samples) or a samples-only request: stores a
 * pending order with the lines priced now and empties the cart, in one transaction.
 */
export async function placeOrderWithoutPayment(
  request: Request,
  customer: OrderCustomer,
): Promise<PlacedOrder | OrderRefusal> {
  const summary = await getCartSummary(request)
  const mode = cartMode(summary)
  if (mode === 'empty' || !summary.cartId)
    return { ok: false, status: 400, error: EMPTY_CART_MESSAGE }
  const cartId = summary.cartId
  const kind = mode === 'products' ? 'quote' : 'samples'
  const orderId = db.transaction((tx) => {
    const order = tx
      .insert(orders)
      .values({
        kind,
        status: 'pending',
        cartId,
        ...customerColumns(customer),
        ...totalsColumns(summary.totals),
      })
      .returning({ id: orders.id })
      .get()
    const lines = orderLineRows(summary)
    tx.insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .run()
    clearCartById(cartId, tx)
    return order.id
  }, IMMEDIATE)
  await sendOrderEmails(orderId)
  return { ok: true, orderId, kind, totals: summary.totals }
}

/** A short fingerprint of what an order charges for (lines and total). */
function fingerprint(lines: OrderLineInsert[], totalCents: number): string {
  const content = lines.map((l) => [
    l.kind,
    l.productType,
    l.fabricSwatchId,
    l.widthEighths,
    l.heightEighths,
    l.mountType,
    l.operationType,
    l.controlSide,
    l.optionCodes,
    l.unitPriceCents,
    l.quantity,
    l.roomLabel ?? null,
  ])
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([content, totalCents]))
    .digest('hex')
    .slice(0, 24)
}

/**
 * The cart's pending card order, created or brought up to date with the cart priced now
 * (lines replaced, totals recomputed). One pending order per cart.
 */
function upsertPendingOrder(
  summary: CartSummary & { cartId: string },
  customer: OrderCustomer,
): { order: OrderRow; lines: OrderLineInsert[]; version: string } {
  const lines = orderLineRows(summary)
  const version = fingerprint(lines, summary.totals.totalCents)
  const order = db.transaction((tx) => {
    const existing = tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.cartId, summary.cartId),
          eq(orders.kind, 'order'),
          eq(orders.status, 'pending'),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1)
      .get()
    const values = { ...customerColumns(customer), ...totalsColumns(summary.totals) }
    if (!existing) {
      const created = tx
        .insert(orders)
        .values({ kind: 'order', status: 'pending', cartId: summary.cartId, ...values })
        .returning()
        .get()
      tx.insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: created.id })))
        .run()
      return created
    }
    tx.delete(orderLines).where(eq(orderLines.orderId, existing.id)).run()
    tx.insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: existing.id })))
      .run()
    return tx.update(orders).set(values).where(eq(orders.id, existing.id)).returning().get()
  }, IMMEDIATE)
  return { order, lines, version }
}

function intentMetadata(order: OrderRow, summary: CartSummary): IntentMetadata {
  return {
    orderId: String(order.id),
    itemCount: String(summary.totals.itemCount),
    subtotal: (order.subtotalCents / 100).toFixed(2),
    tax: (order.taxCents / 100).toFixed(2),
  }
}

export type CardPaymentStart = {
  ok: true
  orderId: number
  clientSecret: string
  paymentIntentId: string
  totals: CartTotals
  /** The cart as it was priced for this payment (the page keys the payment form on it). */
  summary: CartSummary
}

export const INIT_FAILED_MESSAGE = 'Failed to initialize checkout. Please try again.'
/**
 * Payment starts (intents and hosted sessions) a visitor may make in the window: generous for
 * a customer who goes back and forth, short for a script testing stolen cards through us.
 */
export const CARD_PAYMENT_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 }
export const NOTHING_TO_PAY_MESSAGE = 'Your cart has nothing to pay for'

async function pendingOrderFor(request: Request, customer: OrderCustomer) {
  const summary = await getCartSummary(request)
  if (cartMode(summary) !== 'products' || !summary.cartId) return null
  return { summary, ...upsertPendingOrder({ ...summary, cartId: summary.cartId }, customer) }
}

/**
 * The Payment Element's start: the cart priced now becomes (or updates) the pending order,
 * and a PaymentIntent for exactly its total is created, or the existing one is brought to
 * the new amount. Whatever amount a browser sent is never read.
 */
export async function startCardPayment(
  request: Request,
  customer: OrderCustomer,
): Promise<CardPaymentStart | OrderRefusal> {
  const pending = await pendingOrderFor(request, customer)
  if (!pending) return { ok: false, status: 400, error: NOTHING_TO_PAY_MESSAGE }
  const { order, summary } = pending
  const metadata = intentMetadata(order, summary)
  try {
    const open = db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_payment')))
      .orderBy(desc(payments.id))
      .limit(1)
      .get()
    if (open) {
      // The same intent, brought to the order's amount now (the cart may have changed).
      try {
        const intent = await updatePaymentIntentAmount(
          open.paymentIntentId,
          { amountCents: order.totalCents, metadata },
          `${open.paymentIntentId}-update-${crypto.randomUUID()}`,
        )
        if (intent.clientSecret && intent.amount === order.totalCents) {
          db.update(payments)
            .set({ amountCents: intent.amount })
            .where(eq(payments.id, open.id))
            .run()
          return {
            ok: true,
            orderId: order.id,
            clientSecret: intent.clientSecret,
            paymentIntentId: intent.id,
            totals: summary.totals,
            summary,
          }
        }
      } catch {
        // An intent Stripe no longer lets us change (confirmed, cancelled): make a new one.
      }
      db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, open.id)).run()
    }
    const attempt =
      (db.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id)).get()?.n ??
        0) + 1
    const idempotencyKey = `order-${order.id}-payment-${attempt}`
    const intent = await createPaymentIntent(
      { amountCents: order.totalCents, metadata, receiptEmail: customer.email },
      idempotencyKey,
    )
    if (!intent.clientSecret || intent.amount !== order.totalCents) {
      return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
    }
    db.insert(payments)
      .values({
        orderId: order.id,
        paymentIntentId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: 'requires_payment',
        idempotencyKey,
      })
      .onConflictDoNothing({ target: payments.paymentIntentId })
      .run()
    return {
      ok: true,
      orderId: order.id,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      totals: summary.totals,
      summary,
    }
  } catch (error) {
    console.warn(`[stripe] payment intent for order ${order.id}: ${describeStripeError(error)}`)
    return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
  }
}

/** One Checkout line per product, then installation and tax: together exactly the total. */
function checkoutLineItems(order: OrderRow, lines: OrderLineInsert[]): CheckoutLineItem[] {
  const items: CheckoutLineItem[] = lines
    .filter((l) => l.kind !== 'sample')
    .map((l) => ({
      name: `${l.productName}, ${l.fabricName}, ${formatDimensions(l.widthEighths, l.heightEighths)}${
        l.roomLabel ? ` (${l.roomLabel})` : ''
      }`,
      unitAmountCents: l.unitPriceCents,
      quantity: l.quantity,
    }))
  if (order.installationCents > 0) {
    items.push({
      name: 'Professional installation',
      unitAmountCents: order.installationCents,
      quantity: 1,
    })
  }
  if (order.taxCents > 0) {
    items.push({ name: 'Sales tax (7%)', unitAmountCents: order.taxCents, quantity: 1 })
  }
  return items
}

/**
 * The path without JavaScript: the pending order and a Stripe Checkout Session for exactly
 * its total; the caller redirects the browser to the session's page.
 */
export async function startHostedCheckout(
  request: Request,
  customer: OrderCustomer,
): Promise<{ ok: true; orderId: number; url: string } | OrderRefusal> {
  const pending = await pendingOrderFor(request, customer)
  if (!pending) return { ok: false, status: 400, error: NOTHING_TO_PAY_MESSAGE }
  const { order, lines, summary, version } = pending
  const lineItems = checkoutLineItems(order, lines)
  const sum = lineItems.reduce((n, i) => n + i.unitAmountCents * i.quantity, 0)
  if (sum !== order.totalCents) return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  try {
    const session = await createCheckoutSession(
      {
        lineItems,
        customerEmail: customer.email,
        metadata: intentMetadata(order, summary),
        successUrl: `${site}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}/checkout`,
      },
      `order-${order.id}-session-${version}-${crypto
        .createHash('sha256')
        .update(customer.email)
        .digest('hex')
        .slice(0, 8)}`,
    )
    if (
      !session.url ||
      (session.amountTotal !== null && session.amountTotal !== order.totalCents)
    ) {
      return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
    }
    return { ok: true, orderId: order.id, url: session.url }
  } catch (error) {
    console.warn(`[stripe] checkout session for order ${order.id}: ${describeStripeError(error)}`)
    return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
  }
}

// ---------------------------------------------------------------- paid, once

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
    if (order.status === 'paid') return 'already-paid'
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
    const updated = tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .run()
    if (updated.changes === 0) return 'already-paid'
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
      const paidLines = tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all()
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
    if (order.status === 'paid') return { ok: true, orderId: order.id, ownCart }
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
  const recorded = found.order.status === 'paid'
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

// ---------------------------------------------------------------- the customer's view

export type OrderView = {
  id: number
  /** The sequential number (#42): staff only. */
  number: string
  /** What the customer sees (7KQ2-M9XD): says nothing of how many orders there are. */
  reference: string
  kind: OrderRow['kind']
  status: OrderRow['status']
  createdAt: string
  paidAt: string | null
  customer: OrderCustomer
  totals: Omit<CartTotals, 'itemCount' | 'sampleCount'>
  lines: {
    id: number
    kind: 'product' | 'sample'
    productName: string
    fabricName: string
    dimensionsLabel: string
    roomLabel: string | null
    unitPriceCents: number
    quantity: number
    lineTotalCents: number
    installationCents: number
  }[]
}

export function getOrderView(orderId: number): OrderView | null {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const lines = db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id)
    .all()
  return {
    id: order.id,
    number: formatOrderNumber(order.id),
    reference: order.reference ?? '',
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone || undefined,
      address: order.customerAddress ?? undefined,
      city: order.customerCity ?? undefined,
      zipCode: order.customerZip ?? undefined,
    },
    totals: {
      subtotalCents: order.subtotalCents,
      installationCents: order.installationCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      productName: l.productName,
      fabricName: l.fabricName,
      dimensionsLabel: l.kind === 'sample' ? '' : formatDimensions(l.widthEighths, l.heightEighths),
      roomLabel: l.roomLabel,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      installationCents: l.installationCents,
    })),
  }
}

/**
 * An order as its customer's private page shows it: the reference, never the sequential
 * numbers (the order's id and number, its lines' ids), which would tell how many orders
 * there are.
 */
export function getCustomerOrderView(orderId: number) {
  const view = getOrderView(orderId)
  if (!view) return null
  const { id: _id, number: _number, lines, ...rest } = view
  return { ...rest, lines: lines.map(({ id: _lineId, ...line }) => line) }
}

// ---------------------------------------------------------------- e-mail

const KIND_NAMES = {
  order: 'Order',
  quote: 'Quote request',
  samples: 'Free samples request',
} as const

/**
 * The customer's confirmation (with the private link) and the staff notice, once an order is
 * placed without payment or paid. Mail problems never fail the order: the outbox keeps them.
 */
export async function sendOrderEmails(orderId: number): Promise<void> {
  const order = getOrderView(orderId)
  if (!order) return
  const what = KIND_NAMES[order.kind]
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${orderPath(order.id)}`
  const ref = order.reference
  const lines = order.lines.map(
    (l) =>
      [
        l.kind === 'sample' ? 'Sample' : `${l.quantity} x ${l.productName}`,
        [l.fabricName, l.dimensionsLabel, l.roomLabel ? `room: ${l.roomLabel}` : '']
          .filter(Boolean)
          .join(', '),
      ] as const,
  )
  const money: (readonly [string, string])[] =
    order.kind === 'samples'
      ? []
      : [
          ['Subtotal', formatCents(order.totals.subtotalCents)],
          ['Installation', formatCents(order.totals.installationCents)],
          ['Tax (7%)', formatCents(order.totals.taxCents)],
          ['Total', formatCents(order.totals.totalCents)],
        ]
  const status =
    order.kind === 'order' ? (order.status === 'paid' ? 'paid' : 'awaiting payment') : 'received'
  try {
    await sendMail({
      to: order.customer.email,
      subject: `${what} ${ref} ${status}`,
      ...mailContent({
        intro: `Thank you, ${order.customer.name}. Your ${what.toLowerCase()} ${ref} is ${status}. We will contact you within 24 hours.`,
        lines: [...lines, ...money],
        link: { label: 'Your order (private link)', url },
      }),
    })
    await notifyStaff({
      subject: `New ${what.toLowerCase()} ${order.number}, reference ${ref} (${status})`,
      intro: `${order.customer.name} (${order.customer.email}${order.customer.phone ? `, ${order.customer.phone}` : ''})`,
      lines: [
        ...lines,
        ...money,
        [
          'Address',
          [order.customer.address, order.customer.city, order.customer.zipCode]
            .filter(Boolean)
            .join(', '),
        ],
      ],
      replyTo: order.customer.email,
    })
  } catch (error) {
    console.warn(`[mail] order ${order.id}: ${error instanceof Error ? error.message : error}`)
  }
}

// ---- staff side

function staffOrderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.q) {
    const id = searchedId(filters.q)
    // A customer quotes the reference their page and e-mails show.
    const reference = normaliseReference(filters.q)
    conditions.push(
      searchColumns(
        filters.q,
        [orders.customerName, orders.customerEmail, orders.customerPhone, orders.customerZip],
        id ? eq(orders.id, id) : undefined,
        reference ? eq(orders.reference, reference) : undefined,
      ),
    )
  }
  if (filters.status) conditions.push(eq(orders.status, filters.status))
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind))
  return and(...conditions)
}

const STAFF_PAGE_SIZE = 50

/** The Orders tab: one page, newest first, with each order's line count and latest payment. */
export function listOrdersForStaff(filters: OrderFilters) {
  const where = staffOrderConditions(filters)
  const total = db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const rows = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)
    .all()
  const ids = rows.map((r) => r.id)
  const lineCounts = new Map(
    ids.length
      ? db
          .select({ orderId: orderLines.orderId, n: count() })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .groupBy(orderLines.orderId)
          .all()
          .map((r) => [r.orderId, r.n])
      : [],
  )
  const latestPayment = latestPayments(ids)
  return {
    orders: rows.map((o) => ({
      id: o.id,
      number: formatOrderNumber(o.id),
      reference: o.reference ?? '',
      kind: o.kind,
      status: o.status,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      totalCents: o.totalCents,
      paidAt: o.paidAt,
      createdAt: o.createdAt,
      lineCount: lineCounts.get(o.id) ?? 0,
      paymentStatus: latestPayment.get(o.id)?.status ?? null,
    })),
    total,
    page,
    pageCount,
  }
}

/** The newest payment attempt of each order. */
function latestPayments(orderIds: number[]) {
  const latest = new Map<number, typeof payments.$inferSelect>()
  if (!orderIds.length) return latest
  const rows = db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.id)
    .all()
  for (const row of rows) latest.set(row.orderId, row)
  return latest
}

/** An order as staff see it: the customer's view plus the payment attempts. */
export function getOrderForStaff(orderId: number) {
  const view = getOrderView(orderId)
  if (!view) return null
  const attempts = db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      failureMessage: payments.failureMessage,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .all()
  return { ...view, payments: attempts }
}

/** Staff move an order to any status. Answers false when there is no such order. */
export function updateOrderStatus(orderId: number, status: OrderStatus): boolean {
  const row = db
    .update(orders)
    .set({ status })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id })
    .get()
  return Boolean(row)
}
