import { describe, expect, it } from 'vitest'
import { lifetimeValueCents, SEARCH_MAX_LENGTH, staffSearch } from './customer-list'

const paid = (amountCents: number) => ({ status: 'succeeded', amountCents })

describe('lifetimeValueCents: paid orders less refunds, integer cents', () => {
  it('adds what each order was paid', () => {
    expect(
      lifetimeValueCents([
        { payments: [paid(123_45)], refunds: [] },
        { payments: [paid(10_00)], refunds: [] },
      ]),
    ).toBe(133_45)
  })

  it('takes away the refunds that went through, not the failed or pending ones', () => {
    expect(
      lifetimeValueCents([
        {
          payments: [paid(500_00)],
          refunds: [
            { status: 'succeeded', amountCents: 120_00 },
            { status: 'failed', amountCents: 50_00 },
            { status: 'pending', amountCents: 30_00 },
          ],
        },
      ]),
    ).toBe(380_00)
  })

  it('counts nothing for an order not paid, a failed payment or a quote', () => {
    expect(
      lifetimeValueCents([
        { payments: [], refunds: [] },
        { payments: [{ status: 'failed', amountCents: 900_00 }], refunds: [] },
        { payments: [{ status: 'requires_payment', amountCents: 900_00 }], refunds: [] },
      ]),
    ).toBe(0)
  })

  it('keeps a payment refunded in full at zero, and a customer with no orders at zero', () => {
    expect(
      lifetimeValueCents([
        {
          payments: [{ status: 'refunded', amountCents: 75_00 }],
          refunds: [{ status: 'succeeded', amountCents: 75_00 }],
        },
      ]),
    ).toBe(0)
    expect(lifetimeValueCents([])).toBe(0)
  })

  it('stays in whole cents', () => {
    const value = lifetimeValueCents([{ payments: [paid(0.1 + 0.2)], refunds: [] }])
    expect(Number.isInteger(value)).toBe(true)
  })
})

describe('staffSearch: what a typed search asks for', () => {
  it('reads a phone number in any formatting as the same digits', () => {
    for (const typed of ['(954) 555-0177', '9545550177', '954.555.0177', '+1 954 555 0177']) {
      expect(staffSearch(typed).phoneDigits).toBe('9545550177')
    }
  })

  it('reads references: a customer reference, a lead Q-number, an order #number', () => {
    expect(staffSearch('7kq2 m9xd').reference).toBe('7KQ2-M9XD')
    expect(staffSearch('q-12').leadId).toBe(12)
    expect(staffSearch('#42').orderId).toBe(42)
    expect(staffSearch('Maria').phoneDigits).toBeNull()
  })

  it('cuts a long search to its limit and trims it', () => {
    expect(staffSearch(`  ${'a'.repeat(5000)}  `).text).toHaveLength(SEARCH_MAX_LENGTH)
    expect(staffSearch('  maria ').text).toBe('maria')
    expect(staffSearch(null).text).toBe('')
  })
})
