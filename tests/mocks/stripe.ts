import { HttpResponse, http } from 'msw'

/**
 * Stripe's REST API as app/server/vendors/stripe.server.ts calls it: payment intents, Checkout
 * Sessions and refunds kept in memory, idempotency keys honoured (the same key: the same
 * refund).
 *
 * The browser pays through Stripe.js, which cannot reach this process, so a payment intent or
 * session that is looked up counts as paid with the test card, unless a test set another
 * status with `setMockIntentStatus`.
 */
type Stored = Record<string, unknown> & { __idempotencyKey?: string | null }

const intents = new Map<string, Stored>()
const sessions = new Map<string, Stored>()
const refunds = new Map<string, Stored>()
const statusOverrides = new Map<string, string>()
let sequence = 0

function formBody(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text))
}

function metadataOf(body: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  )
}

function nextId(prefix: string) {
  sequence += 1
  return `${prefix}_mock_${Date.now().toString(36)}${sequence}`
}

function notFound(what: string) {
  return HttpResponse.json(
    { error: { type: 'invalid_request_error', message: `No such ${what}` } },
    { status: 404 },
  )
}

function publicCopy(object: Stored) {
  const { __idempotencyKey: _key, ...rest } = object
  return rest
}

function replay(store: Map<string, Stored>, key: string | null) {
  if (!key) return undefined
  return [...store.values()].find((o) => o.__idempotencyKey === key)
}

/** Tests: the status the next look-ups of this payment intent (or session) report. */
export function setMockIntentStatus(id: string, status: string) {
  statusOverrides.set(id, status)
}

/** Tests: what the mock holds for an id (the amount Stripe would charge, its metadata). */
export function mockStripeObject(id: string): Record<string, unknown> | undefined {
  const object = intents.get(id) ?? sessions.get(id)
  return object ? publicCopy(object) : undefined
}

/** Tests: the refunds the mock made (or was given with `addMockRefund`) for a payment intent. */
export function mockRefunds(paymentIntentId: string): Record<string, unknown>[] {
  return [...refunds.values()].filter((r) => r.payment_intent === paymentIntentId).map(publicCopy)
}

/** Tests: a refund made in Stripe's dashboard (not through this app). */
export function addMockRefund(paymentIntentId: string, amount: number, status = 'succeeded') {
  const id = nextId('re')
  const refund: Stored = {
    id,
    object: 'refund',
    amount,
    currency: 'usd',
    status,
    payment_intent: paymentIntentId,
    charge: `ch_mock_for_${paymentIntentId}`,
    reason: null,
    metadata: {},
    __idempotencyKey: null,
  }
  refunds.set(id, refund)
  return publicCopy(refund)
}

