import { describe, expect, it } from 'vitest'
import {
  basisPointsNumber,
  chosenAlternatives,
  DEFAULT_DISCOUNT_LIMITS,
  depositDueCents,
  discountLimitFor,
  discountLimitRefusal,
  discountOff,
  discountShare,
  type EstimateLineForTotals,
  estimateState,
  estimateTotals,
  formatBasisPoints,
  percentToBasisPoints,
  shareBasisPoints,
  shareInProportion,
  type TaxFunction,
} from './estimate'
import { divRoundHalfUp } from './money'

/** 7% of everything, rounded once: a stand-in for the county's rule. */
const sevenPercent: TaxFunction = (items) =>
  divRoundHalfUp(items.reduce((sum, i) => sum + i.unitCents * i.quantity, 0) * 7, 100)
const noTax: TaxFunction = () => 0

const line = (id: number, unitPriceCents: number, more: Partial<EstimateLineForTotals> = {}) => ({
  id,
  unitPriceCents,
  quantity: 1,
  ...more,
})

describe('estimate totals: lines, tax and total', () => {
  it('adds the lines (unit x quantity, with a catalogue line installation) and taxes them', () => {
    const totals = estimateTotals({
      lines: [line(1, 22399, { quantity: 2, installationCents: 8083 }), line(2, 150000)],
      tax: sevenPercent,
    })
    expect(totals.lines.map((l) => l.netCents)).toEqual([52881, 150000])
    expect(totals.subtotalCents).toBe(202881)
    expect(totals.discountCents).toBe(0)
    expect(totals.taxCents).toBe(14202) // 7% of 2,028.81 = 142.0167
    expect(totals.totalCents).toBe(202881 + 14202)
  })

  it('an empty estimate is all zeros and asks the tax of nothing', () => {
    let asked = false
    const totals = estimateTotals({
      lines: [],
      tax: () => {
        asked = true
        return 5
      },
    })
    expect(asked).toBe(false)
    expect(totals).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0, depositCents: 0 })
  })
})

describe('alternatives and optional items', () => {
  const groups = [
    {
      id: 10,
      alternatives: [{ id: 100, isDefault: false }, { id: 101, isDefault: true }, { id: 102 }],
    },
  ]
  const lines = [
    line(1, 10000),
    // Good: two windows of zebra; better: roller; best: shutters.
    line(2, 20000, { alternativeId: 100 }),
    line(3, 20000, { alternativeId: 100 }),
    line(4, 30000, { alternativeId: 101 }),
    line(5, 90000, { alternativeId: 102 }),
    line(6, 17500, { optional: true }),
  ]

  it('counts the default alternative and no optional item until the customer chooses', () => {
    const totals = estimateTotals({ lines, groups, tax: noTax })
    expect(totals.lines.filter((l) => l.included).map((l) => l.id)).toEqual([1, 4])
    expect(totals.subtotalCents).toBe(40000)
    expect(totals.alternatives).toEqual([
      { id: 100, groupId: 10, chosen: false, netCents: 40000 },
      { id: 101, groupId: 10, chosen: true, netCents: 30000 },
      { id: 102, groupId: 10, chosen: false, netCents: 90000 },
    ])
  })

  it("counts the customer's alternative (all its lines) and the items they ticked", () => {
    const totals = estimateTotals({
      lines,
      groups,
      choices: { alternatives: { 10: 100 }, optionalLineIds: [6] },
      tax: sevenPercent,
    })
    expect(totals.lines.filter((l) => l.included).map((l) => l.id)).toEqual([1, 2, 3, 6])
    expect(totals.subtotalCents).toBe(67500)
    expect(totals.taxCents).toBe(4725)
    expect(totals.totalCents).toBe(72225)
  })

  it('a choice of another group or an unknown alternative falls back to the default; the first when none is marked', () => {
    expect(chosenAlternatives(groups, { alternatives: { 10: 999 } }).get(10)).toBe(101)
    expect(chosenAlternatives([{ id: 1, alternatives: [{ id: 7 }, { id: 8 }] }]).get(1)).toBe(7)
    expect(chosenAlternatives([{ id: 1, alternatives: [] }]).has(1)).toBe(false)
  })
})

