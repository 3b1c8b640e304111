/**
 * The schema.org blocks of the business, its services, products and cities. Kept apart from
 * the meta helpers (./seo) so the pages that only need a title and a canonical link do not
 * load the business's hours, areas and claims in their first-load JavaScript.
 */
import { BUSINESS_CLAIMS, STRUCTURED_DATA_HOURS } from '~/content/business'

type OpeningHours = readonly { dayOfWeek: readonly string[]; opens: string; closes: string }[]

import { CITY_NAMES } from '~/content/city-names'
import type { Service } from '~/content/services'
import type { PublicReview } from '~/domain/reviews'
import { absoluteUrl, DEFAULT_OG_IMAGE, type SiteInfo, sitePath } from './seo'

/**
 * The business's own words in the page's language (issue 41), from the loader's `serverT`
 * through `businessWords`; without them, English. Names, hours, prices and places stay as they are.
 */
export type BusinessWords = { description: string; paymentAccepted: string }

const ENGLISH_BUSINESS_WORDS: BusinessWords = {
  description: BUSINESS_CLAIMS.tagline,
  paymentAccepted: 'Cash, Check, Credit Card',
}

/** The business's JSON-LD words from the page's catalogs (the footer's tagline is its description). */
export function businessWords(t: (id: string) => string): BusinessWords {
  return { description: t('footer.tagline'), paymentAccepted: t('footer.jsonLd.paymentAccepted') }
}

/**
 * The business's identifier: one business in both languages, so a Spanish page's blocks name
 * the same `@id` as the English ones (its `url` is the page language's home).
 */
function businessId(site: SiteInfo): string {
  return `${absoluteUrl(site.siteUrl, '/')}#business`
}

/** The business as schema.org sees it (home page). */
export function localBusinessJsonLd(
  site: SiteInfo,
  hours: OpeningHours = STRUCTURED_DATA_HOURS,
  streetAddress = '',
  words: BusinessWords = ENGLISH_BUSINESS_WORDS,
): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, sitePath(site, '/'))
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: site.name,
    description: words.description,
    url,
    telephone: site.phone || undefined,
    email: site.email || undefined,
    image: absoluteUrl(site.siteUrl, DEFAULT_OG_IMAGE),
    logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
    foundingDate: String(BUSINESS_CLAIMS.foundingYear),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddress || undefined,
      addressRegion: 'FL',
      addressCountry: 'US',
    },
    areaServed: [
      ...BUSINESS_CLAIMS.counties.map((county) => ({
        '@type': 'AdministrativeArea',
        name: `${county} County, FL`,
      })),
      ...CITY_NAMES.map((name) => ({ '@type': 'City', name: `${name}, FL` })),
    ],
    openingHoursSpecification: hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.dayOfWeek],
      opens: h.opens,
      closes: h.closes,
    })),
    paymentAccepted: words.paymentAccepted,
  }
}

/**
 * One service as schema.org sees it (service pages). Its name and description are the page's
 * (the office's Spanish on a Spanish page), its address the page language's.
 */
export function serviceJsonLd(service: Service, site: SiteInfo): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, sitePath(site, `/services/${service.id}`))
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    description: service.description,
    url,
    serviceType: service.name,
    provider: businessRef(site),
    areaServed: BUSINESS_CLAIMS.counties.map((county) => ({
      '@type': 'AdministrativeArea',
      name: `${county} County, FL`,
    })),
  }
}

/** The business as the provider of a service or the seller of an offer (a reference by @id). */
function businessRef(site: SiteInfo): Record<string, unknown> {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: site.name,
    telephone: site.phone || undefined,
    url: absoluteUrl(site.siteUrl, sitePath(site, '/')),
  }
}

export type ProductOffer = {
  name: string
  description: string
  /** Path of the product page; with a design in the URL, its query too. */
  path: string
  image?: string | null
  /** The "from" price, or the configured design's price when the URL holds one. */
  priceCents: number
  sku?: string
  /** Approved customer reviews of this product (none: no rating is claimed). */
  reviews?: ReviewsSummary | null
}

/** Approved reviews as a page shows them: the average and count, and the latest few. */
export type ReviewsSummary = {
  summary: { average: number; count: number } | null
  latest: readonly PublicReview[]
}

/**
 * `aggregateRating` and `review` from real, approved reviews only; nothing at all without
 * one (no rating is ever claimed that customers did not give).
 */
export function reviewJsonLd(reviews: ReviewsSummary | null | undefined): Record<string, unknown> {
  if (!reviews?.summary || reviews.summary.count === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average.toFixed(1),
      reviewCount: reviews.summary.count,
      bestRating: '5',
      worstRating: '1',
    },
    review: reviews.latest.map((r) => ({
      '@type': 'Review',
      reviewRating: {
        '@type': 'Rating',
        ratingValue: String(r.rating),
        bestRating: '5',
        worstRating: '1',
      },
      author: { '@type': 'Person', name: r.displayName },
      datePublished: r.date,
      reviewBody: r.text,
    })),
  }
}

/**
 * A product with its offer, as Google's Product rich result reads it: name, image, and an
 * Offer with price, priceCurrency, availability and url; a rating only from approved reviews.
 */
export function productJsonLd(site: SiteInfo, product: ProductOffer): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, product.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [absoluteUrl(site.siteUrl, product.image || DEFAULT_OG_IMAGE)],
    sku: product.sku,
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: businessRef(site),
    },
    ...reviewJsonLd(product.reviews),
  }
}

/** A city and its county as schema.org places. */
function cityPlaces(city: { name: string; county: string }): Record<string, unknown>[] {
  return [
    { '@type': 'City', name: `${city.name}, FL` },
    { '@type': 'AdministrativeArea', name: `${city.county} County, FL` },
  ]
}

/** A city page's JSON-LD words in its language (the loader's `serverT`); without them, English. */
export type CityWords = { business: BusinessWords; name: string; serviceType: string }

/**
 * A city landing page: the business (LocalBusiness, same @id as the home page's) and the
 * service it offers there, each with the city as `areaServed`; its words and addresses the page
 * language's.
 */
export function cityJsonLd(
  site: SiteInfo,
  city: { name: string; county: string; slug: string; description: string },
  reviews?: ReviewsSummary | null,
  words?: CityWords,
): Record<string, unknown>[] {
  const business = localBusinessJsonLd(site, undefined, undefined, words?.business)
  const url = absoluteUrl(site.siteUrl, sitePath(site, `/${city.slug}`))
  return [
    { ...business, areaServed: cityPlaces(city) },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: words?.name ?? `Blinds & Shades Service in ${city.name}, FL`,
      description: city.description,
      url,
      serviceType: words?.serviceType ?? 'Window treatment installation and repair',
      provider: businessRef(site),
      areaServed: cityPlaces(city),
      ...reviewJsonLd(reviews),
    },
  ]
}
