/**
 * The names of the 14 cities with a landing page, in the order of `CITIES` (cities.ts, which a
 * test keeps in step). Apart so that the structured data every page carries (utils/seo.ts)
 * does not bring the cities' long texts into every page's JavaScript (docs/decisions/100-performance.md).
 */
export const CITY_NAMES = [
  'Fort Lauderdale',
  'Pompano Beach',
  'Miramar',
  'Coral Springs',
  'Pembroke Pines',
  'Hollywood',
  'Davie',
  'Plantation',
  'Sunrise',
  'Weston',
  'Cooper City',
  'Deerfield Beach',
  'Tamarac',
  'Margate',
] as const
