/**
 * The 14 city pages in Spanish (issue 41): the seed of the office's Spanish versions, as
 * app/content/cities.ts is of the English ones. Names, county and neighbourhoods are place names
 * and stay as they are; the introduction is written for a Spanish-speaking homeowner ("usted").
 */
import type { CityPage } from '~/domain/content-versions'
import { CITIES } from './cities'

export const CITY_DESCRIPTIONS_ES: Record<string, string> = {
  'fort-lauderdale':
    'Desde las casas frente al agua en las islas de Las Olas hasta los edificios del centro, reparamos, motorizamos e instalamos persianas y cortinas hechas para el sol y el salitre.',
  'pompano-beach':
    'Los condominios frente a la playa y las casas familiares de Pompano Beach reciben reparaciones rápidas de persianas y cortinas que aguantan la brisa del mar.',
  miramar:
    'Los vecindarios de Miramar, que no paran de crecer, confían en nosotros para persianas nuevas, cortinas motorizadas y reparaciones el mismo día.',
  'coral-springs':
    'Las familias de Coral Springs nos escogen por las cortinas sin cordones y motorizadas, seguras para los niños, y por reparaciones que duran.',
  'pembroke-pines':
    'Desde Silver Lakes hasta Century Village, las casas y condominios de Pembroke Pines reciben cortinas hechas a la medida y reparaciones rápidas y honestas.',
  hollywood:
    'Los condominios de playa y las casas históricas de Hollywood reciben persianas y cortinas que resisten el salitre y el sol fuerte.',
  davie:
    'Las casas de rancho y las comunidades nuevas de Davie cuentan con nosotros para reparar persianas, motorizar cortinas y dar servicio a Hunter Douglas.',
  plantation:
    'Los propietarios de Plantation tienen todo el servicio: reparación, motorización, servicio de Hunter Douglas, persianas zebra, cortinas enrollables y desinstalación cuidadosa.',
  sunrise:
    'Desde Sunrise Lakes hasta Welleby, instalamos y reparamos persianas y cortinas en condominios, villas y casas familiares.',
  weston:
    'Las casas de Weston reciben cortinas motorizadas de primera, servicio de Hunter Douglas y persianas hechas a la medida.',
  'cooper-city':
    'Las familias de Cooper City cuentan con nosotros para cortinas seguras sin cordones, reparaciones rápidas y motorización para el hogar inteligente.',
  'deerfield-beach':
    'Los condominios de Century Village y las casas de playa de Deerfield Beach reciben reparaciones y cortinas hechas para la vida junto a la costa.',
  tamarac:
    'Los condominios y casas de Tamarac reciben reparaciones de persianas a buen precio, reemplazos y cortinas motorizadas fáciles de usar.',
  margate:
    'Los propietarios de Margate confían en nosotros para reparar persianas el mismo día, cortinas nuevas e instalaciones cuidadosas.',
}

/** The code's Spanish page of a city (the seed of its first Spanish version), or null. */
export function citySeedEs(slug: string): CityPage | null {
  const city = CITIES.find((c) => c.slug === slug)
  const description = CITY_DESCRIPTIONS_ES[slug]
  if (!city || !description) return null
  return {
    slug: city.slug,
    name: city.name,
    county: city.county,
    description,
    neighborhoods: [...city.neighborhoods],
    faqs: [],
    metaDescription: '',
  }
}

/** 'about 182,000 residents' -> 'unos 182,000 habitantes' (numbers as es-US writes them). */
export function populationEs(population: string): string {
  return population.replace(/^about (.+) residents$/, 'unos $1 habitantes')
}
