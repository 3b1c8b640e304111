import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import type { ConfiguratorActionData } from '~/domain/pricing'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

type DataResult<T> = { data: T; init: ResponseInit | null }

function swatchId(name: string): number {
  const row = db.$client
    .prepare('SELECT id FROM fabric_swatches WHERE fabric_name = ?')
    .get(name) as { id: number }
  return row.id
}

function configForm(fields: Record<string, string | string[]>) {
  return {
    widthWhole: '48',
    widthFraction: '0',
    heightWhole: '72',
    heightFraction: '0',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'right',
    option: ['installation'],
    quantity: '1',
    ...fields,
  }
}

function cartRows(): (typeof schema.cartLines.$inferSelect)[] {
  return db.select().from(schema.cartLines).all()
}

async function zebraAction(fields: Record<string, string | string[]>, cookie = '') {
  const { action } = await import('~/routes/shop.zebra-shades')
  return (await action(
    routeArgs(
      formRequest('/shop/zebra-shades', fields, { headers: cookie ? { Cookie: cookie } : {} }),
    ) as never,
  )) as unknown
}

describe('configurator loader', () => {
  it('sends fabrics, options, the compact grid and the images of the product', async () => {
    const { loader } = await import('~/routes/shop.zebra-shades')
    const data = await loader(routeArgs(getRequest('/shop/zebra-shades?image=2')) as never)
    expect(data.fabrics).toHaveLength(10)
    expect(Object.keys(data.grid).sort()).toEqual(['1', '2', '3', '4'])
    expect(data.grid['1'].widths[0]).toBe(24)
    expect(data.grid['1'].cents).toHaveLength(
      data.grid['1'].widths.length * data.grid['1'].heights.length,
    )
    expect(data.options.map((o) => o.code)).toContain('installation')
    expect(data.defaults).toMatchObject({
      widthWhole: '48',
      heightWhole: '72',
      options: ['installation'],
    })
    expect(data.images).toHaveLength(3)
    expect(data.initialImage).toBe(1)
  })
})

