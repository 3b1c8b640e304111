/**
 * Real refunds (issue 27) through the staff order page's action, the MSW Stripe mock's
 * Refunds API and the signed webhook: full and partial refunds, an amount above what is left
 * refused, unpaid and free orders offering none, a double click making one refund, refunds
 * made in Stripe's dashboard coming in through charge.refunded and refund.updated, a
 * replayed event changing nothing, and the customer told once with the amount.
 */
import { asc, eq } from 'drizzle-orm'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addMockRefund, mockRefunds, stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { CONFIRM_REFUND_MESSAGE, FREE_ORDER_MESSAGE, NOT_PAID_MESSAGE } from '~/domain/refunds'
import * as customerRoute from '~/routes/orders.$orderId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as webhook from '~/routes-api/api.stripe-webhook'
import { auditFor } from '~/server/admin/audit-log.server'
import { orderPath } from '~/server/orders/links.server'
import { markOrderPaid } from '~/server/orders/settle.server'
import { db, schema } from '~/server/platform/db.server'
import { createPaymentIntent, signWebhookForTests } from '~/server/vendors/stripe.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { orderHistory as history, mailTo, orderRow as order } from './order-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)

let auth: { Authorization: string }
/** The owner signed in as `auth`, who sets the office's refund limit. */
const theOwner = () => {
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, 'maria'))
    .get()
  if (!row) throw new Error('no owner')
  return row
}
let counter = 0

const TOTAL = 25680

function makeOrder(kind: 'order' | 'samples', stage: string, totalCents = TOTAL) {
  counter++
  const id = db
    .insert(schema.orders)
    .values({
      kind,
      stage: stage as 'paid',
      status: 'pending',
      customerName: 'Ana Flores',
      customerEmail: `refund${counter}-${Date.now()}@example.com`,
      customerPhone: '(954) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: totalCents,
      installationCents: 0,
      taxCents: 0,
      totalCents,
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: id,
      kind: kind === 'samples' ? 'sample' : 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: kind === 'samples' ? 0 : 36 * 8,
      heightEighths: kind === 'samples' ? 0 : 60 * 8,
      unitPriceCents: totalCents,
      quantity: 1,
      installationCents: 0,
      lineTotalCents: totalCents,
      roomLabel: 'Living room',
    })
    .run()
  return id
}

/** A card order paid through the mock: Stripe's intent, then the payment recorded. */
async function paidOrder() {
  const id = makeOrder('order', 'awaiting-payment')
  const pi = await createPaymentIntent(
    {
      amountCents: TOTAL,
      metadata: { orderId: String(id), itemCount: '1', subtotal: '256.80', tax: '0.00' },
    },
    `test-refund-pi-${id}`,
  )
  expect(
    markOrderPaid({ orderId: id, paymentIntentId: pi.id, amountCents: TOTAL, currency: 'usd' }),
  ).toBe('paid')
  return { id, pi: pi.id, email: order(id).customerEmail }
}

function refundRows(orderId: number) {
  return db
    .select()
    .from(schema.orderRefunds)
    .where(eq(schema.orderRefunds.orderId, orderId))
    .orderBy(asc(schema.orderRefunds.id))
    .all()
}

type PageData = {
  refunds: {
    figures: { paidCents: number; refundedCents: number; netCents: number; leftCents: number }
    offer: { offered: boolean; maxCents?: number; message?: string }
    nonce: string
  }
}

async function page(id: number, headers: Record<string, string> = auth) {
  return callRoute(orderRoute, getRequest(`/admin/orders/${id}`, headers), { orderId: String(id) })
}

async function refundsOf(id: number) {
  const result = await page(id)
  expect(result.status).toBe(200)
  return (result.data as PageData).refunds
}

async function refund(
  id: number,
  fields: Record<string, string>,
  headers: Record<string, string> = auth,
) {
  const nonce = fields.nonce ?? (await refundsOf(id)).nonce
  return callRoute(
    orderRoute,
    formRequest(
      `/admin/orders/${id}`,
      {
        intent: 'refund',
        type: 'full',
        reason: 'requested_by_customer',
        confirm: 'on',
        ...fields,
        nonce,
      },
      { headers },
    ),
    { orderId: String(id) },
  )
}

