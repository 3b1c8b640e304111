import { desc } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as pricingTest from '~/routes/pricing-test'
import * as fabricsTab from '~/routes-admin/admin.fabrics'
import * as imagesTab from '~/routes-admin/admin.images'
import * as motorsTab from '~/routes-admin/admin.motors'
import * as optionsTab from '~/routes-admin/admin.options'
import * as pricingTab from '~/routes-admin/admin.pricing-rules'
import * as download from '~/routes-admin/admin.pricing-rules_.download'
import { listAllOptions } from '~/server/catalog/options.server'
import { listAllProductImages } from '~/server/catalog/product-images.server'
import { listAllSwatches } from '~/server/catalog/swatches.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

let auth: { Authorization: string }
beforeAll(async () => {
  await seed(db)
  auth = adminHeaders('catalog-tabs')
})

const post = (path: string, fields: Record<string, string | Blob>) =>
  formRequest(path, fields, { headers: auth })

describe('the tabs without JavaScript', () => {
  it('fabrics: a create with errors answers the reply (400) and a toast; a good one redirects', async () => {
    const bad = await callRoute(
      fabricsTab,
      post('/admin/fabrics?new', { intent: 'create', productType: 'roller', group: '9' }),
    )
    expect(bad.status).toBe(400)
    expect(bad.headers.get('Set-Cookie')).toMatch(/^toast=/)
    expect(bad.data).toMatchObject({ error: { fabricName: ['Fabric name is required'] } })
    const good = await callRoute(
      fabricsTab,
      post('/admin/fabrics?new', {
        intent: 'create',
        fabricName: 'Tab Swatch',
        color: 'Red',
        productType: 'roller',
        group: '8',
        isActive: 'on',
      }),
    )
    expect(good.status).toBe(302)
    expect(good.headers.get('Location')).toBe('/admin/fabrics')
    const swatch = listAllSwatches().find((s) => s.fabricName === 'Tab Swatch')
    expect(swatch?.priceGroup).toBe('8')
    // Archive acts at once (the toast offers Undo); nothing is deleted, the Archived list has it.
    const done = await callRoute(
      fabricsTab,
      post('/admin/fabrics', { intent: 'archive', id: String(swatch?.id) }),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/admin/fabrics')
    const list = await callRoute(fabricsTab, getRequest('/admin/fabrics', auth))
    const names = (d: unknown) =>
      (d as { swatches: { fabricName: string }[] }).swatches.map((s) => s.fabricName)
    expect(names(list.data)).not.toContain('Tab Swatch')
    const archived = await callRoute(fabricsTab, getRequest('/admin/fabrics?archived=yes', auth))
    expect(names(archived.data)).toContain('Tab Swatch')
    expect(listAllSwatches().find((s) => s.id === swatch?.id)?.archivedAt).toBeInstanceOf(Date)
  })

  it('options: price with three decimals is refused; two decimals saved in cents', async () => {
    const option = listAllOptions().find(
      (o) => o.productType === 'regular' && o.code === 'cordless',
    )
    const fields = {
      intent: 'update',
      id: String(option?.id),
      productType: 'regular',
      name: 'Cordless',
      isActive: 'on',
    }
    const bad = await callRoute(optionsTab, post('/admin/options', { ...fields, price: '15.005' }))
    expect(bad.status).toBe(400)
    const good = await callRoute(optionsTab, post('/admin/options', { ...fields, price: '16.50' }))
    expect(good.status).toBe(302)
    expect(listAllOptions().find((o) => o.id === option?.id)?.priceCents).toBe(1650)
    // In the audit log, by who changed it (issue 31).
    const entry = db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()
    expect(entry).toMatchObject({
      kind: 'catalogue-edit',
      subjectType: 'option',
      subjectId: String(option?.id),
      actorName: 'catalog-tabs',
      summary: 'Option Cordless (regular) updated: $16.50',
    })
    const wrongType = await callRoute(
      optionsTab,
      post('/admin/options', { ...fields, productType: 'zebra', price: '1' }),
    )
    expect(wrongType.status).toBe(404)
  })

  it('images: move swaps neighbours of the same type; the loader filters by type', async () => {
    const [a, b] = listAllProductImages('roller')
    const moved = await callRoute(
      imagesTab,
      post('/admin/images', {
        intent: 'move',
        id: String(b.id),
        direction: 'up',
        filter: 'roller',
      }),
    )
    expect(moved.headers.get('Location')).toBe('/admin/images?type=roller')
    expect(
      listAllProductImages('roller')
        .slice(0, 2)
        .map((i) => i.id),
    ).toEqual([b.id, a.id])
    const list = await callRoute(imagesTab, getRequest('/admin/images?type=zebra', auth))
    expect(
      (list.data as { images: { productType: string }[] }).images.every(
        (i) => i.productType === 'zebra',
      ),
    ).toBe(true)
    const noFile = await callRoute(
      imagesTab,
      post('/admin/images', { intent: 'create', productType: 'zebra', title: 'No file' }),
    )
    expect(noFile.status).toBe(409)
    expect(noFile.data).toMatchObject({ error: { image: ['Choose an image file'] } })
  })

  it('motors: the Active toggle and an invalid JSON message', async () => {
    const bad = await callRoute(
      motorsTab,
      post('/admin/motors', {
        intent: 'create',
        kind: 'motor',
        name: 'M',
        basePrice: '1',
        description: 'D',
        category: 'solar',
        specifications: '{x',
      }),
    )
    expect(bad.status).toBe(400)
    expect((bad.data as { error: Record<string, string[]> }).error.specifications?.[0]).toMatch(
      /JSON object/,
    )
    const off = await callRoute(
      motorsTab,
      post('/admin/motors', { intent: 'active', id: '1', isActive: 'false' }),
    )
    expect(off.status).toBe(302)
    const list = await callRoute(motorsTab, getRequest('/admin/motors', auth))
    expect(
      (list.data as { items: { id: number; isActive: boolean }[] }).items.find((m) => m.id === 1)
        ?.isActive,
    ).toBe(false)
    await callRoute(
      motorsTab,
      post('/admin/motors', { intent: 'active', id: '1', isActive: 'true' }),
    )
  })

  it('pricing rules: an upload with a bad row shows the line; the grid downloads as CSV', async () => {
    const file = new File(
      ['productType,width,height,basePrice,group\nvertical,24,36,abc,A'],
      'g.csv',
    )
    const bad = await callRoute(
      pricingTab,
      post('/admin/pricing-rules', { productType: 'regular', file }),
    )
    expect(bad.status).toBe(422)
    expect(bad.data).toMatchObject({
      rowErrors: ["Line 2: basePrice 'abc' is not an amount in dollars"],
    })
    const csv = await callRoute(
      download,
      getRequest('/admin/pricing-rules/download?productType=regular', auth),
    )
    expect(csv.headers.get('Content-Type')).toMatch(/text\/csv/)
    const bytes = new Uint8Array((await csv.response?.arrayBuffer()) ?? new ArrayBuffer(0))
    // The BOM every download has (app/server/platform/csv.server.ts), then the upload's columns.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\n')[0]).toBe('productType,width,height,basePrice,group')
    expect(text.split('\n')[1]).toBe('vertical,24,36,89.99,A')
    // The download uploads back as it is.
    const again = await callRoute(
      pricingTab,
      post('/admin/pricing-rules', {
        productType: 'regular',
        file: new File([bytes], 'price-grid-vertical.csv'),
      }),
    )
    expect(again.status).toBe(302)
  })

  it('pricing test: staff only (docs/requirements.md, R6), then runs the fixed inputs', async () => {
    for (const request of [
      getRequest('/pricing-test'),
      formRequest('/pricing-test', { productType: 'roller' }),
    ]) {
      const visitor = await callRoute(pricingTest, request)
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('Location')).toMatch(/^\/admin\/login/)
    }
    const result = await callRoute(pricingTest, post('/pricing-test', { productType: 'roller' }))
    expect(result.data).toMatchObject({
      ok: true,
      productType: 'roller',
      result: { breakdown: { dimensions: '48" x 72"' } },
    })
  })
})
