import { describe, expect, it } from 'vitest'
import { buildPriceGrid, PRICE_GRIDS, PRODUCT_OPTIONS } from '../../../db/seed-data'
import {
  buildGrid,
  formatCents,
  formatDimensions,
  inchesToEighths,
  type PriceCatalog,
  type PricedProductType,
  type PriceInput,
  priceConfiguration,
  SIZE_LIMITS,
  startingPriceCents,
  toEighths,
  toPriceResult,
} from './index'

function catalogFor(productType: PricedProductType): PriceCatalog {
  return {
    grid: buildGrid(buildPriceGrid(productType)),
    options: PRODUCT_OPTIONS.filter((o) => o.productType === productType).map((o) => ({
      code: o.code,
      name: o.name,
      priceCents: o.priceCents,
    })),
  }
}

const catalogs = {
  regular: catalogFor('regular'),
  zebra: catalogFor('zebra'),
  roller: catalogFor('roller'),
}

function input(productType: PricedProductType, over: Partial<PriceInput> = {}): PriceInput {
  return {
    productType,
    widthEighths: 48 * 8,
    heightEighths: 72 * 8,
    fabric: { name: 'Test', priceGroup: PRICE_GRIDS[productType].groups[0] },
    optionCodes: [],
    ...over,
  }
}

function price(i: PriceInput): number {
  const outcome = priceConfiguration(i, catalogs[i.productType])
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.quote.totalPriceCents
}

/** A small deterministic generator (mulberry32) for the property tests. */
function rng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TYPES: PricedProductType[] = ['regular', 'zebra', 'roller']

describe('grid lookup', () => {
  it('uses the smallest grid width and height at or above the size', () => {
    // zebra grid widths 24..120 step 12, heights 36..120 step 12
    const outcome = priceConfiguration(
      input('zebra', { widthEighths: 48 * 8 + 1, heightEighths: 60 * 8 }),
      catalogs.zebra,
    )
    expect(outcome.ok && outcome.quote.breakdown.gridWidth).toBe(60)
    expect(outcome.ok && outcome.quote.breakdown.gridHeight).toBe(60)
  })

  it('an exact grid size uses that cell', () => {
    const outcome = priceConfiguration(
      input('roller', { widthEighths: 36 * 8, heightEighths: 48 * 8 }),
      catalogs.roller,
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.quote.breakdown.gridWidth).toBe(36)
    expect(outcome.quote.basePriceCents).toBe(
      buildPriceGrid('roller').find(
        (c) => c.priceGroup === '1' && c.widthInches === 36 && c.heightInches === 48,
      )?.priceCents,
    )
  })

  it('a size below the grid uses the smallest cell', () => {
    const outcome = priceConfiguration(
      input('roller', { widthEighths: 12 * 8, heightEighths: 12 * 8 }),
      catalogs.roller,
    )
    expect(outcome.ok && outcome.quote.basePriceCents).toBe(12599)
  })

  it('refuses sizes outside the product limits, never pricing them at zero', () => {
    const cases: [PricedProductType, number, number, 'width' | 'height'][] = [
      ['regular', 192 * 8 + 1, 72 * 8, 'width'],
      ['regular', 0, 72 * 8, 'width'],
      ['zebra', 23 * 8 + 7, 72 * 8, 'width'],
      ['zebra', 121 * 8, 72 * 8, 'width'],
      ['zebra', 48 * 8, 35 * 8, 'height'],
      ['zebra', 48 * 8, 120 * 8 + 1, 'height'],
      ['roller', 11 * 8, 72 * 8, 'width'],
      ['roller', 48 * 8, 144 * 8 + 1, 'height'],
    ]
    for (const [type, w, h, field] of cases) {
      const outcome = priceConfiguration(
        input(type, { widthEighths: w, heightEighths: h }),
        catalogs[type],
      )
      expect(outcome, `${type} ${w}x${h}`).toMatchObject({ ok: false, field })
    }
  })

  it('refuses a size beyond the grid even inside the limits', () => {
    const small = {
      ...catalogs.zebra,
      grid: buildGrid(buildPriceGrid('zebra').filter((c) => c.widthInches <= 60)),
    }
    const outcome = priceConfiguration(input('zebra', { widthEighths: 61 * 8 }), small)
    expect(outcome).toMatchObject({ ok: false, field: 'width' })
    expect(!outcome.ok && outcome.reason).toMatch(/beyond the price grid/)
  })

  it('refuses a missing cell of a sparse grid', () => {
    const cells = buildPriceGrid('zebra').filter(
      (c) => !(c.widthInches === 48 && c.heightInches === 72),
    )
    const outcome = priceConfiguration(input('zebra'), {
      ...catalogs.zebra,
      grid: buildGrid(cells),
    })
    expect(outcome.ok).toBe(false)
  })

  it('refuses a fabric whose group has no grid', () => {
    const outcome = priceConfiguration(
      input('regular', { fabric: { name: 'X', priceGroup: 'Z' } }),
      catalogs.regular,
    )
    expect(outcome).toMatchObject({ ok: false, field: 'fabric' })
  })

  it('refuses fractional eighths', () => {
    const outcome = priceConfiguration(input('roller', { widthEighths: 384.5 }), catalogs.roller)
    expect(outcome).toMatchObject({ ok: false, field: 'width' })
  })
})