describe('Add to Cart', () => {
  it('keeps the room typed in the configurator on the cart line, and the design in the way back', async () => {
    const response = (await zebraAction(
      configForm({
        intent: 'add',
        fabricId: String(swatchId('Classic White Zebra')),
        room: '  Den, east window  ',
      }),
    )) as Response
    expect(response.status).toBe(302)
    const line = cartRows().at(-1)
    expect(line?.roomLabel).toBe('Den, east window')
    expect(response.headers.get('Location')).toContain('room=++Den%2C+east+window++')
  })

  it('prices on the server and stores the configuration without a price (no JS: redirect to the confirmation + cart cookie)', async () => {
    const before = cartRows().length
    const response = (await zebraAction(
      configForm({
        intent: 'add',
        fabricId: String(swatchId('Classic White Zebra')),
        option: ['installation', 'cassette_4'],
        quantity: '2',
      }),
    )) as Response
    expect(response.status).toBe(302)
    const cookie = new CookieJar().absorb(response).header()
    expect(cookie).toMatch(/cart=/)
    const rows = cartRows()
    expect(rows).toHaveLength(before + 1)
    const line = rows[rows.length - 1]
    // Back to the form's fragment, where the page confirms the line with View Cart; the design
    // stays in the query, so a reload shows it again.
    const location = response.headers.get('Location') ?? ''
    expect(location).toMatch(new RegExp(`^/shop/zebra-shades\\?.*&added=${line.id}#configure$`))
    expect(location).toContain(`fabricId=${swatchId('Classic White Zebra')}`)
    expect(location).toContain('option=installation&option=cassette_4&quantity=2')
    expect(line).toMatchObject({
      productType: 'zebra',
      widthEighths: 384,
      heightEighths: 576,
      mountType: 'inside',
      operationType: 'manual',
      controlSide: 'right',
      optionCodes: ['installation', 'cassette_4'],
      quantity: 2,
    })
    expect(Object.keys(line)).not.toContain('price')

    // The root loader sees it: badge quantity, bar totals (docs/requirements.md, R1), mirror.
    const { loader } = await import('~/root')
    const root = (await loader(
      routeArgs(getRequest('/', { Cookie: cookie })) as never,
    )) as unknown as DataResult<{
      cartQuantity: number
      cart: {
        bar: { totals: { totalCents: number }; lines: { unitPriceCents: number }[] }
        mirror: { price: number; options: Record<string, boolean>; type: string }[]
      }
    }>
    expect(root.data.cartQuantity).toBe(2)
    const unit = 22399 + 3500
    expect(root.data.cart.bar.lines[0].unitPriceCents).toBe(unit)
    const installation = 2 * 4000
    const tax = Math.round(((unit * 2 + installation) * 7) / 100)
    expect(root.data.cart.bar.totals.totalCents).toBe(unit * 2 + installation + tax)
    expect(root.data.cart.mirror[0]).toMatchObject({
      type: 'zebra-shades',
      price: unit / 100,
      options: { installation: true, cassette_4: true, motorized: false },
    })
  })

  it('with JavaScript answers data (no redirect) and the same stored line', async () => {
    const result = (await zebraAction(
      configForm({
        intent: 'add',
        _js: '1',
        fabricId: String(swatchId('Pebble Grey Zebra')),
        operationType: 'motorized',
      }),
    )) as DataResult<{ added: { unitPriceCents: number } }>
    expect(result.data.added.unitPriceCents).toBe(
      // chart 2, 48x72, motorized +175
      (
        db.$client
          .prepare(
            "SELECT price_cents AS c FROM price_grid_cells WHERE product_type='zebra' AND price_group='2' AND width_inches=48 AND height_inches=72",
          )
          .get() as { c: number }
      ).c + 17500,
    )
    const line = cartRows().at(-1)!
    expect(line).toMatchObject({
      operationType: 'motorized',
      controlSide: null,
      optionCodes: ['installation', 'motorized'],
    })
  })

  it('a tampered price field changes nothing', async () => {
    const fabricId = String(swatchId('Classic White Zebra'))
    const result = (await zebraAction(
      configForm({
        intent: 'add',
        _js: '1',
        fabricId,
        price: '1.00',
        totalPrice: '1',
        unitPriceCents: '1',
      }),
    )) as DataResult<{ added: { unitPriceCents: number } }>
    expect(result.data.added.unitPriceCents).toBe(22399)
  })

  const refusals: [string, Record<string, string | string[]>, string][] = [
    ['a forged option id', { option: ['installation', 'free-motor'] }, 'options'],
    ['an option of another product', { option: ['valance'] }, 'options'],
    ['no fabric', { fabricId: '' }, 'fabric'],
    ['an unknown fabric', { fabricId: '999999' }, 'fabric'],
    ['a fabric of another product', { fabricId: 'REGULAR' }, 'fabric'],
    ['a width below the limit', { widthWhole: '20' }, 'width'],
    ['a non-numeric width', { widthWhole: 'abc' }, 'width'],
    ['a bad fraction', { heightFraction: '9' }, 'height'],
    ['quantity 0', { quantity: '0' }, 'quantity'],
    ['quantity 100', { quantity: '100' }, 'quantity'],
    ['a bad operation', { operationType: 'turbo' }, 'operationType'],
    ['a bad mount', { mountType: 'ceiling' }, 'mountType'],
  ]
  for (const [name, fields, field] of refusals) {
    it(`refuses ${name} with a field error and stores nothing`, async () => {
      const before = cartRows().length
      const fabricId =
        fields.fabricId === 'REGULAR'
          ? String(swatchId('Bright White PVC'))
          : (fields.fabricId ?? String(swatchId('Classic White Zebra')))
      const result = (await zebraAction(
        configForm({ intent: 'add', ...fields, fabricId: fabricId as string }),
      )) as DataResult<{
        errors: Record<string, string>
      }>
      expect(result.init?.status).toBe(400)
      expect(result.data.errors[field]).toBeTruthy()
      expect(cartRows()).toHaveLength(before)
    })
  }

  it('an inactive option is refused', async () => {
    db.$client
      .prepare(
        "UPDATE product_options SET is_active = 0 WHERE product_type='zebra' AND code='cassette_4'",
      )
      .run()
    const result = (await zebraAction(
      configForm({
        intent: 'add',
        fabricId: String(swatchId('Classic White Zebra')),
        option: ['cassette_4'],
      }),
    )) as DataResult<{ errors: Record<string, string> }>
    expect(result.data.errors.options).toMatch(/Unknown option/)
    db.$client
      .prepare(
        "UPDATE product_options SET is_active = 1 WHERE product_type='zebra' AND code='cassette_4'",
      )
      .run()
  })

  it("'Update price' (no JavaScript) answers the values and stores nothing", async () => {
    const before = cartRows().length
    const result = (await zebraAction(
      configForm({
        intent: 'price',
        fabricId: String(swatchId('Classic White Zebra')),
        widthWhole: '50',
        widthFraction: '3',
      }),
    )) as DataResult<{
      intent: string
      values: { widthWhole: string; widthFraction: string }
      errors: object
    }>
    expect(result.data.intent).toBe('price')
    expect(result.data.values).toMatchObject({ widthWhole: '50', widthFraction: '3' })
    expect(result.data.errors).toEqual({})
    expect(cartRows()).toHaveLength(before)
  })

  it('vertical blinds and roller shades add too', async () => {
    const vertical = await import('~/routes/shop.vertical-blinds')
    const res = (await vertical.action(
      routeArgs(
        formRequest('/shop/vertical-blinds', {
          intent: 'add',
          _js: '1',
          widthWhole: '192',
          widthFraction: '0',
          heightWhole: '84',
          heightFraction: '4',
          fabricId: String(swatchId('Charcoal Room-Darkening')),
          option: ['cordless', 'installation'],
          quantity: '1',
        }),
      ) as never,
    )) as DataResult<{ added: { unitPriceCents: number } }>
    expect(res.data.added.unitPriceCents).toBeGreaterThan(8999)
    const roller = await import('~/routes/shop.roller-shades')
    const r = (await roller.action(
      routeArgs(
        formRequest(
          '/shop/roller-shades',
          configForm({
            intent: 'add',
            _js: '1',
            fabricId: String(swatchId('Woven Jute Texture')),
            option: ['valance'],
          }),
        ),
      ) as never,
    )) as DataResult<{ added: { unitPriceCents: number } }>
    expect(r.data.added.unitPriceCents).toBeGreaterThan(12599)
  })
})

