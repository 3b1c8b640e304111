/**
 * The ZIP codes the business serves for in-home visits and installation: Broward, Miami-Dade
 * and Palm Beach counties (BUSINESS_CLAIMS.counties). One list, read by the quote wizard, the
 * booking wizard, the city pages' request forms, the cart's installation option and the
 * staff's lead badge through `isServedZip` (app/domain/service-area.ts). This is the seed:
 * the office edits the published area in the business settings (/admin/content/business).
 *
 * Ranges are inclusive 5-digit ZIPs (USPS). The 334xx block is Palm Beach County (and
 * Deerfield Beach, Broward, 33441-33443) except the few ZIPs across the county line below.
 */
export const SERVED_ZIP_RANGES: readonly (readonly [string, string])[] = [
  ['33002', '33002'], // Hialeah PO boxes (Miami-Dade)
  ['33004', '33004'], // Dania Beach (Broward)
  ['33008', '33035'], // Hallandale Beach, Hialeah, Miami Lakes, Hollywood, Pembroke Pines, Miramar, Homestead
  ['33039', '33039'], // Homestead Air Reserve Base (Miami-Dade)
  ['33054', '33097'], // Opa-locka, Miami Gardens, Pompano Beach, Margate, Coral Springs, Coconut Creek, Parkland
  ['33101', '33299'], // Miami, Miami Beach, Coral Gables, Key Biscayne, Doral, Kendall
  ['33301', '33399'], // Fort Lauderdale, Plantation, Sunrise, Davie, Weston, Tamarac
  ['33401', '33499'], // West Palm Beach, Boca Raton, Delray Beach, Boynton Beach, Jupiter, Deerfield Beach
]

/** ZIPs inside the ranges above that belong to other counties (Hendry, Martin, Glades). */
export const EXCLUDED_ZIPS: readonly string[] = ['33440', '33455', '33471', '33475']

/** The area as people read it (the business settings' seed). */
export const SERVICE_AREA_DESCRIPTION = 'Broward, Miami-Dade and Palm Beach counties'
