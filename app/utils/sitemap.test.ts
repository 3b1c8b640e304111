import { describe, expect, it } from 'vitest'
import {
  robotsTxt,
  routePattern,
  sitemapXml,
  staticSitemapEntries,
  withSpanishPages,
} from './sitemap'

describe('sitemap', () => {
  const paths = staticSitemapEntries().map((e) => e.path)

  it('lists every public page once and no admin page', () => {
    for (const path of [
      '/',
      '/services',
      '/services/blinds-removal',
      '/shop',
      '/shop/vertical-blinds',
      '/shop/zebra-shades',
      '/shop/roller-shades',
      '/shop/motors-accessories',
      '/book-appointment',
      '/gallery',
      '/service-areas',
      '/fort-lauderdale',
      '/margate',
      '/blog',
      '/b2b',
      '/window-company-portal',
      '/privacy',
      '/terms',
      '/measuring-guide',
    ]) {
      expect(paths).toContain(path)
    }
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.filter((p) => p.startsWith('/admin') || p === '/pricing-test')).toEqual([])
    // The 14 city pages.
    expect(paths.filter((p) => /^\/[a-z-]+$/.test(p) && !staticTopLevel.has(p))).toHaveLength(14)
  })

  it('writes valid, escaped XML with absolute URLs', () => {
    const xml = sitemapXml('https://blinds.example', [
      { path: '/', priority: 1 },
      { path: '/blog/a&b', lastmod: '2026-05-18', changefreq: 'monthly' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<loc>https://blinds.example/</loc>')
    expect(xml).toContain('<priority>1.0</priority>')
    expect(xml).toContain('<loc>https://blinds.example/blog/a&amp;b</loc>')
    expect(xml).toContain('<lastmod>2026-05-18</lastmod>')
  })

  it('robots.txt points to the sitemap and keeps crawlers out of admin and the API', () => {
    const robots = robotsTxt('https://blinds.example')
    expect(robots).toContain('Sitemap: https://blinds.example/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /api/')
  })
})

const staticTopLevel = new Set([
  '/',
  '/services',
  '/shop',
  '/book-appointment',
  '/quote',
  '/gallery',
  '/service-areas',
  '/blog',
  '/b2b',
  '/window-company-portal',
  '/privacy',
  '/terms',
  '/measuring-guide',
])

describe('the Spanish section (issue 41)', () => {
  it('reads a route id as its address', () => {
    expect(routePattern('routes/_index').test('/')).toBe(true)
    expect(routePattern('routes/blog._index').test('/blog')).toBe(true)
    expect(routePattern('routes/services.$id').test('/services/repair')).toBe(true)
    expect(routePattern('routes/services.$id').test('/services')).toBe(false)
    expect(routePattern('routes/city.davie').test('/davie')).toBe(true)
    expect(routePattern('routes/b2b').test('/b2b')).toBe(true)
  })

  it('adds each page written in Spanish at its /es address, both with hreflang alternates', () => {
    const entries = withSpanishPages(staticSitemapEntries(), ['routes/blog._index', 'routes/b2b'])
    expect(entries.filter((e) => e.path.startsWith('/es'))).toEqual([
      expect.objectContaining({ path: '/es/blog', alternates: { en: '/blog', es: '/es/blog' } }),
      expect.objectContaining({ path: '/es/b2b', alternates: { en: '/b2b', es: '/es/b2b' } }),
    ])
    expect(entries.find((e) => e.path === '/shop')?.alternates).toBeUndefined()
    const xml = sitemapXml('https://x.test', entries)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain(
      [
        '    <loc>https://x.test/es/blog</loc>',
        '    <changefreq>weekly</changefreq>',
        '    <priority>0.7</priority>',
        '    <xhtml:link rel="alternate" hreflang="en-US" href="https://x.test/blog"/>',
        '    <xhtml:link rel="alternate" hreflang="es-US" href="https://x.test/es/blog"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/blog"/>',
      ].join('\n'),
    )
  })
})