describe('discounts', () => {
  it('a line discount in percent is rounded once, half up; in cents never more than the line', () => {
    expect(discountOff(12345, { kind: 'percent', basisPoints: 1000 })).toBe(1235) // 1234.5
    expect(discountOff(12345, { kind: 'amount', cents: 20000 })).toBe(12345)
    expect(discountOff(12345, null)).toBe(0)
    const totals = estimateTotals({
      lines: [
        line(1, 12345, { discount: { kind: 'percent', basisPoints: 1000 } }),
        line(2, 5000, { discount: { kind: 'amount', cents: 500 } }),
      ],
      tax: noTax,
    })
    expect(totals.lines.map((l) => [l.discountCents, l.netCents])).toEqual([
      [1235, 11110],
      [500, 4500],
    ])
    expect(totals).toMatchObject({
      subtotalCents: 17345,
      lineDiscountCents: 1735,
      estimateDiscountCents: 0,
      discountCents: 1735,
      totalCents: 15610,
    })
  })

  it('a whole-estimate percent comes off what the lines come to after their own discounts', () => {
    const totals = estimateTotals({
      lines: [line(1, 10000, { discount: { kind: 'percent', basisPoints: 1000 } }), line(2, 333)],
      discount: { kind: 'percent', basisPoints: 500 },
      tax: sevenPercent,
    })
    // lines 9,000 + 333 = 9,333; 5% = 466.65 -> 467
    expect(totals.estimateDiscountCents).toBe(467)
    expect(totals.discountCents).toBe(1000 + 467)
    // taxed on 8,866: 620.62 -> 621
    expect(totals.taxCents).toBe(621)
    expect(totals.totalCents).toBe(10333 - 1467 + 621)
  })

  it('a whole-estimate amount never takes the total below zero', () => {
    const totals = estimateTotals({
      lines: [line(1, 5000)],
      discount: { kind: 'amount', cents: 9000 },
      tax: sevenPercent,
    })
    expect(totals).toMatchObject({ estimateDiscountCents: 5000, taxCents: 0, totalCents: 0 })
  })

  it('the tax sees each unit at its price after every discount, to the cent', () => {
    const seen: { unitCents: number; quantity: number }[][] = []
    estimateTotals({
      lines: [line(1, 1000, { quantity: 3 }), line(2, 2000)],
      discount: { kind: 'amount', cents: 100 },
      tax: (items) => {
        seen.push(items)
        return 0
      },
    })
    // 100 shared 3,000 : 2,000 -> 60 and 40; 2,940 over 3 units = 980 each.
    expect(seen[0]).toEqual([
      { unitCents: 980, quantity: 3 },
      { unitCents: 1960, quantity: 1 },
    ])
  })

  it('a line whose price does not divide by its quantity is given as units a cent apart', () => {
    const seen: { unitCents: number; quantity: number }[][] = []
    estimateTotals({
      lines: [line(1, 1000, { quantity: 3, discount: { kind: 'amount', cents: 1 } })],
      tax: (items) => {
        seen.push(items)
        return 0
      },
    })
    expect(seen[0]).toEqual([
      { unitCents: 1000, quantity: 2 },
      { unitCents: 999, quantity: 1 },
    ])
  })

  it('a per-item tax rule (a cap on each item) gets items, not the sum', () => {
    // Surtax of 1% on the first $5,000 of each item.
    const capped: TaxFunction = (items) =>
      items.reduce(
        (sum, i) => sum + divRoundHalfUp(Math.min(i.unitCents, 500000) * i.quantity, 100),
        0,
      )
    const totals = estimateTotals({ lines: [line(1, 600000), line(2, 100000)], tax: capped })
    expect(totals.taxCents).toBe(5000 + 1000)
  })

  it('shares an amount in proportion to the cent, the leftover cents to the largest remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareInProportion(10, [3, 7])).toEqual([3, 7])
    expect(shareInProportion(0, [3, 7])).toEqual([0, 0])
    expect(shareInProportion(5, [0, 0])).toEqual([0, 0])
    const parts = shareInProportion(99_999, [123_457, 987_654, 1])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999)
  })
})

describe('deposit', () => {
  it('a percent of the total, rounded once half up; an amount never more than the total', () => {
    expect(depositDueCents(100001, { kind: 'percent', basisPoints: 5000 })).toBe(50001) // 50,000.5
    expect(depositDueCents(99999, { kind: 'percent', basisPoints: 3333 })).toBe(33330) // 33,329.67
    expect(depositDueCents(50000, { kind: 'amount', cents: 20000 })).toBe(20000)
    expect(depositDueCents(50000, { kind: 'amount', cents: 90000 })).toBe(50000)
    expect(depositDueCents(0, { kind: 'percent', basisPoints: 5000 })).toBe(0)
  })

  it('the totals carry the deposit and the balance', () => {
    const totals = estimateTotals({
      lines: [line(1, 100001)],
      deposit: { kind: 'percent', basisPoints: 5000 },
      tax: noTax,
    })
    expect(totals).toMatchObject({ totalCents: 100001, depositCents: 50001, balanceCents: 50000 })
  })
})

