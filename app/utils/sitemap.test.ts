import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml, staticSitemapEntries } from './sitemap'

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
