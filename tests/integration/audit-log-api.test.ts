/**
 * The audit log (issue 31) for changes made through the admin JSON API: each is recorded as the
 * staff page records it (same kind, subject, wording, before/after), with the API caller as the
 * actor; a refused call records nothing.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { jpegBytes } from '#tests/integration/quote-helpers'
import { openaiHandlers } from '#tests/mocks/openai'
import { formRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { formatCents } from '~/domain/pricing'
import * as imagesTab from '~/routes-admin/admin.images'
import * as accessories from '~/routes-api/api.admin.accessories'
import * as accessoryItem from '~/routes-api/api.admin.accessories.$id'
import * as blogPosts from '~/routes-api/api.admin.blog.posts'
import * as blogPost from '~/routes-api/api.admin.blog.posts.$id'
import * as homeContent from '~/routes-api/api.admin.content'
import * as swatches from '~/routes-api/api.admin.fabric-swatches'
import * as swatchItem from '~/routes-api/api.admin.fabric-swatches.$id'
import * as generate from '~/routes-api/api.admin.generate-blog-posts'
import * as motors from '~/routes-api/api.admin.motors'
import * as motorItem from '~/routes-api/api.admin.motors.$id'
import * as images from '~/routes-api/api.admin.product-images'
import * as imageItem from '~/routes-api/api.admin.product-images.$id'
import * as reorder from '~/routes-api/api.admin.product-images.reorder'
import * as optionItem from '~/routes-api/api.admin.product-options.$productType.$id'
import * as siteContent from '~/routes-api/api.admin.site-content'
import * as siteContentItem from '~/routes-api/api.admin.site-content.$id'
import * as siteImages from '~/routes-api/api.admin.site-images'
import * as siteImageItem from '~/routes-api/api.admin.site-images.$id'
import * as uploadGrid from '~/routes-api/api.admin.upload-pricing-spreadsheet'
import * as b2bRequest from '~/routes-api/api.admin.window-company-requests.$id'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'

vi.hoisted(() => {
  process.env.OPENAI_API_KEY = 'sk-test'
})

const server = setupServer(...openaiHandlers)
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ACTOR = 'api-auditor'
let auth: { Authorization: string }
let actorId: number

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await seed(db)
  auth = adminHeaders(ACTOR, 'owner')
  actorId = db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, ACTOR))
    .get()!.id
})

function lastEntry() {
  return db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()
}

function entryCount() {
  return db.select({ id: schema.auditLog.id }).from(schema.auditLog).all().length
}

/** The newest entry is this one, made by the API caller. */
function expectEntry(entry: {
  kind: string
  subjectType: string
  subjectId: string | number
  summary: string
  before?: string | null
  after?: string | null
}) {
  expect(lastEntry()).toMatchObject({
    actorId,
    actorName: ACTOR,
    ...entry,
    subjectId: String(entry.subjectId),
  })
}

/** A refused call (400) records nothing. */
async function expectRefusedUnrecorded(call: () => Promise<{ status: number }>) {
  const before = entryCount()
  const newest = lastEntry()?.id
  const answer = await call()
  expect(answer.status).toBe(400)
  expect(entryCount()).toBe(before)
  expect(lastEntry()?.id).toBe(newest)
}

function del(path: string) {
  return new Request(`http://localhost:3000${path}`, { method: 'DELETE', headers: auth })
}

function imageFile(bytes: Uint8Array, name = 'photo.jpg') {
  return new File([bytes as unknown as BlobPart], name, { type: 'image/jpeg' })
}

