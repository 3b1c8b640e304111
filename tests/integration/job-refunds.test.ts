/**
 * Refunds (the existing ones) on an installed job (issue 39): staff choose which payment goes
 * back, the deposit or the balance; a refund counts in the one balance rule.
 */
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockRefunds, stripeHandlers } from '#tests/mocks/stripe'
import { balanceOf, markJobPaymentPaid } from '~/server/orders/installed-job.server'
import { refundOrder } from '~/server/orders/refunds.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { paidJob, staffActor } from './job-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
})

const stripeApi = setupServer(...stripeHandlers)
beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
})
afterAll(() => stripeApi.close())

describe('refunding an installed job', () => {
  it('the deposit is refunded when staff choose it, though the balance was paid after', async () => {
    const { order } = await paidJob()
    const balanceIntent = `pi_test_balance_${order.id}`
    expect(
      markJobPaymentPaid({
        orderId: order.id,
        purpose: 'balance',
        paymentIntentId: balanceIntent,
        amountCents: balanceOf(order).balanceCents,
        currency: 'usd',
      }),
    ).toBe('paid')
    const payments = db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id))
      .all()
    const deposit = payments.find((p) => p.purpose === 'deposit')!
    const result = await refundOrder({
      orderId: order.id,
      request: {
        type: 'partial',
        amount: '100.00',
        reason: 'requested_by_customer',
        note: undefined,
        nonce: 'job-refund-deposit-0001',
        paymentId: deposit.id,
      },
      actor: staffActor('job-refund-owner', 'owner'),
    })
    expect(result).toMatchObject({ ok: true, amountCents: 10_000 })
    const refund = db
      .select()
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.orderId, order.id))
      .get()!
    expect(refund.paymentId).toBe(deposit.id)
    expect(mockRefunds(deposit.paymentIntentId)).toHaveLength(1)
    expect(mockRefunds(balanceIntent)).toHaveLength(0)
    expect(balanceOf(order).balanceCents).toBe(10_000)
  })

  it('no more than the chosen payment holds', async () => {
    const { order } = await paidJob()
    const deposit = db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id))
      .get()!
    markJobPaymentPaid({
      orderId: order.id,
      purpose: 'balance',
      paymentIntentId: `pi_test_balance2_${order.id}`,
      amountCents: balanceOf(order).balanceCents,
      currency: 'usd',
    })
    const result = await refundOrder({
      orderId: order.id,
      request: {
        type: 'partial',
        amount: ((deposit.amountCents + 100) / 100).toFixed(2),
        reason: 'requested_by_customer',
        note: undefined,
        nonce: 'job-refund-deposit-0002',
        paymentId: deposit.id,
      },
      actor: staffActor('job-refund-owner', 'owner'),
    })
    expect(result).toMatchObject({ ok: false, status: 400, field: 'amount' })
  })
})
