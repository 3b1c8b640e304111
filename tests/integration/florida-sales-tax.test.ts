/**
 * Sales tax as Florida charges it (issue 39, docs/decisions/131-florida-sales-tax.md): the cart,
 * checkout with and without JavaScript, the stored order and Stripe's amount are taxed at the
 * rates of the county of the delivery ZIP, the surtax on the first $5,000 of each unit only;
 * the owner sets each county's rate from a date; an order keeps the tax it was placed with.
 */
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockStripeObject, stripeHandlers } from '#tests/mocks/stripe'
import type { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { businessDate } from '~/domain/business-time'
import * as cartPage from '~/routes/cart._index'
import * as checkout from '~/routes/checkout._index'
import * as orderPage from '~/routes/orders.$orderId'
import * as salesTaxRoute from '~/routes-admin/admin.pricing-rules_.sales-tax'
import * as createIntent from '~/routes-api/api.create-payment-intent'
import { saveCustomerInfo } from '~/server/cart/cart-cookie.server'
import { cartFingerprintOfCookie } from '~/server/cart/summary.server'
import { orderPath } from '~/server/orders/links.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { CUSTOMER, orderRows, visitorWithCart, zebraConfig } from './cart-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)
let owner: { Authorization: string }
const today = businessDate()

beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
  owner = adminHeaders('tax-owner', 'owner')
})
afterAll(() => stripeApi.close())

const ZIPS = { Broward: '33301', 'Miami-Dade': '33139', 'Palm Beach': '33401' } as const
const ip = (n: number) => ({ 'Fly-Client-IP': `10.39.0.${n}` })

function ownerSets(county: string, surtaxRatePercent: string, appliesFrom = today) {
  return callRoute(
    salesTaxRoute,
    formRequest(
      '/admin/pricing-rules/sales-tax',
      { county, surtaxRatePercent, appliesFrom },
      { headers: owner },
    ),
  )
}

async function rememberZip(jar: CookieJar, zipCode: string) {
  const setCookie = await saveCustomerInfo(getRequest('/', { Cookie: jar.header() }), { zipCode })
  jar.absorb(new Headers({ 'Set-Cookie': setCookie }))
}

async function cartTotals(jar: CookieJar) {
  const page = await callRoute(cartPage, getRequest('/cart', { Cookie: jar.header() }))
  return (page.data as Awaited<ReturnType<typeof cartPage.loader>>).totals
}

/** The zebra of cart-helpers: $223.99 and $40.00 of installation, $263.99 before tax. */
const ZEBRA_ALL_IN = 26_399

describe("the seed's rates: 7% in each of the three counties", () => {
  it('taxes a cart at 7% with the county named, wherever in the three counties it goes', async () => {
    for (const [county, zip] of Object.entries(ZIPS)) {
      const jar = await visitorWithCart()
      await rememberZip(jar, zip)
      expect(await cartTotals(jar)).toMatchObject({
        taxCents: 1848, // 7% of $263.99 = 18.4793
        taxLabel: `Sales tax (7%, ${county})`,
      })
    }
  })
})

describe('a $6,000 shade: the surtax on its first $5,000 only', () => {
  it('the cart, checkout, the order and Stripe charge 6% of $6,000 + 1% of $5,000', async () => {
    // A zebra grid that prices this size at exactly $6,000 (no option fees, no installation).
    const cell = db
      .select()
      .from(schema.priceGridCells)
      .all()
      .filter((c) => c.productType === 'zebra' && c.priceGroup === '1')
      .filter((c) => c.widthInches >= 48 && c.heightInches >= 72)
      .sort((a, b) => a.widthInches - b.widthInches || a.heightInches - b.heightInches)[0]
    const before = cell.priceCents
    db.update(schema.priceGridCells)
      .set({ priceCents: 600_000 })
      .where(eq(schema.priceGridCells.id, cell.id))
      .run()
    try {
      const jar = await visitorWithCart([zebraConfig({ optionCodes: [], quantity: 2 })])
      await rememberZip(jar, ZIPS.Broward)
      const totals = await cartTotals(jar)
      expect(totals).toMatchObject({ subtotalCents: 1_200_000, installationCents: 0 })
      // Each unit: $360 + $50 = $410 (a flat 7% would be $420 each)
      expect(totals.taxCents).toBe(82_000)
      expect(totals.totalCents).toBe(1_282_000)

      const started = await callRoute(
        checkout,
        formRequest(
          '/checkout',
          { ...CUSTOMER, zipCode: ZIPS.Broward },
          { headers: { Cookie: jar.header(), ...ip(1) } },
        ),
      )
      expect(started.status).toBe(303)
      const session = mockStripeObject(started.headers.get('Location')!.split('/').at(-1)!)!
      const orderId = Number((session.metadata as { orderId: string }).orderId)
      const order = orderRows().find((o) => o.id === orderId)!
      expect(order).toMatchObject({ taxCents: 82_000, totalCents: 1_282_000, taxCounty: 'Broward' })
      expect(session.amount_total).toBe(1_282_000)
      expect(session.line_items).toContainEqual(
        expect.objectContaining({ description: 'Sales tax (7%, Broward)', unit_amount: 82_000 }),
      )
    } finally {
      db.update(schema.priceGridCells)
        .set({ priceCents: before })
        .where(eq(schema.priceGridCells.id, cell.id))
        .run()
    }
  })
})

