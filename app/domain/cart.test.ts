import { describe, expect, it } from 'vitest'
import {
  cartTotals,
  clampQuantity,
  formatItemDimensions,
  lineCharges,
  lineInstallationCents,
  readItemInches,
  sampleTotalsLines,
  type TotalsLine,
} from './cart'
import { floridaSalesTaxCents, type TaxRates } from './florida-tax'

const BROWARD: TaxRates = { stateRatePercent: 6, surtaxRatePercent: 1, county: 'Broward' }
const TAXED_IN_BROWARD = { taxRates: BROWARD, taxLabel: 'Sales tax (7%, Broward)' }
/** The totals of a cart delivered in Broward (7%: 6% state + 1% surtax). */
const inBroward = (lines: readonly TotalsLine[]) => cartTotals(lines, BROWARD)
/** 7% of an amount under $5,000, rounded half up, as the rule computes it. */
const sevenPercent = (cents: number) =>
  floridaSalesTaxCents([{ unitCents: cents, quantity: 1 }], BROWARD)

describe('cart totals (docs/requirements.md, R1)', () => {
  it('adds subtotal, installation and the tax of the delivery county (7% in Broward)', () => {
    const totals = inBroward([
      { unitPriceCents: 12799, quantity: 2, widthEighths: 48 * 8, installation: true },
      { unitPriceCents: 8999, quantity: 1, widthEighths: 36 * 8, installation: false },
    ])
    // installation: $10 x 48/12 x 2 = $80
    expect(totals).toEqual({
      itemCount: 3,
      sampleCount: 0,
      subtotalCents: 34597,
      installationCents: 8000,
      taxCents: 2982, // 7% of 425.97 = 29.8179 -> 29.82
      totalCents: 34597 + 8000 + 2982,
      ...TAXED_IN_BROWARD,
    })
  })

  it('rounds installation and tax half up to whole cents', () => {
    // 48 1/8 in: $10 x 48.125 / 12 = $40.1041666 -> 4010 cents
    expect(lineInstallationCents({ widthEighths: 385, quantity: 1, installation: true })).toBe(4010)
    // 30 1/16 impossible; 30 in x 1 = $25.00
    expect(lineInstallationCents({ widthEighths: 240, quantity: 1, installation: true })).toBe(2500)
    // 1/8 in: 1000/96 = 10.4166 -> 10
    expect(lineInstallationCents({ widthEighths: 1, quantity: 1, installation: true })).toBe(10)
    // 6/8 in: 62.5 -> 63 (half up)
    expect(lineInstallationCents({ widthEighths: 6, quantity: 1, installation: true })).toBe(63)
    expect(sevenPercent(50)).toBe(4) // 3.5 -> 4
    expect(sevenPercent(49)).toBe(3) // 3.43 -> 3
    expect(sevenPercent(0)).toBe(0)
  })

  it('prices one line before tax: products, installation and the two added (docs/requirements.md, R17)', () => {
    // 48 1/2 in wide: $10 x 48.5 / 12 = $40.4166 -> $40.42 for one shade
    expect(
      lineCharges({ unitPriceCents: 22399, quantity: 1, widthEighths: 388, installation: true }),
    ).toEqual({ productsCents: 22399, installationCents: 4042, allInCents: 26441 })
    // Two shades: rounded once for the line, as the totals do ($80.83, not 2 x $40.42)
    expect(
      lineCharges({ unitPriceCents: 22399, quantity: 2, widthEighths: 388, installation: true }),
    ).toEqual({ productsCents: 44798, installationCents: 8083, allInCents: 52881 })
    expect(
      lineCharges({ unitPriceCents: 8999, quantity: 3, widthEighths: 388, installation: false }),
    ).toEqual({ productsCents: 26997, installationCents: 0, allInCents: 26997 })
  })

  it('the totals are the sum of the lines', () => {
    const lines = [
      { unitPriceCents: 22399, quantity: 2, widthEighths: 388, installation: true },
      { unitPriceCents: 12799, quantity: 1, widthEighths: 385, installation: true },
      { unitPriceCents: 8999, quantity: 1, widthEighths: 300, installation: false },
    ]
    const totals = inBroward(lines)
    const allIn = lines.map(lineCharges).reduce((sum, l) => sum + l.allInCents, 0)
    expect(totals.subtotalCents + totals.installationCents).toBe(allIn)
    expect(totals.totalCents).toBe(allIn + sevenPercent(allIn))
  })

  it('is zero for an empty cart', () => {
    expect(inBroward([])).toEqual({
      itemCount: 0,
      sampleCount: 0,
      subtotalCents: 0,
      installationCents: 0,
      taxCents: 0,
      totalCents: 0,
      ...TAXED_IN_BROWARD,
    })
  })

  it('clamps quantities to 1..99', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-3)).toBe(1)
    expect(clampQuantity(150)).toBe(99)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(2.7)).toBe(2)
  })

  it('charges installation per foot of width and per unit, only where it is ticked', () => {
    // 35 3/8 in x 3 units: $10 x 35.375/12 x 3 = $88.4375 -> $88.44; the unticked line adds none.
    const totals = inBroward([
      { unitPriceCents: 13333, quantity: 3, widthEighths: 35 * 8 + 3, installation: true },
      { unitPriceCents: 9999, quantity: 2, widthEighths: 72 * 8, installation: false },
    ])
    expect(totals.subtotalCents).toBe(39999 + 19998)
    expect(totals.installationCents).toBe(8844)
    // 7% of 688.41 = 48.1887 -> 48.19
    expect(totals.taxCents).toBe(4819)
    expect(totals.totalCents).toBe(59997 + 8844 + 4819)
  })

  it('rounds tax to the cent at the half', () => {
    // 7% of $0.50 = 3.5 cents -> 4; of $1.50 = 10.5 -> 11; of $12.34 = 86.38 -> 86
    expect(
      inBroward([{ unitPriceCents: 50, quantity: 1, widthEighths: 0, installation: false }])
        .taxCents,
    ).toBe(4)
    expect(
      inBroward([{ unitPriceCents: 150, quantity: 1, widthEighths: 0, installation: false }])
        .taxCents,
    ).toBe(11)
    expect(
      inBroward([{ unitPriceCents: 1234, quantity: 1, widthEighths: 0, installation: false }])
        .taxCents,
    ).toBe(86)
  })

  it('counts samples apart and never charges them, whatever price they carry', () => {
    const product = { unitPriceCents: 10000, quantity: 1, widthEighths: 36 * 8, installation: true }
    const sample = {
      unitPriceCents: 999,
      quantity: 5,
      widthEighths: 96,
      installation: true,
      sample: true,
    }
    expect(inBroward([product, sample, sample])).toEqual({
      ...inBroward([product]),
      sampleCount: 2,
    })
    expect(inBroward([sample])).toEqual({
      itemCount: 0,
      sampleCount: 1,
      subtotalCents: 0,
      installationCents: 0,
      taxCents: 0,
      totalCents: 0,
      ...TAXED_IN_BROWARD,
    })
  })

  it('charges the surtax on the first $5,000 of each unit only (s. 212.054(2)(b))', () => {
    // One $6,000 shade: 6% of $6,000 + 1% of $5,000 = $410 (a flat 7% would be $420)
    const one = inBroward([
      { unitPriceCents: 600_000, quantity: 1, widthEighths: 96 * 8, installation: false },
    ])
    expect(one.taxCents).toBe(41_000)
    expect(one.totalCents).toBe(641_000)
    // Two $3,000 shades on one line: each unit is an item under the cap, 7% of $6,000
    const two = inBroward([
      { unitPriceCents: 300_000, quantity: 2, widthEighths: 96 * 8, installation: false },
    ])
    expect(two.taxCents).toBe(42_000)
  })

  it("counts each unit's share of its line's installation in the unit's sales price", () => {
    // $4,990 shade, 96 in wide: installation $80, so the unit sells for $5,070; 6% of $5,070 +
    // 1% of $5,000 = $304.20 + $50 = $354.20 (installation taxed, the unit capped)
    const shade = { unitPriceCents: 499_000, quantity: 1, widthEighths: 96 * 8, installation: true }
    expect(inBroward([shade]).taxCents).toBe(35_420)
    // Three of them: installation $240 shared, $80 each: three units capped alike
    expect(inBroward([{ ...shade, quantity: 3 }]).taxCents).toBe(3 * 35_420)
  })

  it("taxes the same cart at each county's rate", () => {
    const lines = [{ unitPriceCents: 10_000, quantity: 1, widthEighths: 0, installation: false }]
    const martin = { stateRatePercent: 6, surtaxRatePercent: 0.5, county: 'Martin' }
    expect(cartTotals(lines, martin)).toMatchObject({
      taxCents: 650,
      taxLabel: 'Sales tax (6.5%, Martin)',
    })
    expect(inBroward(lines)).toMatchObject({ taxCents: 700, taxLabel: 'Sales tax (7%, Broward)' })
  })
})

