/** The sitemap's static part and its XML. Pure; the route adds the blog posts. */
import { CITY_SLUGS } from '~/content/cities'
import { GALLERY_PROJECTS } from '~/content/gallery'
import { SERVICE_IDS } from '~/content/services'
import { pathInLocale, SPANISH_ROUTE_IDS } from '~/domain/locale'
import { absoluteUrl } from './seo'

export type SitemapEntry = {
  path: string
  lastmod?: string
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
  /** The page's address in each language (hreflang en-US, es-US; x-default is the English). */
  alternates?: { en: string; es: string }
}

/**
 * The address pattern of a public route id (flat routes: 'routes/services.$id' is
 * '/services/:id', 'routes/blog._index' is '/blog', 'routes/city.davie' is '/davie').
 */
export function routePattern(id: string): RegExp {
  const name = id.replace(/^routes\//, '')
  const segments = name.startsWith('city.')
    ? [name.slice('city.'.length)]
    : name
        .replace(/\[\.\]/g, '\u0000')
        .split('.')
        .filter((s) => s !== '_index' && !s.startsWith('_'))
        .map((s) => s.replace(/_$/, '').replaceAll('\u0000', '.'))
  const parts = segments.map((s) =>
    s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  )
  return new RegExp(`^/${parts.join('/')}$`)
}

/**
 * The Spanish section (issue 41): every English page whose route is written in Spanish
 * (SPANISH_ROUTE_IDS) again at its /es address, both with their alternates. The blog's posts
 * come with their own (a post's translation has its own slug).
 */
export function withSpanishPages(
  entries: readonly SitemapEntry[],
  spanishRouteIds: readonly string[] = SPANISH_ROUTE_IDS,
): SitemapEntry[] {
  const patterns = spanishRouteIds.map(routePattern)
  const english: SitemapEntry[] = []
  const spanish: SitemapEntry[] = []
  for (const entry of entries) {
    const bare = entry.path.split('?')[0]
    if (entry.alternates || !patterns.some((p) => p.test(bare))) {
      english.push(entry)
      continue
    }
    const alternates = { en: entry.path, es: pathInLocale(entry.path, 'es') }
    english.push({ ...entry, alternates })
    spanish.push({ ...entry, path: alternates.es, alternates })
  }
  return [...english, ...spanish]
}

/**
 * Every public page (no admin, no cart or checkout, no internal pricing test). The gallery's
 * project pages are the published ones the route passes (the code's seed by default).
 */
export function staticSitemapEntries(
  galleryIds: readonly string[] = GALLERY_PROJECTS.map((p) => p.id),
): SitemapEntry[] {
  return [
    { path: '/', changefreq: 'weekly', priority: 1 },
    { path: '/services', changefreq: 'monthly', priority: 0.9 },
    ...SERVICE_IDS.map((id) => ({
      path: `/services/${id}`,
      changefreq: 'monthly' as const,
      priority: 0.8,
    })),
    { path: '/shop', changefreq: 'weekly', priority: 0.9 },
    { path: '/shop/vertical-blinds', changefreq: 'weekly', priority: 0.8 },
    { path: '/shop/zebra-shades', changefreq: 'weekly', priority: 0.8 },
    { path: '/shop/roller-shades', changefreq: 'weekly', priority: 0.8 },
    { path: '/shop/motors-accessories', changefreq: 'weekly', priority: 0.8 },
    { path: '/quote', changefreq: 'monthly', priority: 0.8 },
    { path: '/book-appointment', changefreq: 'monthly', priority: 0.7 },
    { path: '/gallery', changefreq: 'monthly', priority: 0.7 },
    ...galleryIds.map((id) => ({
      path: `/gallery/${id}`,
      changefreq: 'yearly' as const,
      priority: 0.4,
    })),
    { path: '/service-areas', changefreq: 'monthly', priority: 0.8 },
    ...CITY_SLUGS.map((slug) => ({
      path: `/${slug}`,
      changefreq: 'monthly' as const,
      priority: 0.7,
    })),
    { path: '/blog', changefreq: 'weekly', priority: 0.7 },
    { path: '/measuring-guide', changefreq: 'yearly', priority: 0.5 },
    { path: '/b2b', changefreq: 'monthly', priority: 0.6 },
    { path: '/window-company-portal', changefreq: 'monthly', priority: 0.6 },
    { path: '/privacy', changefreq: 'yearly', priority: 0.2 },
    { path: '/terms', changefreq: 'yearly', priority: 0.2 },
  ]
}

/** Text safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`    <loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>`]
    if (e.lastmod) parts.push(`    <lastmod>${e.lastmod}</lastmod>`)
    if (e.changefreq) parts.push(`    <changefreq>${e.changefreq}</changefreq>`)
    if (e.priority !== undefined) parts.push(`    <priority>${e.priority.toFixed(1)}</priority>`)
    if (e.alternates) {
      const link = (lang: string, path: string) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`
      parts.push(
        link('en-US', e.alternates.en),
        link('es-US', e.alternates.es),
        link('x-default', e.alternates.en),
      )
    }
    return `  <url>\n${parts.join('\n')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin/',
    'Disallow: /admin-dashboard',
    'Disallow: /api/',
    'Disallow: /pricing-test',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