describe('each county at its own rate (the owner changes two)', () => {
  beforeAll(async () => {
    expect((await ownerSets('Miami-Dade', '0.5')).status).toBe(302)
    expect((await ownerSets('Palm Beach', '1.5')).status).toBe(302)
  })

  // 6.5% of $263.99 = 17.15935; 7% = 18.4793; 7.5% = 19.79925
  const EXPECTED = {
    Broward: { taxCents: 1848, taxLabel: 'Sales tax (7%, Broward)' },
    'Miami-Dade': { taxCents: 1716, taxLabel: 'Sales tax (6.5%, Miami-Dade)' },
    'Palm Beach': { taxCents: 1980, taxLabel: 'Sales tax (7.5%, Palm Beach)' },
  } as const

  it('the cart shows the tax of the county of the ZIP it remembers', async () => {
    for (const [county, zip] of Object.entries(ZIPS)) {
      const jar = await visitorWithCart()
      await rememberZip(jar, zip)
      expect(await cartTotals(jar), county).toMatchObject({
        ...EXPECTED[county as keyof typeof EXPECTED],
        totalCents: ZEBRA_ALL_IN + EXPECTED[county as keyof typeof EXPECTED].taxCents,
      })
    }
  })

  it('checkout without JavaScript charges the installation ZIP’s county: the order, Stripe and the receipt say the same', async () => {
    let n = 10
    for (const [county, zip] of Object.entries(ZIPS)) {
      const expected = EXPECTED[county as keyof typeof EXPECTED]
      const jar = await visitorWithCart()
      // What the cart remembered before (another county) does not decide: the address given does.
      await rememberZip(jar, ZIPS.Broward)
      const started = await callRoute(
        checkout,
        formRequest(
          '/checkout',
          { ...CUSTOMER, zipCode: zip },
          { headers: { Cookie: jar.header(), ...ip(n++) } },
        ),
      )
      expect(started.status, county).toBe(303)
      jar.absorb(started.headers)
      const session = mockStripeObject(started.headers.get('Location')!.split('/').at(-1)!)!
      const orderId = Number((session.metadata as { orderId: string }).orderId)
      const order = orderRows().find((o) => o.id === orderId)!
      expect(order, county).toMatchObject({
        taxCents: expected.taxCents,
        totalCents: ZEBRA_ALL_IN + expected.taxCents,
        taxCounty: county,
      })
      expect(session.amount_total).toBe(order.totalCents)
      expect(session.line_items).toContainEqual(
        expect.objectContaining({ description: expected.taxLabel, unit_amount: expected.taxCents }),
      )
      // Back on the cart (the details now remember this ZIP): the same figures as charged.
      expect(await cartTotals(jar)).toMatchObject({ ...expected, totalCents: order.totalCents })
      // The customer's page of the order: its label and amount.
      const page = await callRoute(orderPage, getRequest(orderPath(orderId)), {
        orderId: String(orderId),
      })
      expect((page.data as { order: { totals: unknown } }).order.totals).toMatchObject(expected)
    }
  })

  it('checkout with JavaScript: the PaymentIntent is for the total of the ZIP given', async () => {
    const jar = await visitorWithCart()
    const answer = await callRoute(
      createIntent,
      jsonRequest(
        '/api/create-payment-intent',
        { customerInfo: { ...CUSTOMER, zipCode: ZIPS['Miami-Dade'] } },
        { headers: { Cookie: jar.header(), ...ip(30) } },
      ),
    )
    const { amount, orderId } = answer.data as { amount: number; orderId: number }
    expect(amount).toBe(ZEBRA_ALL_IN + 1716)
    expect(orderRows().find((o) => o.id === orderId)).toMatchObject({
      taxCents: 1716,
      taxCounty: 'Miami-Dade',
      taxStateBasisPoints: 600,
      taxSurtaxBasisPoints: 50,
    })
  })

  it("the page cache keeps a shopper's frame per tax county: the sticky bar's total is right", async () => {
    const jar = await visitorWithCart()
    await rememberZip(jar, ZIPS.Broward)
    const broward = await cartFingerprintOfCookie(jar.header())
    await rememberZip(jar, ZIPS['Miami-Dade'])
    expect(await cartFingerprintOfCookie(jar.header())).not.toBe(broward)
  })

  it('a cart shipped outside the three counties is taxed at the highest of their rates, without a county', async () => {
    const jar = await visitorWithCart([zebraConfig({ optionCodes: [] })])
    await rememberZip(jar, '32801') // Orlando: shipping only
    expect(await cartTotals(jar)).toMatchObject({
      taxCents: 1680, // 7.5% of $223.99 = 16.79925
      taxLabel: 'Sales tax (7.5%)',
    })
  })

  it('an order keeps the tax it was placed with when the rate changes', async () => {
    const jar = await visitorWithCart()
    const placed = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { ...CUSTOMER, zipCode: ZIPS['Palm Beach'], intent: 'quote' },
        { headers: { Cookie: jar.header(), ...ip(40) } },
      ),
    )
    expect(placed.status).toBe(302)
    const order = orderRows().at(-1)!
    expect(order).toMatchObject({ kind: 'quote', taxCents: 1980, taxCounty: 'Palm Beach' })
    expect((await ownerSets('Palm Beach', '1', today)).status).toBe(302)
    const page = await callRoute(orderPage, getRequest(orderPath(order.id)), {
      orderId: String(order.id),
    })
    expect((page.data as { order: { totals: unknown } }).order.totals).toMatchObject({
      taxCents: 1980,
      taxLabel: 'Sales tax (7.5%, Palm Beach)',
    })
    // A new cart for Palm Beach is taxed at the corrected rate.
    const next = await visitorWithCart()
    await rememberZip(next, ZIPS['Palm Beach'])
    expect(await cartTotals(next)).toMatchObject({ taxLabel: 'Sales tax (7%, Palm Beach)' })
  })
})

