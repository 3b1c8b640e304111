/**
 * Sales tax as Florida charges it (docs/decisions/131-florida-sales-tax.md): the state rate
 * (6%) on the whole sales price, plus the discretionary sales surtax of the county where the
 * goods are delivered or installed on the first $5,000 of each item only (s. 212.054(2)(b),
 * Florida Statutes; Rule 12A-15.004, F.A.C.). The cart, checkout, the stored order, Stripe's
 * amount, the receipts and the estimates all call these functions.
 *
 * - An item is one unit: a line of 3 shades is 3 items, each with its own $5,000 limit.
 * - A unit's sales price is its goods and its share of the line's installation: installing
 *   blinds and shades is part of their sale in Florida, taxable even when separately stated
 *   (Rule 12A-1.016(3)).
 * - Rates are held as basis points (1% = 100) and the tax is computed in integers
 *   (cents x basis points), then rounded once, half up, on the total.
 * - The rates are the owner's dated settings: the rate of a county on a date is its latest
 *   row applying from that date or before.
 */
import {
  COUNTY_ZIP_RANGES,
  FLORIDA_STATE_RATE_PERCENT,
  TAX_COUNTIES,
  type TaxCounty,
} from '~/content/florida-sales-tax'
import { divRoundHalfUp } from './money'
import { zip5 } from './service-area-rules'

export { FLORIDA_STATE_RATE_PERCENT, TAX_COUNTIES, type TaxCounty }

/** The rates one sale is taxed at. `county` is '' when the destination's county is not known. */
export type TaxRates = { stateRatePercent: number; surtaxRatePercent: number; county: string }
export type TaxableItem = { unitCents: number; quantity: number }
export type DatedCountyRate = {
  county: string
  surtaxRatePercent: number
  appliesFrom: string /* YYYY-MM-DD */
}
export type TaxSettings = { stateRatePercent: number; counties: readonly DatedCountyRate[] }

/** The surtax applies to the first $5,000 of each item only (s. 212.054(2)(b)1.). */
export const SURTAX_CAP_CENTS = 500_000
const BASIS_POINTS_IN_WHOLE = 10_000

/** A rate in percent as whole basis points (1.5% -> 150); a rate finer than 0.01% is refused. */
export function basisPointsOf(percent: number): number {
  const basisPoints = Math.round(percent * 100)
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`Not a tax rate in hundredths of a percent: ${percent}`)
  }
  return basisPoints
}

/** Tax on the items, integer cents, rounded once (half up) on the total, the surtax only on the first $5,000 of each unit. */
export function floridaSalesTaxCents(items: readonly TaxableItem[], rates: TaxRates): number {
  const state = basisPointsOf(rates.stateRatePercent)
  const surtax = basisPointsOf(rates.surtaxRatePercent)
  let scaled = 0 // cents x basis points
  for (const { unitCents, quantity } of items) {
    if (!Number.isSafeInteger(unitCents) || unitCents < 0 || !Number.isSafeInteger(quantity)) {
      throw new RangeError(`Not a taxable item: ${unitCents} cents x ${quantity}`)
    }
    if (quantity <= 0) continue
    scaled += quantity * (unitCents * state + Math.min(unitCents, SURTAX_CAP_CENTS) * surtax)
  }
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Amount too large to tax exactly')
  return divRoundHalfUp(scaled, BASIS_POINTS_IN_WHOLE)
}

/**
 * A line's amount as the items it is made of: `quantity` units sharing `totalCents` as evenly
 * as whole cents allow (the first units carry the odd cents). For a line whose installation is
 * charged per line: each unit's sales price is its goods and its share of the installation.
 */
export function unitsOf(totalCents: number, quantity: number): TaxableItem[] {
  if (quantity <= 0) return []
  const base = Math.floor(totalCents / quantity)
  const odd = totalCents - base * quantity
  return [
    { unitCents: base + 1, quantity: odd },
    { unitCents: base, quantity: quantity - odd },
  ].filter((item) => item.quantity > 0)
}