function fieldErrors(data: unknown): Record<string, string[]> {
  return ((data as { error?: Record<string, string[]> }).error ?? {}) as Record<string, string[]>
}

function webhookRequest(event: object) {
  const body = JSON.stringify(event)
  return new Request('http://localhost:3000/api/stripe-webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookForTests(body) },
  })
}

function chargeRefunded(eventId: string, pi: string, refunds?: Record<string, unknown>[]) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_mock_for_${pi}`,
        object: 'charge',
        payment_intent: pi,
        amount: TOTAL,
        refunded: true,
        ...(refunds ? { refunds: { object: 'list', data: refunds } } : {}),
      },
    },
  }
}

async function customerProgress(id: number) {
  const result = await callRoute(customerRoute, getRequest(orderPath(id)), {
    orderId: order(id).reference ?? String(id),
  })
  expect(result.status).toBe(200)
  return (result.data as { progress: { heading: string; body: string; refundedCents: number } })
    .progress
}

beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
  auth = adminHeaders('maria')
})
afterAll(() => stripeApi.close())

describe('a full refund from the order page', () => {
  it('refunds everything through Stripe, records one row, moves the order to Refunded and e-mails the customer once', async () => {
    const { id, pi, email } = await paidOrder()
    const before = mailTo(email).length
    const result = await refund(id, { type: 'full', note: 'Wrong colour ordered' })
    expect(result.status).toBe(302)
    // The audit log says who refunded how much (issue 31).
    expect(auditFor('order', id).find((e) => e.kind === 'refund')).toMatchObject({
      actorName: 'maria',
      summary: expect.stringContaining('Refund of $256.80'),
    })

    const atStripe = mockRefunds(pi)
    expect(atStripe).toHaveLength(1)
    expect(atStripe[0]).toMatchObject({ amount: TOTAL, reason: 'requested_by_customer' })
    expect(refundRows(id)).toEqual([
      expect.objectContaining({
        amountCents: TOTAL,
        status: 'succeeded',
        stripeRefundId: atStripe[0].id,
        by: 'maria',
        reason: 'Requested by the customer: Wrong colour ordered',
      }),
    ])
    expect(order(id).stage).toBe('refunded')
    expect(db.select().from(schema.payments).where(eq(schema.payments.orderId, id)).all()).toEqual([
      expect.objectContaining({ paymentIntentId: pi, status: 'refunded' }),
    ])
    expect(history(id).filter((h) => h.toStage === 'refunded')).toEqual([
      expect.objectContaining({ fromStage: 'paid', by: 'system', notified: true }),
    ])

    const mails = mailTo(email).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/refunded/)
    expect(mails[0].text).toContain('$256.80')

    const after = await refundsOf(id)
    expect(after.figures).toMatchObject({ paidCents: TOTAL, refundedCents: TOTAL, netCents: 0 })
    expect(after.offer.offered).toBe(false)

    const progress = await customerProgress(id)
    expect(progress.heading).toBe('Order refunded')
    expect(progress.body).toContain('$256.80')
  })
})

describe('a partial refund', () => {
  it('refunds the amount, keeps the stage, e-mails the amount; the rest later makes it Refunded', async () => {
    const { id, pi, email } = await paidOrder()
    const before = mailTo(email).length
    expect((await refund(id, { type: 'partial', amount: '128.40' })).status).toBe(302)
    expect(mockRefunds(pi).map((r) => r.amount)).toEqual([12840])
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([12840])
    expect(order(id).stage).toBe('paid')
    const partly = mailTo(email).slice(before)
    expect(partly).toHaveLength(1)
    expect(partly[0].subject).toMatch(/partly refunded/)
    expect(partly[0].text).toContain('$128.40')

    const figures = await refundsOf(id)
    expect(figures.figures).toMatchObject({ refundedCents: 12840, netCents: TOTAL - 12840 })
    expect(figures.offer).toMatchObject({ offered: true, maxCents: TOTAL - 12840 })
    // The customer's page shows what came back so far.
    expect((await customerProgress(id)).refundedCents).toBe(12840)

    expect((await refund(id, { type: 'full' })).status).toBe(302)
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([12840, TOTAL - 12840])
    expect(order(id).stage).toBe('refunded')
    const all = mailTo(email).slice(before)
    expect(all).toHaveLength(2)
    expect(all[1].subject).toMatch(/: order refunded$/)
  })
})

describe('refusals', () => {
  it('an amount above what is left is refused with 400 and the reason, and nothing is refunded', async () => {
    const { id, pi } = await paidOrder()
    await refund(id, { type: 'partial', amount: '56.80' })
    const result = await refund(id, { type: 'partial', amount: '250' })
    expect(result.status).toBe(400)
    expect(fieldErrors(result.data).amount).toEqual([
      'You can refund at most $200.00: $256.80 paid, $56.80 already refunded.',
    ])
    expect(mockRefunds(pi)).toHaveLength(1)
    expect(refundRows(id)).toHaveLength(1)
  })

  it('the office refunds up to the limit the owner sets; above it 403 and nothing is refunded (issue 31)', async () => {
    const { setOfficeRefundLimitCents } = await import('~/server/auth/staff-settings.server')
    setOfficeRefundLimitCents(theOwner(), 10_000)
    const office = adminHeaders('refund-office', 'office')
    const { id, pi } = await paidOrder()
    const over = await refund(id, { type: 'full' }, office)
    expect(over.status).toBe(403)
    expect(fieldErrors(over.data).amount).toEqual([
      'You may refund up to $100.00 more on this order; more needs the owner.',
    ])
    expect(mockRefunds(pi)).toHaveLength(0)
    const within = await refund(id, { type: 'partial', amount: '100' }, office)
    expect(within.status).toBe(302)
    expect(refundRows(id)).toHaveLength(1)
  })

  it('the order page gives the office what it may still refund on this order before trying; the owner has no limit (issue 38)', async () => {
    const { setOfficeRefundLimitCents } = await import('~/server/auth/staff-settings.server')
    setOfficeRefundLimitCents(theOwner(), 12_500)
    const office = adminHeaders('refund-office', 'office')
    const { id } = await paidOrder()
    const allowance = async (headers: { Authorization: string }) => {
      const result = await page(id, headers)
      expect(result.status).toBe(200)
      return (result.data as { refunds: { allowanceCents: number | null } }).refunds.allowanceCents
    }
    expect(await allowance(office)).toBe(12_500)
    expect(await allowance(auth)).toBeNull()
    // What anyone refunded on the order comes off what the office may still refund on it.
    expect((await refund(id, { type: 'partial', amount: '20' })).status).toBe(302)
    expect((await refund(id, { type: 'partial', amount: '30' }, office)).status).toBe(302)
    expect(await allowance(office)).toBe(7_500)
    expect(await allowance(auth)).toBeNull()
  })

  it('a bad amount or no confirmation is refused next to the field', async () => {
    const { id, pi } = await paidOrder()
    const bad = await refund(id, { type: 'partial', amount: 'ten dollars' })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.data).amount?.[0]).toMatch(/amount in dollars and cents/)
    const unconfirmed = await refund(id, { type: 'full', confirm: '' })
    expect(unconfirmed.status).toBe(400)
    expect(fieldErrors(unconfirmed.data).confirm).toEqual([CONFIRM_REFUND_MESSAGE])
    expect(mockRefunds(pi)).toHaveLength(0)
    expect(refundRows(id)).toHaveLength(0)
  })

  it('an unpaid order and a free order offer no refund and refuse one with 409', async () => {
    const unpaid = makeOrder('order', 'awaiting-payment')
    expect((await refundsOf(unpaid)).offer).toMatchObject({
      offered: false,
      message: NOT_PAID_MESSAGE,
    })
    const refusedUnpaid = await refund(unpaid, { type: 'full' })
    expect(refusedUnpaid.status).toBe(409)
    expect(JSON.stringify(refusedUnpaid.data)).toContain(NOT_PAID_MESSAGE)

    const free = makeOrder('samples', 'received', 0)
    expect((await refundsOf(free)).offer).toMatchObject({
      offered: false,
      message: FREE_ORDER_MESSAGE,
    })
    const refusedFree = await refund(free, { type: 'partial', amount: '1' })
    expect(refusedFree.status).toBe(409)
    expect(JSON.stringify(refusedFree.data)).toContain(FREE_ORDER_MESSAGE)
    expect(refundRows(unpaid)).toHaveLength(0)
    expect(refundRows(free)).toHaveLength(0)
  })

  it('a refund Stripe refuses (made meanwhile in its dashboard) is a 409 with Stripe’s words, and nothing is recorded', async () => {
    const { id, pi } = await paidOrder()
    addMockRefund(pi, TOTAL)
    const result = await refund(id, { type: 'full' })
    expect(result.status).toBe(409)
    expect(JSON.stringify(result.data)).toMatch(/Stripe did not make the refund: Refund amount/)
    expect(refundRows(id)).toHaveLength(0)
    expect(order(id).stage).toBe('paid')
  })

  it('staff only: a visitor who is not signed in is sent to sign in, and nothing is refunded', async () => {
    const { id, pi } = await paidOrder()
    const nonce = (await refundsOf(id)).nonce
    const result = await refund(id, { nonce }, {})
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/login/)
    expect((await page(id, {})).status).toBe(302)
    expect(mockRefunds(pi)).toHaveLength(0)
    expect(refundRows(id)).toHaveLength(0)
  })
})

describe('the office refund limit bounds what the office gives back on an order (issue 38)', () => {
  const LIMIT = 10_000
  const ALL_USED = 'You may refund up to $0.00 more on this order; more needs the owner.'

  async function officeWithLimit(username = 'refund-office') {
    const { setOfficeRefundLimitCents } = await import('~/server/auth/staff-settings.server')
    setOfficeRefundLimitCents(theOwner(), LIMIT)
    return adminHeaders(username, 'office')
  }

  function actorOf(username: string) {
    const row = db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, username))
      .get()
    if (!row) throw new Error(`no admin ${username}`)
    return { id: row.id, username: row.username, role: row.role }
  }

  it('two refunds of $99.99 on one order: the second is refused, saying how much may still be refunded', async () => {
    const office = await officeWithLimit()
    const { id, pi } = await paidOrder()
    expect((await refund(id, { type: 'partial', amount: '99.99' }, office)).status).toBe(302)
    const second = await refund(id, { type: 'partial', amount: '99.99' }, office)
    expect(second.status).toBe(403)
    expect(fieldErrors(second.data).amount).toEqual([
      'You may refund up to $0.01 more on this order; more needs the owner.',
    ])
    expect(mockRefunds(pi)).toHaveLength(1)
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([9999])
    // The last cent under the limit is still the office's to give.
    expect((await refund(id, { type: 'partial', amount: '0.01' }, office)).status).toBe(302)
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([9999, 1])
  })

  it('two refunds of $100 on one order: the first reaches the limit, the second is refused; the owner may go on', async () => {
    const office = await officeWithLimit()
    const { id, pi } = await paidOrder()
    expect((await refund(id, { type: 'partial', amount: '100' }, office)).status).toBe(302)
    const second = await refund(id, { type: 'partial', amount: '100' }, office)
    expect(second.status).toBe(403)
    expect(fieldErrors(second.data).amount).toEqual([ALL_USED])
    expect(mockRefunds(pi)).toHaveLength(1)
    expect((await refund(id, { type: 'partial', amount: '100' })).status).toBe(302)
    expect(refundRows(id).map((r) => [r.amountCents, r.by])).toEqual([
      [10000, 'refund-office'],
      [10000, 'maria'],
    ])
  })

  it('what anyone refunded counts, pending too, and a failed refund does not', async () => {
    const office = await officeWithLimit()
    const { id, pi } = await paidOrder()
    // The owner gives back $20; $30 is on its way back from Stripe's dashboard; $50 failed there.
    expect((await refund(id, { type: 'partial', amount: '20' })).status).toBe(302)
    const pending = addMockRefund(pi, 3000, 'pending')
    const failed = addMockRefund(pi, 5000, 'failed')
    const hook = await callRoute(
      webhook,
      webhookRequest(chargeRefunded(`evt_limit_${id}`, pi, [pending, failed])),
    )
    expect(hook.status).toBe(200)
    expect(refundRows(id).map((r) => r.status)).toEqual(['succeeded', 'pending', 'failed'])
    const over = await refund(id, { type: 'partial', amount: '50.01' }, office)
    expect(over.status).toBe(403)
    expect(fieldErrors(over.data).amount).toEqual([
      'You may refund up to $50.00 more on this order; more needs the owner.',
    ])
    expect((await refund(id, { type: 'partial', amount: '50' }, office)).status).toBe(302)
  })

  it('two office refunds at once on one order (two forms, $99.99 each): one is made, the other refused', async () => {
    const office = await officeWithLimit()
    const { id, pi } = await paidOrder()
    const [first, second] = [(await refundsOf(id)).nonce, (await refundsOf(id)).nonce]
    const results = await Promise.all([
      refund(id, { type: 'partial', amount: '99.99', nonce: first }, office),
      refund(id, { type: 'partial', amount: '99.99', nonce: second }, office),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([302, 403])
    expect(mockRefunds(pi)).toHaveLength(1)
    expect(refundRows(id)).toEqual([
      expect.objectContaining({ amountCents: 9999, status: 'succeeded', by: 'refund-office' }),
    ])
  })

  it('a refused attempt is in the audit log on the order, with the amount asked and what was left under the limit', async () => {
    const office = await officeWithLimit('refund-office-audit')
    const { id, pi } = await paidOrder()
    expect((await refund(id, { type: 'partial', amount: '60' }, office)).status).toBe(302)
    expect((await refund(id, { type: 'partial', amount: '75' }, office)).status).toBe(403)
    const refused = auditFor('order', id).filter((e) => e.kind === 'refused')
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({
      actorName: 'refund-office-audit',
      actorId: actorOf('refund-office-audit').id,
      subjectType: 'order',
      subjectId: String(id),
      summary: expect.stringMatching(
        /refund of \$75\.00 .*\$40\.00 left under the office limit of \$100\.00/,
      ),
    })
    expect(JSON.parse(refused[0].after ?? '{}')).toMatchObject({
      amountCents: 7500,
      leftCents: 4000,
      limitCents: LIMIT,
    })
    expect(mockRefunds(pi)).toHaveLength(1)
  })

  it('refundOrder decides by itself: called without the order page, the office is held to the limit and an installer refused', async () => {
    await officeWithLimit('refund-office-direct')
    adminHeaders('refund-installer', 'installer')
    const { refundOrder } = await import('~/server/orders/refunds.server')
    const { id, pi } = await paidOrder()
    const request = (nonce: string) => ({
      type: 'full' as const,
      amount: undefined,
      reason: 'requested_by_customer' as const,
      note: undefined,
      nonce,
    })
    const byOffice = await refundOrder({
      orderId: id,
      request: request((await refundsOf(id)).nonce),
      actor: actorOf('refund-office-direct'),
    })
    expect(byOffice).toMatchObject({ ok: false, status: 403, field: 'amount' })
    const byInstaller = await refundOrder({
      orderId: id,
      request: { ...request((await refundsOf(id)).nonce), type: 'partial', amount: '1' },
      actor: actorOf('refund-installer'),
    })
    expect(byInstaller).toMatchObject({ ok: false, status: 403 })
    expect(mockRefunds(pi)).toHaveLength(0)
    expect(refundRows(id)).toHaveLength(0)
  })
})

describe('a double click', () => {
  it('the same form posted twice at once is one refund at Stripe, one row and one e-mail', async () => {
    const { id, pi, email } = await paidOrder()
    const before = mailTo(email).length
    const nonce = (await refundsOf(id)).nonce
    const [a, b] = await Promise.all([
      refund(id, { type: 'partial', amount: '100', nonce }),
      refund(id, { type: 'partial', amount: '100', nonce }),
    ])
    expect([a.status, b.status]).toEqual([302, 302])
    // And once more after both finished (a reload of the POST).
    expect((await refund(id, { type: 'partial', amount: '100', nonce })).status).toBe(302)
    expect(mockRefunds(pi)).toHaveLength(1)
    expect(refundRows(id)).toHaveLength(1)
    expect(mailTo(email).slice(before)).toHaveLength(1)
  })
})

describe('the webhook', () => {
  it('a full refund made in Stripe’s dashboard shows up, moves the order and e-mails once; the replay changes nothing', async () => {
    const { id, pi, email } = await paidOrder()
    const before = mailTo(email).length
    const made = addMockRefund(pi, TOTAL)
    const event = chargeRefunded(`evt_dash_${id}`, pi, [made])
    const hook = await callRoute(webhook, webhookRequest(event))
    expect(hook.status).toBe(200)
    expect(refundRows(id)).toEqual([
      expect.objectContaining({
        amountCents: TOTAL,
        stripeRefundId: made.id,
        status: 'succeeded',
        by: 'stripe',
      }),
    ])
    expect(order(id).stage).toBe('refunded')
    expect(mailTo(email).slice(before)).toHaveLength(1)
    expect(
      history(id)
        .filter((h) => h.by === 'stripe')
        .map((h) => h.note),
    ).toEqual([`Refund of $256.80 made in Stripe's dashboard (${made.id}, succeeded)`])

    const rows = refundRows(id)
    const entries = history(id)
    const replay = await callRoute(webhook, webhookRequest(event))
    expect(replay.status).toBe(200)
    expect(refundRows(id)).toEqual(rows)
    expect(history(id)).toEqual(entries)
    expect(mailTo(email).slice(before)).toHaveLength(1)
    // Another event for the same refund (Stripe sends more than one) writes nothing new either.
    await callRoute(webhook, webhookRequest(chargeRefunded(`evt_dash2_${id}`, pi, [made])))
    expect(refundRows(id)).toEqual(rows)
    expect(mailTo(email).slice(before)).toHaveLength(1)
  })

  it('a charge.refunded without its refunds listed asks Stripe; our own refund is not counted twice', async () => {
    const { id, pi } = await paidOrder()
    await refund(id, { type: 'partial', amount: '50' })
    addMockRefund(pi, 1000)
    const hook = await callRoute(webhook, webhookRequest(chargeRefunded(`evt_list_${id}`, pi)))
    expect(hook.status).toBe(200)
    expect(refundRows(id).map((r) => [r.amountCents, r.by])).toEqual([
      [5000, 'maria'],
      [1000, 'stripe'],
    ])
    expect(order(id).stage).toBe('paid')
    expect((await refundsOf(id)).figures).toMatchObject({ refundedCents: 6000 })
  })

  it('a charge.refunded while Stripe cannot be reached answers 503 with Retry-After and records nothing, so Stripe sends it again', async () => {
    const { id, pi } = await paidOrder()
    addMockRefund(pi, 1000)
    stripeApi.use(http.get('https://api.stripe.com/v1/refunds', () => HttpResponse.error()))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const hook = await callRoute(webhook, webhookRequest(chargeRefunded(`evt_down_${id}`, pi)))
      expect(hook.status).toBe(503)
      expect(hook.headers.get('Retry-After')).toBe('60')
      expect(refundRows(id)).toEqual([])
    } finally {
      errors.mockRestore()
      stripeApi.resetHandlers()
    }
    const again = await callRoute(webhook, webhookRequest(chargeRefunded(`evt_down_${id}`, pi)))
    expect(again.status).toBe(200)
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([1000])
  })

  it('refund.updated brings a pending refund to succeeded and then moves the order', async () => {
    const { id, pi, email } = await paidOrder()
    const before = mailTo(email).length
    const made = addMockRefund(pi, TOTAL, 'pending')
    await callRoute(webhook, webhookRequest(chargeRefunded(`evt_pending_${id}`, pi, [made])))
    expect(refundRows(id).map((r) => r.status)).toEqual(['pending'])
    expect(order(id).stage).toBe('paid')
    expect((await refundsOf(id)).offer.offered).toBe(false)
    const updated = {
      id: `evt_updated_${id}`,
      object: 'event',
      type: 'refund.updated',
      data: { object: { ...made, status: 'succeeded' } },
    }
    expect((await callRoute(webhook, webhookRequest(updated))).status).toBe(200)
    expect(refundRows(id).map((r) => r.status)).toEqual(['succeeded'])
    expect(order(id).stage).toBe('refunded')
    expect(mailTo(email).slice(before)).toHaveLength(1)
    await callRoute(webhook, webhookRequest(updated))
    expect(mailTo(email).slice(before)).toHaveLength(1)
  })
})

