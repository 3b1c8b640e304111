import { describe, expect, it } from 'vitest'
import { buildPriceGrid } from '../../../db/seed-data'
import { buildGrid } from './engine'
import { lowestGridCents } from './from-price'

describe('lowestGridCents', () => {
  it('is the lowest cell over every group, ignoring missing cells', () => {
    expect(
      lowestGridCents({
        A: { widths: [24, 36], heights: [36], cents: [12999, null] },
        B: { widths: [24], heights: [36, 48], cents: [null, 11999] },
      }),
    ).toBe(11999)
  })

  it('is null for an empty grid or one without prices', () => {
    expect(lowestGridCents({})).toBeNull()
    expect(lowestGridCents({ A: { widths: [24], heights: [36], cents: [null] } })).toBeNull()
  })

  it('gives the seeded zebra shades the From price of the shop page', () => {
    expect(lowestGridCents(buildGrid(buildPriceGrid('zebra')))).toBe(12799)
  })
})
