import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest, jsonRequest, routeArgs } from '#tests/setup/requests'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

async function get(module: { loader: (args: never) => Promise<Response> }, path: string) {
  const response = await module.loader(routeArgs(getRequest(path)) as never)
  return { status: response.status, body: await response.json() }
}

async function post(
  module: { action: (args: never) => Promise<Response> },
  path: string,
  body: unknown,
) {
  const response = await module.action(routeArgs(jsonRequest(path, body)) as never)
  return { status: response.status, body: await response.json() }
}

describe('catalogue calls', () => {
  it('GET /api/fabric-swatches lists active swatches of every product', async () => {
    const { status, body } = await get(
      await import('~/routes-api/api.fabric-swatches'),
      '/api/fabric-swatches',
    )
    expect(status).toBe(200)
    expect(body).toHaveLength(34)
    expect(body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        fabricName: expect.any(String),
        group: expect.any(String),
        productType: expect.stringMatching(/regular|zebra|roller/),
      }),
    )
    const types = new Set(body.map((s: { productType: string }) => s.productType))
    expect([...types].sort()).toEqual(['regular', 'roller', 'zebra'])
  })

  it('an inactive swatch disappears from the list', async () => {
    db.$client
      .prepare("UPDATE fabric_swatches SET is_active = 0 WHERE fabric_name = 'Slate Herringbone'")
      .run()
    const { body } = await get(
      await import('~/routes-api/api.fabric-swatches'),
      '/api/fabric-swatches',
    )
    expect(body.map((s: { fabricName: string }) => s.fabricName)).not.toContain('Slate Herringbone')
    db.$client
      .prepare("UPDATE fabric_swatches SET is_active = 1 WHERE fabric_name = 'Slate Herringbone'")
      .run()
  })

  it('GET /api/product-images filters by type, active only, by sortOrder; 400 for an unknown type', async () => {
    const mod = await import('~/routes-api/api.product-images')
    const zebra = await get(mod, '/api/product-images?productType=zebra')
    expect(zebra.status).toBe(200)
    expect(zebra.body).toHaveLength(3)
    expect(
      zebra.body.every(
        (i: { productType: string; isActive: boolean }) => i.productType === 'zebra' && i.isActive,
      ),
    ).toBe(true)
    const orders = zebra.body.map((i: { sortOrder: number }) => i.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    db.$client.prepare('UPDATE product_images SET is_active = 0 WHERE id = ?').run(zebra.body[0].id)
    expect((await get(mod, '/api/product-images?productType=zebra')).body).toHaveLength(2)
    db.$client.prepare('UPDATE product_images SET is_active = 1 WHERE id = ?').run(zebra.body[0].id)
    expect((await get(mod, '/api/product-images')).body).toHaveLength(9)
    expect((await get(mod, '/api/product-images?productType=other')).body).toEqual([])
    const bad = await get(mod, '/api/product-images?productType=shutters')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/productType/)
  })

  it('GET /api/zebra-options, /api/roller-options, /api/arabel-options', async () => {
    const zebra = await get(await import('~/routes-api/api.zebra-options'), '/api/zebra-options')
    expect(zebra.body.map((o: { id: string }) => o.id)).toEqual([
      'installation',
      'motorized',
      'cassette_4',
      'cordless',
    ])
    expect(zebra.body[0]).toMatchObject({ id: 'installation', price: 0, isDefault: true })
    expect(zebra.body[1]).toMatchObject({ id: 'motorized', price: 175, priceCents: 17500 })
    const roller = await get(await import('~/routes-api/api.roller-options'), '/api/roller-options')
    expect(roller.body.find((o: { id: string }) => o.id === 'motorized').price).toBe(200)
    expect(roller.body.map((o: { id: string }) => o.id)).toContain('valance')
    const regular = await get(
      await import('~/routes-api/api.arabel-options'),
      '/api/arabel-options',
    )
    expect(regular.body.map((o: { id: string }) => o.id)).toEqual(['cordless', 'installation'])
    expect(regular.body[0].price).toBe(15)
  })

  it('GET /api/roller-fabrics lists roller fabrics with their chart', async () => {
    const { body } = await get(
      await import('~/routes-api/api.roller-fabrics'),
      '/api/roller-fabrics',
    )
    expect(body).toHaveLength(12)
    expect(body[0]).toMatchObject({ name: 'Essential White Light-Filtering', chart: '1' })
  })

  it('GET /api/motors and /api/accessories', async () => {
    const motors = await get(await import('~/routes-api/api.motors'), '/api/motors')
    expect(motors.body).toHaveLength(6)
    expect(motors.body[0]).toMatchObject({
      name: 'Rechargeable Li-Ion Tubular Motor',
      basePrice: 199.99,
      category: 'battery',
    })
    expect(Array.isArray(motors.body[0].features)).toBe(true)
    expect(motors.body[0]).not.toHaveProperty('rating')
    const accessories = await get(await import('~/routes-api/api.accessories'), '/api/accessories')
    expect(accessories.body).toHaveLength(8)
  })
})