describe('catalogue calls', () => {
  it('a fabric swatch created, updated and archived', async () => {
    const fields = { fabricName: 'Audit Teal', color: 'Teal', productType: 'zebra', group: '2' }
    const created = await callRoute(
      swatches,
      formRequest('/api/admin/fabric-swatches', fields, { headers: auth }),
    )
    expect(created.status).toBe(201)
    const { id } = (created.data as { swatch: { id: number } }).swatch
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'fabric',
      subjectId: id,
      summary: 'Fabric Audit Teal created',
    })
    const updated = await callRoute(
      swatchItem,
      formRequest(
        `/api/admin/fabric-swatches/${id}`,
        { ...fields, group: '3' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'fabric',
      subjectId: id,
      summary: 'Fabric Audit Teal updated',
    })
    const archived = await callRoute(swatchItem, del(`/api/admin/fabric-swatches/${id}`), {
      id: String(id),
    })
    expect(archived.status).toBe(200)
    expectEntry({
      kind: 'archive',
      subjectType: 'fabric',
      subjectId: id,
      summary: `Fabric ${id} archived`,
    })
    await expectRefusedUnrecorded(() =>
      callRoute(
        swatches,
        formRequest('/api/admin/fabric-swatches', { productType: 'zebra' }, { headers: auth }),
      ),
    )
  })

  it('a motor and an accessory created, updated and archived', async () => {
    const motorFields = {
      name: 'Audit Motor',
      basePrice: '149.50',
      description: 'Quiet',
      category: 'solar',
    }
    const created = await callRoute(
      motors,
      formRequest('/api/admin/motors', motorFields, { headers: auth }),
    )
    expect(created.status).toBe(201)
    const motorId = (created.data as { motor: { id: number } }).motor.id
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'hardware',
      subjectId: motorId,
      summary: 'Motor Audit Motor created',
    })
    const updated = await callRoute(
      motorItem,
      formRequest(
        `/api/admin/motors/${motorId}`,
        { ...motorFields, basePrice: '159.00' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(motorId) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'hardware',
      subjectId: motorId,
      summary: 'Motor Audit Motor updated',
    })
    const archived = await callRoute(motorItem, del(`/api/admin/motors/${motorId}`), {
      id: String(motorId),
    })
    expect(archived.status).toBe(200)
    expectEntry({
      kind: 'archive',
      subjectType: 'hardware',
      subjectId: motorId,
      summary: 'Motor Audit Motor archived',
    })

    const accessory = await callRoute(
      accessories,
      formRequest(
        '/api/admin/accessories',
        { name: 'Audit Remote', basePrice: '25.00', description: 'Handy', category: 'remotes' },
        { headers: auth },
      ),
    )
    expect(accessory.status).toBe(201)
    const accessoryId = (accessory.data as { accessory: { id: number } }).accessory.id
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'hardware',
      subjectId: accessoryId,
      summary: 'Accessory Audit Remote created',
    })
    const gone = await callRoute(accessoryItem, del(`/api/admin/accessories/${accessoryId}`), {
      id: String(accessoryId),
    })
    expect(gone.status).toBe(200)
    expectEntry({
      kind: 'archive',
      subjectType: 'hardware',
      subjectId: accessoryId,
      summary: 'Accessory Audit Remote archived',
    })
    await expectRefusedUnrecorded(() =>
      callRoute(motors, formRequest('/api/admin/motors', { basePrice: '1' }, { headers: auth })),
    )
  })

  it('an option saved', async () => {
    const put = (body: unknown) =>
      callRoute(
        optionItem,
        jsonRequest('/api/admin/product-options/zebra/cassette_4', body, {
          method: 'PUT',
          headers: auth,
        }),
        { productType: 'zebra', id: 'cassette_4' },
      )
    const saved = await put({ name: 'Audit Cassette', price: 41.25, isActive: true })
    expect(saved.status).toBe(200)
    const { id } = (saved.data as { option: { id: number } }).option
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'option',
      subjectId: id,
      summary: `Option Audit Cassette (zebra) updated: ${formatCents(4125)}`,
    })
    await expectRefusedUnrecorded(() => put({ name: 'Audit Cassette', price: '1.234' }))
  })

  it('a product image added, updated, reordered and deleted', async () => {
    const created = await callRoute(
      images,
      formRequest(
        '/api/admin/product-images',
        { productType: 'roller', title: 'Audit Roller', image: imageFile(await jpegBytes()) },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const { id } = (created.data as { image: { id: number } }).image
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: id,
      summary: 'Product image “Audit Roller” added',
    })
    const updated = await callRoute(
      imageItem,
      formRequest(
        `/api/admin/product-images/${id}`,
        { productType: 'roller', title: 'Audit Roller Den', isActive: 'false' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: id,
      summary: 'Product image “Audit Roller” → “Audit Roller Den” updated, hidden',
    })

    const rollerIds = () =>
      db
        .select({ id: schema.productImages.id })
        .from(schema.productImages)
        .where(eq(schema.productImages.productType, 'roller'))
        .orderBy(schema.productImages.sortOrder, schema.productImages.id)
        .all()
        .map((r) => r.id)
    const order = rollerIds()
    const reversed = [...order].reverse()
    const reordered = await callRoute(
      reorder,
      jsonRequest(
        '/api/admin/product-images/reorder',
        { productType: 'roller', imageIds: reversed },
        { headers: auth },
      ),
    )
    expect(reordered.status).toBe(200)
    expect(rollerIds()).toEqual(reversed)
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: 'roller',
      summary: 'Product images (roller) reordered',
      before: order.join(','),
      after: reversed.join(','),
    })
    await expectRefusedUnrecorded(() =>
      callRoute(
        reorder,
        jsonRequest(
          '/api/admin/product-images/reorder',
          { productType: 'roller', imageIds: [id, id] },
          { headers: auth },
        ),
      ),
    )

    const deleted = await callRoute(imageItem, del(`/api/admin/product-images/${id}`), {
      id: String(id),
    })
    expect(deleted.status).toBe(200)
    expectEntry({
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: id,
      summary: 'Product image “Audit Roller Den” deleted',
    })
  })

  it('a price grid uploaded', async () => {
    const lines = ['productType,width,height,basePrice,chart']
    for (const chart of ['1', '2', '3', '4']) {
      for (const w of [24, 48, 72, 120])
        for (const h of [36, 60, 120]) lines.push(`zebra,${w},${h},210.00,${chart}`)
    }
    const upload = (fields: Record<string, string | Blob>) =>
      callRoute(
        uploadGrid,
        formRequest('/api/admin/upload-pricing-spreadsheet', fields, { headers: auth }),
      )
    const res = await upload({
      productType: 'zebra',
      file: new File([lines.join('\n')], 'audit-grid.csv'),
    })
    expect(res.status).toBe(200)
    const { message } = res.data as { message: string }
    expectEntry({
      kind: 'price-grid-upload',
      subjectType: 'price-grid',
      subjectId: 'zebra',
      summary: `Price grid for zebra uploaded (audit-grid.csv): ${message}`,
    })
    await expectRefusedUnrecorded(() => upload({ productType: 'zebra' }))
  })
})

