import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as cartPage from '~/routes/cart._index'
import * as samples from '~/routes/cart.samples'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { CUSTOMER, cartOf, linesOf, orderRows, visitorWithCart } from './cart-helpers'

beforeAll(async () => {
  await seed(db)
})

const swatchIds = () =>
  (
    db.$client.prepare('SELECT id FROM fabric_swatches WHERE is_active = 1 ORDER BY id').all() as {
      id: number
    }[]
  ).map((r) => r.id)

async function addSample(jar: CookieJar, fabricId: number, js = false) {
  const result = await callRoute(
    samples,
    formRequest(
      '/cart/samples',
      { sampleFabricId: String(fabricId), ...(js ? { _js: '1' } : {}) },
      { headers: { Cookie: jar.header() } },
    ),
  )
  jar.absorb(result.headers)
  return result
}

describe('free fabric samples', () => {
  it('adds a sample with no size and no price; the same fabric twice is one sample', async () => {
    const jar = new CookieJar()
    const [fabric] = swatchIds()
    const added = await addSample(jar, fabric)
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toMatch(/^\/shop\//)
    await addSample(jar, fabric, true)
    const cart = await cartOf(jar)
    expect(cart.samples).toHaveLength(1)
    expect(cart.lines).toHaveLength(0)
    expect(cart.totals).toMatchObject({ sampleCount: 1, itemCount: 0, totalCents: 0 })
  })

  it('refuses the 11th sample with a clear message (JSON with JS, a toast without)', async () => {
    const jar = new CookieJar()
    const ids = swatchIds()
    for (const id of ids.slice(0, 10)) {
      expect((await addSample(jar, id, true)).status).toBe(200)
    }
    const refused = await addSample(jar, ids[10], true)
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      error: 'You can order up to 10 free samples at a time.',
    })
    const noJs = await addSample(jar, ids[11])
    expect(noJs.status).toBe(302)
    expect(noJs.headers.get('Set-Cookie')).toMatch(/toast=/)
    expect((await cartOf(jar)).samples).toHaveLength(10)
    // One already in the cart is still fine at the limit.
    expect((await addSample(jar, ids[0], true)).status).toBe(200)
  })

  it('an unknown fabric is 404; a sample can be removed', async () => {
    const jar = new CookieJar()
    expect((await addSample(jar, 999999, true)).status).toBe(404)
    await addSample(jar, swatchIds()[1], true)
    const [sample] = (await cartOf(jar)).samples
    const removed = await callRoute(
      samples,
      formRequest(
        '/cart/samples',
        { intent: 'remove', sampleId: String(sample.id), redirectTo: '/cart' },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(removed.status).toBe(302)
    expect((await cartOf(jar)).samples).toEqual([])
  })

  it('a samples-only order needs name, e-mail and address, no payment, and stores a samples order', async () => {
    const jar = new CookieJar()
    const ids = swatchIds()
    await addSample(jar, ids[2], true)
    await addSample(jar, ids[3], true)
    const post = (fields: Record<string, string>) =>
      callRoute(
        cartPage,
        formRequest(
          '/cart',
          { ...fields, intent: 'samples' },
          { headers: { Cookie: jar.header(), 'Fly-Client-IP': '10.8.0.1' } },
        ),
      )
    const before = orderRows().length
    const missing = await post({ name: 'Ana Diaz', email: 'ana@example.com' })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.data)).toContain('Address is required')
    expect(orderRows()).toHaveLength(before)

    const placed = await post({ ...CUSTOMER, phone: '' })
    expect(placed.status).toBe(302)
    const order = orderRows().at(-1)!
    expect(order).toMatchObject({
      kind: 'samples',
      status: 'pending',
      totalCents: 0,
      customerAddress: '12 Las Olas Blvd',
    })
    expect(linesOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'sample', unitPriceCents: 0, widthEighths: 0, quantity: 1 }),
      expect.objectContaining({ kind: 'sample', unitPriceCents: 0 }),
    ])
    expect((await cartOf(jar)).samples).toEqual([])
  })

  it('samples ride along with a quote at $0 and change no total', async () => {
    const jar = await visitorWithCart()
    const totals = (await cartOf(jar)).totals
    await addSample(jar, swatchIds()[4], true)
    expect((await cartOf(jar)).totals).toEqual({ ...totals, sampleCount: 1 })
    const placed = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { ...CUSTOMER, intent: 'quote' },
        { headers: { Cookie: jar.header(), 'Fly-Client-IP': '10.8.0.2' } },
      ),
    )
    expect(placed.status).toBe(302)
    const order = orderRows().at(-1)!
    expect(order).toMatchObject({ kind: 'quote', totalCents: totals.totalCents })
    expect(linesOf(order.id).map((l) => l.kind)).toEqual(['product', 'sample'])
  })
})
