import { describe, expect, it } from 'vitest'
import { cartTotals, clampQuantity, lineInstallationCents, taxCents } from './cart'

describe('cart totals (decision 1)', () => {
  it('adds subtotal, installation and 7% tax', () => {
    const totals = cartTotals([
      { unitPriceCents: 12799, quantity: 2, widthEighths: 48 * 8, installation: true },
      { unitPriceCents: 8999, quantity: 1, widthEighths: 36 * 8, installation: false },
    ])
    // installation: $10 x 48/12 x 2 = $80
    expect(totals).toEqual({
      itemCount: 3,
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

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      itemCount: 0,
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
})