describe('blog calls', () => {
  const fields = {
    title: 'Audit Storm Shades',
    author: 'Tri-County Team',
    excerpt: 'What to know before the season.',
    content: '<p>Raise your shades.</p>',
    category: 'Maintenance',
    tags: ['Hurricane Season'],
    status: 'draft',
    readTime: 4,
  }

  it('a blog post created, updated and archived', async () => {
    const created = await callRoute(
      blogPosts,
      jsonRequest('/api/admin/blog/posts', fields, { headers: auth }),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }
    expectEntry({
      kind: 'content-edit',
      subjectType: 'blog-post',
      subjectId: id,
      summary: 'Created blog post "Audit Storm Shades" (draft)',
    })
    const updated = await callRoute(
      blogPost,
      jsonRequest(
        `/api/admin/blog/posts/${id}`,
        { ...fields, status: 'published' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'blog-post',
      subjectId: id,
      summary: 'Updated blog post "Audit Storm Shades" (published)',
    })
    const archived = await callRoute(blogPost, del(`/api/admin/blog/posts/${id}`), {
      id: String(id),
    })
    expect(archived.status).toBe(200)
    expectEntry({
      kind: 'archive',
      subjectType: 'blog-post',
      subjectId: id,
      summary: `Blog post ${id} archived`,
    })
    await expectRefusedUnrecorded(() =>
      callRoute(blogPosts, jsonRequest('/api/admin/blog/posts', { title: 'x' }, { headers: auth })),
    )
  })

  it('AI drafts: one entry per draft', async () => {
    const res = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Weston', 'Margate'], selectedServices: ['Emergency Repair Services'] },
        { headers: auth },
      ),
    )
    expect(res.status).toBe(200)
    const posts = (res.data as { posts: { id: number; title: string }[] }).posts
    expect(posts).toHaveLength(2)
    const entries = db
      .select()
      .from(schema.auditLog)
      .orderBy(desc(schema.auditLog.id))
      .limit(2)
      .all()
      .reverse()
    expect(entries).toMatchObject(
      posts.map((post) => ({
        actorId,
        actorName: ACTOR,
        kind: 'content-edit',
        subjectType: 'blog-post',
        subjectId: String(post.id),
        summary: `Drafted blog post "${post.title}" with AI (draft)`,
      })),
    )
    await expectRefusedUnrecorded(() =>
      callRoute(
        generate,
        jsonRequest(
          '/api/admin/generate-blog-posts',
          { selectedCities: [], selectedServices: ['Emergency Repair Services'] },
          { headers: auth },
        ),
      ),
    )
  })
})