export const stripeHandlers = [
  http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
    const body = formBody(await request.text())
    const idempotencyKey = request.headers.get('idempotency-key')
    const existing = replay(refunds, idempotencyKey)
    if (existing) return HttpResponse.json(publicCopy(existing))
    const paymentIntent = body.payment_intent
    if (!paymentIntent) {
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: 'Missing payment_intent' } },
        { status: 400 },
      )
    }
    const intent = intents.get(paymentIntent)
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed')
      .reduce((n, r) => n + Number(r.amount), 0)
    const amount = body.amount ? Number(body.amount) : Number(intent?.amount ?? 0) - refunded
    if (intent && amount + refunded > Number(intent.amount)) {
      return HttpResponse.json(
        {
          error: {
            type: 'invalid_request_error',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((Number(intent.amount) - refunded) / 100).toFixed(2)})`,
          },
        },
        { status: 400 },
      )
    }
    const id = nextId('re')
    const refund: Stored = {
      id,
      object: 'refund',
      amount,
      currency: 'usd',
      status: 'succeeded',
      payment_intent: paymentIntent,
      charge: `ch_mock_for_${paymentIntent}`,
      reason: body.reason ?? null,
      metadata: metadataOf(body),
      __idempotencyKey: idempotencyKey,
    }
    refunds.set(id, refund)
    return HttpResponse.json(publicCopy(refund))
  }),
  http.get('https://api.stripe.com/v1/refunds', ({ request }) => {
    const paymentIntent = new URL(request.url).searchParams.get('payment_intent')
    const data = [...refunds.values()]
      .filter((r) => !paymentIntent || r.payment_intent === paymentIntent)
      .reverse()
      .map(publicCopy)
    return HttpResponse.json({ object: 'list', data, has_more: false, url: '/v1/refunds' })
  }),
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = formBody(await request.text())
    const idempotencyKey = request.headers.get('idempotency-key')
    const existing = replay(intents, idempotencyKey)
    if (existing) return HttpResponse.json(publicCopy(existing))
    const id = nextId('pi')
    const intent: Stored = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_mock`,
      metadata: metadataOf(body),
      last_payment_error: null,
      __idempotencyKey: idempotencyKey,
    }
    intents.set(id, intent)
    return HttpResponse.json(publicCopy(intent))
  }),
  http.post('https://api.stripe.com/v1/payment_intents/:id', async ({ params, request }) => {
    const intent = intents.get(String(params.id))
    if (!intent) return notFound('payment_intent')
    const body = formBody(await request.text())
    if (body.amount) intent.amount = Number(body.amount)
    const metadata = metadataOf(body)
    if (Object.keys(metadata).length)
      intent.metadata = { ...(intent.metadata as object), ...metadata }
    return HttpResponse.json(publicCopy(intent))
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
    const id = String(params.id)
    const intent = intents.get(id)
    if (!intent) return notFound('payment_intent')
    return HttpResponse.json({
      ...publicCopy(intent),
      status: statusOverrides.get(id) ?? 'succeeded',
    })
  }),
  http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    const body = formBody(await request.text())
    const idempotencyKey = request.headers.get('idempotency-key')
    const existing = replay(sessions, idempotencyKey)
    if (existing) return HttpResponse.json(publicCopy(existing))
    let amountTotal = 0
    const lineItems: Record<string, unknown>[] = []
    for (let i = 0; body[`line_items[${i}][quantity]`] !== undefined; i++) {
      const item = `line_items[${i}]`
      amountTotal +=
        Number(body[`${item}[quantity]`]) * Number(body[`${item}[price_data][unit_amount]`])
      // As Stripe lists a session's line items (GET .../line_items), flattened for tests.
      lineItems.push({
        description: body[`${item}[price_data][product_data][name]`],
        product_description: body[`${item}[price_data][product_data][description]`] ?? null,
        quantity: Number(body[`${item}[quantity]`]),
        unit_amount: Number(body[`${item}[price_data][unit_amount]`]),
      })
    }
    const id = nextId('cs')
    const session: Stored = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      amount_total: amountTotal,
      currency: 'usd',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      customer_email: body.customer_email ?? null,
      metadata: metadataOf(body),
      line_items: lineItems,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      locale: body.locale ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      __idempotencyKey: idempotencyKey,
    }
    sessions.set(id, session)
    return HttpResponse.json(publicCopy(session))
  }),
  http.get('https://api.stripe.com/v1/checkout/sessions/:id', ({ params }) => {
    const id = String(params.id)
    const session = sessions.get(id)
    if (!session) return notFound('checkout.session')
    const status = statusOverrides.get(id) ?? 'paid'
    if (status !== 'paid') return HttpResponse.json(publicCopy(session))
    // Paid on the hosted page: Stripe made a payment intent for the session's amount.
    const piId = `pi_mock_for_${id}`
    if (!intents.has(piId)) {
      intents.set(piId, {
        id: piId,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: 'usd',
        status: 'succeeded',
        client_secret: `${piId}_secret_mock`,
        metadata: session.metadata,
        last_payment_error: null,
      })
    }
    return HttpResponse.json({
      ...publicCopy(session),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: piId,
    })
  }),
]
