import { describe, expect, it } from 'vitest'
import { buildPriceGrid, PRODUCT_OPTIONS } from '../../../db/seed-data'
import { buildGrid, type Configuration, checkSize, priceConfiguration, SIZE_LIMITS } from './index'
import { priceInput } from './input'

/** The seeded grid and options of a product, as the catalogue hands them to the engine. */
function catalogFor(productType: Configuration['productType']) {
  return {
    grid: buildGrid(buildPriceGrid(productType)),
    options: PRODUCT_OPTIONS.filter((o) => o.productType === productType),
  }
}

const zebra: Configuration = {
  productType: 'zebra',
  widthEighths: 48 * 8 + 3,
  heightEighths: 72 * 8,
  mountType: 'outside',
  operationType: 'manual',
  controlSide: 'left',
  optionCodes: ['installation', 'cassette_4'],
}

describe('priceInput', () => {
  it('copies the configuration and names the fabric by its swatch', () => {
    expect(priceInput(zebra, { fabricName: 'Classic White Zebra', group: '2' })).toEqual({
      productType: 'zebra',
      widthEighths: 387,
      heightEighths: 576,
      fabric: { name: 'Classic White Zebra', priceGroup: '2' },
      mountType: 'outside',
      operationType: 'manual',
      controlSide: 'left',
      optionCodes: ['installation', 'cassette_4'],
    })
  })

  it('keeps sizes in eighths exactly as given (no rounding to whole inches)', () => {
    for (const eighths of [12 * 8, 12 * 8 + 1, 48 * 8 + 7, 192 * 8]) {
      const input = priceInput(
        { ...zebra, productType: 'regular', widthEighths: eighths, heightEighths: eighths + 1 },
        { fabricName: 'F', group: 'A' },
      )
      expect(input.widthEighths).toBe(eighths)
      expect(input.heightEighths).toBe(eighths + 1)
    }
  })

  it('reads a stored line or a vertical-blinds post without mount, operation or side as null', () => {
    const input = priceInput(
      { productType: 'regular', widthEighths: 384, heightEighths: 576, optionCodes: [] },
      { fabricName: 'Sand Dune Fabric', group: 'B' },
    )
    expect(input).toMatchObject({ mountType: null, operationType: null, controlSide: null })
  })

  it('takes only what the engine reads: no id, quantity or posted price slips through', () => {
    const line = { ...zebra, id: 7, quantity: 3, fabricSwatchId: 12, totalPriceCents: 1 }
    const swatch = { fabricName: 'F', group: '1', id: 12, imageUrl: '/x.svg' }
    const input = priceInput(line, swatch)
    expect(Object.keys(input).sort()).toEqual(
      [
        'controlSide',
        'fabric',
        'heightEighths',
        'mountType',
        'operationType',
        'optionCodes',
        'productType',
        'widthEighths',
      ].sort(),
    )
    expect(input.fabric).toEqual({ name: 'F', priceGroup: '1' })
  })

  it('does not share the option list with the configuration', () => {
    const codes = ['installation']
    const input = priceInput({ ...zebra, optionCodes: codes }, { fabricName: 'F', group: '1' })
    codes.push('motorized')
    expect(input.optionCodes).toEqual(['installation'])
  })

  it('prices the same as a hand-built input', () => {
    const outcome = priceConfiguration(
      priceInput(zebra, { fabricName: 'Classic White Zebra', group: '1' }),
      catalogFor('zebra'),
    )
    const byHand = priceConfiguration(
      { ...zebra, fabric: { name: 'Classic White Zebra', priceGroup: '1' } },
      catalogFor('zebra'),
    )
    expect(outcome).toEqual(byHand)
    expect(outcome.ok && outcome.quote.totalPriceCents).toBeGreaterThan(0)
  })

  it('a swatch with a missing, empty or unknown group is refused on the fabric, never priced', () => {
    const catalog = catalogFor('zebra')
    for (const group of [null, undefined, '', 'Z', 'constructor', '__proto__']) {
      const outcome = priceConfiguration(priceInput(zebra, { fabricName: 'F', group }), catalog)
      expect(outcome, String(group)).toEqual({
        ok: false,
        field: 'fabric',
        reason: 'This fabric has no price grid',
      })
    }
  })
})

describe('checkSize', () => {
  const zebraWidth = SIZE_LIMITS.zebra.width // 24-120

  it('accepts both limits and every eighth between them', () => {
    for (let eighths = zebraWidth.min * 8; eighths <= zebraWidth.max * 8; eighths++) {
      expect(checkSize('width', eighths, zebraWidth)).toBeNull()
    }
  })

  it('refuses one eighth below the minimum and one eighth above the maximum', () => {
    expect(checkSize('width', 24 * 8 - 1, zebraWidth)).toBe(
      'Width must be between 24 and 120 inches',
    )
    expect(checkSize('width', 120 * 8 + 1, zebraWidth)).toBe(
      'Width must be between 24 and 120 inches',
    )
    expect(checkSize('height', 35 * 8 + 7, SIZE_LIMITS.zebra.height)).toBe(
      'Height must be between 36 and 120 inches',
    )
  })

  it('refuses zero, a negative size and a size past the largest product', () => {
    for (const eighths of [0, -8, 10_000 * 8]) {
      expect(checkSize('height', eighths, SIZE_LIMITS.roller.height)).toMatch(/between 12 and 144/)
    }
  })

  it('refuses a part of an eighth, and what is not a number at all', () => {
    for (const eighths of [384.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkSize('width', eighths, SIZE_LIMITS.regular.width)).toBe(
        'Width must be whole inches plus eighths',
      )
    }
  })

  it('gives the message the engine refuses the size with', () => {
    const catalog = catalogFor('regular')
    const tooWide = priceConfiguration(
      priceInput(
        { productType: 'regular', widthEighths: 192 * 8 + 1, heightEighths: 576, optionCodes: [] },
        { fabricName: 'F', group: 'A' },
      ),
      catalog,
    )
    expect(tooWide).toEqual({
      ok: false,
      field: 'width',
      reason: checkSize('width', 192 * 8 + 1, SIZE_LIMITS.regular.width),
    })
  })
})
