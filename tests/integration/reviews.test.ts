// Reviews from real customers (issue 30): the invitation when staff complete an order or a
// visit, the single-use private link, the form, and the content version an approval moves.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as cityRoute from '~/routes/__city-page'
import * as reviewRoute from '~/routes/review.$token'
import * as rollerRoute from '~/routes/shop.roller-shades'
import * as zebraRoute from '~/routes/shop.zebra-shades'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as adminReviewsRoute from '~/routes-admin/admin.reviews'
import { db, schema } from '~/server/platform/db.server'
import { contentVersion, databaseVersion } from '~/server/platform/db-version.server'
import { decideReview } from '~/server/reviews/reviews.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { mailTo } from './order-helpers'

let auth: { Authorization: string }
let emailCounter = 0

function makeOrder(stage: 'installed' | 'delivered' = 'installed') {
  emailCounter++
  const email = `review${emailCounter}@example.com`
  const id = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage,
      status: 'paid',
      customerName: 'Ana Maria Flores',
      customerEmail: email,
      customerPhone: '(954) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: 20000,
      installationCents: 4000,
      taxCents: 1680,
      totalCents: 25680,
      paidAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: id,
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 4000,
      lineTotalCents: 20000,
    })
    .run()
  return { id, email }
}

/** A completed-to-be order of several products (two zebra lines, one roller, one sample). */
function makeOrderOfSeveralProducts() {
  const order = makeOrder()
  const line = {
    orderId: order.id,
    fabricName: 'Linen White',
    widthEighths: 30 * 8,
    heightEighths: 60 * 8,
    unitPriceCents: 9000,
    quantity: 1,
    installationCents: 0,
    lineTotalCents: 9000,
  }
  db.insert(schema.orderLines)
    .values([
      { ...line, productType: 'roller', productName: 'Roller Shades' },
      { ...line, productType: 'zebra', productName: 'Zebra Shades' },
    ])
    .run()
  return order
}

function move(orderId: number, to: string, extra: Record<string, string> = {}) {
  return callRoute(
    orderRoute,
    formRequest(`/admin/orders/${orderId}`, { intent: 'move', to, ...extra }, { headers: auth }),
    { orderId: String(orderId) },
  )
}

function tokenIn(text: string): string {
  const match = text.match(/\/review\/([A-Za-z0-9_-]+)/)
  if (!match) throw new Error(`no review link in: ${text}`)
  return match[1]
}

function invitations(email: string) {
  return mailTo(email).filter((m) => m.topic?.startsWith('review-invitation:'))
}

function openPage(token: string) {
  return callRoute(reviewRoute, getRequest(`/review/${token}`), { token })
}

/** The link's form asks a list (one per product): a one-product order's is item 0. */
function first(fields: Record<string, string>) {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`reviews[0].${k}`, v]))
}

let ip = 0
function submit(token: string, fields: Record<string, string>) {
  ip++
  return submitAll(token, first(fields))
}
function submitAll(token: string, fields: Record<string, string>) {
  ip++
  return callRoute(
    reviewRoute,
    formRequest(`/review/${token}`, fields, { headers: { 'Fly-Client-IP': `203.0.113.${ip}` } }),
    { token },
  )
}

function reviewOf(orderId: number) {
  return db.select().from(schema.reviews).where(eq(schema.reviews.orderId, orderId)).get()
}

beforeAll(async () => {
  await seed(db)
  auth = adminHeaders()
})

describe('the seed', () => {
  it('invents no review', () => {
    expect(db.select().from(schema.reviews).all()).toEqual([])
  })
})

describe('a completed order invites its customer to review it, once', () => {
  it('e-mails a private link; only the token’s hash is kept', async () => {
    const order = makeOrder()
    expect((await move(order.id, 'completed')).status).toBe(302)
    const mails = invitations(order.email)
    expect(mails).toHaveLength(1)
    const token = tokenIn(mails[0].text)
    const row = reviewOf(order.id)
    expect(row).toMatchObject({
      subject: 'order',
      status: 'invited',
      productType: 'zebra',
      citySlug: 'plantation',
      displayName: 'Ana F., Plantation',
    })
    expect(row?.tokenHash).not.toContain(token)
    expect(JSON.stringify(row)).not.toContain(token)
    // About 60 days.
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(59)
    expect(days).toBeLessThan(63)
  })

  it('marking it completed again does not send a second invitation', async () => {
    const order = makeOrder()
    await move(order.id, 'completed')
    const back = { confirm: 'on', reason: 'One blind is missing its valance' }
    expect((await move(order.id, 'installed', back)).status).toBe(302)
    expect((await move(order.id, 'completed')).status).toBe(302)
    expect(invitations(order.email)).toHaveLength(1)
  })

  it('other moves invite nobody', async () => {
    const order = makeOrder('delivered')
    await move(order.id, 'installed')
    expect(invitations(order.email)).toHaveLength(0)
    expect(reviewOf(order.id)).toBeUndefined()
  })
})

