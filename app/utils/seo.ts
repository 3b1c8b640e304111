/**
 * Meta tags, canonical links, Open Graph and JSON-LD for the public pages. Pure helpers:
 * routes call them from `meta`, with the site settings the root loader exposes.
 */
import type { MetaDescriptor } from '@remix-run/node'
import { BUSINESS_CLAIMS, STRUCTURED_DATA_HOURS } from '~/content/business'
import { CITY_NAMES } from '~/content/city-names'
import type { Service } from '~/content/services'

export type SiteInfo = { siteUrl: string; name: string; phone: string; email: string }

const DEFAULT_SITE: SiteInfo = {
  siteUrl: 'http://localhost:3000',
  name: 'Tri-County Blinds & Shades',
  phone: '',
  email: '',
}

/** The default picture for link previews. */
export const DEFAULT_OG_IMAGE = '/images/gallery/las-olas-motorized-living-room-960.webp'

/** Site settings from the root match of a meta function's `matches`. */
export function siteFromMatches(matches: readonly { id: string; data?: unknown }[]): SiteInfo {
  const root = matches.find((m) => m.id === 'root')?.data as
    | { env?: Record<string, string | undefined> }
    | undefined
  return siteFromEnv(root?.env)
}

/** Site settings from the public settings (the root loader's `env`, or a loader's own). */
export function siteFromEnv(env: Record<string, string | undefined> | undefined): SiteInfo {
  if (!env) return DEFAULT_SITE
  return {
    siteUrl: env.SITE_URL ?? DEFAULT_SITE.siteUrl,
    name: env.BUSINESS_NAME ?? DEFAULT_SITE.name,
    phone: env.BUSINESS_PHONE ?? '',
    email: env.BUSINESS_EMAIL ?? '',
  }
}

/** An absolute URL on this site; the path keeps its query but never gains a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  if (path === '/' || path === '') return `${base}/`
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}

export type SeoInput = {
  site: SiteInfo
  title: string
  description: string
  /** Path of the canonical URL, without query. */
  path: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>[]
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD scripts. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.site.siteUrl, input.path)
  const image = absoluteUrl(input.site.siteUrl, input.image ?? DEFAULT_OG_IMAGE)
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.site.name },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const json of input.jsonLd ?? []) tags.push({ 'script:ld+json': json })
  return tags
}

/** The business as schema.org sees it (home page). */
export function localBusinessJsonLd(site: SiteInfo): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, '/')
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}#business`,
    name: site.name,
    description: BUSINESS_CLAIMS.tagline,
    url,
    telephone: site.phone || undefined,
    email: site.email || undefined,
    image: absoluteUrl(site.siteUrl, DEFAULT_OG_IMAGE),
    logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
    foundingDate: String(BUSINESS_CLAIMS.foundingYear),
    priceRange: '$$',
    address: { '@type': 'PostalAddress', addressRegion: 'FL', addressCountry: 'US' },
    areaServed: [
      ...BUSINESS_CLAIMS.counties.map((county) => ({
        '@type': 'AdministrativeArea',
        name: `${county} County, FL`,
      })),
      ...CITY_NAMES.map((name) => ({ '@type': 'City', name: `${name}, FL` })),
    ],
    openingHoursSpecification: STRUCTURED_DATA_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.dayOfWeek],
      opens: h.opens,
      closes: h.closes,
    })),
    paymentAccepted: 'Cash, Check, Credit Card',
  }
}

/** One service as schema.org sees it (service pages). */
export function serviceJsonLd(service: Service, site: SiteInfo): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, `/services/${service.id}`)
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
    '@id': `${absoluteUrl(site.siteUrl, '/')}#business`,
    name: site.name,
    telephone: site.phone || undefined,
    url: absoluteUrl(site.siteUrl, '/'),
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
}

/**
 * A product with its offer, as Google's Product rich result reads it: name, image, and an
 * Offer with price, priceCurrency, availability and url. No rating: none until real reviews.
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
  }
}

/** A city and its county as schema.org places. */
function cityPlaces(city: { name: string; county: string }): Record<string, unknown>[] {
  return [
    { '@type': 'City', name: `${city.name}, FL` },
    { '@type': 'AdministrativeArea', name: `${city.county} County, FL` },
  ]
}

/**
 * A city landing page: the business (LocalBusiness, same @id as the home page's) and the
 * service it offers there, each with the city as `areaServed`.
 */
export function cityJsonLd(
  site: SiteInfo,
  city: { name: string; county: string; slug: string; description: string },
): Record<string, unknown>[] {
  const business = localBusinessJsonLd(site)
  const url = absoluteUrl(site.siteUrl, `/${city.slug}`)
  return [
    { ...business, areaServed: cityPlaces(city) },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: `Blinds & Shades Service in ${city.name}, FL`,
      description: city.description,
      url,
      serviceType: 'Window treatment installation and repair',
      provider: businessRef(site),
      areaServed: cityPlaces(city),
    },
  ]
}

/** Breadcrumbs (name + path) as schema.org BreadcrumbList. */
export function breadcrumbJsonLd(
  site: SiteInfo,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site.siteUrl, item.path),
    })),
  }
}
