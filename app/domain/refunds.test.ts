import { describe, expect, it } from 'vitest'
import * as dbSchema from '../../db/schema'
import {
  AMOUNT_ABOVE_ZERO_MESSAGE,
  AMOUNT_MESSAGE,
  CONFIRM_REFUND_MESSAGE,
  checkRefund,
  dollarsToCents,
  FREE_ORDER_MESSAGE,
  givenBackCents,
  isRefundedInFull,
  NONCE_MESSAGE,
  NOT_PAID_MESSAGE,
  newRefundNonce,
  officeAllowanceCents,
  officeAllowanceMessage,
  type PaymentStatus,
  REFUND_UNDER_WAY_MESSAGE,
  REFUNDED_IN_FULL_MESSAGE,
  reconcileRefunds,
  refundFigures,
  refundFormSchema,
  refundIdempotencyKey,
  refundNotice,
  refundOffer,
  refundRequestSchema,
  STRIPE_IDEMPOTENCY_KEY_MAX,
  tooMuchMessage,
} from './refunds'

const NONCE = 'a1b2c3d4e5f6a7b8c9d0'
const order = { id: 42, totalCents: 10000 }
const paid = [{ status: 'succeeded', amountCents: 10000 }]
const figures = (refunds: { status: string; amountCents: number }[] = [], payments = paid) =>
  refundFigures(payments, refunds)

describe('refundFigures: paid, refunded and net', () => {
  it('an order paid $100 with nothing refunded', () => {
    expect(figures()).toEqual({
      paidCents: 10000,
      refundedCents: 0,
      pendingCents: 0,
      netCents: 10000,
      leftCents: 10000,
    })
  })

  it('only payments that went through count as paid (a refunded payment was paid too)', () => {
    const payments = [
      { status: 'requires_payment', amountCents: 10000 },
      { status: 'failed', amountCents: 10000 },
      { status: 'canceled', amountCents: 10000 },
      { status: 'processing', amountCents: 10000 },
      { status: 'refunded', amountCents: 10000 },
    ]
    expect(refundFigures(payments, []).paidCents).toBe(10000)
  })

  it('succeeded refunds lower the net; pending ones are held back from what is left', () => {
    const f = figures([
      { status: 'succeeded', amountCents: 2500 },
      { status: 'pending', amountCents: 1000 },
      { status: 'requires_action', amountCents: 500 },
      { status: 'failed', amountCents: 4000 },
      { status: 'canceled', amountCents: 4000 },
    ])
    expect(f).toEqual({
      paidCents: 10000,
      refundedCents: 2500,
      pendingCents: 1500,
      netCents: 7500,
      leftCents: 6000,
    })
  })

  it('what is left never goes below zero', () => {
    expect(figures([{ status: 'succeeded', amountCents: 12000 }]).leftCents).toBe(0)
  })

  it("the payment statuses it knows are the database schema's", () => {
    const statuses: readonly PaymentStatus[] = dbSchema.PAYMENT_STATUSES
    expect(statuses).toHaveLength(6)
  })
})

describe('isRefundedInFull', () => {
  it('true once refunds that went through reach what was paid', () => {
    expect(isRefundedInFull(figures([{ status: 'succeeded', amountCents: 10000 }]))).toBe(true)
    expect(isRefundedInFull(figures([{ status: 'succeeded', amountCents: 9999 }]))).toBe(false)
    expect(isRefundedInFull(figures([{ status: 'pending', amountCents: 10000 }]))).toBe(false)
  })

  it('never for an order that paid nothing', () => {
    expect(isRefundedInFull(refundFigures([], []))).toBe(false)
  })
})

describe('refundOffer', () => {
  it('a paid order offers up to what is left', () => {
    expect(refundOffer(order, figures([{ status: 'succeeded', amountCents: 4000 }]))).toMatchObject(
      {
        offered: true,
        maxCents: 6000,
      },
    )
  })

  it('a free ($0) order offers none', () => {
    expect(refundOffer({ totalCents: 0 }, refundFigures([], []))).toMatchObject({
      offered: false,
      why: 'free',
      message: FREE_ORDER_MESSAGE,
    })
  })

  it('an unpaid order (a quote, a payment that never went through) offers none', () => {
    const unpaid = refundFigures([{ status: 'failed', amountCents: 10000 }], [])
    expect(refundOffer(order, unpaid)).toMatchObject({
      offered: false,
      why: 'not-paid',
      message: NOT_PAID_MESSAGE,
    })
  })

  it('an order refunded in full offers none', () => {
    expect(
      refundOffer(order, figures([{ status: 'succeeded', amountCents: 10000 }])),
    ).toMatchObject({
      offered: false,
      why: 'refunded-in-full',
      message: REFUNDED_IN_FULL_MESSAGE,
    })
  })

  it('an order whose rest is being refunded offers none until Stripe finishes', () => {
    expect(
      refundOffer(
        order,
        figures([
          { status: 'succeeded', amountCents: 4000 },
          { status: 'pending', amountCents: 6000 },
        ]),
      ),
    ).toMatchObject({ offered: false, why: 'under-way', message: REFUND_UNDER_WAY_MESSAGE })
  })
})