describe('option fees', () => {
  it('adds cordless +$15 and free installation for vertical blinds', () => {
    const base = price(input('regular'))
    expect(price(input('regular', { optionCodes: ['cordless'] }))).toBe(base + 1500)
    expect(price(input('regular', { optionCodes: ['installation'] }))).toBe(base)
  })

  it('charges a code sent twice once', () => {
    const base = price(input('zebra'))
    expect(price(input('zebra', { optionCodes: ['cassette_4', 'cassette_4'] }))).toBe(base + 3500)
  })

  it('refuses an unknown or forged option code', () => {
    for (const code of ['gold-plating', 'valance', '1', '']) {
      const outcome = priceConfiguration(input('zebra', { optionCodes: [code] }), catalogs.zebra)
      expect(outcome, code).toMatchObject({ ok: false, field: 'options' })
    }
  })

  it('motorized operation implies the motorized fee, charged once (zebra +$175, roller +$200)', () => {
    for (const [type, fee] of [
      ['zebra', 17500],
      ['roller', 20000],
    ] as const) {
      const manual = price(input(type, { operationType: 'manual' }))
      const byOperation = priceConfiguration(
        input(type, { operationType: 'motorized', controlSide: 'left' }),
        catalogs[type],
      )
      const byOption = priceConfiguration(
        input(type, { operationType: 'manual', optionCodes: ['motorized'] }),
        catalogs[type],
      )
      const byBoth = priceConfiguration(
        input(type, { operationType: 'motorized', optionCodes: ['motorized', 'motorized'] }),
        catalogs[type],
      )
      for (const outcome of [byOperation, byOption, byBoth]) {
        expect(outcome.ok).toBe(true)
        if (!outcome.ok) continue
        expect(outcome.quote.totalPriceCents).toBe(manual + fee)
        expect(outcome.quote.configuration.operationType).toBe('motorized')
        expect(outcome.quote.configuration.controlSide).toBeNull()
        expect(outcome.quote.configuration.optionCodes).toContain('motorized')
      }
    }
  })

  it('manual operation keeps the control side (right by default)', () => {
    const left = priceConfiguration(input('zebra', { controlSide: 'left' }), catalogs.zebra)
    const none = priceConfiguration(input('zebra'), catalogs.zebra)
    expect(left.ok && left.quote.configuration.controlSide).toBe('left')
    expect(none.ok && none.quote.configuration.controlSide).toBe('right')
    expect(none.ok && none.quote.configuration.mountType).toBe('inside')
  })

  it('motorized is refused where the product has no motorized option', () => {
    const outcome = priceConfiguration(input('zebra', { operationType: 'motorized' }), {
      ...catalogs.zebra,
      options: catalogs.zebra.options.filter((o) => o.code !== 'motorized'),
    })
    expect(outcome).toMatchObject({ ok: false, field: 'operationType' })
  })

  it('vertical blinds ignore mount, operation and control side', () => {
    const outcome = priceConfiguration(
      input('regular', { mountType: 'outside', operationType: 'motorized', controlSide: 'left' }),
      catalogs.regular,
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.quote.configuration).toMatchObject({
      mountType: null,
      operationType: null,
      controlSide: null,
    })
    expect(outcome.quote.totalPriceCents).toBe(price(input('regular')))
  })
})

