// Issue 41: the refund e-mail a partial refund sends goes in the order's language: a Spanish
// order's is Spanish, with es-US money and the /es link; an English order's is unchanged.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { stripeHandlers } from '#tests/mocks/stripe'
import { newRefundNonce } from '~/domain/refunds'
import { refundOrder } from '~/server/orders/refunds.server'
import { markOrderPaid } from '~/server/orders/settle.server'
import { db, schema } from '~/server/platform/db.server'
import { createPaymentIntent } from '~/server/vendors/stripe.server'
import { seed } from '../../db/seed'
import { staffActor } from './job-helpers'
import { mailTo } from './order-helpers'

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

const TOTAL = 125680
let counter = 0

async function paidOrder(language: 'en' | 'es') {
  counter++
  const row = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: 'awaiting-payment',
      status: 'pending',
      language,
      customerName: 'Ana Flores',
      customerEmail: `refund-${language}-${counter}-${Date.now()}@example.com`,
      customerPhone: '(305) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Hialeah',
      customerZip: '33012',
      subtotalCents: TOTAL,
      installationCents: 0,
      taxCents: 0,
      totalCents: TOTAL,
    })
    .returning()
    .get()
  const pi = await createPaymentIntent(
    {
      amountCents: TOTAL,
      metadata: { orderId: String(row.id), itemCount: '1', subtotal: '1256.80', tax: '0.00' },
    },
    `test-spanish-refund-${row.id}`,
  )
  expect(
    markOrderPaid({ orderId: row.id, paymentIntentId: pi.id, amountCents: TOTAL, currency: 'usd' }),
  ).toBe('paid')
  return row
}

async function partialRefund(language: 'en' | 'es') {
  const order = await paidOrder(language)
  const before = mailTo(order.customerEmail).length
  const result = await refundOrder({
    orderId: order.id,
    request: {
      type: 'partial',
      amount: '100.50',
      reason: 'requested_by_customer',
      nonce: newRefundNonce(),
    } as Parameters<typeof refundOrder>[0]['request'],
    actor: staffActor('spanish-refund-owner', 'owner'),
  })
  expect(result.ok).toBe(true)
  const mails = mailTo(order.customerEmail).slice(before)
  expect(mails).toHaveLength(1)
  return { order, mail: mails[0] }
}

describe('the refund e-mail in the order’s language', () => {
  it.each([
    {
      language: 'es' as const,
      subject: /^Su pedido \S+: reembolso parcial$/,
      body: [
        'Hola, Ana Flores. Le reembolsamos $100.50 a su tarjeta.',
        'de 5 a 10 días hábiles',
        'Reembolsado ahora: $100.50',
        'Pagado: $1,256.80',
        'Reembolsado en total: $100.50',
        'Su pedido (enlace privado)',
        '/es/orders/',
      ],
      absent: ['Hello', 'We have refunded', 'business days', 'Refunded now', 'Your order'],
    },
    {
      language: 'en' as const,
      subject: /^Your order \S+: partly refunded$/,
      body: [
        'Hello Ana Flores. We have refunded $100.50 to your card. It can take 5 to 10 business days to show on your statement.',
        'Refunded now: $100.50',
        'Paid: $1,256.80',
        'Refunded in all: $100.50',
        'Your order (private link)',
      ],
      absent: ['/es/', 'Hola'],
    },
  ])('$language order', async (c) => {
    const { mail } = await partialRefund(c.language)
    expect(mail.subject).toMatch(c.subject)
    for (const words of c.body) expect(mail.text).toContain(words)
    for (const words of c.absent) expect(mail.text).not.toContain(words)
  })
})
