/**
 * The deposit of an accepted estimate (issue 39): the server's amount, the Payment Element's
 * path and the hosted page's, the webhook and the customer's return recording it exactly once
 * (replays and the other path change nothing), and the installed job it makes: the lines as
 * accepted, the estimate's totals, Deposit paid in its history, one e-mail.
 */
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockStripeObject, stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as depositRoute from '~/routes/estimates.$token_.deposit'
import * as webhook from '~/routes-api/api.stripe-webhook'
import { db, schema } from '~/server/platform/db.server'
import { signWebhookForTests } from '~/server/vendors/stripe.server'
import { seed } from '../../db/seed'
import { acceptedEstimate } from './job-helpers'
import { mailTo, orderHistory } from './order-helpers'

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
afterAll(() => stripeApi.close())

const path = (token: string) => `/estimates/${token}/deposit`
const jobOf = (estimateId: number) =>
  db.select().from(schema.orders).where(eq(schema.orders.estimateId, estimateId)).get()
const paymentsOf = (orderId: number) =>
  db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).all()

function webhookRequest(event: object) {
  const body = JSON.stringify(event)
  return new Request('http://localhost:3000/api/stripe-webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookForTests(body) },
  })
}

function succeeded(eventId: string, pi: { id: string; amount: number; orderId: number }) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: pi.id,
        amount: pi.amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId: String(pi.orderId), purpose: 'deposit' },
      },
    },
  }
}

async function startWithJs(token: string) {
  const answer = await callRoute(
    depositRoute,
    formRequest(path(token), { intent: 'start', _js: '1' }),
    { token },
  )
  const payment = (answer.data as { payment?: { clientSecret: string; amountCents: number } })
    .payment
  if (!payment) throw new Error(JSON.stringify(answer.data))
  return { ...payment, intentId: payment.clientSecret.split('_secret_')[0] }
}

describe('the deposit page', () => {
  it('asks nothing of an estimate not accepted yet', async () => {
    const { token, id } = await acceptedEstimate({ accepted: false })
    const page = await callRoute(depositRoute, getRequest(path(token)), { token })
    expect(page.data).toMatchObject({ state: 'not-accepted' })
    const start = await callRoute(
      depositRoute,
      formRequest(path(token), { intent: 'start', _js: '1' }),
      { token },
    )
    expect(start.status).toBe(409)
    expect(jobOf(id)).toBeUndefined()
  })

  it('a token that is not one is a 404', async () => {
    const page = await callRoute(depositRoute, getRequest(path('x'.repeat(32))), {
      token: 'x'.repeat(32),
    })
    expect(page.status).toBe(404)
  })
})

describe('paying the deposit with JavaScript', () => {
  it('the server asks the estimate’s deposit; the webhook and the return record it once, and make the job', async () => {
    const { id, token, email, view } = await acceptedEstimate()
    // Shutters (the chosen alternative) and the ticked motor: $1,250 before tax.
    expect(view.totals.subtotalCents).toBe(125_000)
    const page = await callRoute(depositRoute, getRequest(path(token)), { token })
    expect(page.data).toMatchObject({ state: 'due', depositCents: view.totals.depositCents })

    const started = await startWithJs(token)
    expect(started.amountCents).toBe(view.totals.depositCents)
    // Started twice (a reload): the same intent, not a second one.
    const again = await startWithJs(token)
    expect(again.intentId).toBe(started.intentId)
    const pending = jobOf(id)!
    expect(pending).toMatchObject({
      kind: 'installed-job',
      status: 'pending',
      stage: 'awaiting-payment',
    })

    const event = succeeded('evt_deposit_1', {
      id: started.intentId,
      amount: started.amountCents,
      orderId: pending.id,
    })
    const [first, replay] = await Promise.all([
      callRoute(webhook, webhookRequest(event)),
      callRoute(webhook, webhookRequest(event)),
    ])
    expect([first.data, replay.data]).toEqual(
      expect.arrayContaining([
        { received: true, outcome: 'paid' },
        { received: true, outcome: 'duplicate-event' },
      ]),
    )
    // Stripe's next event for the same payment, and the customer's return, change nothing.
    const late = await callRoute(webhook, webhookRequest({ ...event, id: 'evt_deposit_1_again' }))
    expect(late.data).toEqual({ received: true, outcome: 'already-paid' })
    const back = await callRoute(
      depositRoute,
      formRequest(path(token), { intent: 'confirm', payment_intent: started.intentId }),
      { token },
    )
    expect(back.status).toBe(302)
    expect(back.headers.get('Location')).toMatch(/^\/orders\/[0-9A-Z-]+\?t=/)

    const job = jobOf(id)!
    expect(job).toMatchObject({
      kind: 'installed-job',
      status: 'paid',
      stage: 'paid',
      depositCents: view.totals.depositCents,
      totalCents: view.totals.totalCents,
      taxCents: view.totals.taxCents,
    })
    const lines = job.specification!.rooms[0].windows[0].lines.map((l) => l.title)
    expect(lines).toEqual(['Plantation shutters, white', 'Somfy motor'])
    const succeededPayments = paymentsOf(job.id).filter((p) => p.status === 'succeeded')
    expect(succeededPayments).toHaveLength(1)
    expect(succeededPayments[0]).toMatchObject({
      purpose: 'deposit',
      amountCents: view.totals.depositCents,
    })
    expect(orderHistory(job.id).filter((h) => h.toStage === 'paid')).toHaveLength(1)
    expect(mailTo(email).filter((m) => m.subject.startsWith('Deposit received'))).toHaveLength(1)

    // Paying twice is impossible: the page and its form send the customer to the job.
    const paidPage = await callRoute(depositRoute, getRequest(path(token)), { token })
    expect(paidPage.data).toMatchObject({ state: 'paid' })
    const startAgain = await callRoute(
      depositRoute,
      formRequest(path(token), { intent: 'start', _js: '1' }),
      { token },
    )
    expect(startAgain.status).toBe(302)
    expect(paymentsOf(job.id).filter((p) => p.status === 'requires_payment')).toHaveLength(0)
  })
})