describe('a completed visit invites its customer once', () => {
  it('staff marking a visit completed e-mails the link; twice sends once', async () => {
    const slot = db
      .insert(schema.appointmentSlots)
      .values({ date: '2026-12-09', timeSlot: '09:00', durationMinutes: 60, maxBookings: 2 })
      .returning()
      .get()
    const visit = db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: 'Lena Park',
        customerEmail: 'lena-review@example.com',
        customerPhone: '(954) 555-0150',
        customerAddress: '9 Palm Ave, Coral Springs, FL 33065',
        serviceType: 'consultation',
        appointmentDate: '2026-12-09',
        appointmentTime: '09:00',
      })
      .returning()
      .get()
    const post = (status: string) =>
      callRoute(
        appointmentsRoute,
        formRequest(
          '/admin/appointments?date=2026-12-09',
          { intent: 'status', id: String(visit.id), status },
          { headers: auth },
        ),
      )
    expect((await post('completed')).status).toBe(302)
    await post('scheduled')
    await post('completed')
    expect(invitations('lena-review@example.com')).toHaveLength(1)
    const row = db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.appointmentId, visit.id))
      .get()
    expect(row).toMatchObject({
      subject: 'visit',
      citySlug: 'coral-springs',
      displayName: 'Lena P., Coral Springs',
      productType: null,
    })
  })
})

