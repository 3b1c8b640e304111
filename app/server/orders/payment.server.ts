/**
 * Starting a payment for the cart's pending order: a Stripe PaymentIntent for the Payment
 * Element, or a hosted Checkout page without JavaScript, always for exactly the order's total.
 */

import crypto from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import type { CartTotals } from '~/domain/cart'
import { storedTaxLabel } from '~/domain/florida-tax'
import { pathInLocale } from '~/domain/locale'
import { installationRefusal } from '~/domain/service-area'
import { requestLocale, serverT } from '~/server/platform/i18n.server'
import { type CartSummary, getCartSummary } from '../cart/summary.server'
import { serviceArea } from '../content/business-settings.server'
import { arrivalFromRequest } from '../platform/arrival-cookie.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import {
  type CheckoutLineItem,
  createCheckoutSession,
  createPaymentIntent,
  describeStripeError,
  type IntentMetadata,
  updatePaymentIntentAmount,
} from '../vendors/stripe.server'
import type { OrderCustomer, OrderLineInsert, OrderRefusal, OrderRow } from './order-rows.server'
import { specifyOrderLines } from './order-specification.server'
import { cartMode, upsertPendingOrder } from './place.server'
import { specWordsFor, taxLabelIn } from './spec-words.server'

const { payments } = schema

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
  // Taxed for the address it is paid for (the county of its ZIP), whatever the cookie remembers.
  const summary = await getCartSummary(request, { zip: customer.zipCode })
  if (cartMode(summary) !== 'products' || !summary.cartId) return null
  // Shipping goes anywhere in the US; installation only inside the service area.
  const refusal = installationRefusal(customer.zipCode, summary.lines, serviceArea())
  if (refusal) return { refusal }
  const pending = upsertPendingOrder(
    { ...summary, cartId: summary.cartId },
    customer,
    arrivalFromRequest(request),
    requestLocale(request),
  )
  return { summary, ...pending }
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
  if (pending.refusal !== undefined) return { ok: false, status: 400, error: pending.refusal }
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

/**
 * One Checkout line per product, then installation and tax: together exactly the total. Each
 * product's name is its one-line specification and its description the whole of it
 * (app/domain/order-specification.ts), so the customer's Stripe receipt says what is made.
 */
function checkoutLineItems(order: OrderRow, lines: OrderLineInsert[]): CheckoutLineItem[] {
  const products = lines.filter((l) => l.kind !== 'sample')
  // Stripe's page is in the customer's language: so are the names it shows (issue 41).
  const words = specWordsFor(order.language)
  const { t } = serverT(order.language)
  const specs = specifyOrderLines(
    products.map((l) => ({
      kind: 'product' as const,
      productType: l.productType,
      productName: l.productName,
      fabricName: l.fabricName,
      fabricSwatchId: l.fabricSwatchId,
      widthEighths: l.widthEighths,
      heightEighths: l.heightEighths,
      mountType: l.mountType ?? null,
      operationType: l.operationType ?? null,
      controlSide: l.controlSide ?? null,
      optionCodes: l.optionCodes ?? [],
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      installationCents: l.installationCents ?? 0,
      lineTotalCents: l.lineTotalCents,
      roomLabel: l.roomLabel ?? null,
    })),
    words,
  )
  const items: CheckoutLineItem[] = products.map((l, index) => ({
    name: specs[index].summary,
    description: specs[index].text,
    unitAmountCents: l.unitPriceCents,
    quantity: l.quantity,
  }))
  if (order.installationCents > 0) {
    items.push({
      name: words.professionalInstallation,
      unitAmountCents: order.installationCents,
      quantity: 1,
    })
  }
  if (order.taxCents > 0) {
    items.push({
      name: taxLabelIn(storedTaxLabel(order), t),
      unitAmountCents: order.taxCents,
      quantity: 1,
    })
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
  if (pending.refusal !== undefined) return { ok: false, status: 400, error: pending.refusal }
  const { order, lines, summary, version } = pending
  const lineItems = checkoutLineItems(order, lines)
  const sum = lineItems.reduce((n, i) => n + i.unitAmountCents * i.quantity, 0)
  if (sum !== order.totalCents) return { ok: false, status: 502, error: INIT_FAILED_MESSAGE }
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const locale = requestLocale(request)
  try {
    const session = await createCheckoutSession(
      {
        lineItems,
        customerEmail: customer.email,
        metadata: intentMetadata(order, summary),
        // Stripe's page and the way back in the language of the page the customer paid from.
        successUrl: `${site}${pathInLocale('/checkout/return', locale)}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}${pathInLocale('/checkout', locale)}`,
        locale: locale === 'es' ? 'es' : 'auto',
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
