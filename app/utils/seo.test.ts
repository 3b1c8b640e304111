import { describe, expect, it } from 'vitest'
import { getService } from '~/content/services'
import { absoluteUrl, breadcrumbJsonLd, seoMeta, siteFromMatches } from './seo'
import { localBusinessJsonLd, serviceJsonLd } from './structured-data'

const site = {
  siteUrl: 'https://blinds.example/',
  name: 'Tri-County Blinds & Shades',
  phone: '(954) 555-0123',
  email: 'info@example.com',
}

describe('seo helpers', () => {
  it('builds absolute URLs without double or trailing slashes', () => {
    expect(absoluteUrl('https://blinds.example/', '/')).toBe('https://blinds.example/')
    expect(absoluteUrl('https://blinds.example', '/gallery')).toBe('https://blinds.example/gallery')
    expect(absoluteUrl('https://blinds.example//', 'terms')).toBe('https://blinds.example/terms')
  })

  it('reads the settings from the root match and falls back when absent', () => {
    const read = siteFromMatches([
      {
        id: 'root',
        data: {
          env: {
            SITE_URL: 'https://x.test',
            BUSINESS_NAME: 'X',
            BUSINESS_PHONE: '1',
            BUSINESS_EMAIL: 'e@x.test',
          },
        },
      },
      { id: 'routes/_index', data: {} },
    ])
    expect(read).toEqual({
      siteUrl: 'https://x.test',
      name: 'X',
      phone: '1',
      email: 'e@x.test',
      locale: 'en',
      bilingual: false,
    })
    expect(siteFromMatches([]).name).toBe('Tri-County Blinds & Shades')
  })

  it('on a Spanish page: canonical is the /es address, og:locale es_US with its alternate, JSON-LD says es-US', () => {
    const site = siteFromMatches([
      { id: 'root', data: { env: { SITE_URL: 'https://x.test' }, i18n: { locale: 'es' } } },
      {
        id: 'es/routes/blog.$slug',
        data: { alternates: { en: '/blog/a', es: '/es/blog/b' } },
      },
    ])
    expect(site).toMatchObject({ locale: 'es', bilingual: true })
    const tags = seoMeta({
      site,
      title: 'T',
      description: 'D',
      path: '/blog/b',
      jsonLd: [breadcrumbJsonLd(site, [{ name: 'Inicio', path: '/' }]), { '@type': 'WebPage' }],
    })
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://x.test/es/blog/b',
    })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'es_US' })
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' })
    const ld = tags.flatMap((t) => ('script:ld+json' in t ? [t['script:ld+json']] : []))
    expect(JSON.stringify(ld[0])).toContain('https://x.test/es')
    expect(ld[1]).toMatchObject({ inLanguage: 'es-US' })
  })

  it('an English post without a Spanish version has no og:locale:alternate', () => {
    const site = siteFromMatches([
      { id: 'root', data: { env: {}, i18n: { locale: 'en' } } },
      { id: 'routes/blog.$slug', data: { alternates: { en: '/blog/a', es: null } } },
    ])
    const tags = seoMeta({ site, title: 'T', description: 'D', path: '/blog/a' })
    expect(tags.some((t) => 'property' in t && t.property === 'og:locale:alternate')).toBe(false)
  })

  it('gives title, description, canonical, Open Graph and JSON-LD', () => {
    const tags = seoMeta({
      site,
      title: 'T',
      description: 'D',
      path: '/services/repair',
      jsonLd: [{ '@type': 'Thing' }],
    })
    expect(tags).toContainEqual({ title: 'T' })
    expect(tags).toContainEqual({ name: 'description', content: 'D' })
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://blinds.example/services/repair',
    })
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://blinds.example/services/repair',
    })
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } })
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false)
  })

  it('describes the business with its hours, area and settings', () => {
    const json = localBusinessJsonLd(site) as Record<string, unknown>
    expect(json['@type']).toBe('HomeAndConstructionBusiness')
    expect(json.telephone).toBe(site.phone)
    expect(json.foundingDate).toBe('2002')
    expect(json.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' }),
    ])
    expect((json.areaServed as unknown[]).length).toBe(3 + 14)
    // No review figures in markup: nothing there that the page cannot back with real reviews.
    expect(json).not.toHaveProperty('aggregateRating')
  })

  it('describes a service provided by the business', () => {
    const json = serviceJsonLd(getService('repair')!, site) as {
      '@type': string
      url: string
      provider: Record<string, string>
    }
    expect(json['@type']).toBe('Service')
    expect(json.url).toBe('https://blinds.example/services/repair')
    expect(json.provider['@id']).toBe('https://blinds.example/#business')
    const crumbs = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ]) as { itemListElement: unknown[] }
    expect(crumbs.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Services',
      item: 'https://blinds.example/services',
    })
  })
})