describe('refunding the installation of an order shipped or delivered (issue 40.20)', () => {
  const INSTALLATION = 4_000

  async function paidWithInstallation() {
    const paid = await paidOrder()
    db.update(schema.orders)
      .set({ installationCents: INSTALLATION, subtotalCents: TOTAL - INSTALLATION })
      .where(eq(schema.orders.id, paid.id))
      .run()
    return paid
  }

  async function prefillOf(id: number, headers: Record<string, string> = auth) {
    const result = await callRoute(
      orderRoute,
      getRequest(`/admin/orders/${id}?refund=installation`, headers),
      { orderId: String(id) },
    )
    expect(result.status).toBe(200)
    return (
      result.data as {
        refunds: { prefill: { amountCents: number; reason: string; note: string } | null }
      }
    ).refunds.prefill
  }

  it("opens the refund form with the order's installation amount, in cents, and why", async () => {
    const { id } = await paidWithInstallation()
    expect(await prefillOf(id)).toEqual({
      amountCents: INSTALLATION,
      reason: 'requested_by_customer',
      note: expect.stringContaining('Installation not done'),
    })
    // The plain order page opens no prefilled form.
    expect(((await page(id)).data as { refunds: { prefill: unknown } }).refunds.prefill).toBeNull()
  })

  it('the prefilled refund, once confirmed, gives back the installation amount', async () => {
    const { id, pi } = await paidWithInstallation()
    const prefill = await prefillOf(id)
    if (!prefill) throw new Error('expected a prefill')
    const made = await refund(id, {
      type: 'partial',
      amount: (prefill.amountCents / 100).toFixed(2),
      reason: prefill.reason,
      note: prefill.note,
    })
    expect(made.status).toBe(302)
    expect(refundRows(id).map((r) => r.amountCents)).toEqual([INSTALLATION])
    expect(mockRefunds(pi)).toHaveLength(1)
  })

  it("the office's refund limit still applies to it", async () => {
    const { setOfficeRefundLimitCents } = await import('~/server/auth/staff-settings.server')
    setOfficeRefundLimitCents(theOwner(), 3_000)
    const office = adminHeaders('refund-office', 'office')
    const { id, pi } = await paidWithInstallation()
    const prefill = await prefillOf(id, office)
    expect(prefill?.amountCents).toBe(INSTALLATION)
    const over = await refund(
      id,
      {
        type: 'partial',
        amount: '40.00',
        reason: 'requested_by_customer',
        note: prefill?.note ?? '',
      },
      office,
    )
    expect(over.status).toBe(403)
    expect(fieldErrors(over.data).amount).toEqual([
      'You may refund up to $30.00 more on this order; more needs the owner.',
    ])
    expect(mockRefunds(pi)).toHaveLength(0)
    expect(refundRows(id)).toHaveLength(0)
  })
})