describe('dollarsToCents', () => {
  it.each([
    ['50', 5000],
    ['50.5', 5050],
    ['50.05', 5005],
    ['$1,234.56', 123456],
    [' 0.01 ', 1],
    ['.5', 50],
    ['0', 0],
  ])('%s -> %i', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents)
  })

  it.each(['', 'abc', '1.234', '-5', '1e3', '12,34', '$', '50.', '12 000', '99999999'])(
    '%s is not an amount',
    (text) => {
      expect(dollarsToCents(text)).toBeNull()
    },
  )
})

describe('refundRequestSchema', () => {
  const parse = (input: Record<string, unknown>) =>
    refundRequestSchema.safeParse({ reason: 'requested_by_customer', nonce: NONCE, ...input })
  const errors = (input: Record<string, unknown>) => {
    const result = parse(input)
    return result.success ? {} : result.error.flatten().fieldErrors
  }

  it('a full refund needs no amount', () => {
    expect(parse({ type: 'full' }).success).toBe(true)
    expect(parse({ type: 'full', amount: '' }).success).toBe(true)
  })

  it('a partial refund needs an amount in dollars above zero', () => {
    expect(errors({ type: 'partial' })).toEqual({ amount: ['Enter the amount to refund'] })
    expect(errors({ type: 'partial', amount: 'lots' })).toEqual({ amount: [AMOUNT_MESSAGE] })
    expect(errors({ type: 'partial', amount: '0.00' })).toEqual({
      amount: [AMOUNT_ABOVE_ZERO_MESSAGE],
    })
    expect(errors({ type: 'partial', amount: '-10' })).toEqual({ amount: [AMOUNT_MESSAGE] })
    expect(parse({ type: 'partial', amount: '25.00' }).success).toBe(true)
  })

  it('a type, a reason and the form nonce are required', () => {
    expect(errors({ type: 'half' })).toEqual({ type: ['Choose a full or a partial refund'] })
    expect(errors({ type: 'full', reason: 'because' })).toEqual({ reason: ['Choose a reason'] })
    expect(errors({ type: 'full', nonce: undefined })).toEqual({ nonce: [NONCE_MESSAGE] })
    expect(errors({ type: 'full', nonce: 'short' })).toEqual({ nonce: [NONCE_MESSAGE] })
    expect(errors({ type: 'full', nonce: `${'a'.repeat(20)}!` })).toEqual({
      nonce: [NONCE_MESSAGE],
    })
  })

  it('a note is optional and limited', () => {
    expect(errors({ type: 'full', note: 'x'.repeat(501) })).toEqual({
      note: ['Note must be at most 500 characters'],
    })
  })
})

