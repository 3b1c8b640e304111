/**
 * One specification, shown everywhere (issue 27): the zebra shade (inside mount,
 * manual, right control, a cassette, a room label) bought through the hosted Checkout, then
 * seen on Stripe's line, the staff order page, the customer's private page, both e-mails, the
 * printable work order, the CSV export and the staff search.
 */
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockStripeObject, stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import type { LineSpecification } from '~/domain/order-specification'
import * as checkout from '~/routes/checkout._index'
import * as orderPage from '~/routes/orders.$orderId'
import * as ordersRoute from '~/routes-admin/admin.orders'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as exportRoute from '~/routes-admin/admin.orders_.export'
import * as workOrderRoute from '~/routes-admin/admin_.orders.$orderId.work-order'
import { orderPath } from '~/server/orders/links.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { CUSTOMER, visitorWithCart, zebraConfig } from './cart-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)

/** What every view must say of the shade. */
const FACTS = [
  'Zebra Shades',
  'Classic White Zebra, color White, chart 1',
  '52" x 64"',
  'Inside mount',
  'Manual',
  'Right',
  '4" Cassette Valance, $35.00 each',
  'Master bedroom, left window',
]

let auth: { Authorization: string }
let orderId: number
let sessionId: string
let samplesId: number

beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
  auth = adminHeaders()
  const jar = await visitorWithCart([
    zebraConfig({
      widthEighths: 52 * 8,
      heightEighths: 64 * 8,
      controlSide: 'right',
      optionCodes: ['installation', 'cassette_4'],
      quantity: 2,
    }),
  ])
  db.update(schema.cartLines).set({ roomLabel: 'Master bedroom, left window' }).run()
  const started = await callRoute(
    checkout,
    formRequest('/checkout', { ...CUSTOMER }, { headers: { Cookie: jar.header() } }),
  )
  expect(started.status).toBe(303)
  sessionId = started.headers.get('Location')!.split('/').at(-1)!
  orderId = Number((mockStripeObject(sessionId)!.metadata as { orderId: string }).orderId)
  // A free-samples request to tell apart in the filters.
  samplesId = db
    .insert(schema.orders)
    .values({
      kind: 'samples',
      customerName: 'Lee Park',
      customerEmail: 'lee@example.com',
      customerPhone: '',
      subtotalCents: 0,
      installationCents: 0,
      taxCents: 0,
      totalCents: 0,
    })
    .returning()
    .get().id
})
afterAll(() => stripeApi.close())

const expectFacts = (text: string) => {
  for (const fact of FACTS) expect(text).toContain(fact)
}

describe('one specification, shown everywhere', () => {
  it("names each Stripe Checkout line by its specification, with the whole of it as the line's description", () => {
    const items = mockStripeObject(sessionId)!.line_items as {
      description: string
      product_description: string | null
      quantity: number
    }[]
    expect(items[0].quantity).toBe(2)
    expect(items[0].description).toBe(
      'Zebra Shades · Classic White Zebra, color White, chart 1 · 52" x 64" · Inside mount · Manual · Right control · 4" Cassette Valance · With installation · Room: Master bedroom, left window',
    )
    expectFacts(items[0].product_description ?? '')
    expect(items.map((i) => i.description)).toContain('Professional installation')
  })

  it("gives the staff order page every line's specification", async () => {
    const result = await callRoute(orderRoute, getRequest(`/admin/orders/${orderId}`, auth), {
      orderId: String(orderId),
    })
    const { order } = result.data as { order: { lines: { spec: LineSpecification }[] } }
    expect(order.lines).toHaveLength(1)
    expect(order.lines[0].spec.rows.map((r) => [r.label, r.value])).toEqual(
      expect.arrayContaining([
        ['Fabric', 'Classic White Zebra, color White, chart 1'],
        ['Mount', 'Inside mount'],
        ['Operation', 'Manual'],
        ['Control side', 'Right'],
        ['Option', '4" Cassette Valance, $35.00 each'],
        ['Room', 'Master bedroom, left window'],
        ['Quantity', '2'],
      ]),
    )
  })

  it("gives the customer's private page the same specification", async () => {
    const path = orderPath(orderId)
    const result = await callRoute(orderPage, getRequest(path), {
      orderId: new URL(path, 'http://x').pathname.split('/')[2],
    })
    const { order } = result.data as { order: { lines: { spec: LineSpecification }[] } }
    expectFacts(order.lines[0].spec.text)
  })

  it('writes the specification into the customer\'s "paid" e-mail and the staff notice', async () => {
    db.update(schema.orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(schema.orders.id, orderId))
      .run()
    const before = db.select().from(schema.outbox).all().length
    await sendOrderEmails(orderId)
    const mails = db.select().from(schema.outbox).all().slice(before)
    const customerMail = mails.find((m) => m.to === CUSTOMER.email)!
    const staffMail = mails.find((m) => m.to !== CUSTOMER.email)!
    expect(customerMail.subject).toMatch(/ paid$/)
    expectFacts(customerMail.text)
    expect(customerMail.text).toContain('Professional installation, $')
    expectFacts((customerMail.html ?? '').replaceAll('&quot;', '"'))
    expectFacts(staffMail.text)
  })
})