describe('paying the deposit without JavaScript', () => {
  it("in Spanish (/es): Stripe's page in Spanish, back to the Spanish pages", async () => {
    const { token } = await acceptedEstimate()
    const es = `/es${path(token)}`
    const page = await callRoute(depositRoute, getRequest(es), { token })
    expect(page.data).toMatchObject({
      title: 'Pague su depósito',
      estimateHref: `/es/estimates/${token}`,
    })
    const start = await callRoute(depositRoute, formRequest(es, { intent: 'start' }), { token })
    expect(start.status).toBe(303)
    const sessionId = /cs_[A-Za-z0-9_]+/.exec(start.headers.get('Location') ?? '')?.[0] ?? ''
    const session = mockStripeObject(sessionId) as {
      locale: string
      success_url: string
      line_items: { description: string }[]
    }
    expect(session.locale).toBe('es')
    expect(session.success_url).toContain(`/es/estimates/${token}/deposit?session_id=`)
    expect(session.line_items[0].description).toMatch(/^Depósito de su trabajo de instalación/)
    const recorded = await callRoute(
      depositRoute,
      formRequest(es, { intent: 'confirm', session_id: sessionId }),
      { token },
    )
    expect(recorded.headers.get('Location')).toMatch(/^\/es\/orders\//)
  })

  it('the hosted page for the deposit, then the return records it', async () => {
    const { id, token, view } = await acceptedEstimate()
    const start = await callRoute(depositRoute, formRequest(path(token), { intent: 'start' }), {
      token,
    })
    expect(start.status).toBe(303)
    const location = start.headers.get('Location') ?? ''
    const sessionId = /cs_[A-Za-z0-9_]+/.exec(location)?.[0]
    expect(sessionId).toBeTruthy()

    const back = await callRoute(
      depositRoute,
      getRequest(`${path(token)}?session_id=${sessionId}`),
      { token },
    )
    expect(back.data).toMatchObject({ state: 'to-record' })
    // The GET wrote nothing.
    expect(jobOf(id)!.status).toBe('pending')
    const recorded = await callRoute(
      depositRoute,
      formRequest(path(token), { intent: 'confirm', session_id: sessionId! }),
      { token },
    )
    expect(recorded.status).toBe(302)
    const job = jobOf(id)!
    expect(job.stage).toBe('paid')
    expect(paymentsOf(job.id).filter((p) => p.status === 'succeeded')).toEqual([
      expect.objectContaining({ amountCents: view.totals.depositCents, purpose: 'deposit' }),
    ])
    // The session's webhook after the return: already paid.
    const hook = await callRoute(
      webhook,
      webhookRequest({
        id: 'evt_session_deposit',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: sessionId,
            payment_status: 'paid',
            payment_intent: `pi_mock_for_${sessionId}`,
            amount_total: view.totals.depositCents,
            currency: 'usd',
            metadata: { orderId: String(job.id), purpose: 'deposit' },
          },
        },
      }),
    )
    expect(hook.data).toEqual({ received: true, outcome: 'already-paid' })
  })
})