describe('checkRefund', () => {
  it('a full refund is whatever is left', () => {
    const f = figures([{ status: 'succeeded', amountCents: 2500 }])
    expect(checkRefund(order, f, { type: 'full', nonce: NONCE })).toEqual({
      ok: true,
      amountCents: 7500,
      full: true,
      idempotencyKey: `order-42-refund-${NONCE}-7500`,
    })
  })

  it('a partial refund of half', () => {
    expect(checkRefund(order, figures(), { type: 'partial', amount: '50', nonce: NONCE })).toEqual({
      ok: true,
      amountCents: 5000,
      full: false,
      idempotencyKey: `order-42-refund-${NONCE}-5000`,
    })
  })

  it('a partial refund of exactly what is left counts as full', () => {
    expect(
      checkRefund(order, figures(), { type: 'partial', amount: '100.00', nonce: NONCE }),
    ).toMatchObject({ ok: true, amountCents: 10000, full: true })
  })

  it('more than what is left is refused, saying what was paid and refunded', () => {
    const f = figures([{ status: 'succeeded', amountCents: 5000 }])
    expect(checkRefund(order, f, { type: 'partial', amount: '50.01', nonce: NONCE })).toEqual({
      ok: false,
      status: 400,
      field: 'amount',
      message: 'You can refund at most $50.00: $100.00 paid, $50.00 already refunded.',
    })
  })

  it('the message names a refund under way too', () => {
    const f = figures([
      { status: 'succeeded', amountCents: 2000 },
      { status: 'pending', amountCents: 3000 },
    ])
    expect(tooMuchMessage(f)).toBe(
      'You can refund at most $50.00: $100.00 paid, $20.00 already refunded, $30.00 being refunded.',
    )
    expect(tooMuchMessage(figures())).toBe('You can refund at most $100.00: $100.00 paid.')
  })

  it('zero, a bad amount or none at all is refused for a partial refund', () => {
    const f = figures()
    expect(checkRefund(order, f, { type: 'partial', amount: '0', nonce: NONCE })).toMatchObject({
      ok: false,
      status: 400,
      message: AMOUNT_ABOVE_ZERO_MESSAGE,
    })
    expect(checkRefund(order, f, { type: 'partial', amount: 'x', nonce: NONCE })).toMatchObject({
      ok: false,
      message: AMOUNT_MESSAGE,
    })
    expect(checkRefund(order, f, { type: 'partial', nonce: NONCE })).toMatchObject({ ok: false })
  })

  it('an unpaid, free or fully refunded order is refused with 409', () => {
    expect(checkRefund(order, refundFigures([], []), { type: 'full', nonce: NONCE })).toEqual({
      ok: false,
      status: 409,
      field: null,
      message: NOT_PAID_MESSAGE,
    })
    expect(
      checkRefund({ id: 7, totalCents: 0 }, refundFigures([], []), { type: 'full', nonce: NONCE }),
    ).toMatchObject({ ok: false, status: 409, message: FREE_ORDER_MESSAGE })
    expect(
      checkRefund(order, figures([{ status: 'succeeded', amountCents: 10000 }]), {
        type: 'partial',
        amount: '1',
        nonce: NONCE,
      }),
    ).toMatchObject({ ok: false, status: 409, message: REFUNDED_IN_FULL_MESSAGE })
  })

  it('half then half: the second half is allowed, a third refund is not', () => {
    const half = { type: 'partial' as const, amount: '50', nonce: NONCE }
    expect(
      checkRefund(order, figures([{ status: 'succeeded', amountCents: 5000 }]), half),
    ).toMatchObject({
      ok: true,
      full: true,
    })
    expect(
      checkRefund(
        order,
        figures([
          { status: 'succeeded', amountCents: 5000 },
          { status: 'succeeded', amountCents: 5000 },
        ]),
        half,
      ),
    ).toMatchObject({ ok: false, status: 409 })
  })
})

describe("the office's allowance on an order", () => {
  const given = figures([
    { status: 'succeeded', amountCents: 2000 },
    { status: 'pending', amountCents: 3000 },
    { status: 'requires_action', amountCents: 500 },
    { status: 'failed', amountCents: 4000 },
    { status: 'canceled', amountCents: 1000 },
  ])

  it('counts refunds that went through and refunds under way, not failed or cancelled ones', () => {
    expect(givenBackCents(given)).toBe(5500)
  })

  it('is the limit less what the order gave back, never below $0', () => {
    expect(officeAllowanceCents(10000, figures())).toBe(10000)
    expect(officeAllowanceCents(10000, given)).toBe(4500)
    expect(officeAllowanceCents(5000, given)).toBe(0)
  })

  it('says how much more and that more needs the owner', () => {
    expect(officeAllowanceMessage(4500)).toBe(
      'You may refund up to $45.00 more on this order; more needs the owner.',
    )
  })
})

describe('refundIdempotencyKey', () => {
  it('is the same for the same order, form and amount: a double click makes one refund', () => {
    expect(refundIdempotencyKey(42, NONCE, 5000)).toBe(refundIdempotencyKey(42, NONCE, 5000))
  })

  it('differs for another order, another form or another amount', () => {
    const key = refundIdempotencyKey(42, NONCE, 5000)
    expect(refundIdempotencyKey(43, NONCE, 5000)).not.toBe(key)
    expect(refundIdempotencyKey(42, `${NONCE}x`, 5000)).not.toBe(key)
    expect(refundIdempotencyKey(42, NONCE, 5001)).not.toBe(key)
  })

  it("fits Stripe's limit with the longest nonce", () => {
    const key = refundIdempotencyKey(999_999_999_999, 'a'.repeat(64), 99_999_999)
    expect(key.length).toBeLessThanOrEqual(STRIPE_IDEMPOTENCY_KEY_MAX)
  })

  it('refuses what the schema would have refused', () => {
    expect(() => refundIdempotencyKey(0, NONCE, 100)).toThrow()
    expect(() => refundIdempotencyKey(42, 'bad nonce', 100)).toThrow()
    expect(() => refundIdempotencyKey(42, NONCE, 0)).toThrow()
    expect(() => refundIdempotencyKey(42, NONCE, 1.5)).toThrow()
  })

  it('a new nonce passes the schema and differs every time', () => {
    const a = newRefundNonce()
    const b = newRefundNonce()
    expect(a).not.toBe(b)
    expect(
      refundRequestSchema.safeParse({ type: 'full', reason: 'duplicate', nonce: a }).success,
    ).toBe(true)
  })
})