/** The rates in force in `county` on `date` (YYYY-MM-DD, business time), from the dated settings. */
export function ratesOn(
  county: string,
  date: string,
  settings: { stateRatePercent: number; counties: readonly DatedCountyRate[] },
): TaxRates | null {
  let inForce: DatedCountyRate | null = null
  for (const rate of settings.counties) {
    if (rate.county !== county || rate.appliesFrom > date) continue
    if (!inForce || rate.appliesFrom >= inForce.appliesFrom) inForce = rate
  }
  return inForce
    ? {
        stateRatePercent: settings.stateRatePercent,
        surtaxRatePercent: inForce.surtaxRatePercent,
        county,
      }
    : null
}

/** A rate as people read it: 7, 6.5, 7.25. */
function percentText(basisPoints: number): string {
  return String(basisPoints / 100)
}

/** The tax line's label, the same on every page, e-mail, receipt and Stripe: "Sales tax (7%, Broward)". */
export function taxLabelFor(rates: TaxRates): string {
  const total = basisPointsOf(rates.stateRatePercent) + basisPointsOf(rates.surtaxRatePercent)
  return `Sales tax (${percentText(total)}%${rates.county ? `, ${rates.county}` : ''})`
}

/** The county of a ZIP code (5 digits or ZIP+4) among the counties the rule knows; null otherwise. */
export function countyOfZip(zip: string | null | undefined): TaxCounty | null {
  const five = zip5(zip)
  if (!five) return null
  for (const county of TAX_COUNTIES) {
    if (COUNTY_ZIP_RANGES[county].some(([from, to]) => five >= from && five <= to)) return county
  }
  return null
}

/**
 * The rates for goods delivered or installed at `zip` on `date`: its county's when the rule
 * knows the county and has a rate in force for it. Otherwise (no ZIP yet, a ZIP elsewhere in
 * Florida or the US) the state rate plus the highest surtax of the counties we know, never
 * less than any of them, labelled without a county (docs/decisions/131-florida-sales-tax.md).
 */
export function destinationRates(
  zip: string | null | undefined,
  date: string,
  settings: TaxSettings,
): TaxRates {
  const county = countyOfZip(zip)
  const known = county ? ratesOn(county, date, settings) : null
  if (known) return known
  return {
    stateRatePercent: settings.stateRatePercent,
    surtaxRatePercent: highestSurtax(date, settings),
    county: '',
  }
}

/** The highest surtax among the counties' rates in force on `date` (a county not yet in force: its first rate). */
function highestSurtax(date: string, settings: TaxSettings): number {
  let highest = 0
  for (const county of new Set(settings.counties.map((r) => r.county))) {
    const rows = settings.counties.filter((r) => r.county === county)
    const first = rows.reduce((a, b) => (b.appliesFrom < a.appliesFrom ? b : a))
    const rate = ratesOn(county, date, settings)?.surtaxRatePercent ?? first.surtaxRatePercent
    highest = Math.max(highest, rate)
  }
  return highest
}

/** The rates as an order stores them (orders.tax_state_basis_points, tax_surtax_basis_points, tax_county). */
export function storedTaxColumns(rates: TaxRates) {
  return {
    taxStateBasisPoints: basisPointsOf(rates.stateRatePercent),
    taxSurtaxBasisPoints: basisPointsOf(rates.surtaxRatePercent),
    taxCounty: rates.county || null,
  }
}

/** The tax label of a stored order: its rates' label, or "Sales tax" for an order stored without them. */
export function storedTaxLabel(row: {
  taxStateBasisPoints: number | null
  taxSurtaxBasisPoints: number | null
  taxCounty: string | null
}): string {
  if (row.taxStateBasisPoints === null || row.taxSurtaxBasisPoints === null) return 'Sales tax'
  return taxLabelFor({
    stateRatePercent: row.taxStateBasisPoints / 100,
    surtaxRatePercent: row.taxSurtaxBasisPoints / 100,
    county: row.taxCounty ?? '',
  })
}
