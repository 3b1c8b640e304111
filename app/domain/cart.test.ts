import { describe, expect, it } from 'vitest'
import {
  cartTotals,
  clampQuantity,
  formatItemDimensions,
  lineCharges,
  lineInstallationCents,
  readItemInches,
  sampleTotalsLines,
  taxCents,
  taxLabel,
} from './cart'

describe('cart totals (docs/requirements.md, R1)', () => {
  it('adds subtotal, installation and 7% tax', () => {
    const totals = cartTotals([
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
    expect(taxCents(50)).toBe(4) // 3.5 -> 4
    expect(taxCents(49)).toBe(3) // 3.43 -> 3
    expect(taxCents(0)).toBe(0)
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
    const totals = cartTotals(lines)
    const allIn = lines.map(lineCharges).reduce((sum, l) => sum + l.allInCents, 0)
    expect(totals.subtotalCents + totals.installationCents).toBe(allIn)
    expect(totals.totalCents).toBe(allIn + taxCents(allIn))
  })

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      itemCount: 0,
      sampleCount: 0,
      subtotalCents: 0,
      installationCents: 0,
      taxCents: 0,
      totalCents: 0,
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
    const totals = cartTotals([
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
      cartTotals([{ unitPriceCents: 50, quantity: 1, widthEighths: 0, installation: false }])
        .taxCents,
    ).toBe(4)
    expect(
      cartTotals([{ unitPriceCents: 150, quantity: 1, widthEighths: 0, installation: false }])
        .taxCents,
    ).toBe(11)
    expect(
      cartTotals([{ unitPriceCents: 1234, quantity: 1, widthEighths: 0, installation: false }])
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
    expect(cartTotals([product, sample, sample])).toEqual({
      ...cartTotals([product]),
      sampleCount: 2,
    })
    expect(cartTotals([sample])).toEqual({
      itemCount: 0,
      sampleCount: 1,
      subtotalCents: 0,
      installationCents: 0,
      taxCents: 0,
      totalCents: 0,
    })
  })
})

describe('the rules the totals are listed with', () => {
  it('labels tax with the one rate', () => {
    expect(taxLabel()).toBe('Tax (7%)')
    expect(taxLabel('Sales tax')).toBe('Sales tax (7%)')
  })

  it('counts free samples as uncharged lines', () => {
    const product = { unitPriceCents: 10000, quantity: 2, widthEighths: 0, installation: false }
    expect(cartTotals([product, ...sampleTotalsLines(3)])).toEqual({
      ...cartTotals([product]),
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
