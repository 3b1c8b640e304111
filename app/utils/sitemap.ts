/** The sitemap's static part and its XML. Pure; the route adds the blog posts. */
import { CITY_SLUGS } from '~/content/cities'
import { GALLERY_PROJECTS } from '~/content/gallery'
import { SERVICE_IDS } from '~/content/services'
import { absoluteUrl } from './seo'

export type SitemapEntry = {
  path: string
  lastmod?: string
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
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
    return `  <url>\n${parts.join('\n')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
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