describe('the discount limit', () => {
  const lines = [line(1, 10000), line(2, 30000)]

  it('a line discount counts as its share of that line', () => {
    const share = discountShare({
      lines: [line(1, 10000, { discount: { kind: 'percent', basisPoints: 1200 } }), line(2, 30000)],
    })
    expect(shareBasisPoints(share)).toBe(1200)
  })

  it('a whole-estimate percent on top of a line percent compounds', () => {
    const share = discountShare({
      lines: [line(1, 10000, { discount: { kind: 'percent', basisPoints: 1000 } })],
      discount: { kind: 'percent', basisPoints: 1000 },
    })
    expect(shareBasisPoints(share)).toBe(1900)
  })

  it('a whole-estimate amount counts against the cheapest the customer could choose', () => {
    const groups = [{ id: 1, alternatives: [{ id: 11, isDefault: true }, { id: 12 }] }]
    const withChoices = [
      line(1, 10000),
      line(2, 40000, { alternativeId: 11 }),
      line(3, 10000, { alternativeId: 12 }),
      line(4, 50000, { optional: true }),
    ]
    // Cheapest: 10,000 + 10,000 = 20,000; $40 off = 20%.
    const share = discountShare({
      lines: withChoices,
      groups,
      discount: { kind: 'amount', cents: 4000 },
    })
    expect(shareBasisPoints(share)).toBe(2000)
    expect(
      shareBasisPoints(discountShare({ lines, discount: { kind: 'amount', cents: 4000 } })),
    ).toBe(1000)
  })

  it('an estimate of optional items only counts an amount against the cheapest item', () => {
    const share = discountShare({
      lines: [line(1, 10000, { optional: true }), line(2, 50000, { optional: true })],
      discount: { kind: 'amount', cents: 1000 },
    })
    expect(shareBasisPoints(share)).toBe(1000)
  })

  it('the office within 10% may save; above it is refused with the limit and the share', () => {
    const limit = discountLimitFor('office', DEFAULT_DISCOUNT_LIMITS)
    expect(limit).toBe(1000)
    const none = discountShare({ lines })
    const ten = discountShare({ lines, discount: { kind: 'percent', basisPoints: 1000 } })
    const eleven = discountShare({ lines, discount: { kind: 'amount', cents: 4001 } })
    expect(discountLimitRefusal(none, ten, limit)).toBeNull()
    expect(discountLimitRefusal(none, eleven, limit)).toBe(
      'Your discount limit is 10%: this would give up to 10.01% off. Lower the discount, or ask the owner.',
    )
  })

  it('the owner has no limit; an installer 5%; an unknown role none', () => {
    const big = discountShare({ lines, discount: { kind: 'percent', basisPoints: 5000 } })
    const none = discountShare({ lines })
    expect(
      discountLimitRefusal(none, big, discountLimitFor('owner', DEFAULT_DISCOUNT_LIMITS)),
    ).toBeNull()
    expect(discountLimitFor('installer', DEFAULT_DISCOUNT_LIMITS)).toBe(500)
    expect(discountLimitFor('stranger', DEFAULT_DISCOUNT_LIMITS)).toBe(0)
  })

  it('a change that does not raise an earlier discount above the limit is not refused', () => {
    const twenty = discountShare({ lines, discount: { kind: 'percent', basisPoints: 2000 } })
    const fifteen = discountShare({ lines, discount: { kind: 'percent', basisPoints: 1500 } })
    expect(discountLimitRefusal(twenty, twenty, 1000)).toBeNull()
    expect(discountLimitRefusal(twenty, fifteen, 1000)).toBeNull()
    expect(discountLimitRefusal(fifteen, twenty, 1000)).not.toBeNull()
  })
})

describe('percents as typed', () => {
  it('reads whole and decimal percents up to 100', () => {
    expect(percentToBasisPoints('10')).toBe(1000)
    expect(percentToBasisPoints('12.5%')).toBe(1250)
    expect(percentToBasisPoints(' 0.25 ')).toBe(25)
    expect(percentToBasisPoints('100')).toBe(10000)
    expect(percentToBasisPoints('100.01')).toBeNull()
    expect(percentToBasisPoints('-5')).toBeNull()
    expect(percentToBasisPoints('1.234')).toBeNull()
    expect(percentToBasisPoints('')).toBeNull()
  })

  it('shows basis points as a percent', () => {
    expect(formatBasisPoints(1250)).toBe('12.5%')
    expect(formatBasisPoints(1000)).toBe('10%')
    expect(formatBasisPoints(1234)).toBe('12.34%')
    expect(formatBasisPoints(5)).toBe('0.05%')
    expect(basisPointsNumber(5000)).toBe('50')
  })
})

describe('the state the customer sees', () => {
  it('a sent estimate past its last day is expired; on its last day it is not', () => {
    expect(estimateState({ status: 'sent', expiresOn: '2026-12-01' }, '2026-12-02')).toBe('expired')
    expect(estimateState({ status: 'sent', expiresOn: '2026-12-02' }, '2026-12-02')).toBe('sent')
    expect(estimateState({ status: 'accepted', expiresOn: '2026-12-01' }, '2026-12-02')).toBe(
      'accepted',
    )
  })
})
