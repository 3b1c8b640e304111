import { describe, expect, it } from 'vitest'
import { COUNTY_ZIP_RANGES, TAX_COUNTIES } from '~/content/florida-sales-tax'
import {
  countyOfZip,
  type DatedCountyRate,
  destinationRates,
  floridaSalesTaxCents,
  ratesOn,
  storedTaxColumns,
  storedTaxLabel,
  type TaxRates,
  taxLabelFor,
  unitsOf,
} from './florida-tax'
import { isServedZip, SEED_SERVICE_AREA } from './service-area'

const BROWARD: TaxRates = { stateRatePercent: 6, surtaxRatePercent: 1, county: 'Broward' }

describe('floridaSalesTaxCents (s. 212.054(2)(b), Florida Statutes)', () => {
  it('charges the surtax on the first $5,000 of a $6,000 item only', () => {
    // 6% of $6,000 = $360; 1% of $5,000 = $50 (not 1% of $6,000 = $60)
    expect(floridaSalesTaxCents([{ unitCents: 600_000, quantity: 1 }], BROWARD)).toBe(41_000)
  })

  it('caps each unit: two $3,000 units are each under the cap', () => {
    // 7% of $6,000: each unit is an item of $3,000, under $5,000
    expect(floridaSalesTaxCents([{ unitCents: 300_000, quantity: 2 }], BROWARD)).toBe(42_000)
    // two $6,000 units: each capped
    expect(floridaSalesTaxCents([{ unitCents: 600_000, quantity: 2 }], BROWARD)).toBe(82_000)
    // exactly $5,000 is all surtaxed
    expect(floridaSalesTaxCents([{ unitCents: 500_000, quantity: 1 }], BROWARD)).toBe(35_000)
  })

  it('taxes two counties at their own surtax', () => {
    const items = [{ unitCents: 10_000, quantity: 1 }]
    expect(floridaSalesTaxCents(items, BROWARD)).toBe(700)
    const halfPercent = { stateRatePercent: 6, surtaxRatePercent: 0.5, county: 'Martin' }
    expect(floridaSalesTaxCents(items, halfPercent)).toBe(650)
    const noSurtax = { stateRatePercent: 6, surtaxRatePercent: 0, county: 'Collier' }
    expect(floridaSalesTaxCents([{ unitCents: 600_000, quantity: 1 }], noSurtax)).toBe(36_000)
  })

  it('rounds once, half up, on the total (not per item)', () => {
    // 7% of 50 cents = 3.5 -> 4
    expect(floridaSalesTaxCents([{ unitCents: 50, quantity: 1 }], BROWARD)).toBe(4)
    // 7% of 49 cents = 3.43 -> 3
    expect(floridaSalesTaxCents([{ unitCents: 49, quantity: 1 }], BROWARD)).toBe(3)
    // three items of 7 cents: 0.49 each would round to 0 each; 1.47 on the total -> 1
    expect(floridaSalesTaxCents([{ unitCents: 7, quantity: 3 }], BROWARD)).toBe(1)
    // 0.5 each rounded alone would make 3; 1.5 on the total -> 2
    const items = [
      { unitCents: 5, quantity: 1 },
      { unitCents: 5, quantity: 1 },
      { unitCents: 5, quantity: 1 },
    ]
    expect(floridaSalesTaxCents(items, { ...BROWARD, surtaxRatePercent: 4 })).toBe(2)
  })

  it('is zero for no items, and refuses amounts that are not whole cents', () => {
    expect(floridaSalesTaxCents([], BROWARD)).toBe(0)
    expect(floridaSalesTaxCents([{ unitCents: 900, quantity: 0 }], BROWARD)).toBe(0)
    expect(() => floridaSalesTaxCents([{ unitCents: 10.5, quantity: 1 }], BROWARD)).toThrow(
      RangeError,
    )
    expect(() => floridaSalesTaxCents([{ unitCents: -100, quantity: 1 }], BROWARD)).toThrow(
      RangeError,
    )
    expect(() =>
      floridaSalesTaxCents([{ unitCents: 100, quantity: 1 }], {
        ...BROWARD,
        surtaxRatePercent: 0.125,
      }),
    ).toThrow(RangeError)
  })

  it('computes rates like 6.5% and 7.5% exactly (basis points, no float drift)', () => {
    // 6.5% of $100.10 = 6.5065 -> 6.51
    const martin = { stateRatePercent: 6, surtaxRatePercent: 0.5, county: 'Martin' }
    expect(floridaSalesTaxCents([{ unitCents: 10_010, quantity: 1 }], martin)).toBe(651)
    // 7.5% of $0.10 = 0.75 -> 1; 7.5% of $0.06 = 0.45 -> 0
    const high = { stateRatePercent: 6, surtaxRatePercent: 1.5, county: 'Duval' }
    expect(floridaSalesTaxCents([{ unitCents: 10, quantity: 1 }], high)).toBe(1)
    expect(floridaSalesTaxCents([{ unitCents: 6, quantity: 1 }], high)).toBe(0)
  })
})