describe('cart lines (sticky bar forms)', () => {
  async function freshCart() {
    const response = (await zebraAction(
      configForm({ intent: 'add', fabricId: String(swatchId('Classic White Zebra')) }),
    )) as Response
    const cookie = new CookieJar().absorb(response).header()
    const lineId = cartRows().at(-1)!.id
    return { cookie, lineId }
  }
  async function post(fields: Record<string, string>, cookie: string) {
    const { action } = await import('~/routes/cart.lines')
    return (await action(
      routeArgs(formRequest('/cart/lines', fields, { headers: { Cookie: cookie } })) as never,
    )) as unknown
  }
  const qty = (id: number) => cartRows().find((l) => l.id === id)?.quantity

  it('plus and minus change the quantity, never below 1; no JS redirects back', async () => {
    const { cookie, lineId } = await freshCart()
    const plus = (await post(
      { intent: 'increment', lineId: String(lineId), redirectTo: '/shop?x=1' },
      cookie,
    )) as Response
    expect(plus.status).toBe(302)
    expect(plus.headers.get('Location')).toBe('/shop?x=1')
    expect(qty(lineId)).toBe(2)
    await post({ intent: 'decrement', lineId: String(lineId), _js: '1' }, cookie)
    await post({ intent: 'decrement', lineId: String(lineId), _js: '1' }, cookie)
    expect(qty(lineId)).toBe(1)
  })

  it('refuses an open redirect', async () => {
    const { cookie, lineId } = await freshCart()
    const res = (await post(
      { intent: 'increment', lineId: String(lineId), redirectTo: '//evil.example' },
      cookie,
    )) as Response
    expect(res.headers.get('Location')).toBe('/cart')
  })

  it('remove deletes the line with the toast', async () => {
    const { cookie, lineId } = await freshCart()
    const res = (await post(
      { intent: 'remove', lineId: String(lineId), redirectTo: '/' },
      cookie,
    )) as Response
    expect(qty(lineId)).toBeUndefined()
    expect(res.headers.get('Set-Cookie')).toMatch(/toast=/)
  })

  it("another visitor's line cannot be touched", async () => {
    const a = await freshCart()
    const b = await freshCart()
    const res = (await post(
      { intent: 'remove', lineId: String(a.lineId), _js: '1' },
      b.cookie,
    )) as Response
    expect(res.status).toBe(404)
    expect(qty(a.lineId)).toBe(1)
    const none = (await post(
      { intent: 'remove', lineId: String(a.lineId), _js: '1' },
      '',
    )) as Response
    expect(none.status).toBe(404)
  })
})

