import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockStripeObject, setMockIntentStatus, stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as checkout from '~/routes/checkout._index'
import * as checkoutReturn from '~/routes/checkout.return'
import * as createIntent from '~/routes-api/api.create-payment-intent'
import * as processOrder from '~/routes-api/api.process-order'
import * as webhook from '~/routes-api/api.stripe-webhook'
import { orderPath, orderReference } from '~/server/orders/links.server'
import { db, schema } from '~/server/platform/db.server'
import { databaseVersion } from '~/server/platform/db-version.server'
import { createPaymentIntent, signWebhookForTests } from '~/server/vendors/stripe.server'
import { seed } from '../../db/seed'
import {
  CUSTOMER,
  cartOf,
  linesOf,
  orderRows,
  swatchId,
  visitorWithCart,
  zebraConfig,
} from './cart-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)

beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
})
afterEach(() => stripeApi.resetHandlers())
afterAll(() => stripeApi.close())

type IntentAnswer = { clientSecret: string; orderId: number; amount: number }

async function startPayment(cookie: string, body: object = { customerInfo: CUSTOMER }) {
  const result = await callRoute(
    createIntent,
    jsonRequest('/api/create-payment-intent', body, { headers: { Cookie: cookie } }),
  )
  return result as typeof result & { data: IntentAnswer }
}

const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0]
const orderOf = (id: number) => orderRows().find((o) => o.id === id)!
const paymentsOf = (orderId: number) =>
  db
    .select()
    .from(schema.payments)
    .all()
    .filter((p) => p.orderId === orderId)

function webhookRequest(event: object, signature?: string) {
  const body = JSON.stringify(event)
  return new Request('http://localhost:3000/api/stripe-webhook', {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signature ?? signWebhookForTests(body),
    },
  })
}

function succeededEvent(id: string, pi: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...pi, status: 'succeeded' } },
  }
}

describe('POST /api/create-payment-intent', () => {
  it('ignores the amount the browser sends: the intent is for the server cart, with its metadata', async () => {
    const jar = await visitorWithCart([zebraConfig({ quantity: 2 })])
    const server = (await cartOf(jar)).totals
    const { status, data } = await startPayment(jar.header(), {
      amount: 1,
      currency: 'eur',
      metadata: { itemCount: 99, subtotal: 0.01, tax: 0 },
      customerInfo: CUSTOMER,
    })
    expect(status).toBe(200)
    expect(data.amount).toBe(server.totalCents)
    const intent = mockStripeObject(intentId(data.clientSecret))!
    expect(intent).toMatchObject({
      amount: server.totalCents,
      currency: 'usd',
      metadata: {
        orderId: String(data.orderId),
        itemCount: '2',
        subtotal: (server.subtotalCents / 100).toFixed(2),
        tax: (server.taxCents / 100).toFixed(2),
      },
    })
    expect(orderOf(data.orderId)).toMatchObject({
      kind: 'order',
      status: 'pending',
      totalCents: server.totalCents,
    })
    expect(paymentsOf(data.orderId)).toEqual([
      expect.objectContaining({
        amountCents: server.totalCents,
        status: 'requires_payment',
        idempotencyKey: `order-${data.orderId}-payment-1`,
      }),
    ])
  })

  it('reuses the pending order and the intent; a changed cart changes the intent amount', async () => {
    const jar = await visitorWithCart()
    const first = await startPayment(jar.header())
    const again = await startPayment(jar.header())
    expect(again.data.orderId).toBe(first.data.orderId)
    expect(intentId(again.data.clientSecret)).toBe(intentId(first.data.clientSecret))
    await visitorWithCartAdd(jar)
    const changed = await startPayment(jar.header())
    const total = (await cartOf(jar)).totals.totalCents
    expect(changed.data.orderId).toBe(first.data.orderId)
    expect(intentId(changed.data.clientSecret)).toBe(intentId(first.data.clientSecret))
    expect(mockStripeObject(intentId(changed.data.clientSecret))?.amount).toBe(total)
    expect(orderOf(first.data.orderId).totalCents).toBe(total)
    expect(linesOf(first.data.orderId)).toHaveLength(2)
    expect(paymentsOf(first.data.orderId)).toHaveLength(1)
  })

  it('answers 400 for missing details and for an empty cart', async () => {
    const jar = await visitorWithCart()
    const missing = await startPayment(jar.header(), { customerInfo: { name: 'A' } })
    expect(missing.status).toBe(400)
    const empty = await startPayment('', { customerInfo: CUSTOMER })
    expect(empty.status).toBe(400)
  })
})