describe("the owner's rates, dated", () => {
  it('a rate from a later date applies from that day, not before', async () => {
    const later = '2099-01-01'
    expect((await ownerSets('Broward', '2', later)).status).toBe(302)
    const jar = await visitorWithCart()
    await rememberZip(jar, ZIPS.Broward)
    expect(await cartTotals(jar)).toMatchObject({ taxLabel: 'Sales tax (7%, Broward)' })
    const page = await callRoute(salesTaxRoute, getRequest('/admin/pricing-rules/sales-tax', owner))
    const broward = (
      page.data as {
        counties: { county: string; rates: { id: number; appliesFrom: string; when: string }[] }[]
      }
    ).counties.find((c) => c.county === 'Broward')!
    expect(broward.rates.map((r) => [r.appliesFrom, r.when])).toEqual([
      ['2026-01-01', 'in-force'],
      [later, 'coming'],
    ])
    // Withdrawn while not in force; a rate in force cannot be.
    const coming = broward.rates.find((r) => r.appliesFrom === later)!
    const inForce = broward.rates.find((r) => r.when === 'in-force')!
    for (const id of [coming.id, inForce.id]) {
      await callRoute(
        salesTaxRoute,
        formRequest(
          '/admin/pricing-rules/sales-tax',
          { intent: 'withdraw', rateId: String(id) },
          { headers: owner },
        ),
      )
    }
    const left = db
      .select()
      .from(schema.salesTaxRates)
      .all()
      .filter((r) => r.county === 'Broward')
    expect(left.map((r) => r.appliesFrom)).toEqual(['2026-01-01'])
    const audit = db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((a) => a.subjectType === 'sales-tax')
    expect(audit.map((a) => a.summary)).toEqual(
      expect.arrayContaining([
        'Sales tax surtax of Broward: 2% from 2099-01-01',
        'Sales tax surtax of Broward from 2099-01-01 withdrawn (2%)',
      ]),
    )
  })

  it('refuses a rate that is not a rate, and the office, who may not change money settings', async () => {
    const bad = await ownerSets('Broward', '0.125')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('hundredths')
    expect((await ownerSets('Orange', '1')).status).toBe(400)
    const office = adminHeaders('tax-office', 'office')
    const refused = await callRoute(
      salesTaxRoute,
      formRequest(
        '/admin/pricing-rules/sales-tax',
        { county: 'Broward', surtaxRatePercent: '3', appliesFrom: today },
        { headers: office },
      ),
    )
    expect(refused.status).toBe(403)
    const rows = db.select().from(schema.salesTaxRates).all()
    expect(rows.some((r) => r.surtaxBasisPoints === 300)).toBe(false)
  })
})