describe('motors and accessories quote', () => {
  async function motorsPost(fields: Record<string, string>, cookie = '') {
    const { action } = await import('~/routes/shop.motors-accessories')
    return (await action(
      routeArgs(
        formRequest('/shop/motors-accessories', fields, {
          headers: cookie
            ? { Cookie: cookie, 'Fly-Client-IP': '10.0.0.9' }
            : { 'Fly-Client-IP': '10.0.0.9' },
        }),
      ) as never,
    )) as unknown
  }
  const motorId = () =>
    (
      db.$client
        .prepare("SELECT id FROM hardware_products WHERE kind='motor' ORDER BY sort_order LIMIT 1")
        .get() as { id: number }
    ).id

  it('lists tabs with counts and stores a lead with the quote lines', async () => {
    const { loader } = await import('~/routes/shop.motors-accessories')
    const page = await loader(
      routeArgs(getRequest('/shop/motors-accessories?tab=accessories')) as never,
    )
    expect(page.tab).toBe('accessories')
    expect(page.motors).toHaveLength(6)
    expect(page.accessories).toHaveLength(8)

    const add = (await motorsPost({
      intent: 'add',
      productId: String(motorId()),
      tab: 'motors',
    })) as Response
    expect(add.status).toBe(302)
    const jar = new CookieJar().absorb(add)
    let cookie = jar.header()
    const again = (await motorsPost(
      { intent: 'add', productId: String(motorId()) },
      cookie,
    )) as Response
    cookie = jar.absorb(again).header()
    const withLines = await loader(
      routeArgs(getRequest('/shop/motors-accessories', { Cookie: cookie })) as never,
    )
    expect(withLines.quoteLines).toEqual([
      expect.objectContaining({ productId: motorId(), quantity: 2, unitPriceCents: 19999 }),
    ])

    const missing = (await motorsPost(
      { intent: 'submit', name: '', email: 'x', phone: '' },
      cookie,
    )) as DataResult<{ error: Record<string, string[]> }>
    expect(missing.init?.status).toBe(400)
    expect(Object.keys(missing.data.error).sort()).toEqual(['email', 'name', 'phone'])
    expect(missing.data.error.phone).toEqual(['Phone is required'])

    const done = (await motorsPost(
      {
        intent: 'submit',
        name: 'Ana Diaz',
        email: 'ana@example.com',
        phone: '(954) 555-0199',
        details: 'Two patio shades',
      },
      cookie,
    )) as Response
    expect(done.status).toBe(302)
    const lead = db.select().from(schema.leads).all().at(-1)!
    expect(lead).toMatchObject({
      source: 'motors-quote',
      name: 'Ana Diaz',
      quoteLines: [
        {
          productId: motorId(),
          quantity: 2,
          unitPriceCents: 19999,
          productName: 'Rechargeable Li-Ion Tubular Motor',
        },
      ],
    })
    // The customer's acknowledgement with the reference (issue 28), recorded on the lead.
    const ack = db
      .select()
      .from(schema.outbox)
      .all()
      .filter((m) => m.to === 'ana@example.com')
    expect(ack.map((m) => m.subject)).toEqual([`We received your quote request Q-${lead.id}`])
    expect(
      db
        .select()
        .from(schema.requestActivity)
        .all()
        .filter((a) => a.leadId === lead.id),
    ).toMatchObject([{ kind: 'email' }])
  })

  it('a line brought to 0 disappears; an empty quote cannot be submitted', async () => {
    const add = (await motorsPost({ intent: 'add', productId: String(motorId()) })) as Response
    const jar = new CookieJar().absorb(add)
    let cookie = jar.header()
    const dec = (await motorsPost(
      { intent: 'decrement', productId: String(motorId()) },
      cookie,
    )) as Response
    cookie = jar.absorb(dec).header()
    const { loader } = await import('~/routes/shop.motors-accessories')
    const page = await loader(
      routeArgs(getRequest('/shop/motors-accessories', { Cookie: cookie })) as never,
    )
    expect(page.quoteLines).toEqual([])
    const empty = (await motorsPost(
      { intent: 'submit', name: 'A', email: 'a@example.com', phone: '9545550100' },
      cookie,
    )) as DataResult<{ error: Record<string, string[]> }>
    expect(empty.init?.status).toBe(400)
    expect(empty.data.error['']).toEqual(['Add at least one product to your quote'])
    const unknown = (await motorsPost({ intent: 'add', productId: '99999' })) as DataResult<unknown>
    expect(unknown.init?.status).toBe(400)
  })
})