async function visitorWithCartAdd(jar: Awaited<ReturnType<typeof visitorWithCart>>) {
  const { addToCart } = await import('~/server/cart/lines.server')
  await addToCart(getRequest('/', { Cookie: jar.header() }), zebraConfig({ optionCodes: [] }))
}

describe('paid once', () => {
  it('two concurrent process-order calls plus the webhook make one paid order and clear the cart once', async () => {
    const jar = await visitorWithCart()
    const { data } = await startPayment(jar.header())
    const pi = mockStripeObject(intentId(data.clientSecret))!
    const process = () =>
      callRoute(
        processOrder,
        jsonRequest(
          '/api/process-order',
          { paymentIntentId: pi.id, customerInfo: CUSTOMER, cartItems: [{ price: 0.01 }] },
          { headers: { Cookie: jar.header() } },
        ),
      )
    const [a, b, hook] = await Promise.all([
      process(),
      process(),
      callRoute(webhook, webhookRequest(succeededEvent('evt_paid_once', pi))),
    ])
    expect([a.status, b.status, hook.status]).toEqual([200, 200, 200])
    expect(a.data).toMatchObject({ orderId: data.orderId, orderUrl: orderPath(data.orderId) })
    const order = orderOf(data.orderId)
    expect(order.status).toBe('paid')
    expect(order.paidAt).toBeInstanceOf(Date)
    expect(paymentsOf(data.orderId)).toEqual([
      expect.objectContaining({ paymentIntentId: pi.id, status: 'succeeded' }),
    ])
    expect((await cartOf(jar)).lines).toEqual([])
    // One confirmation to the customer (with the private link) and one staff notice, not three.
    const mails = db
      .select()
      .from(schema.outbox)
      .all()
      .filter((m) => m.subject.includes(orderReference(data.orderId)) && m.subject.includes('paid'))
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com', 'info@example.com'])
    expect(mails[0].text).toContain(orderPath(data.orderId))
    expect(
      db
        .select()
        .from(schema.processedWebhookEvents)
        .all()
        .filter((e) => e.id === 'evt_paid_once'),
    ).toHaveLength(1)

    // A replay of the same event, or a late one, changes nothing.
    const replay = await callRoute(webhook, webhookRequest(succeededEvent('evt_paid_once', pi)))
    expect(replay.data).toMatchObject({ outcome: 'duplicate-event' })
    const late = await callRoute(webhook, webhookRequest(succeededEvent('evt_paid_late', pi)))
    expect(late.data).toMatchObject({ outcome: 'already-paid' })
    expect(orderOf(data.orderId).paidAt).toEqual(order.paidAt)
  })

  it('a line added in another tab after the payment started stays in the cart, unpaid', async () => {
    const jar = await visitorWithCart([zebraConfig({ quantity: 2 })])
    const { data } = await startPayment(jar.header())
    const paidTotal = orderOf(data.orderId).totalCents
    await visitorWithCartAdd(jar)
    const { addSample } = await import('~/server/cart/samples.server')
    await addSample(getRequest('/', { Cookie: jar.header() }), swatchId('Classic White Zebra'))
    const result = await callRoute(
      processOrder,
      jsonRequest(
        '/api/process-order',
        { paymentIntentId: intentId(data.clientSecret) },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(200)
    expect(orderOf(data.orderId)).toMatchObject({ status: 'paid', totalCents: paidTotal })
    const left = await cartOf(jar)
    expect(left.lines).toEqual([expect.objectContaining({ quantity: 1, optionCodes: [] })])
    expect(left.samples).toHaveLength(1)
  })

  it('the webhook alone marks the order paid', async () => {
    const jar = await visitorWithCart()
    const { data } = await startPayment(jar.header())
    const pi = mockStripeObject(intentId(data.clientSecret))!
    const hook = await callRoute(webhook, webhookRequest(succeededEvent('evt_alone', pi)))
    expect(hook.data).toMatchObject({ outcome: 'paid' })
    expect(orderOf(data.orderId).status).toBe('paid')
    expect((await cartOf(jar)).lines).toEqual([])
  })

  it("the hosted page's checkout.session.completed marks the order paid once, without the customer coming back", async () => {
    const jar = await visitorWithCart()
    const started = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER }, { headers: { Cookie: jar.header() } }),
    )
    const sessionId = started.headers.get('Location')!.split('/').at(-1)!
    const session = mockStripeObject(sessionId)!
    const orderId = Number((session.metadata as { orderId: string }).orderId)
    const completed = (id: string, amountTotal: number) => ({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          ...session,
          amount_total: amountTotal,
          payment_status: 'paid',
          payment_intent: `pi_mock_hosted_${id}`,
        },
      },
    })
    // A session event for less than the order is recorded, not paid.
    const short = await callRoute(
      webhook,
      webhookRequest(completed('evt_session_short', Number(session.amount_total) - 1)),
    )
    expect(short.data).toMatchObject({ outcome: 'amount-mismatch' })
    expect(orderOf(orderId).status).toBe('pending')
    const hook = await callRoute(
      webhook,
      webhookRequest(completed('evt_session_paid', Number(session.amount_total))),
    )
    expect(hook.data).toMatchObject({ outcome: 'paid' })
    expect(orderOf(orderId).status).toBe('paid')
    expect((await cartOf(jar)).lines).toEqual([])
    const again = await callRoute(
      webhook,
      webhookRequest(completed('evt_session_again', Number(session.amount_total))),
    )
    expect(again.data).toMatchObject({ outcome: 'already-paid' })
  })

  it('a webhook with a bad signature gets 400 and changes nothing', async () => {
    const jar = await visitorWithCart()
    const { data } = await startPayment(jar.header())
    const pi = mockStripeObject(intentId(data.clientSecret))!
    const event = succeededEvent('evt_forged', pi)
    const forged = await callRoute(webhook, webhookRequest(event, 't=1,v1=deadbeef'))
    expect(forged.status).toBe(400)
    expect(forged.data).toEqual({ error: 'Invalid signature' })
    // A valid signature for another body does not fit this one either.
    const signedOther = signWebhookForTests('{}')
    const swapped = await callRoute(webhook, webhookRequest(event, signedOther))
    expect(swapped.status).toBe(400)
    const unsigned = new Request('http://localhost:3000/api/stripe-webhook', {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect((await callRoute(webhook, unsigned)).status).toBe(400)
    expect(orderOf(data.orderId).status).toBe('pending')
    expect(
      db
        .select()
        .from(schema.processedWebhookEvents)
        .all()
        .map((e) => e.id),
    ).not.toContain('evt_forged')
    expect((await cartOf(jar)).lines).toHaveLength(1)
  })

  it('a payment intent for another amount is refused', async () => {
    const jar = await visitorWithCart()
    const { data } = await startPayment(jar.header())
    const order = orderOf(data.orderId)
    const other = await createPaymentIntent(
      {
        amountCents: order.totalCents - 100,
        metadata: { orderId: String(order.id), itemCount: '1', subtotal: '0', tax: '0' },
      },
      'test-other-amount',
    )
    const result = await callRoute(
      processOrder,
      jsonRequest(
        '/api/process-order',
        { paymentIntentId: other.id },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(409)
    expect(orderOf(order.id).status).toBe('pending')
    const hook = await callRoute(
      webhook,
      webhookRequest(succeededEvent('evt_wrong_amount', { ...other })),
    )
    expect(hook.data).toMatchObject({ outcome: 'amount-mismatch' })
    expect(orderOf(order.id).status).toBe('pending')
    expect((await cartOf(jar)).lines).toHaveLength(1)
  })

  it('an intent that has not succeeded is not paid (402 with the reason)', async () => {
    const jar = await visitorWithCart()
    const { data } = await startPayment(jar.header())
    const id = intentId(data.clientSecret)
    setMockIntentStatus(id, 'requires_payment_method')
    const result = await callRoute(
      processOrder,
      jsonRequest(
        '/api/process-order',
        { paymentIntentId: id },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(402)
    expect(orderOf(data.orderId).status).toBe('pending')
    const bad = await callRoute(
      processOrder,
      jsonRequest('/api/process-order', { paymentIntentId: 'x' }),
    )
    expect(bad.status).toBe(400)
    const unknown = await callRoute(
      processOrder,
      jsonRequest('/api/process-order', { paymentIntentId: 'pi_unknown' }),
    )
    expect(unknown.status).toBe(404)
  })
})

describe('the error texts of docs/requirements.md#checkout-and-payments', () => {
  const stripeDown = () =>
    stripeApi.use(
      http.post('https://api.stripe.com/v1/payment_intents', () =>
        HttpResponse.json(
          { error: { type: 'api_error', message: 'Stripe is down' } },
          { status: 500 },
        ),
      ),
    )

  it("a PaymentIntent Stripe will not make: 'Failed to initialize checkout. Please try again.' and nothing to pay", async () => {
    const jar = await visitorWithCart()
    stripeDown()
    const api = await startPayment(jar.header())
    expect(api.status).toBe(502)
    expect(api.data).toEqual({ error: 'Failed to initialize checkout. Please try again.' })
    const page = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER, _js: '1' }, { headers: { Cookie: jar.header() } }),
    )
    expect(page.status).toBe(502)
    expect(JSON.stringify(page.data)).toContain('Failed to initialize checkout. Please try again.')
    expect((page.data as { payment?: unknown }).payment).toBeUndefined()
    const pending = orderRows()
      .filter((o) => o.kind === 'order' && o.status === 'pending')
      .at(-1)!
    expect(paymentsOf(pending.id)).toEqual([])
    // The cart is still there to try again.
    expect((await cartOf(jar)).lines).toHaveLength(1)
  })

  it("an order that cannot take the payment: 'Failed to process order' (409), nothing paid", async () => {
    const jar = await visitorWithCart()
    const quote = await callRoute(
      await import('~/routes-api/api.orders'),
      jsonRequest('/api/orders', { customerInfo: CUSTOMER }, { headers: { Cookie: jar.header() } }),
    )
    const quoteId = (quote.data as { orderId: number }).orderId
    // A succeeded intent that names the quote (no card payment is due on a quote).
    const intent = await createPaymentIntent(
      {
        amountCents: orderOf(quoteId).totalCents,
        metadata: { orderId: String(quoteId), itemCount: '1', subtotal: '0', tax: '0' },
      },
      'test-quote-intent',
    )
    const result = await callRoute(
      processOrder,
      jsonRequest('/api/process-order', { paymentIntentId: intent.id }),
    )
    expect(result.status).toBe(409)
    expect(result.data).toEqual({ error: 'Failed to process order' })
    expect(orderOf(quoteId).status).toBe('pending')
  })
})

describe('payment starts are rate limited', () => {
  it('the 31st start in ten minutes from one visitor is refused with the phone, on the page and the API', async () => {
    const jar = await visitorWithCart()
    const from = { Cookie: jar.header(), 'Fly-Client-IP': '198.51.100.31' }
    const api = () =>
      callRoute(
        createIntent,
        jsonRequest('/api/create-payment-intent', { customerInfo: CUSTOMER }, { headers: from }),
      )
    for (let i = 0; i < 30; i++) expect((await api()).status).toBe(200)
    const refused = await api()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(JSON.stringify(refused.data)).toContain('(954) 555-0123')
    const page = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER, _js: '1' }, { headers: from }),
    )
    expect(page.status).toBe(429)
    expect(JSON.stringify(page.data)).toContain('(954) 555-0123')
    // Another visitor is not held up.
    const other = await callRoute(
      createIntent,
      jsonRequest(
        '/api/create-payment-intent',
        { customerInfo: CUSTOMER },
        { headers: { Cookie: jar.header(), 'Fly-Client-IP': '198.51.100.32' } },
      ),
    )
    expect(other.status).toBe(200)
  })
})