describe('the rules the totals are listed with', () => {
  it('counts free samples as uncharged lines', () => {
    const product = { unitPriceCents: 10000, quantity: 2, widthEighths: 0, installation: false }
    expect(inBroward([product, ...sampleTotalsLines(3)])).toEqual({
      ...inBroward([product]),
      sampleCount: 3,
    })
    expect(sampleTotalsLines(0)).toEqual([])
  })
})

describe('cart item dimensions (both stored forms)', () => {
  it('reads a plain number or { whole, fraction }', () => {
    expect(readItemInches(48)).toBe(48)
    expect(readItemInches(48.5)).toBe(48.5)
    expect(readItemInches({ whole: 35, fraction: '0.375' })).toBe(35.375)
    expect(readItemInches({ whole: 72 })).toBe(72)
    expect(readItemInches({ whole: 72, fraction: '' })).toBe(72)
    expect(readItemInches({ whole: 'x', fraction: '0.5' })).toBeNull()
    expect(readItemInches({ whole: 10, fraction: '1.5' })).toBeNull()
    expect(readItemInches(undefined)).toBeNull()
  })

  it('shows W" x H"', () => {
    expect(formatItemDimensions({ width: 48, height: 72 })).toBe('48" x 72"')
    expect(formatItemDimensions({ width: { whole: 35, fraction: '0.375' }, height: 60 })).toBe(
      '35.375" x 60"',
    )
  })
})