describe('price calls', () => {
  const zebraBody = {
    width: 48,
    height: 72,
    fabric: 'Classic White Zebra',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    options: { installation: true, cassette_4: false },
    zipCode: '33301',
  }

  it('POST /api/zebra-price answers the price result', async () => {
    const { status, body } = await post(
      await import('~/routes-api/api.zebra-price'),
      '/api/zebra-price',
      zebraBody,
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      basePrice: 223.99,
      optionFees: 0,
      shipping: 0,
      tax: 0,
      totalPrice: 223.99,
      breakdown: { fabric: 'Classic White Zebra', dimensions: '48" x 72"', chart: '1' },
    })
  })

  it('zebra: motorized operation and the motorized flag charge +$175 once', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const both = await post(mod, '/api/zebra-price', {
      ...zebraBody,
      operationType: 'motorized',
      options: { motorized: true, cassette_4: true },
    })
    expect(both.body.totalPrice).toBe(223.99 + 175 + 35)
    expect(both.body.configuration).toMatchObject({ operationType: 'motorized', controlSide: null })
  })

  it('POST /api/roller-price with valance, motorized and installation', async () => {
    const { status, body } = await post(
      await import('~/routes-api/api.roller-price'),
      '/api/roller-price',
      {
        width: 36.5,
        height: 48.125,
        fabric: 'Solar Screen 5% Grey',
        mountType: 'outside',
        operationType: 'manual',
        controlSide: 'right',
        options: { valance: true, motorized: true, installation: true },
        shippingZip: '33301',
      },
    )
    expect(status).toBe(200)
    expect(body.optionFees).toBe(230)
    expect(body.breakdown).toMatchObject({ chart: '2', dimensions: '36 1/2" x 48 1/8"' })
  })

  it('POST /api/arabel-price and /api/price price vertical blinds by group', async () => {
    const body = {
      width: 48,
      height: 60,
      fabric: 'Sand Dune Fabric',
      options: { cordless: true, installation: true },
      zipCode: '33301',
    }
    const a = await post(await import('~/routes-api/api.arabel-price'), '/api/arabel-price', body)
    const b = await post(await import('~/routes-api/api.price'), '/api/price', {
      ...body,
      shippingZip: '33064',
      options: { cordless: true, motorized: false },
    })
    expect(a.status).toBe(200)
    expect(a.body.breakdown.group).toBe('B')
    expect(a.body.optionFees).toBe(15)
    expect(b.body.totalPrice).toBe(a.body.totalPrice)
  })

  it('a price in the payload is ignored', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const honest = await post(mod, '/api/zebra-price', zebraBody)
    const tampered = await post(mod, '/api/zebra-price', {
      ...zebraBody,
      price: 1,
      totalPrice: 1,
      basePrice: 0,
    })
    expect(tampered.body.totalPrice).toBe(honest.body.totalPrice)
  })

  const bad: [string, string, unknown, RegExp][] = [
    ['unknown fabric', 'zebra', { ...zebraBody, fabric: 'Gold Lamé' }, /Unknown fabric/],
    [
      'fabric of another product',
      'zebra',
      { ...zebraBody, fabric: 'Bright White PVC' },
      /Unknown fabric/,
    ],
    [
      'width below the limit',
      'zebra',
      { ...zebraBody, width: 23.875 },
      /Width must be between 24 and 120/,
    ],
    [
      'height above the limit',
      'zebra',
      { ...zebraBody, height: 121 },
      /Height must be between 36 and 120/,
    ],
    [
      'width beyond 192 for vertical',
      'regular',
      { width: 192.125, height: 60, fabric: 'Sand Dune Fabric' },
      /Width/,
    ],
    ['a width that is not in eighths', 'zebra', { ...zebraBody, width: 48.1 }, /eighths/],
    ['a forged option', 'zebra', { ...zebraBody, options: { gold: true } }, /Unknown option/],
    [
      'an option of another product',
      'zebra',
      { ...zebraBody, options: ['valance'] },
      /Unknown option/,
    ],
    [
      'a negative width',
      'roller',
      { ...zebraBody, fabric: 'Solar Screen 5% Grey', width: -5 },
      /Width/,
    ],
    [
      'a text width',
      'roller',
      { ...zebraBody, fabric: 'Solar Screen 5% Grey', width: 'wide' },
      /width/,
    ],
    ['a bad mount type', 'zebra', { ...zebraBody, mountType: 'ceiling' }, /mountType/],
    ['no fabric', 'zebra', { width: 48, height: 72 }, /fabric/],
    ['an array body', 'zebra', [1, 2], /Invalid/],
  ]
  const modules = {
    zebra: () => import('~/routes-api/api.zebra-price'),
    regular: () => import('~/routes-api/api.arabel-price'),
    roller: () => import('~/routes-api/api.roller-price'),
  }
  for (const [name, type, body, message] of bad) {
    it(`400 with a JSON error for ${name}`, async () => {
      const { status, body: answer } = await post(
        await modules[type as keyof typeof modules](),
        '/api/x',
        body,
      )
      expect(status).toBe(400)
      expect(answer.error).toMatch(message)
    })
  }

  it('400 for a malformed JSON body', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const response = await mod.action(
      routeArgs(jsonRequest('/api/zebra-price', '{"width": 48,')) as never,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/JSON/)
  })

  it('a body with thousands of option keys is refused at once, before any checking', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const options = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`o${i}`, true]))
    const response = await mod.action(
      routeArgs(jsonRequest('/api/zebra-price', { ...zebraBody, options })) as never,
    )
    expect(response.status).toBe(400)
    // The count's own message: refused before the schema looked at a single key.
    expect(await response.json()).toEqual({
      error: 'Invalid options: at most 32 options',
      field: 'options',
    })
  })

  it('price calls are rate limited per visitor, with the phone in the refusal', async () => {
    const mod = await import('~/routes-api/api.roller-price')
    const headers = { 'Fly-Client-IP': '198.51.100.120' }
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) {
      const response = await mod.action(
        routeArgs(jsonRequest('/api/roller-price', { width: 'x' }, { headers })) as never,
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true)
    expect(statuses[120]).toBe(429)
  })

  it('the size past the grid is refused, not priced at zero', async () => {
    db.$client
      .prepare(
        "DELETE FROM price_grid_cells WHERE product_type = 'roller' AND price_group = '8' AND width_inches > 96",
      )
      .run()
    const { status, body } = await post(
      await import('~/routes-api/api.roller-price'),
      '/api/roller-price',
      {
        width: 100,
        height: 60,
        fabric: 'Slate Herringbone',
      },
    )
    expect(status).toBe(400)
    expect(body.error).toMatch(/beyond the price grid/)
  })
})

describe('methods', () => {
  it('GET on a price call answers 405 with a JSON error', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const response = mod.loader()
    expect(response.status).toBe(405)
    expect((await response.json()).error).toMatch(/Method not allowed/)
  })
})