describe('motors quote abuse', () => {
  it('a filled honeypot stores nothing; a sixth request in 10 minutes answers 429', async () => {
    const { action } = await import('~/routes/shop.motors-accessories')
    const motorId = (
      db.$client.prepare("SELECT id FROM hardware_products WHERE kind='motor' LIMIT 1").get() as {
        id: number
      }
    ).id
    const headers = (cookie: string) => ({ Cookie: cookie, 'Fly-Client-IP': '10.0.0.77' })
    const add = (await action(
      routeArgs(
        formRequest(
          '/shop/motors-accessories',
          { intent: 'add', productId: String(motorId) },
          {
            headers: { 'Fly-Client-IP': '10.0.0.77' },
          },
        ),
      ) as never,
    )) as Response
    const cookie = new CookieJar().absorb(add).header()
    const leadCount = () => db.select().from(schema.leads).all().length
    const fields = { intent: 'submit', name: 'Bot', email: 'bot@example.com', phone: '9545550100' }
    const before = leadCount()
    const trap = (await action(
      routeArgs(
        formRequest(
          '/shop/motors-accessories',
          { ...fields, name__confirm: 'http://spam' },
          {
            headers: headers(cookie),
          },
        ),
      ) as never,
    )) as Response
    expect(trap.status).toBe(302)
    expect(leadCount()).toBe(before)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = (await action(
        routeArgs(
          formRequest('/shop/motors-accessories', fields, { headers: headers(cookie) }),
        ) as never,
      )) as Response | DataResult<unknown>
      statuses.push(res instanceof Response ? res.status : (res.init?.status ?? 200))
    }
    // The cookie still holds the line (the test reuses the pre-submit cookie): 5 stored, then 429.
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429])
    expect(leadCount()).toBe(before + 5)
  })
})

describe('shop index', () => {
  it('shows starting prices from the grids', async () => {
    const { loader } = await import('~/routes/shop._index')
    const data = await loader(routeArgs(getRequest('/shop')))
    expect(data.products.map((p) => p.fromCents)).toEqual([8999, 12799, 12599, 19999])
    db.$client
      .prepare(
        "UPDATE price_grid_cells SET price_cents = 7999 WHERE product_type='regular' AND price_group='A' AND width_inches=24 AND height_inches=36",
      )
      .run()
    expect((await loader(routeArgs(getRequest('/shop')))).products[0].fromCents).toBe(7999)
  })
})

describe('E-mail me this design', () => {
  const design = () =>
    configForm({
      intent: 'email',
      fabricId: String(swatchId('Classic White Zebra')),
      room: 'Den',
      designEmail: 'ana@example.com',
    })
  const lastMail = () => db.select().from(schema.outbox).all().at(-1)

  it('sends the link to the design and its itemised price, and nothing is stored but the message', async () => {
    const leadsBefore = db.select().from(schema.leads).all().length
    const response = (await zebraAction(design())) as {
      data: ConfiguratorActionData
      init: ResponseInit | null
    }
    expect(response.data).toMatchObject({
      intent: 'email',
      errors: {},
      emailedTo: 'ana@example.com',
    })
    const mail = lastMail()
    expect(mail?.to).toBe('ana@example.com')
    expect(mail?.subject).toBe('Your Zebra Shades design')
    expect(mail?.text).toContain('Fabric: Classic White Zebra')
    expect(mail?.text).toContain('Room: Den')
    expect(mail?.text).toContain('Price per item: $223.99')
    expect(mail?.text).toContain('Professional installation: $40.00')
    expect(mail?.text).toContain('All-in before tax: $263.99')
    expect(mail?.text).toMatch(
      new RegExp(
        `Open your design: http\\S+/shop/zebra-shades\\?\\S*fabricId=${swatchId('Classic White Zebra')}\\S*room=Den`,
      ),
    )
    expect(db.select().from(schema.leads).all().length).toBe(leadsBefore)
  })

  it('refuses a wrong address next to its field, and a sixth e-mail in an hour', async () => {
    const bad = (await zebraAction({ ...design(), designEmail: 'ana@' })) as {
      data: ConfiguratorActionData
      init: ResponseInit | null
    }
    expect(bad.init?.status).toBe(400)
    expect(bad.data.errors.email).toBe('Enter an e-mail address like name@example.com')
    for (let i = 0; i < 4; i++) {
      const ok = (await zebraAction(design())) as { data: ConfiguratorActionData }
      expect(ok.data.emailedTo).toBe('ana@example.com')
    }
    const limited = (await zebraAction(design())) as {
      data: ConfiguratorActionData
      init: ResponseInit | null
    }
    expect(limited.init?.status).toBe(429)
    expect(limited.data.errors.form).toMatch(/try again/i)
  })
})
