import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  combinedLeadWindow,
  DEFAULT_LEAD_TIMES,
  leadTimeHeadline,
  leadTimeSentence,
  leadWindow,
  orderLeadTime,
  storedLeadWindow,
} from './lead-time'
import { leadTimeFormSchema } from './lead-time-form'

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-27') // Thu -> Fri
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30') // Fri -> Mon
    expect(addBusinessDays('2026-11-26', 5)).toBe('2026-12-03') // Thu -> next Thu
    expect(addBusinessDays('2026-11-26', 10)).toBe('2026-12-10')
  })
  it('counts from a weekend as from the Monday', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30') // Sat -> Mon
    expect(addBusinessDays('2026-11-29', 2)).toBe('2026-12-01') // Sun -> Tue
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30') // never a weekend date
    expect(addBusinessDays('2026-11-26', 0)).toBe('2026-11-26')
  })
  it('crosses months and years', () => {
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addBusinessDays('2027-01-01', 1)).toBe('2027-01-04')
  })
})

describe('leadWindow', () => {
  it('adds production and installation, both ends', () => {
    const window = leadWindow(DEFAULT_LEAD_TIMES.zebra, '2026-11-26')
    expect(window).toEqual({
      minDays: 9,
      maxDays: 15,
      fromDate: '2026-12-09',
      toDate: '2026-12-17',
    })
    expect(leadTimeHeadline(window)).toBe('Ready to install in 2–3 weeks')
    expect(leadTimeSentence(window)).toBe(
      'Ready to install in 2–3 weeks: expected between Wed, Dec 9 – Thu, Dec 17, 2026.',
    )
  })
  it('min = max gives one date and one figure', () => {
    const window = leadWindow(
      { productionMinDays: 10, productionMaxDays: 10, installMinDays: 0, installMaxDays: 0 },
      '2026-11-27',
    )
    expect(window.fromDate).toBe(window.toDate)
    expect(window.toDate).toBe('2026-12-11')
    expect(leadTimeHeadline(window)).toBe('Ready to install in 2 weeks')
    expect(leadTimeSentence(window)).toBe(
      'Ready to install in 2 weeks: expected on Fri, Dec 11, 2026.',
    )
  })
  it('short times are said in business days', () => {
    const window = leadWindow(
      { productionMinDays: 1, productionMaxDays: 2, installMinDays: 1, installMaxDays: 1 },
      '2026-11-27',
    )
    expect(leadTimeHeadline(window)).toBe('Ready to install in 2–3 business days')
    expect(window.fromDate).toBe('2026-12-01')
  })
  it('a window across the new year names both years', () => {
    const window = leadWindow(DEFAULT_LEAD_TIMES.zebra, '2026-12-18')
    expect(leadTimeSentence(window)).toMatch(/Dec \d+, 2026 – .*Jan \d+, 2027/)
  })
})

describe('combinedLeadWindow', () => {
  it('takes the slowest product at each end; none for samples only', () => {
    const leadTimes = {
      ...DEFAULT_LEAD_TIMES,
      regular: {
        productionMinDays: 20,
        productionMaxDays: 20,
        installMinDays: 0,
        installMaxDays: 0,
      },
    }
    const both = combinedLeadWindow(['zebra', 'regular'], leadTimes, '2026-11-26')
    expect(both).toMatchObject({ minDays: 20, maxDays: 20 })
    expect(both?.toDate).toBe(leadWindow(leadTimes.regular, '2026-11-26').toDate)
    expect(combinedLeadWindow([], leadTimes, '2026-11-26')).toBeNull()
  })
})

describe('leadTimeFormSchema and storedLeadWindow', () => {
  it('refuses a range whose end comes before its start, and negative days', () => {
    const result = leadTimeFormSchema.safeParse({
      productType: 'zebra',
      productionMinDays: '10',
      productionMaxDays: '5',
      installMinDays: '-1',
      installMaxDays: '2',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((i) => i.path[0])
    expect(paths).toEqual(expect.arrayContaining(['productionMaxDays', 'installMinDays']))
  })
  it('reads back only a well-formed stored window', () => {
    const window = leadWindow(DEFAULT_LEAD_TIMES.roller, '2026-11-26')
    expect(storedLeadWindow(JSON.parse(JSON.stringify(window)))).toEqual(window)
    expect(storedLeadWindow(null)).toBeNull()
    expect(storedLeadWindow({ fromDate: 'soon' })).toBeNull()
  })
})

describe('orderLeadTime: when, as the order stands (issue 40)', () => {
  const promised = leadWindow(DEFAULT_LEAD_TIMES.zebra, '2026-11-26')
  const facts = {
    stage: 'paid',
    promised,
    withInstallation: true,
    expectedDate: null,
    visit: null,
  }
  it('keeps the promise until the supplier gives a date', () => {
    expect(orderLeadTime(facts)).toBe(leadTimeSentence(promised))
    expect(orderLeadTime({ ...facts, stage: 'ordered' })).toBe(leadTimeSentence(promised))
    expect(orderLeadTime({ ...facts, stage: 'ordered', expectedDate: '2026-12-15' })).toBe(
      'Expected from our supplier by Tuesday, December 15, 2026; then we call you to book the installation.',
    )
  })
  it('says the booked visit, and a date recorded earlier no longer counts', () => {
    expect(
      orderLeadTime({
        ...facts,
        stage: 'installation-scheduled',
        expectedDate: '2026-12-15',
        visit: { date: '2026-12-22', time: '13:30' },
      }),
    ).toBe('Installation booked for Tuesday, December 22, 2026 at 1:30 PM.')
    expect(orderLeadTime({ ...facts, stage: 'goods-received', expectedDate: '2026-12-15' })).toBe(
      'Your order has arrived: we will call you to book the installation.',
    )
  })
  it('says nothing once it is on its way, done, cancelled or refunded', () => {
    for (const stage of [
      'shipped',
      'installed',
      'delivered',
      'completed',
      'cancelled',
      'refunded',
    ]) {
      expect(orderLeadTime({ ...facts, stage, expectedDate: '2026-12-15' }), stage).toBeNull()
    }
  })
})
