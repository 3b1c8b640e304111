/** A cart is bounded: the 51st line is refused with a clear message and nothing is stored. */
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, zebraAddToCartFields } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as zebraPage from '~/routes/shop.zebra-shades'
import {
  addToCart,
  CART_FULL_MESSAGE,
  type CartConfiguration,
  MAX_CART_LINES,
} from '~/server/cart/lines.server'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

function zebraLine(): CartConfiguration {
  const { id } = db.$client
    .prepare("SELECT id FROM fabric_swatches WHERE fabric_name = 'Classic White Zebra'")
    .get() as { id: number }
  return {
    productType: 'zebra',
    fabricSwatchId: id,
    widthEighths: 48 * 8,
    heightEighths: 72 * 8,
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'right',
    optionCodes: ['installation'],
    quantity: 1,
  }
}

const lines = () =>
  (db.$client.prepare('SELECT count(*) AS n FROM cart_lines').get() as { n: number }).n

describe('a bounded cart', () => {
  it(`takes ${MAX_CART_LINES} lines and refuses the next with a message`, async () => {
    const first = await addToCart(getRequest('/shop/zebra-shades'), zebraLine())
    if (!first.ok || !first.setCookie) throw new Error('the first line is added with a new cart')
    const cookie = first.setCookie.split(';')[0]
    for (let i = 1; i < MAX_CART_LINES; i++) {
      const added = await addToCart(
        getRequest('/shop/zebra-shades', { Cookie: cookie }),
        zebraLine(),
      )
      expect(added.ok).toBe(true)
    }
    expect(lines()).toBe(MAX_CART_LINES)
    const refused = await addToCart(
      getRequest('/shop/zebra-shades', { Cookie: cookie }),
      zebraLine(),
    )
    expect(refused).toEqual({ ok: false, field: 'cart', reason: CART_FULL_MESSAGE })
    expect(lines()).toBe(MAX_CART_LINES)
    // Another visitor is not affected.
    expect((await addToCart(getRequest('/shop/zebra-shades'), zebraLine())).ok).toBe(true)
  })
})

describe('Add to Cart is rate limited', () => {
  it('the 61st add in ten minutes from one visitor is refused with the phone', async () => {
    const fabricId = String(zebraLine().fabricSwatchId)
    const post = () =>
      callRoute(
        zebraPage,
        formRequest('/shop/zebra-shades', zebraAddToCartFields(fabricId), {
          headers: { 'Fly-Client-IP': '198.51.100.61' },
        }),
      )
    for (let i = 0; i < 60; i++) expect((await post()).status).toBe(302)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toContain('(954) 555-0123')
  })
})
