/**
 * The site's two languages (issue 41; docs/decisions/145-spanish.md). The language comes from
 * the address: Spanish pages live under /es with the same slugs as the English ones (/es,
 * /es/services/repair). Pure: the server and the browser read a page's language the same way.
 */

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The language tag for numbers, money and dates: US English and US Spanish. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** Each language's name in itself: what the switch offers. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' }

/** Open Graph's spelling of the language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' }

/** The cookie that remembers a visitor's choice (docs/decisions/145-spanish.md). */
export const LANGUAGE_COOKIE = 'lang'

const SPANISH = /^\/es(?=\/|$)/

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es'
}

/** The language of a page's path: Spanish under /es, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return SPANISH.test(pathname) ? 'es' : 'en'
}

/** The English page's path of a path in either language ('/es/services' -> '/services'). */
export function englishPath(pathname: string): string {
  const rest = pathname.replace(SPANISH, '')
  return rest === '' ? '/' : rest
}

/**
 * A path of the site in a language: '/services' in Spanish is '/es/services', '/' is '/es';
 * a hash or query is kept. Only site paths ('/…') move; anything else is returned as it was.
 */
export function pathInLocale(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const cut = to.search(/[?#]/)
  const path = cut < 0 ? to : to.slice(0, cut)
  const tail = cut < 0 ? '' : to.slice(cut)
  const english = englishPath(path)
  if (locale === 'en') return `${english}${tail}`
  // '/#services' in Spanish is '/es#services', not '/es/#services'.
  return `${english === '/' ? '/es' : `/es${english}`}${tail}`
}

/**
 * The route ids whose page is written in Spanish: each also answers under /es (app/routes.ts
 * adds a twin with the id `es/<id>`). A page not listed has no Spanish address yet: its /es
 * address says so and links to the English page (routes/es.$.tsx).
 */
// Grouped by part of the site (docs/decisions/147-spanish-pages.md); a page is listed once its
// words, links, forms and messages are all in the catalogs (tests/integration/spanish-source.test.ts).
export const SPANISH_ROUTE_IDS: readonly string[] = [
  // The home page, services, cities, service areas, gallery, measuring guide, privacy, terms.
  'routes/_index',
  'routes/services._index',
  'routes/services.$id',
  'routes/service-areas',
  'routes/gallery._index',
  'routes/gallery.$id',
  'routes/measuring-guide',
  'routes/privacy',
  'routes/terms',
  'routes/city.fort-lauderdale',
  'routes/city.pompano-beach',
  'routes/city.miramar',
  'routes/city.coral-springs',
  'routes/city.pembroke-pines',
  'routes/city.hollywood',
  'routes/city.davie',
  'routes/city.plantation',
  'routes/city.sunrise',
  'routes/city.weston',
  'routes/city.cooper-city',
  'routes/city.deerfield-beach',
  'routes/city.tamarac',
  'routes/city.margate',
  // The blog and the window-company (B2B) pages.
  'routes/blog._index',
  'routes/blog.$slug',
  'routes/b2b',
  'routes/window-company-portal',
  // The quote request, booking, a booked visit's page (move, cancel), reviews.
  'routes/quote',
  'routes/book-appointment',
  'routes/appointments.$token',
  'routes/review.$token',
  'routes/review.thanks',
  // The shop, configurators, motors and accessories, cart, samples, checkout.
  'routes/shop._index',
  'routes/shop.vertical-blinds',
  'routes/shop.zebra-shades',
  'routes/shop.roller-shades',
  'routes/shop.motors-accessories',
  'routes/cart._index',
  'routes/cart.lines',
  'routes/cart.samples',
  'routes/checkout._index',
  'routes/checkout.return',
  // Estimates, deposits, invoices, an order's page, finding one's orders.
  'routes/estimates.$token',
  'routes/estimates.$token_.texts',
  'routes/estimates.$token_.deposit',
  'routes/orders.$orderId',
  'routes/orders.$orderId_.pay',
  'routes/find-my-orders',
  'routes/find-my-orders_.$token',
  'routes/my-orders',
]

/**
 * A JSON call from a page in `locale` (/api/… has no /es form): `?lang=es` tells the server the
 * page's language, so what it stores and sends (the lead's or order's language, the consent's
 * words, the acknowledgement) follows the page, as the same form without JavaScript does.
 */
export function apiPathInLocale(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`
}

/** The id a route's Spanish twin gets in app/routes.ts. */
export const spanishRouteId = (id: string) => `es/${id}`

/**
 * The language an Accept-Language header prefers among ours, or undefined when it names
 * neither: 'es-US,es;q=0.9,en;q=0.8' -> 'es'; 'en-US,en;q=0.9,es;q=0.5' -> 'en'. Ties keep the
 * header's order; a q of 0 refuses.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined
  let best: { locale: Locale; q: number } | undefined
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(primary)) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale: primary, q }
  }
  return best?.locale
}

/**
 * Whether an English page offers its Spanish version (a visible banner, never a redirect): a
 * visitor who chose Spanish before (the cookie) or, on a first visit, whose browser prefers
 * Spanish. Never a crawler (it indexes the page as it is) and never someone who chose English.
 */
export function offersSpanish({
  pageLocale,
  chosen,
  acceptLanguage,
  crawler,
}: {
  pageLocale: Locale
  chosen: Locale | undefined
  acceptLanguage: string | null | undefined
  crawler: boolean
}): boolean {
  if (pageLocale !== 'en' || crawler) return false
  if (chosen) return chosen === 'es'
  return preferredLocale(acceptLanguage) === 'es'
}

/**
 * The language a visitor chose by moving between languages on this site (the switch, or a
 * link from a page in the other language): the page's language when the page they came from
 * (Referer, same origin) was in the other one; undefined otherwise. This lets the switch stay
 * a plain link that works without JavaScript, and a visitor arriving from elsewhere keeps
 * their earlier choice.
 */
export function choiceFromNavigation(url: URL, referer: string | null | undefined) {
  if (!referer) return undefined
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return undefined
  }
  if (from.origin !== url.origin) return undefined
  const to = localeOfPath(url.pathname)
  return localeOfPath(from.pathname) === to ? undefined : to
}

/**
 * A compiled message without values as plain text (a page's title in `meta`, which has no
 * hooks): Lingui compiles plain words to a string or to a list of strings.
 */
export function plainWords(compiled: unknown): string | undefined {
  if (typeof compiled === 'string') return compiled
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string'))
    return compiled.join('')
  return undefined
}