describe('properties', () => {
  it('a larger size never costs less (width, height, both)', () => {
    const next = rng(42)
    for (const type of TYPES) {
      const { width, height } = SIZE_LIMITS[type]
      const groups = PRICE_GRIDS[type].groups
      for (let i = 0; i < 400; i++) {
        const w = width.min * 8 + Math.floor(next() * ((width.max - width.min) * 8 + 1))
        const h = height.min * 8 + Math.floor(next() * ((height.max - height.min) * 8 + 1))
        const w2 = Math.min(width.max * 8, w + Math.floor(next() * 40))
        const h2 = Math.min(height.max * 8, h + Math.floor(next() * 40))
        const group = groups[Math.floor(next() * groups.length)]
        const fabric = { name: 'F', priceGroup: group }
        const p = (we: number, he: number) =>
          priceConfiguration(
            input(type, { widthEighths: we, heightEighths: he, fabric }),
            catalogs[type],
          )
        const a = p(w, h)
        const b = p(w2, h2)
        const c = p(w2, h)
        const d = p(w, h2)
        // The seeded grids cover every size inside the limits.
        for (const o of [a, b, c, d]) expect(o.ok, `${type} ${w}x${h}`).toBe(true)
        if (!a.ok || !b.ok || !c.ok || !d.ok) continue
        expect(b.quote.totalPriceCents).toBeGreaterThanOrEqual(a.quote.totalPriceCents)
        expect(c.quote.totalPriceCents).toBeGreaterThanOrEqual(a.quote.totalPriceCents)
        expect(d.quote.totalPriceCents).toBeGreaterThanOrEqual(a.quote.totalPriceCents)
        expect(a.quote.totalPriceCents).toBeGreaterThan(0)
      }
    }
  })

  it('every eighth inside the limits is accepted and priced above zero', () => {
    for (const type of TYPES) {
      const { width, height } = SIZE_LIMITS[type]
      for (let w = width.min * 8; w <= width.max * 8; w++) {
        const outcome = priceConfiguration(
          input(type, { widthEighths: w, heightEighths: height.min * 8 }),
          catalogs[type],
        )
        if (!outcome.ok) throw new Error(`${type} width ${w}/8 refused: ${outcome.reason}`)
        expect(outcome.quote.totalPriceCents).toBeGreaterThan(0)
      }
      for (let h = height.min * 8; h <= height.max * 8; h++) {
        const outcome = priceConfiguration(
          input(type, { widthEighths: width.max * 8, heightEighths: h }),
          catalogs[type],
        )
        if (!outcome.ok) throw new Error(`${type} height ${h}/8 refused: ${outcome.reason}`)
      }
    }
  })

  it('the smallest grid cell gives the shop starting price', () => {
    expect(startingPriceCents(catalogs.regular.grid)).toBe(8999)
    expect(startingPriceCents(catalogs.zebra.grid)).toBe(12799)
    expect(startingPriceCents(catalogs.roller.grid)).toBe(12599)
    for (const type of TYPES) {
      const { width, height } = SIZE_LIMITS[type]
      expect(
        price(input(type, { widthEighths: width.min * 8, heightEighths: height.min * 8 })),
      ).toBe(startingPriceCents(catalogs[type].grid))
    }
  })

  it('a dearer group never costs less for the same size', () => {
    const next = rng(7)
    for (const type of TYPES) {
      const groups = PRICE_GRIDS[type].groups
      for (let i = 0; i < 100; i++) {
        const w = SIZE_LIMITS[type].width.min * 8 + Math.floor(next() * 500)
        const h = SIZE_LIMITS[type].height.min * 8 + Math.floor(next() * 300)
        let previous = 0
        for (const g of groups) {
          const cents = price(
            input(type, {
              widthEighths: w,
              heightEighths: h,
              fabric: { name: 'F', priceGroup: g },
            }),
          )
          expect(cents).toBeGreaterThanOrEqual(previous)
          previous = cents
        }
      }
    }
  })
})

describe('price result and formatting', () => {
  it('answers dollars with two decimals and a breakdown with group or chart', () => {
    const regular = priceConfiguration(
      input('regular', { optionCodes: ['cordless'] }),
      catalogs.regular,
    )
    const zebra = priceConfiguration(input('zebra'), catalogs.zebra)
    if (!regular.ok || !zebra.ok) throw new Error('priced')
    const r = toPriceResult(regular.quote)
    expect(r.totalPrice).toBe(r.totalPriceCents / 100)
    expect(r.optionFees).toBe(15)
    expect(r.shipping).toBe(0)
    expect(r.tax).toBe(0)
    expect(r.breakdown).toMatchObject({ fabric: 'Test', dimensions: '48" x 72"', group: 'A' })
    expect(toPriceResult(zebra.quote).breakdown).toMatchObject({ chart: '1' })
    expect(toPriceResult(zebra.quote).breakdown).not.toHaveProperty('group')
  })

  it('formats sizes and money', () => {
    expect(formatDimensions(388, 577)).toBe('48 1/2" x 72 1/8"')
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(8999)).toBe('$89.99')
    expect(toEighths('48', '4')).toBe(388)
    expect(toEighths('abc', '2')).toBe(2)
    expect(toEighths('48', '9')).toBe(384)
    expect(inchesToEighths(48.125)).toBe(385)
    expect(inchesToEighths(48.1)).toBeNull()
  })
})
