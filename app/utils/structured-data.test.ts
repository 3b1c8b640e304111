import { describe, expect, it } from 'vitest'
import { getService } from '~/content/services'
import { SERVICES_ES } from '~/content/services-es'
import { serverT } from '~/server/platform/i18n.server'
import {
  businessWords,
  cityJsonLd,
  localBusinessJsonLd,
  productJsonLd,
  serviceJsonLd,
} from './structured-data'

const site = {
  siteUrl: 'https://blinds.example/',
  name: 'Tri-County Blinds & Shades',
  phone: '(954) 555-0123',
  email: 'info@example.com',
}
const spanishSite = { ...site, locale: 'es' as const }
const city = {
  name: 'Hollywood',
  county: 'Broward',
  slug: 'hollywood',
  description: 'Persianas en Hollywood.',
}

describe('the business in JSON-LD, in the page language (issue 41)', () => {
  it('keeps the English words and addresses when given the English catalogs', () => {
    const plain = localBusinessJsonLd(site)
    // The catalogs' English is the code's English: the English pages' JSON-LD does not change.
    expect(localBusinessJsonLd(site, undefined, undefined, businessWords(serverT('en').t))).toEqual(
      plain,
    )
    expect(plain).toMatchObject({
      url: 'https://blinds.example/',
      description: "South Florida's Premier Blinds & Window Treatment Experts",
      paymentAccepted: 'Cash, Check, Credit Card',
    })
  })

  it('says it in Spanish on a Spanish page, its home the /es one; names, hours and places stay', () => {
    const english = localBusinessJsonLd(site)
    const json = localBusinessJsonLd(
      spanishSite,
      undefined,
      undefined,
      businessWords(serverT('es').t),
    )
    expect(json).toMatchObject({
      '@id': 'https://blinds.example/#business',
      name: 'Tri-County Blinds & Shades',
      url: 'https://blinds.example/es',
      description: 'Expertos en persianas y cortinas del sur de la Florida',
      paymentAccepted: 'Efectivo, cheque, tarjeta de crédito',
    })
    expect(json.openingHoursSpecification).toEqual(english.openingHoursSpecification)
    expect(json.areaServed).toEqual(english.areaServed)
    expect(json.priceRange).toBe('$$')
  })
})

describe('a service in JSON-LD (issue 41)', () => {
  it('names the Spanish service page and a provider at the Spanish home', () => {
    const service = { ...getService('repair')!, ...SERVICES_ES.repair }
    const json = serviceJsonLd(service, spanishSite) as Record<string, unknown> & {
      provider: Record<string, unknown>
    }
    expect(json).toMatchObject({
      '@id': 'https://blinds.example/es/services/repair#service',
      url: 'https://blinds.example/es/services/repair',
      name: SERVICES_ES.repair.name,
      description: SERVICES_ES.repair.description,
      serviceType: SERVICES_ES.repair.name,
    })
    expect(json.provider).toMatchObject({
      '@id': 'https://blinds.example/#business',
      url: 'https://blinds.example/es',
    })
  })

  it('stays English on the English page', () => {
    expect(serviceJsonLd(getService('repair')!, site)).toMatchObject({
      url: 'https://blinds.example/services/repair',
      provider: { url: 'https://blinds.example/' },
    })
  })
})

describe('a city and a product in JSON-LD (issue 41)', () => {
  it('gives a Spanish city page Spanish words and /es addresses', () => {
    const { t } = serverT('es')
    const [business, service] = cityJsonLd(spanishSite, city, null, {
      business: businessWords(t),
      name: t('city.jsonLd.name', { city: city.name }),
      serviceType: t('city.jsonLd.serviceType'),
    })
    expect(business).toMatchObject({
      url: 'https://blinds.example/es',
      description: 'Expertos en persianas y cortinas del sur de la Florida',
    })
    expect(service).toMatchObject({
      '@id': 'https://blinds.example/es/hollywood#service',
      url: 'https://blinds.example/es/hollywood',
      name: t('city.jsonLd.name', { city: city.name }),
      serviceType: t('city.jsonLd.serviceType'),
    })
    expect(service?.name).not.toBe('Blinds & Shades Service in Hollywood, FL')
  })

  it('keeps an English city page as it was', () => {
    const { t } = serverT('en')
    const words = {
      business: businessWords(t),
      name: t('city.jsonLd.name', { city: city.name }),
      serviceType: t('city.jsonLd.serviceType'),
    }
    expect(cityJsonLd(site, city, null, words)).toEqual(cityJsonLd(site, city, null))
  })

  it('sells from the Spanish home on a Spanish product page, the price as it is', () => {
    const json = productJsonLd(spanishSite, {
      name: 'Persianas verticales',
      description: 'A la medida',
      path: '/es/shop/vertical-blinds',
      priceCents: 12900,
    }) as { offers: Record<string, unknown> & { seller: Record<string, unknown> } }
    expect(json.offers).toMatchObject({
      url: 'https://blinds.example/es/shop/vertical-blinds',
      price: '129.00',
      priceCurrency: 'USD',
    })
    expect(json.offers.seller.url).toBe('https://blinds.example/es')
  })
})
