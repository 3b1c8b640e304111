/**
 * The shop in Spanish (issue 41): the configurators, the cart's posts and checkout answer in
 * the language of their address, and keep the customer on the Spanish pages.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, routeArgs, zebraAddToCartFields } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { plainWords } from '~/domain/locale'
import * as samples from '~/routes/cart.samples'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const swatchId = (name: string) =>
  (
    db.$client.prepare('SELECT id FROM fabric_swatches WHERE fabric_name = ?').get(name) as {
      id: number
    }
  ).id

describe('the shop in Spanish', () => {
  it('gives /es/shop/zebra-shades its Spanish words, title and lead time', async () => {
    const { loader } = await import('~/routes/shop.zebra-shades')
    const data = await loader(routeArgs(getRequest('/es/shop/zebra-shades')) as never)
    expect(plainWords(data.messages['configurator.step.dimensions'])).toBe('Medidas')
    expect(plainWords(data.messages['~Zebra Shades'])).toBe('Persianas zebra')
    expect(data.leadTime).toMatch(/^Lista para instalar en \d/)
    expect(data.leadTime).toMatch(
      / de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
    )
    const title = data.seo.find((tag) => 'title' in tag) as { title: string }
    expect(title.title).toMatch(/^Persianas zebra \| Tienda a la medida \| /)
    const canonical = data.seo.find((tag) => 'rel' in tag && tag.rel === 'canonical') as {
      href: string
    }
    expect(canonical.href).toMatch(/\/es\/shop\/zebra-shades$/)
  })

  it('keeps the English page English', async () => {
    const { loader } = await import('~/routes/shop.zebra-shades')
    const data = await loader(routeArgs(getRequest('/shop/zebra-shades')) as never)
    expect(plainWords(data.messages['configurator.step.dimensions'])).toBe('Dimensions')
    expect(data.leadTime).toMatch(/^Ready to install in /)
  })

  it('goes back to the Spanish configurator after Add to Cart without JavaScript', async () => {
    const { action } = await import('~/routes/shop.zebra-shades')
    const fields = zebraAddToCartFields(String(swatchId('Classic White Zebra')))
    const answer = await callRoute({ action }, formRequest('/es/shop/zebra-shades', fields))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/es\/shop\/zebra-shades\?.*widthWhole=36/)
  })

  it('adds a sample from a Spanish page in Spanish and goes back to it', async () => {
    const jar = new CookieJar()
    const fabric = swatchId('Classic White Zebra')
    const withJs = await callRoute(
      samples,
      formRequest('/es/cart/samples', { sampleFabricId: String(fabric), _js: '1' }),
    )
    expect(withJs.data).toMatchObject({ title: 'Muestra gratis agregada' })
    expect(String((withJs.data as { description: string }).description)).toMatch(
      /1 de 10 muestras gratis en su carrito/,
    )
    const noJs = await callRoute(
      samples,
      formRequest(
        '/es/cart/samples',
        { sampleFabricId: String(fabric) },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(noJs.headers.get('Location')).toMatch(/^\/es\/shop\/zebra-shades/)
  })

  it('shows the cart and checkout with their Spanish words and meta', async () => {
    const cart = await import('~/routes/cart._index')
    const cartData = await cart.loader(routeArgs(getRequest('/es/cart')) as never)
    expect(cartData.title).toBe('Carrito de compras')
    expect(plainWords(cartData.messages['cart.contact.checkout'])).toBe('Continuar al pago')
    const checkout = await import('~/routes/checkout._index')
    const checkoutData = await checkout.loader(routeArgs(getRequest('/es/checkout')) as never)
    expect(checkoutData.path).toBe('/es/checkout')
    expect(plainWords(checkoutData.messages['checkout.continue'])).toBe('Continuar al pago seguro')
  })
})