describe('/checkout', () => {
  it('refuses the customer step without every field', async () => {
    const jar = await visitorWithCart()
    const result = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER, city: '' }, { headers: { Cookie: jar.header() } }),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain(
      'Please fill in all required fields to proceed with payment.',
    )
  })

  it('with JavaScript answers the client secret for the server total', async () => {
    const jar = await visitorWithCart()
    const result = await callRoute(
      checkout,
      formRequest(
        '/checkout',
        { ...CUSTOMER, _js: '1', amount: '1' },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(200)
    const payment = (
      result.data as { payment: { clientSecret: string; totals: { totalCents: number } } }
    ).payment
    expect(mockStripeObject(intentId(payment.clientSecret))?.amount).toBe(28247)
  })

  it('names the cart the payment is for, so the page asks again when the cart changes', async () => {
    const jar = await visitorWithCart()
    const post = () =>
      callRoute(
        checkout,
        formRequest('/checkout', { ...CUSTOMER, _js: '1' }, { headers: { Cookie: jar.header() } }),
      )
    const view = () =>
      callRoute(checkout, getRequest('/checkout', { Cookie: jar.header() })).then(
        (r) => (r.data as { cartKey: string }).cartKey,
      )
    const keyOf = (r: Awaited<ReturnType<typeof post>>) =>
      (r.data as { payment: { cartKey: string; clientSecret: string } }).payment
    const first = keyOf(await post())
    expect(first.cartKey).toBe(await view())
    await visitorWithCartAdd(jar)
    expect(await view()).not.toBe(first.cartKey)
    const again = keyOf(await post())
    expect(again.cartKey).toBe(await view())
    expect(mockStripeObject(intentId(again.clientSecret))?.amount).toBe(
      (await cartOf(jar)).totals.totalCents,
    )
  })

  it('without JavaScript redirects to a Checkout Session for the same amount, and its return marks the order paid', async () => {
    const jar = await visitorWithCart([zebraConfig({ quantity: 3 })])
    const total = (await cartOf(jar)).totals.totalCents
    const result = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER, amount: '1' }, { headers: { Cookie: jar.header() } }),
    )
    expect(result.status).toBe(303)
    const location = result.headers.get('Location')!
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_mock_/)
    const sessionId = location.split('/').at(-1)!
    const session = mockStripeObject(sessionId)!
    expect(session).toMatchObject({ amount_total: total, mode: 'payment' })
    const orderId = Number((session.metadata as { orderId: string }).orderId)
    expect(orderOf(orderId)).toMatchObject({ status: 'pending', totalCents: total })

    // The return page is a GET: it only reads (a LiteFS replica answers it) and offers the POST.
    const before = databaseVersion()
    const back = await callRoute(
      checkoutReturn,
      getRequest(`/checkout/return?session_id=${sessionId}`, { Cookie: jar.header() }),
    )
    expect(back.status).toBe(200)
    expect(back.data).toMatchObject({ toRecord: { sessionId } })
    expect(databaseVersion()).toBe(before)
    expect(orderOf(orderId).status).toBe('pending')

    const recorded = await callRoute(
      checkoutReturn,
      formRequest(
        '/checkout/return',
        { session_id: sessionId },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(recorded.status).toBe(302)
    expect(recorded.headers.get('Location')).toBe(orderPath(orderId))
    expect(orderOf(orderId).status).toBe('paid')
    expect((await cartOf(jar)).lines).toEqual([])

    // Coming back again (a reload, a second tab): the order is paid, the page opens it at once.
    const again = await callRoute(
      checkoutReturn,
      getRequest(`/checkout/return?session_id=${sessionId}`, { Cookie: jar.header() }),
    )
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe(orderPath(orderId))
  })

  it("from /es/checkout opens Stripe's hosted page in Spanish and comes back to the Spanish pages", async () => {
    const jar = await visitorWithCart([zebraConfig()])
    const result = await callRoute(
      checkout,
      formRequest('/es/checkout', CUSTOMER, { headers: { Cookie: jar.header() } }),
    )
    expect(result.status).toBe(303)
    const session = mockStripeObject(result.headers.get('Location')!.split('/').at(-1)!)!
    expect(session.locale).toBe('es')
    expect(session.success_url).toMatch(
      /\/es\/checkout\/return\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    )
    expect(session.cancel_url).toMatch(/\/es\/checkout$/)
    // What Stripe's Spanish page lists is Spanish too: the shade's specification and the tax.
    const items = session.line_items as { description: string; product_description: string }[]
    expect(items[0].description).toMatch(/^Persianas zebra · Classic White Zebra/)
    expect(items[0].description).toContain('Montaje interior · Manual · control ')
    expect(items[0].product_description).toContain('Precio por unidad: $')
    expect(items.at(-1)?.description).toMatch(/^Impuesto de ventas/)
    for (const english of ['Zebra Shades', 'Inside mount', 'Unit price', 'Sales tax', 'Fabric:'])
      expect(JSON.stringify(items)).not.toContain(english)
  })

  it('a Checkout Session id alone (no cart) records the payment but shows nothing personal', async () => {
    const jar = await visitorWithCart()
    const result = await callRoute(
      checkout,
      formRequest('/checkout', { ...CUSTOMER }, { headers: { Cookie: jar.header() } }),
    )
    const sessionId = result.headers.get('Location')!.split('/').at(-1)!
    const orderId = Number((mockStripeObject(sessionId)!.metadata as { orderId: string }).orderId)
    const stranger = await callRoute(
      checkoutReturn,
      formRequest('/checkout/return', { session_id: sessionId }, { headers: {} }),
    )
    expect(stranger.status).toBe(200)
    expect(orderOf(orderId).status).toBe('paid')
    const shown = JSON.stringify(stranger.data)
    expect(shown).not.toContain(CUSTOMER.email)
    expect(shown).not.toContain(CUSTOMER.address)
    expect(shown).not.toContain(orderPath(orderId))
    const later = await callRoute(
      checkoutReturn,
      getRequest(`/checkout/return?session_id=${sessionId}`),
    )
    expect(later.status).toBe(200)
    expect(JSON.stringify(later.data)).not.toContain(orderPath(orderId))
  })

  it('payment look-ups are limited per visitor: the return page and /api/process-order answer 429 after 20', async () => {
    const headers = { 'Fly-Client-IP': '203.0.113.77' }
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const r = await callRoute(
        checkoutReturn,
        getRequest(`/checkout/return?payment_intent=pi_unknown${i}`, headers),
      )
      statuses.push(r.status)
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true)
    expect(statuses[20]).toBe(429)
    const api = await callRoute(
      processOrder,
      jsonRequest('/api/process-order', { paymentIntentId: 'pi_unknown' }, { headers }),
    )
    expect(api.status).toBe(429)
    expect(api.headers.get('Retry-After')).toMatch(/^\d+$/)
    // Another visitor is not held back.
    const other = await callRoute(
      processOrder,
      jsonRequest(
        '/api/process-order',
        { paymentIntentId: 'pi_unknown' },
        { headers: { 'Fly-Client-IP': '203.0.113.78' } },
      ),
    )
    expect(other.status).not.toBe(429)
  })
})