describe('unitsOf', () => {
  it('shares a line among its units in whole cents, the odd cents on the first units', () => {
    expect(unitsOf(1000, 4)).toEqual([{ unitCents: 250, quantity: 4 }])
    expect(unitsOf(1001, 3)).toEqual([
      { unitCents: 334, quantity: 2 },
      { unitCents: 333, quantity: 1 },
    ])
    expect(unitsOf(500, 0)).toEqual([])
  })
})

describe('ratesOn: the dated settings', () => {
  const settings = {
    stateRatePercent: 6,
    counties: [
      { county: 'Broward', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
      { county: 'Miami-Dade', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
      { county: 'Broward', surtaxRatePercent: 1.5, appliesFrom: '2027-01-01' },
    ] satisfies DatedCountyRate[],
  }

  it('takes the latest rate applying on or before the date: the day before and the day of a change', () => {
    expect(ratesOn('Broward', '2026-12-31', settings)).toEqual(BROWARD)
    expect(ratesOn('Broward', '2027-01-01', settings)).toEqual({
      ...BROWARD,
      surtaxRatePercent: 1.5,
    })
    expect(ratesOn('Miami-Dade', '2027-01-01', settings)).toEqual({
      stateRatePercent: 6,
      surtaxRatePercent: 1,
      county: 'Miami-Dade',
    })
  })

  it('has no rate for a county it does not know, or before its first rate', () => {
    expect(ratesOn('Orange', '2026-06-01', settings)).toBeNull()
    expect(ratesOn('Broward', '2025-12-31', settings)).toBeNull()
  })

  it('taxes a sale by the rate of its date', () => {
    const item = [{ unitCents: 100_000, quantity: 1 }]
    const before = ratesOn('Broward', '2026-12-31', settings) as TaxRates
    const after = ratesOn('Broward', '2027-01-01', settings) as TaxRates
    expect(floridaSalesTaxCents(item, before)).toBe(7_000)
    expect(floridaSalesTaxCents(item, after)).toBe(7_500)
  })
})

describe('which county', () => {
  it('finds the county of each served ZIP, and none elsewhere', () => {
    expect(countyOfZip('33301')).toBe('Broward')
    expect(countyOfZip('33441-1234')).toBe('Broward') // Deerfield Beach, in the 334xx block
    expect(countyOfZip('33009')).toBe('Broward')
    expect(countyOfZip('33012')).toBe('Miami-Dade')
    expect(countyOfZip('33139')).toBe('Miami-Dade')
    expect(countyOfZip('33056')).toBe('Miami-Dade')
    expect(countyOfZip('33401')).toBe('Palm Beach')
    expect(countyOfZip('33432')).toBe('Palm Beach')
    expect(countyOfZip('33455')).toBeNull() // Hobe Sound, Martin
    expect(countyOfZip('33070')).toBeNull() // Tavernier, Monroe
    expect(countyOfZip('32801')).toBeNull() // Orlando
    expect(countyOfZip('10001')).toBeNull()
    expect(countyOfZip('')).toBeNull()
    expect(countyOfZip(undefined)).toBeNull()
  })

  it('gives one county to every ZIP of the ranges (no overlaps)', () => {
    const all = TAX_COUNTIES.flatMap((county) =>
      COUNTY_ZIP_RANGES[county].map(([from, to]) => ({ county, from, to })),
    ).sort((a, b) => a.from.localeCompare(b.from))
    for (const [i, range] of all.entries()) {
      expect(range.from <= range.to).toBe(true)
      if (i > 0) expect(all[i - 1].to < range.from).toBe(true)
    }
  })

  it('knows the county of every ZIP the seed service area serves, but Tavernier (Monroe)', () => {
    const unknown: string[] = []
    for (const [from, to] of SEED_SERVICE_AREA.ranges) {
      for (let n = Number(from); n <= Number(to); n++) {
        const zip = String(n).padStart(5, '0')
        if (isServedZip(zip) && !countyOfZip(zip)) unknown.push(zip)
      }
    }
    // Numbers inside the served ranges that USPS gives to no place, and 33070 (Tavernier).
    const unused = ['33057', '33058', '33059', '33078', '33079', '33080']
    unused.push('33085', '33086', '33087', '33088', '33089', '33094', '33095', '33096')
    expect(unknown).toEqual([...unused.slice(0, 3), '33070', ...unused.slice(3)])
  })

  const settings = {
    stateRatePercent: 6,
    counties: [
      { county: 'Broward', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
      { county: 'Miami-Dade', surtaxRatePercent: 0.5, appliesFrom: '2026-01-01' },
      { county: 'Palm Beach', surtaxRatePercent: 1.5, appliesFrom: '2027-01-01' },
    ],
  }

  it("uses the destination county's rates", () => {
    expect(destinationRates('33301', '2026-12-02', settings)).toEqual(BROWARD)
    expect(destinationRates('33139', '2026-12-02', settings)).toEqual({
      stateRatePercent: 6,
      surtaxRatePercent: 0.5,
      county: 'Miami-Dade',
    })
  })

  it('taxes an unknown destination at the state rate plus the highest known surtax, without a county', () => {
    expect(destinationRates('32801', '2026-12-02', settings)).toEqual({
      stateRatePercent: 6,
      surtaxRatePercent: 1.5, // Palm Beach's first rate, not yet in force: never less than a known one
      county: '',
    })
    expect(destinationRates(null, '2027-06-01', settings).surtaxRatePercent).toBe(1.5)
    // A known county before its first rate: the same safe fallback
    expect(destinationRates('33401', '2026-12-02', settings)).toMatchObject({ county: '' })
    expect(destinationRates('33401', '2027-01-01', settings)).toMatchObject({
      county: 'Palm Beach',
      surtaxRatePercent: 1.5,
    })
    expect(destinationRates('10001', '2026-12-02', { stateRatePercent: 6, counties: [] })).toEqual({
      stateRatePercent: 6,
      surtaxRatePercent: 0,
      county: '',
    })
  })
})

describe('the tax label', () => {
  it('reads the same everywhere: total rate and county', () => {
    expect(taxLabelFor(BROWARD)).toBe('Sales tax (7%, Broward)')
    expect(taxLabelFor({ stateRatePercent: 6, surtaxRatePercent: 0.5, county: 'Martin' })).toBe(
      'Sales tax (6.5%, Martin)',
    )
    expect(taxLabelFor({ stateRatePercent: 6, surtaxRatePercent: 1, county: '' })).toBe(
      'Sales tax (7%)',
    )
  })

  it('a stored order keeps the rates it was taxed at', () => {
    const stored = storedTaxColumns({ ...BROWARD, county: 'Palm Beach' })
    expect(stored).toEqual({
      taxStateBasisPoints: 600,
      taxSurtaxBasisPoints: 100,
      taxCounty: 'Palm Beach',
    })
    expect(storedTaxLabel(stored)).toBe('Sales tax (7%, Palm Beach)')
    expect(storedTaxLabel({ ...storedTaxColumns({ ...BROWARD, county: '' }) })).toBe(
      'Sales tax (7%)',
    )
    expect(
      storedTaxLabel({ taxStateBasisPoints: null, taxSurtaxBasisPoints: null, taxCounty: null }),
    ).toBe('Sales tax')
  })
})