describe('the review link', () => {
  async function invited() {
    const order = makeOrder()
    await move(order.id, 'completed')
    return { ...order, token: tokenIn(invitations(order.email)[0].text) }
  }

  it('opens the form; a GET writes nothing', async () => {
    const { id, token } = await invited()
    const before = reviewOf(id)
    const written = databaseVersion()
    const page = await openPage(token)
    expect(databaseVersion()).toBe(written)
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ state: 'open', displayName: 'Ana F., Plantation' })
    expect(page.headers.get('Cache-Control')).toContain('no-store')
    expect(reviewOf(id)).toEqual(before)
  })

  it('a wrong token is a kind 404, never a 500', async () => {
    expect((await openPage('not-a-real-token-at-all')).status).toBe(404)
    expect((await openPage('x')).status).toBe(404)
    expect((await submit('not-a-real-token-at-all', { rating: '5', text: 'Hi' })).status).toBe(404)
  })

  it('refuses a missing rating, a rating of 6 and a text over 500 characters (400)', async () => {
    const { id, token } = await invited()
    expect((await submit(token, { text: 'Great' })).status).toBe(400)
    expect((await submit(token, { rating: '6', text: 'Great' })).status).toBe(400)
    expect((await submit(token, { rating: '5', text: 'x'.repeat(501) })).status).toBe(400)
    expect(reviewOf(id)?.status).toBe('invited')
  })

  it('takes one review, then the link is used (410)', async () => {
    const { id, token } = await invited()
    const sent = await submit(token, { rating: '5', text: '  Lovely shades,\n quick install. ' })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/review/thanks')
    expect(reviewOf(id)).toMatchObject({
      status: 'submitted',
      rating: 5,
      text: 'Lovely shades, quick install.',
    })
    expect((await openPage(token)).status).toBe(410)
    expect((await submit(token, { rating: '1', text: 'Changed my mind' })).status).toBe(410)
    expect(reviewOf(id)?.rating).toBe(5)
  })

  it('an expired link is a 410 and takes nothing', async () => {
    const { id, token } = await invited()
    db.update(schema.reviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.reviews.orderId, id))
      .run()
    expect((await openPage(token)).status).toBe(410)
    expect((await submit(token, { rating: '4', text: 'Late' })).status).toBe(410)
    expect(reviewOf(id)?.status).toBe('invited')
  })

  it('limits how many reviews one visitor sends (429)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const { token } = await invited()
      const result = await callRoute(
        reviewRoute,
        formRequest(`/review/${token}`, first({ rating: '4', text: 'Good' }), {
          headers: { 'Fly-Client-IP': '198.51.100.77' },
        }),
        { token },
      )
      statuses.push(result.status)
    }
    expect(statuses.slice(0, 5)).toEqual([302, 302, 302, 302, 302])
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('a review belongs to the product it is about (issue 40)', () => {
  type OpenPage = { state: string; items: { id: number; productName: string | null }[] }

  it('an order of several products asks one review per product, under one link', async () => {
    const order = makeOrderOfSeveralProducts()
    await move(order.id, 'completed')
    const mails = invitations(order.email)
    expect(mails).toHaveLength(1)
    const token = tokenIn(mails[0].text)
    const page = await openPage(token)
    expect(page.status).toBe(200)
    expect((page.data as OpenPage).items.map((i) => i.productName)).toEqual([
      'Zebra Shades',
      'Roller Shades',
    ])
    // Both are asked: one missing is refused, nothing kept.
    const half = await submitAll(token, {
      'reviews[0].rating': '5',
      'reviews[0].text': 'The zebra shades are lovely',
    })
    expect(half.status).toBe(400)
    const sent = await submitAll(token, {
      'reviews[0].rating': '5',
      'reviews[0].text': 'The zebra shades are lovely',
      'reviews[1].rating': '2',
      'reviews[1].text': 'The roller shade came in the wrong colour',
    })
    expect(sent.status).toBe(302)
    const rows = db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.orderId, order.id))
      .orderBy(schema.reviews.id)
      .all()
    expect(rows.map((r) => [r.productType, r.rating, r.status])).toEqual([
      ['zebra', 5, 'submitted'],
      ['roller', 2, 'submitted'],
    ])
    // Used: the link opens no form for either.
    expect((await openPage(token)).status).toBe(410)
  })

  it('each product page shows only the review of that product', async () => {
    db.delete(schema.reviews).run()
    const order = makeOrderOfSeveralProducts()
    await move(order.id, 'completed')
    const token = tokenIn(invitations(order.email)[0].text)
    await submitAll(token, {
      'reviews[0].rating': '5',
      'reviews[0].text': 'Zebra: perfect light control',
      'reviews[1].rating': '3',
      'reviews[1].text': 'Roller: a bit slow to arrive',
    })
    for (const row of db.select().from(schema.reviews).all()) {
      decideReview(row.id, 'approved', 'maria')
    }
    const zebra = await callRoute(zebraRoute, getRequest('/shop/zebra-shades'))
    const roller = await callRoute(rollerRoute, getRequest('/shop/roller-shades'))
    type Page = { reviews: { summary: unknown; latest: { text: string }[] } }
    expect((zebra.data as Page).reviews.latest.map((r) => r.text)).toEqual([
      'Zebra: perfect light control',
    ])
    expect((zebra.data as Page).reviews.summary).toEqual({ average: 5, count: 1 })
    expect((roller.data as Page).reviews.latest.map((r) => r.text)).toEqual([
      'Roller: a bit slow to arrive',
    ])
    expect((roller.data as Page).reviews.summary).toEqual({ average: 3, count: 1 })
    // Staff see which product each is about.
    const list = await callRoute(adminReviewsRoute, getRequest('/admin/reviews', auth))
    const staff = (list.data as { reviews: { text: string; productName: string }[] }).reviews
    expect(staff.find((r) => r.text.startsWith('Roller'))?.productName).toBe('Roller Shades')
    db.delete(schema.reviews).run()
  })
})