describe('reconcileRefunds (webhook: charge.refunded, refund.updated)', () => {
  it("a refund made in Stripe's dashboard is added", () => {
    expect(reconcileRefunds([], [{ id: 're_1', amount: 2500, status: 'succeeded' }])).toEqual({
      add: [{ stripeRefundId: 're_1', amountCents: 2500, status: 'succeeded' }],
      update: [],
    })
  })

  it('a refund of ours that Stripe finished is updated', () => {
    const ours = [{ stripeRefundId: 're_1', amountCents: 2500, status: 'pending' }]
    expect(reconcileRefunds(ours, [{ id: 're_1', amount: 2500, status: 'succeeded' }])).toEqual({
      add: [],
      update: [{ stripeRefundId: 're_1', status: 'succeeded' }],
    })
  })

  it('a replayed event changes nothing', () => {
    const ours = [{ stripeRefundId: 're_1', amountCents: 2500, status: 'succeeded' }]
    const event = [{ id: 're_1', amount: 2500, status: 'succeeded' }]
    expect(reconcileRefunds(ours, event)).toEqual({ add: [], update: [] })
  })

  it('a refund listed twice is added once; an unknown status reads as pending', () => {
    const result = reconcileRefunds(
      [{ stripeRefundId: null, amountCents: 100, status: 'pending' }],
      [
        { id: 're_2', amount: 100, status: 'weird' },
        { id: 're_2', amount: 100, status: 'weird' },
      ],
    )
    expect(result.add).toEqual([{ stripeRefundId: 're_2', amountCents: 100, status: 'pending' }])
  })

  it('a failed refund is recorded as failed and no longer counts', () => {
    const ours = [{ stripeRefundId: 're_3', amountCents: 5000, status: 'pending' }]
    const result = reconcileRefunds(ours, [{ id: 're_3', amount: 5000, status: 'failed' }])
    expect(result.update).toEqual([{ stripeRefundId: 're_3', status: 'failed' }])
    expect(figures([{ status: 'failed', amountCents: 5000 }]).leftCents).toBe(10000)
  })
})

describe('refundNotice', () => {
  it('a partial refund says the amount', () => {
    expect(
      refundNotice(5000, figures([{ status: 'succeeded', amountCents: 5000 }]), 'R-1'),
    ).toEqual({
      subject: 'Your order R-1: partly refunded',
      intro:
        'We have refunded $50.00 to your card. It can take 5 to 10 business days to show on your statement.',
    })
  })

  it('a refund that completes it says so', () => {
    expect(
      refundNotice(5000, figures([{ status: 'succeeded', amountCents: 10000 }]), 'R-1'),
    ).toMatchObject({
      subject: 'Your order R-1: refunded',
      intro: expect.stringContaining('$50.00 to your card, the whole amount you paid'),
    })
  })
})

describe('the staff refund form', () => {
  const base = {
    intent: 'refund',
    type: 'full',
    reason: 'requested_by_customer',
    nonce: 'abcdef0123456789abcdef',
  }
  it('asks for the ticked confirmation, next to its box', () => {
    const unticked = refundFormSchema.safeParse(base)
    expect(unticked.success).toBe(false)
    expect(unticked.error?.flatten().fieldErrors.confirm).toEqual([CONFIRM_REFUND_MESSAGE])
    expect(refundFormSchema.safeParse({ ...base, confirm: 'on' }).success).toBe(true)
  })
  it('reports a bad amount and a missing confirmation together', () => {
    const both = refundFormSchema.safeParse({ ...base, type: 'partial', amount: 'abc' })
    const errors = both.error?.flatten().fieldErrors ?? {}
    expect(Object.keys(errors).sort()).toEqual(['amount', 'confirm'])
  })
})
