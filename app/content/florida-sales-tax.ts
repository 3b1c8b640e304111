/**
 * Florida sales tax facts the rule needs (docs/decisions/131-florida-sales-tax.md): the state
 * rate, the counties we deliver and install in with the ZIP codes of each, and each county's
 * discretionary sales surtax in force on 1 January 2026 (Florida Department of Revenue, form
 * DR-15DSS). The surtaxes are the seed of the owner's dated settings (Pricing Rules > Sales
 * Tax): a county that changes its rate gets a new dated row there, not an edit here.
 */

/** Florida's sales tax, s. 212.05(1), Florida Statutes: a statute, the same in every county. */
export const FLORIDA_STATE_RATE_PERCENT = 6

/** The counties whose ZIP codes the rule knows (the service area's counties). */
export const TAX_COUNTIES = ['Broward', 'Miami-Dade', 'Palm Beach'] as const
export type TaxCounty = (typeof TAX_COUNTIES)[number]

/** Each county's discretionary sales surtax as the seed and the code's default. */
export const SEED_COUNTY_SURTAXES: readonly {
  county: TaxCounty
  surtaxRatePercent: number
  appliesFrom: string
}[] = [
  { county: 'Broward', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
  { county: 'Miami-Dade', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
  { county: 'Palm Beach', surtaxRatePercent: 1, appliesFrom: '2026-01-01' },
]

/**
 * The county of each ZIP code of the three counties (USPS, inclusive 5-digit ranges that do not
 * overlap). The 330xx block mixes Broward and Miami-Dade; the 334xx block is Palm Beach except
 * Deerfield Beach (Broward) and the ZIPs across the county lines (33440 Clewiston, Hendry;
 * 33455 and 33475 Hobe Sound, Martin; 33471 Moore Haven, Glades), which are in no range here.
 * 33070 (Tavernier) is Monroe County: in no range either.
 */
export const COUNTY_ZIP_RANGES: Record<TaxCounty, readonly (readonly [string, string])[]> = {
  Broward: [
    ['33004', '33004'], // Dania Beach
    ['33008', '33009'], // Hallandale Beach
    ['33019', '33029'], // Hollywood, Pembroke Pines, Miramar
    ['33060', '33069'], // Pompano Beach, Margate, Coral Springs
    ['33071', '33077'], // Coral Springs, Coconut Creek, Parkland
    ['33081', '33084'], // Hollywood, Pembroke Pines (PO boxes)
    ['33093', '33093'], // Margate (PO boxes)
    ['33097', '33097'], // Coconut Creek
    ['33301', '33399'], // Fort Lauderdale, Plantation, Sunrise, Davie, Weston, Tamarac
    ['33441', '33443'], // Deerfield Beach
  ],
  'Miami-Dade': [
    ['33002', '33002'], // Hialeah (PO boxes)
    ['33010', '33018'], // Hialeah, Miami Lakes
    ['33030', '33035'], // Homestead, Florida City
    ['33039', '33039'], // Homestead Air Reserve Base
    ['33054', '33056'], // Opa-locka, Miami Gardens
    ['33090', '33092'], // Homestead (PO boxes)
    ['33101', '33299'], // Miami, Miami Beach, Coral Gables, Key Biscayne, Doral, Kendall
  ],
  'Palm Beach': [
    ['33401', '33439'], // West Palm Beach, Boca Raton, Boynton Beach, Belle Glade, Canal Point
    ['33444', '33454'], // Delray Beach, Greenacres
    ['33456', '33470'], // Jupiter, Lake Worth, Wellington, Loxahatchee
    ['33472', '33474'], // Boynton Beach
    ['33476', '33499'], // Pahokee, Jupiter, South Bay, Boca Raton
  ],
}
