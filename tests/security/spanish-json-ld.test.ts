/**
 * The Spanish pages' structured data as the production build renders it (issue 41): the
 * business and the service described in Spanish, at their /es addresses; the English pages' as
 * they were. `npm run build && npx vitest run tests/security/spanish-json-ld.test.ts`
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES_ES } from '~/content/services-es'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer
beforeAll(async () => {
  server = await startBuiltServer()
}, 60_000)
afterAll(() => server?.stop())

type Block = Record<string, unknown>

/** The page's ld+json blocks, parsed. */
async function jsonLd(path: string): Promise<Block[]> {
  const answer = await fetch(`${server.url}${path}`)
  expect(answer.status).toBe(200)
  const html = await answer.text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Block,
  )
}

const ofType = (blocks: Block[], type: string) => blocks.find((b) => b['@type'] === type)
const path = (url: unknown) => new URL(String(url)).pathname

describe('Spanish structured data', () => {
  it('/es: the business in Spanish, its home the /es one', async () => {
    const business = ofType(await jsonLd('/es'), 'HomeAndConstructionBusiness')
    expect(business?.description).toBe('Expertos en persianas y cortinas del sur de la Florida')
    expect(business?.paymentAccepted).toBe('Efectivo, cheque, tarjeta de crédito')
    expect(path(business?.url)).toBe('/es')
  })

  it('/es/services/repair: the service in Spanish at its /es address', async () => {
    const blocks = await jsonLd('/es/services/repair')
    const service = ofType(blocks, 'Service')
    expect(service?.name).toBe(SERVICES_ES.repair.name)
    expect(service?.description).toBe(SERVICES_ES.repair.description)
    expect(path(service?.url)).toBe('/es/services/repair')
    expect(path((service?.provider as Block | undefined)?.url)).toBe('/es')
    const business = ofType(blocks, 'HomeAndConstructionBusiness')
    expect(business?.description).toBe('Expertos en persianas y cortinas del sur de la Florida')
    expect(path(business?.url)).toBe('/es')
    // Every address in the page's structured data is a Spanish page (the business's @id aside).
    const urls = JSON.stringify(blocks).match(/"url":"[^"]+"/g) ?? []
    expect(urls.filter((u) => !new URL(u.slice(7, -1)).pathname.startsWith('/es'))).toEqual([])
  })

  it('/es/plantation and /es/shop/motors-accessories: Spanish words, /es addresses', async () => {
    const city = await jsonLd('/es/plantation')
    const service = ofType(city, 'Service')
    expect(service?.name).toBe('Servicio de persianas y cortinas en Plantation, FL')
    expect(path(service?.url)).toBe('/es/plantation')
    expect(ofType(city, 'HomeAndConstructionBusiness')?.paymentAccepted).toBe(
      'Efectivo, cheque, tarjeta de crédito',
    )
    const products = (await jsonLd('/es/shop/motors-accessories')).filter(
      (b) => b['@type'] === 'Product',
    )
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) {
      const offer = product.offers as { url: string; seller: { url: string } }
      expect(path(offer.url)).toBe('/es/shop/motors-accessories')
      expect(path(offer.seller.url)).toBe('/es')
    }
  })

  it('the English pages keep their English words and addresses', async () => {
    const home = ofType(await jsonLd('/'), 'HomeAndConstructionBusiness')
    expect(home?.description).toBe("South Florida's Premier Blinds & Window Treatment Experts")
    expect(path(home?.url)).toBe('/')
    const service = ofType(await jsonLd('/services/repair'), 'Service')
    expect(path(service?.url)).toBe('/services/repair')
  })
})