describe('the printable work order', () => {
  const path = () => `/admin/orders/${orderId}/work-order`

  it('sends a visitor who is not signed in to the login page', async () => {
    const result = await callRoute(workOrderRoute, getRequest(path()), {
      orderId: String(orderId),
    })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/admin\/login\?redirectTo=/)
  })

  it('gives staff the order with its customer and every line specified', async () => {
    const result = await callRoute(workOrderRoute, getRequest(path(), auth), {
      orderId: String(orderId),
    })
    expect(result.status).toBe(200)
    const { order } = result.data as {
      order: {
        reference: string
        customer: { name: string; phone?: string; address?: string }
        lines: { spec: LineSpecification }[]
      }
    }
    expect(order.customer).toMatchObject({
      name: CUSTOMER.name,
      phone: CUSTOMER.phone,
      address: CUSTOMER.address,
    })
    expect(order.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expectFacts(order.lines[0].spec.text)
  })

  it('prints the stage, the supplier reference and the booked installation with its installer', async () => {
    adminHeaders('wo-installer', 'installer')
    const installerId = db.$client
      .prepare("select id from admin_users where username = 'wo-installer'")
      .get() as { id: number }
    db.$client
      .prepare("update admin_users set display_name = 'Ivan Installer' where id = ?")
      .run(installerId.id)
    db.insert(schema.appointmentSlots)
      .values({ date: '2026-12-20', timeSlot: '10:00', durationMinutes: 120, maxBookings: 2 })
      .onConflictDoNothing()
      .run()
    const slot = db.$client
      .prepare("select id from appointment_slots where date = '2026-12-20' and time_slot = '10:00'")
      .get() as { id: number }
    const visit = db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: CUSTOMER.name,
        customerEmail: 'wo@example.com',
        customerPhone: CUSTOMER.phone,
        customerAddress: CUSTOMER.address,
        serviceType: 'installation',
        appointmentDate: '2026-12-20',
        appointmentTime: '10:00',
        assignedAdminId: installerId.id,
      })
      .returning()
      .get()
    db.$client
      .prepare(
        "update orders set stage = 'installation-scheduled', supplier_reference = 'SUP-778', appointment_id = ? where id = ?",
      )
      .run(visit.id, orderId)
    const result = await callRoute(workOrderRoute, getRequest(path(), auth), {
      orderId: String(orderId),
    })
    expect((result.data as { work: unknown }).work).toMatchObject({
      stage: 'Installation scheduled',
      supplierReference: 'SUP-778',
      visit: { date: '2026-12-20', time: '10:00', installer: 'Ivan Installer' },
    })
  })

  it('answers 404 for an order that does not exist', async () => {
    const result = await callRoute(
      workOrderRoute,
      getRequest('/admin/orders/99999/work-order', auth),
      {
        orderId: '99999',
      },
    )
    expect(result.status).toBe(404)
  })
})

describe('the CSV export of the orders list', () => {
  async function csvOf(query: string) {
    const result = await callRoute(exportRoute, getRequest(`/admin/orders/export${query}`, auth))
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = await result.response!.text()
    return parse(text, { bom: true }) as string[][]
  }

  it('has a header row and one row per order, its lines written out', async () => {
    const [header, ...rows] = await csvOf('')
    expect(header).toEqual([
      'Number',
      'Reference',
      'Kind',
      'Stage',
      'Payment',
      'Customer Name',
      'Customer Email',
      'Customer Phone',
      'Address',
      'City',
      'ZIP',
      'Lines',
      'Items',
      'Subtotal',
      'Installation',
      'Tax',
      'Total',
      'Placed At',
      'Paid At',
    ])
    const row = rows.find((r) => r[0] === `#${orderId}`)!
    expect(row[5]).toBe(CUSTOMER.name)
    // The one-line specification (prices have their own columns).
    expect(row[12]).toBe(
      '1. Zebra Shades · Classic White Zebra, color White, chart 1 · 52" x 64" · Inside mount · Manual · Right control · 4" Cassette Valance · With installation · Room: Master bedroom, left window',
    )
    expect(row[16]).toMatch(/^\d+\.\d{2}$/)
    // In the business's time zone, as the tab shows it.
    expect(row[17]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rows.map((r) => r[0])).toContain(`#${samplesId}`)
  })

  it('applies the filters of the list', async () => {
    const samples = await csvOf('?kind=samples')
    expect(samples.slice(1).map((r) => r[0])).toEqual([`#${samplesId}`])
    const searched = await csvOf('?q=left+window&page=3')
    expect(searched.slice(1).map((r) => r[0])).toEqual([`#${orderId}`])
  })

  it('sends a visitor who is not signed in to the login page', async () => {
    const result = await callRoute(exportRoute, getRequest('/admin/orders/export'))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})

describe('staff search', () => {
  it.each([
    ['product', 'zebra shades'],
    ['fabric', 'Classic White'],
    ['room label', 'Master bedroom'],
  ])('finds an order by its %s', async (_what, q) => {
    const result = await callRoute(
      ordersRoute,
      getRequest(`/admin/orders?${new URLSearchParams({ q })}`, auth),
    )
    const ids = (result.data as { orders: { id: number }[] }).orders.map((o) => o.id)
    expect(ids).toEqual([orderId])
  })

  it('escapes the wildcards of the search text', async () => {
    const result = await callRoute(ordersRoute, getRequest('/admin/orders?q=Master%25room', auth))
    expect((result.data as { orders: unknown[] }).orders).toEqual([])
  })
})