describe('migration 0016: the reviews kept before it', () => {
  it('a one-product review keeps its product; an open link of several products asks each; a written one about several names none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-migration-'))
    const before = path.join(dir, 'before')
    fs.mkdirSync(path.join(before, 'meta'), { recursive: true })
    const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
      entries: { idx: number; tag: string }[]
    }
    const upTo = journal.entries.filter((e) => e.idx <= 15)
    fs.writeFileSync(
      path.join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: upTo }),
    )
    for (const e of upTo)
      fs.copyFileSync(`db/migrations/${e.tag}.sql`, path.join(before, `${e.tag}.sql`))
    const sqlite = new Database(path.join(dir, 'app.db'))
    try {
      const old = drizzle(sqlite)
      migrate(old, { migrationsFolder: before })
      sqlite.exec(`insert into orders (kind, stage, status, customer_name, customer_email, customer_phone, customer_address, customer_city, customer_zip, subtotal_cents, installation_cents, tax_cents, total_cents) values
        ('order','completed','paid','A','a@example.com','1','x','y','33317',0,0,0,0),
        ('order','completed','paid','B','b@example.com','1','x','y','33317',0,0,0,0),
        ('order','completed','paid','C','c@example.com','1','x','y','33317',0,0,0,0)`)
      const row = (order: number, types: string, status: string, hash: string) =>
        sqlite
          .prepare(
            `insert into reviews (subject, order_id, product_types, customer_email, display_name, token_hash, expires_at, status, rating, text) values ('order', ?, ?, 'a@example.com', 'A.', ?, 9999999999999, ?, ?, ?)`,
          )
          .run(
            order,
            types,
            hash,
            status,
            status === 'invited' ? null : 4,
            status === 'invited' ? null : 'Good',
          )
      row(1, '["zebra"]', 'approved', 'h1')
      row(2, '["zebra","roller"]', 'invited', 'h2')
      row(3, '["zebra","roller"]', 'approved', 'h3')
      migrate(old, { migrationsFolder: 'db/migrations' })
      const rows = sqlite
        .prepare(
          'select order_id, product_type, token_hash, status from reviews order by order_id, id',
        )
        .all()
      expect(rows).toEqual([
        { order_id: 1, product_type: 'zebra', token_hash: 'h1', status: 'approved' },
        { order_id: 2, product_type: 'zebra', token_hash: 'h2', status: 'invited' },
        { order_id: 2, product_type: 'roller', token_hash: 'h2', status: 'invited' },
        { order_id: 3, product_type: null, token_hash: 'h3', status: 'approved' },
      ])
      // The approval trigger is back: hiding an approved review moves the content version.
      const version = () =>
        (
          sqlite.prepare('select version from content_version where id = 1').get() as {
            version: number
          }
        )?.version
      const was = version()
      sqlite.prepare(`update reviews set status = 'rejected' where order_id = 1`).run()
      expect(version()).not.toBe(was)
    } finally {
      sqlite.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('an approval moves the content version; visitors’ writes do not', () => {
  it('invitation and submission leave it; approve and reject move it', async () => {
    const start = contentVersion()
    const order = makeOrder()
    await move(order.id, 'completed')
    const token = tokenIn(invitations(order.email)[0].text)
    await submit(token, { rating: '4', text: 'Good job' })
    expect(contentVersion()).toBe(start)
    const id = reviewOf(order.id)?.id ?? 0
    expect(decideReview(id, 'approved', 'maria')).toBe('submitted')
    const approved = contentVersion()
    expect(approved).not.toBe(start)
    expect(decideReview(id, 'rejected', 'maria')).toBe('approved')
    expect(contentVersion()).not.toBe(approved)
  })
})

describe('staff: /admin/reviews', () => {
  async function written(text: string, rating = '5') {
    const order = makeOrder()
    await move(order.id, 'completed')
    await submit(tokenIn(invitations(order.email)[0].text), { rating, text })
    return reviewOf(order.id)?.id ?? 0
  }
  const decide = (fields: Record<string, string>, headers: HeadersInit = auth) =>
    callRoute(adminReviewsRoute, formRequest('/admin/reviews', fields, { headers }))
  const statusOf = (id: number) =>
    db.select().from(schema.reviews).where(eq(schema.reviews.id, id)).get()?.status

  it('is for staff only', async () => {
    const list = await callRoute(adminReviewsRoute, getRequest('/admin/reviews'))
    expect(list.status).toBeGreaterThanOrEqual(300)
    expect(list.status).toBeLessThan(500)
    const id = await written('Nice')
    const post = await decide({ intent: 'approve', id: String(id) }, {})
    expect(post.status).toBeGreaterThanOrEqual(300)
    expect(statusOf(id)).toBe('submitted')
  })

  it('lists written reviews waiting for a decision first', async () => {
    const approved = await written('Approved earlier')
    await decide({ intent: 'approve', id: String(approved) })
    const pending = await written('Waiting')
    const list = await callRoute(adminReviewsRoute, getRequest('/admin/reviews', auth))
    const rows = (list.data as { reviews: { id: number; status: string }[] }).reviews
    const firstOther = rows.findIndex((r) => r.status !== 'submitted')
    const lastPending = rows.map((r) => r.status).lastIndexOf('submitted')
    expect(lastPending).toBeLessThan(firstOther)
    expect(rows.some((r) => r.id === pending && r.status === 'submitted')).toBe(true)
  })

  it('approve, reject (hide) and the Undo that puts it back', async () => {
    const id = await written('Great team')
    expect((await decide({ intent: 'approve', id: String(id) })).status).toBe(302)
    expect(statusOf(id)).toBe('approved')
    const rejected = await decide({ intent: 'reject', id: String(id) })
    expect(rejected.status).toBe(302)
    expect(statusOf(id)).toBe('rejected')
    // The toast's Undo posts the status it had.
    const cookie = decodeURIComponent(rejected.headers.get('Set-Cookie') ?? '')
    const value = cookie.match(/toast=([^.;]+)/)?.[1] ?? ''
    expect(Buffer.from(value, 'base64').toString('utf8')).toContain('"fields":{"intent":"approve"')
    expect((await decide({ intent: 'approve', id: String(id) })).status).toBe(302)
    expect(statusOf(id)).toBe('approved')
  })

  it('an invitation not written yet, or no such review, cannot be approved', async () => {
    const order = makeOrder()
    await move(order.id, 'completed')
    const id = reviewOf(order.id)?.id ?? 0
    await decide({ intent: 'approve', id: String(id) })
    expect(statusOf(id)).toBe('invited')
    expect((await decide({ intent: 'approve', id: '999999' })).status).toBe(302)
    expect((await decide({ intent: 'nonsense', id: 'x' })).status).toBe(302)
  })
})

describe('approved reviews on the product and city pages, and in the JSON-LD', () => {
  type Page = {
    reviews: { summary: { average: number; count: number } | null; latest: { text: string }[] }
    seo?: Record<string, unknown>[]
  }
  async function productPage(route: typeof zebraRoute, slug: string) {
    const result = await callRoute(route, getRequest(`/shop/${slug}`))
    expect(result.status).toBe(200)
    return result.data as Page
  }
  async function cityPage(slug: string) {
    const result = await callRoute(cityRoute, getRequest(`/${slug}`))
    expect(result.status).toBe(200)
    return result.data as Page
  }
  const productLd = (page: Page) =>
    JSON.stringify(page.seo?.filter((tag) => 'script:ld+json' in tag) ?? [])

  it('with none approved: nothing shown, no AggregateRating', async () => {
    const roller = await productPage(rollerRoute, 'roller-shades')
    expect(roller.reviews.summary).toBeNull()
    expect(roller.reviews.latest).toEqual([])
    expect(productLd(roller)).toContain('"Product"')
    expect(productLd(roller)).not.toMatch(/AggregateRating|"review"/)
    const miramar = await cityPage('miramar')
    expect(miramar.reviews.summary).toBeNull()
  })

  it('an approved review shows on its product and its city, with the AggregateRating', async () => {
    db.delete(schema.reviews).run()
    const order = makeOrder()
    await move(order.id, 'completed')
    await submit(tokenIn(invitations(order.email)[0].text), { rating: '4', text: 'Neat work' })
    const id = reviewOf(order.id)?.id ?? 0
    // Submitted, not approved: not shown.
    expect((await productPage(zebraRoute, 'zebra-shades')).reviews.summary).toBeNull()
    decideReview(id, 'approved', 'maria')
    const zebra = await productPage(zebraRoute, 'zebra-shades')
    expect(zebra.reviews.summary).toEqual({ average: 4, count: 1 })
    expect(zebra.reviews.latest.map((r) => r.text)).toEqual(['Neat work'])
    const ld = JSON.parse(productLd(zebra)) as { 'script:ld+json': Record<string, unknown> }[]
    const product = ld.map((t) => t['script:ld+json']).find((b) => b['@type'] === 'Product')
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 },
      review: [
        {
          '@type': 'Review',
          reviewRating: { '@type': 'Rating', ratingValue: '4' },
          author: { '@type': 'Person', name: 'Ana F., Plantation' },
          reviewBody: 'Neat work',
        },
      ],
    })
    // Not on another product's page.
    expect((await productPage(rollerRoute, 'roller-shades')).reviews.summary).toBeNull()
    const plantation = await cityPage('plantation')
    expect(plantation.reviews.summary).toEqual({ average: 4, count: 1 })
    // Hidden again: gone from both.
    decideReview(id, 'rejected', 'maria')
    expect((await productPage(zebraRoute, 'zebra-shades')).reviews.summary).toBeNull()
    expect((await cityPage('plantation')).reviews.summary).toBeNull()
  })
})