describe('site content calls', () => {
  it('a site content item added, updated and deleted', async () => {
    db.delete(schema.siteContent).where(eq(schema.siteContent.key, 'heroSubtitle')).run()
    const created = await callRoute(
      siteContent,
      jsonRequest(
        '/api/admin/site-content',
        { section: 'home', key: 'heroSubtitle', value: 'First words' },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }
    expectEntry({
      kind: 'content-edit',
      subjectType: 'content',
      subjectId: id,
      summary: 'Content item home/heroSubtitle added',
      before: null,
      after: 'First words',
    })
    const updated = await callRoute(
      siteContentItem,
      jsonRequest(
        `/api/admin/site-content/${id}`,
        { section: 'home', key: 'heroSubtitle', value: 'Second words' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'content',
      subjectId: id,
      summary: 'Content item home/heroSubtitle updated',
      before: 'First words',
      after: 'Second words',
    })
    await expectRefusedUnrecorded(() =>
      callRoute(
        siteContentItem,
        jsonRequest(
          `/api/admin/site-content/${id}`,
          { section: '', key: 'heroSubtitle', value: 'x' },
          { method: 'PUT', headers: auth },
        ),
        { id: String(id) },
      ),
    )
    const deleted = await callRoute(siteContentItem, del(`/api/admin/site-content/${id}`), {
      id: String(id),
    })
    expect(deleted.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'content',
      subjectId: id,
      summary: 'Content item home/heroSubtitle deleted',
      before: 'Second words',
    })
  })

  it('a site image added, updated and deleted', async () => {
    db.delete(schema.siteImages).where(eq(schema.siteImages.section, 'gallery')).run()
    const fields = {
      section: 'gallery',
      key: 'hero',
      title: 'Hero',
      imageUrl: '/images/hero.webp',
      isActive: 'true',
    }
    const created = await callRoute(
      siteImages,
      jsonRequest('/api/admin/site-images', fields, { headers: auth }),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }
    expectEntry({
      kind: 'content-edit',
      subjectType: 'site-image',
      subjectId: id,
      summary: 'Site image gallery/hero added',
      after: '/images/hero.webp',
    })
    const updated = await callRoute(
      siteImageItem,
      jsonRequest(
        `/api/admin/site-images/${id}`,
        { ...fields, isActive: 'false' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'site-image',
      subjectId: id,
      summary: 'Site image gallery/hero updated, hidden',
      before: null,
      after: null,
    })
    await expectRefusedUnrecorded(() =>
      callRoute(
        siteImages,
        jsonRequest('/api/admin/site-images', { ...fields, section: '' }, { headers: auth }),
      ),
    )
    const deleted = await callRoute(siteImageItem, del(`/api/admin/site-images/${id}`), {
      id: String(id),
    })
    expect(deleted.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'site-image',
      subjectId: id,
      summary: 'Site image gallery/hero deleted',
      before: '/images/hero.webp',
    })
  })

  it('the home page texts saved: the changed fields, before and after', async () => {
    const home = {
      heroTitle: 'Blinds Done Right in Broward',
      heroSubtitle: 'Same-day repair and new shades.',
      aboutText: 'Family-run since 2002.',
      contactPhone: '(954) 555-0199',
      contactEmail: 'hello@example.com',
    }
    const post = (body: unknown) =>
      callRoute(homeContent, jsonRequest('/api/admin/content', body, { headers: auth }))
    expect((await post(home)).status).toBe(200)
    const saved = await post({ ...home, heroTitle: 'Shades for the Audit' })
    expect(saved.status).toBe(200)
    expectEntry({
      kind: 'content-edit',
      subjectType: 'content',
      subjectId: 'home',
      summary: 'Home page headline changed',
      before: JSON.stringify({ heroTitle: 'Blinds Done Right in Broward' }),
      after: JSON.stringify({ heroTitle: 'Shades for the Audit' }),
    })
    await expectRefusedUnrecorded(() => post({ heroTitle: 'x' }))
  })
})

describe('B2B calls', () => {
  it('a status change names the API caller, not "unknown"', async () => {
    const id = db
      .insert(schema.windowCompanyRequests)
      .values({
        companyName: 'Audit Windows',
        contactName: 'Jo Smith',
        contactPhone: '(954) 555-0100',
        contactEmail: 'jo@audit.test',
        customerName: 'Ann Lee',
        customerPhone: '954-555-0101',
        customerAddress: '1 Main St, Davie, FL',
        projectDetails: 'Remove 12 verticals',
        blindType: 'Vertical blinds',
        numberOfWindows: 12,
      })
      .returning({ id: schema.windowCompanyRequests.id })
      .get().id
    const put = (status: string) =>
      callRoute(
        b2bRequest,
        jsonRequest(
          `/api/admin/window-company-requests/${id}`,
          { status },
          { method: 'PUT', headers: auth },
        ),
        { id: String(id) },
      )
    expect((await put('in-progress')).status).toBe(200)
    expectEntry({
      kind: 'status-change',
      subjectType: 'b2b',
      subjectId: id,
      summary: expect.stringContaining(`B2B request ${id}:`),
      before: 'pending',
      after: 'in-progress',
    })
    await expectRefusedUnrecorded(() => put('lost'))
  })
})

describe('the entry and the change land together', () => {
  /** Runs `call` while the audit log refuses every entry. */
  async function withAuditRefused(call: () => Promise<unknown>) {
    db.run(sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit log down'); END`)
    try {
      await expect(call()).rejects.toThrow(/audit log down/)
    } finally {
      db.run(sql`DROP TRIGGER audit_down`)
    }
  }

  function option(code: string) {
    return db
      .select()
      .from(schema.productOptions)
      .where(eq(schema.productOptions.code, code))
      .all()
      .find((o) => o.productType === 'zebra')!
  }

  function imageOrder(productType: 'zebra' | 'roller' | 'regular') {
    return db
      .select({ id: schema.productImages.id })
      .from(schema.productImages)
      .where(eq(schema.productImages.productType, productType))
      .orderBy(schema.productImages.sortOrder, schema.productImages.id)
      .all()
      .map((r) => r.id)
  }

  it('an option, an image order, an image move and a price grid are not changed unrecorded', async () => {
    const before = option('cassette_4')
    await withAuditRefused(() =>
      callRoute(
        optionItem,
        jsonRequest(
          '/api/admin/product-options/zebra/cassette_4',
          { name: 'Unrecorded', price: 99, isActive: true },
          { method: 'PUT', headers: auth },
        ),
        { productType: 'zebra', id: 'cassette_4' },
      ),
    )
    expect(option('cassette_4')).toEqual(before)

    for (const title of ['Order A', 'Order B']) {
      db.insert(schema.productImages)
        .values({ productType: 'regular', title, imageUrl: `/x/${title}.jpg`, sortOrder: 0 })
        .run()
    }
    const order = imageOrder('regular')
    await withAuditRefused(() =>
      callRoute(
        reorder,
        jsonRequest(
          '/api/admin/product-images/reorder',
          { productType: 'regular', imageIds: [...order].reverse() },
          { headers: auth },
        ),
      ),
    )
    expect(imageOrder('regular')).toEqual(order)
    await withAuditRefused(() =>
      callRoute(
        imagesTab,
        formRequest(
          '/admin/images',
          { intent: 'move', id: String(order[1]), direction: 'up' },
          { headers: auth },
        ),
      ),
    )
    expect(imageOrder('regular')).toEqual(order)

    const price = () =>
      db
        .select({
          cells: sql<number>`count(*)`,
          total: sql<number>`sum(${schema.priceGridCells.priceCents})`,
        })
        .from(schema.priceGridCells)
        .where(eq(schema.priceGridCells.productType, 'zebra'))
        .get()
    const grid = price()
    const lines = ['productType,width,height,basePrice,chart']
    for (const chart of ['1', '2', '3', '4']) {
      for (const w of [24, 48, 72, 120])
        for (const h of [36, 60, 120]) lines.push(`zebra,${w},${h},333.00,${chart}`)
    }
    await withAuditRefused(() =>
      callRoute(
        uploadGrid,
        formRequest(
          '/api/admin/upload-pricing-spreadsheet',
          { productType: 'zebra', file: new File([lines.join('\n')], 'unrecorded.csv') },
          { headers: auth },
        ),
      ),
    )
    expect(price()).toEqual(grid)
  })
})
