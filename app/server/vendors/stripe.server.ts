/**
 * Stripe behind one small module (docs/requirements.md, R12): payment intents for the Payment Element,
 * Checkout Sessions for the no-JavaScript path, and webhook signatures. Without keys card
 * payment is off; in development and tests (MOCKS=true) MSW answers with fake keys.
 * Every amount handed to Stripe comes from the server's own cart totals (docs/requirements.md, R1 and R2).
 */
import Stripe from 'stripe'
import { getEnv } from '../platform/env.server'

type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string | null }

function keys(): StripeKeys | null {
  const env = getEnv()
  const secretKey = env.STRIPE_SECRET_KEY ?? (env.MOCKS ? 'sk_test_mock' : undefined)
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? (env.MOCKS ? 'pk_test_mock' : undefined)
  if (!secretKey || !publishableKey) return null
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? (env.MOCKS ? 'whsec_mock' : null)
  return { secretKey, publishableKey, webhookSecret }
}

/** What the checkout page needs to know: whether card payment is on, and the public key. */
export function cardPaymentStatus(): { enabled: boolean; publishableKey: string | null } {
  const k = keys()
  return { enabled: k !== null, publishableKey: k?.publishableKey ?? null }
}

let client: { key: string; stripe: Stripe } | undefined

function stripe(): Stripe {
  const k = keys()
  if (!k) throw new StripeUnavailableError()
  if (client?.key !== k.secretKey) {
    client = {
      key: k.secretKey,
      // fetch, so MSW answers it the same way in the server and in tests.
      stripe: new Stripe(k.secretKey, {
        httpClient: Stripe.createFetchHttpClient(),
        maxNetworkRetries: 1,
        timeout: 20_000,
      }),
    }
  }
  return client.stripe
}

export class StripeUnavailableError extends Error {
  constructor() {
    super('Card payment is not configured')
  }
}

export type PaymentIntentSummary = {
  id: string
  amount: number
  currency: string
  status: string
  clientSecret: string | null
  metadata: Record<string, string>
  lastError: string | null
}

function summarizeIntent(pi: Stripe.PaymentIntent): PaymentIntentSummary {
  return {
    id: pi.id,
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status,
    clientSecret: pi.client_secret,
    metadata: { ...pi.metadata },
    lastError: pi.last_payment_error?.message ?? null,
  }
}

export type IntentMetadata = {
  orderId: string
  itemCount: string
  subtotal: string
  tax: string
  /** An installed job's payment (issue 39): its deposit or its balance; none for a shop order. */
  purpose?: 'deposit' | 'balance'
}

export async function createPaymentIntent(
  input: { amountCents: number; metadata: IntentMetadata; receiptEmail?: string },
  idempotencyKey: string,
): Promise<PaymentIntentSummary> {
  const pi = await stripe().paymentIntents.create(
    {
      amount: input.amountCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: input.metadata,
      receipt_email: input.receiptEmail,
    },
    { idempotencyKey },
  )
  return summarizeIntent(pi)
}

export async function updatePaymentIntentAmount(
  id: string,
  input: { amountCents: number; metadata: IntentMetadata },
  idempotencyKey: string,
): Promise<PaymentIntentSummary> {
  const pi = await stripe().paymentIntents.update(
    id,
    { amount: input.amountCents, metadata: input.metadata },
    { idempotencyKey },
  )
  return summarizeIntent(pi)
}

export async function retrievePaymentIntent(id: string): Promise<PaymentIntentSummary | null> {
  try {
    return summarizeIntent(await stripe().paymentIntents.retrieve(id))
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
    throw error
  }
}

export type CheckoutLineItem = {
  name: string
  /** Shown under the name on Stripe's page and receipt (up to 40,000 characters). */
  description?: string
  unitAmountCents: number
  quantity: number
}

export type CheckoutSessionSummary = {
  id: string
  url: string | null
  amountTotal: number | null
  currency: string | null
  status: string | null
  paymentStatus: string
  paymentIntentId: string | null
  metadata: Record<string, string>
}

function summarizeSession(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  return {
    id: session.id,
    url: session.url,
    amountTotal: session.amount_total,
    currency: session.currency,
    status: session.status,
    paymentStatus: session.payment_status,
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
    metadata: { ...session.metadata },
  }
}

/** Stripe's hosted payment page (the path without JavaScript), for the order's exact total. */
export async function createCheckoutSession(
  input: {
    lineItems: CheckoutLineItem[]
    customerEmail: string
    metadata: IntentMetadata
    successUrl: string
    cancelUrl: string
    /** Stripe's page in the customer's language ('es' for a customer on /es; 'auto' else). */
    locale?: 'es' | 'en' | 'auto'
  },
  idempotencyKey: string,
): Promise<CheckoutSessionSummary> {
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: input.customerEmail,
      line_items: input.lineItems.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency: 'usd',
          unit_amount: item.unitAmountCents,
          product_data: item.description
            ? { name: item.name, description: item.description }
            : { name: item.name },
        },
      })),
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      ...(input.locale ? { locale: input.locale } : {}),
    },
    { idempotencyKey },
  )
  return summarizeSession(session)
}

export async function retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null> {
  try {
    return summarizeSession(await stripe().checkout.sessions.retrieve(id))
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
    throw error
  }
}

export type RefundSummary = {
  id: string
  amount: number
  status: string | null
  paymentIntentId: string | null
  reason: string | null
}

function summarizeRefund(r: Stripe.Refund): RefundSummary {
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    paymentIntentId:
      typeof r.payment_intent === 'string' ? r.payment_intent : (r.payment_intent?.id ?? null),
    reason: r.reason ?? null,
  }
}

/**
 * A refund of (part of) a payment intent. The idempotency key makes a retried or doubled
 * request the same refund at Stripe (issue 27).
 */
export async function createRefund(
  input: {
    paymentIntentId: string
    amountCents: number
    reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer'
    metadata: Record<string, string>
  },
  idempotencyKey: string,
): Promise<RefundSummary> {
  const refund = await stripe().refunds.create(
    {
      payment_intent: input.paymentIntentId,
      amount: input.amountCents,
      reason: input.reason,
      metadata: input.metadata,
    },
    { idempotencyKey },
  )
  return summarizeRefund(refund)
}

/** Every refund of a payment intent (the webhook's charge.refunded may not list them). */
export async function listRefunds(paymentIntentId: string): Promise<RefundSummary[]> {
  const list = await stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 })
  return list.data.map(summarizeRefund)
}

export type WebhookEvent = {
  id: string
  type: string
  object: Record<string, unknown>
}

/**
 * The event, when the Stripe-Signature header proves Stripe sent this exact body; null
 * otherwise (a forged, altered or replayed-too-late request).
 */
export function verifyWebhook(body: string, signature: string | null): WebhookEvent | null {
  const k = keys()
  if (!k?.webhookSecret || !signature) return null
  try {
    const event = stripe().webhooks.constructEvent(body, signature, k.webhookSecret)
    return {
      id: event.id,
      type: event.type,
      object: event.data.object as unknown as Record<string, unknown>,
    }
  } catch {
    return null
  }
}

/** A signature header for a body, as Stripe would send it (tests and local tooling). */
export function signWebhookForTests(body: string): string {
  const k = keys()
  if (!k?.webhookSecret) throw new StripeUnavailableError()
  return stripe().webhooks.generateTestHeaderString({ payload: body, secret: k.webhookSecret })
}

/** Stripe refused the request itself (e.g. more than is left to refund), rather than failing. */
export function isStripeRefusal(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError
}

export function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return error.message
  return error instanceof Error ? error.message : String(error)
}
