import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as cartPage from '~/routes/cart._index'
import * as cartLines from '~/routes/cart.lines'
import * as orderPage from '~/routes/orders.$orderId'
import * as apiOrders from '~/routes-api/api.orders'
import { orderPath } from '~/server/orders/links.server'
import { db } from '~/server/platform/db.server'
import * as schema from '../../db/schema'
import { seed } from '../../db/seed'
import { CUSTOMER, cartOf, linesOf, orderRows, visitorWithCart, zebraConfig } from './cart-helpers'

beforeAll(async () => {
  await seed(db)
})

const ip = (n: number) => ({ 'Fly-Client-IP': `10.9.0.${n}` })

describe('/cart', () => {
  it('lists the lines priced by the server, with the totals of docs/requirements.md, R1', async () => {
    const jar = await visitorWithCart([
      zebraConfig({ quantity: 2 }),
      zebraConfig({ optionCodes: [] }),
    ])
    const page = await callRoute(cartPage, getRequest('/cart', { Cookie: jar.header() }))
    const data = page.data as Awaited<ReturnType<typeof cartPage.loader>>
    expect(data.mode).toBe('products')
    expect(data.lines.map((l) => l.dimensionsLabel)).toEqual(['48" x 72"', '48" x 72"'])
    // 3 x $223.99, installation $40 x 2 on the first line only, 7% tax
    expect(data.totals).toMatchObject({
      itemCount: 3,
      subtotalCents: 3 * 22399,
      installationCents: 8000,
      taxCents: Math.round(((3 * 22399 + 8000) * 7) / 100),
    })
  })

  it('keeps a room label on the line (no JS: back with a toast) and on the quote order', async () => {
    const jar = await visitorWithCart()
    const [line] = (await cartOf(jar)).lines
    const saved = await callRoute(
      cartLines,
      formRequest(
        '/cart/lines',
        {
          intent: 'label',
          lineId: String(line.id),
          roomLabel: '  Master bedroom, left window ',
          redirectTo: '/cart',
        },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(saved.status).toBe(302)
    expect((await cartOf(jar)).lines[0].roomLabel).toBe('Master bedroom, left window')
    const tooLong = await callRoute(
      cartLines,
      formRequest(
        '/cart/lines',
        { intent: 'label', lineId: String(line.id), roomLabel: 'x'.repeat(81), _js: '1' },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(tooLong.status).toBe(400)

    const placed = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { ...CUSTOMER, intent: 'quote' },
        { headers: { Cookie: jar.header(), ...ip(1) } },
      ),
    )
    expect(placed.status).toBe(302)
    const order = orderRows().at(-1)!
    expect(placed.headers.get('Location')).toBe(`${orderPath(order.id)}&new=1#order-title`)
    expect(order).toMatchObject({ kind: 'quote', status: 'pending', customerName: 'Ana Diaz' })
    expect(linesOf(order.id)).toEqual([
      expect.objectContaining({
        roomLabel: 'Master bedroom, left window',
        unitPriceCents: 22399,
        kind: 'product',
      }),
    ])
    // The cart is empty afterwards.
    expect((await cartOf(jar)).lines).toEqual([])
    // A quote request is a lead (counted on the dashboard), its details the cart's lines.
    const lead = db.select().from(schema.leads).all().at(-1)!
    expect(lead).toMatchObject({
      source: 'cart-quote',
      name: 'Ana Diaz',
      email: 'ana@example.com',
      phone: '(954) 555-0199',
      zipCode: '33301',
      status: 'new',
    })
    expect(lead.details).toContain(order.reference!)
    expect(lead.details).toContain('Room: Master bedroom, left window')
    expect(lead.details).toContain('Zebra Shades')
  })

  it('a quote asked with JavaScript (POST /api/orders) is a lead too', async () => {
    const jar = await visitorWithCart()
    const before = db.select().from(schema.leads).all().length
    const placed = await callRoute(
      apiOrders,
      jsonRequest(
        '/api/orders',
        { customerInfo: CUSTOMER },
        { headers: { Cookie: jar.header(), ...ip(2) } },
      ),
    )
    expect(placed.status).toBe(201)
    const leads = db.select().from(schema.leads).all()
    expect(leads.length).toBe(before + 1)
    expect(leads.at(-1)).toMatchObject({ source: 'cart-quote', name: 'Ana Diaz' })
  })

  it('refuses a quote without name, e-mail and phone and stores nothing', async () => {
    const jar = await visitorWithCart()
    const before = orderRows().length
    const result = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { name: 'Ana', email: '', phone: '', intent: 'quote' },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('Please fill in all required contact information')
    expect(orderRows()).toHaveLength(before)
    expect((await cartOf(jar)).lines).toHaveLength(1)
  })

  it('Proceed to Checkout remembers the details and goes on to /checkout', async () => {
    const jar = await visitorWithCart()
    const result = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { ...CUSTOMER, address: '', intent: 'checkout' },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/checkout')
    jar.absorb(result.headers)
    const page = await callRoute(cartPage, getRequest('/cart', { Cookie: jar.header() }))
    expect((page.data as { stored: object }).stored).toMatchObject({
      name: 'Ana Diaz',
      phone: '(954) 555-0199',
    })
  })
})

describe('POST /api/orders', () => {
  it('ignores the amounts and prices the browser sends: the order is the server cart priced now', async () => {
    const jar = await visitorWithCart([zebraConfig({ quantity: 2 })])
    const server = (await cartOf(jar)).totals
    const response = await callRoute(
      apiOrders,
      jsonRequest(
        '/api/orders',
        {
          items: [
            {
              id: 1,
              name: 'Zebra Shades',
              price: 0.01,
              quantity: 2,
              dimensions: { width: 48, height: 72 },
            },
          ],
          customerInfo: CUSTOMER,
          subtotal: 0.02,
          installationFee: 0,
          tax: 0,
          total: 0.02,
          status: 'paid',
        },
        { headers: { Cookie: jar.header(), ...ip(2) } },
      ),
    )
    expect(response.status).toBe(201)
    const body = response.data as { orderId: number; orderUrl: string; total: number }
    expect(body.total).toBe(server.totalCents / 100)
    const order = orderRows().find((o) => o.id === body.orderId)!
    expect(order).toMatchObject({ status: 'pending', kind: 'quote', totalCents: server.totalCents })
    expect(linesOf(order.id)[0]).toMatchObject({ unitPriceCents: 22399, quantity: 2 })
    expect(body.orderUrl).toBe(orderPath(order.id))
    expect((await cartOf(jar)).lines).toEqual([])
  })

  it('answers 400 JSON for an empty cart, bad JSON or missing details', async () => {
    const empty = await callRoute(apiOrders, jsonRequest('/api/orders', { customerInfo: CUSTOMER }))
    expect(empty.status).toBe(400)
    expect(empty.data).toEqual({ error: 'Your cart is empty' })
    const jar = await visitorWithCart()
    const bad = await callRoute(
      apiOrders,
      jsonRequest('/api/orders', '{oops', { headers: { Cookie: jar.header() } }),
    )
    expect(bad.status).toBe(400)
    const missing = await callRoute(
      apiOrders,
      jsonRequest(
        '/api/orders',
        { customerInfo: { name: 'A' } },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(missing.status).toBe(400)
    expect((missing.data as { fieldErrors: object }).fieldErrors).toHaveProperty('phone')
  })
})

describe('/orders/{id}', () => {
  it('opens only with the signed link', async () => {
    const jar = await visitorWithCart()
    const placed = await callRoute(
      apiOrders,
      jsonRequest(
        '/api/orders',
        { customerInfo: CUSTOMER },
        { headers: { Cookie: jar.header(), ...ip(3) } },
      ),
    )
    const { orderId, orderUrl } = placed.data as { orderId: number; orderUrl: string }
    const ok = await callRoute(orderPage, getRequest(orderUrl), { orderId: String(orderId) })
    expect(ok.status).toBe(200)
    expect(
      (ok.data as { order: { totals: { totalCents: number } } }).order.totals.totalCents,
    ).toBeGreaterThan(0)
    // The link names the order by its reference; a link sent before references (by id) still opens.
    const [path, query] = orderUrl.split('?')
    const reference = path.split('/')[2]
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const byId = await callRoute(orderPage, getRequest(`/orders/${orderId}?${query}`), {
      orderId: String(orderId),
    })
    expect(byId.status).toBe(200)
    for (const url of [
      `/orders/${reference}`,
      `/orders/${reference}?t=abc`,
      `/orders/${orderId}`,
      `/orders/${orderId + 1}?${query}`,
    ]) {
      const id = url.split('/')[2].split('?')[0]
      const refused = await callRoute(orderPage, getRequest(url), { orderId: id })
      expect(refused.status).toBe(404)
      expect(refused.thrown).toBe(true)
    }
  })
})
