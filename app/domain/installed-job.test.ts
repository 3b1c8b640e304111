import { describe, expect, it } from 'vitest'
import { balanceReminderDaysSchema, orderBalance, remindersDue } from './installed-job'

const card = (amountCents: number, status = 'succeeded') => ({ amountCents, status })
const offline = (amountCents: number, voidedAt: Date | null = null) => ({ amountCents, voidedAt })

describe('paid so far and the balance due', () => {
  it('counts card payments that went through and offline payments, less refunds', () => {
    const balance = orderBalance({
      totalCents: 100_000,
      payments: [card(50_000), card(10_000, 'failed'), card(5_000, 'requires_payment')],
      offlinePayments: [offline(20_000)],
      refunds: [
        { amountCents: 1_000, status: 'succeeded' },
        { amountCents: 500, status: 'pending' },
      ],
    })
    expect(balance).toMatchObject({
      cardPaidCents: 50_000,
      offlinePaidCents: 20_000,
      refundedCents: 1_000,
      paidCents: 69_000,
      balanceCents: 31_000,
      paidInFull: false,
    })
  })

  it('a voided offline payment stops counting', () => {
    const balance = orderBalance({
      totalCents: 10_000,
      payments: [],
      offlinePayments: [offline(10_000, new Date())],
      refunds: [],
    })
    expect(balance.paidCents).toBe(0)
    expect(balance.balanceCents).toBe(10_000)
  })

  it('a card payment refunded in full still shows as taken, and the refund as refunded', () => {
    const balance = orderBalance({
      totalCents: 10_000,
      payments: [card(5_000, 'refunded')],
      offlinePayments: [],
      refunds: [{ amountCents: 5_000, status: 'succeeded' }],
    })
    expect(balance).toMatchObject({ cardPaidCents: 5_000, paidCents: 0, balanceCents: 10_000 })
  })

  it('deposit plus balance is paid in full; more is overpaid, never a negative balance', () => {
    const exact = orderBalance({
      totalCents: 10_000,
      payments: [card(5_000), card(5_000)],
      offlinePayments: [],
      refunds: [],
    })
    expect(exact).toMatchObject({ balanceCents: 0, paidInFull: true, overpaidCents: 0 })
    const over = orderBalance({
      totalCents: 10_000,
      payments: [card(5_000), card(5_000)],
      offlinePayments: [offline(2_000)],
      refunds: [],
    })
    expect(over).toMatchObject({ balanceCents: 0, paidInFull: true, overpaidCents: 2_000 })
  })
})

describe('balance reminders', () => {
  const invoicedAt = new Date('2026-03-01T15:00:00Z')
  const at = (days: number) => new Date(invoicedAt.getTime() + days * 86_400_000)

  it('is due on each day set, once', () => {
    const base = { invoicedAt, days: [3, 10], balanceCents: 5_000 }
    expect(remindersDue({ ...base, now: at(2.9), sent: [] })).toEqual([])
    expect(remindersDue({ ...base, now: at(3), sent: [] })).toEqual([3])
    expect(remindersDue({ ...base, now: at(4), sent: [3] })).toEqual([])
    expect(remindersDue({ ...base, now: at(11), sent: [3] })).toEqual([10])
  })

  it('stops once the balance is paid', () => {
    expect(
      remindersDue({ invoicedAt, now: at(30), days: [3, 10], sent: [], balanceCents: 0 }),
    ).toEqual([])
  })

  it('reads the owner’s days: up to a year after the invoice, six at most, empty for none', () => {
    const read = (days: string) =>
      balanceReminderDaysSchema.safeParse({ intent: 'balance-reminder-days', days })
    expect(read('10, 3 3').data?.days).toEqual([3, 10])
    expect(read('365').data?.days).toEqual([365])
    expect(read('').data?.days).toEqual([])
    for (const wrong of ['0', 'soon', '366', '1, 2, 3, 4, 5, 6, 7']) {
      expect(read(wrong).success).toBe(false)
    }
  })
})
