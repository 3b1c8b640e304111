import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { jpegBytes } from '#tests/integration/quote-helpers'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as accessories from '~/routes-api/api.admin.accessories'
import * as accessoriesItem from '~/routes-api/api.admin.accessories.$id'
import * as swatches from '~/routes-api/api.admin.fabric-swatches'
import * as swatchItem from '~/routes-api/api.admin.fabric-swatches.$id'
import * as motors from '~/routes-api/api.admin.motors'
import * as motorItem from '~/routes-api/api.admin.motors.$id'
import * as images from '~/routes-api/api.admin.product-images'
import * as imageItem from '~/routes-api/api.admin.product-images.$id'
import * as reorder from '~/routes-api/api.admin.product-images.reorder'
import * as optionItem from '~/routes-api/api.admin.product-options.$productType.$id'
import * as uploadGrid from '~/routes-api/api.admin.upload-pricing-spreadsheet'
import * as publicSwatches from '~/routes-api/api.fabric-swatches'
import * as publicMotors from '~/routes-api/api.motors'
import * as publicImages from '~/routes-api/api.product-images'
import * as zebraOptions from '~/routes-api/api.zebra-options'
import * as zebraPrice from '~/routes-api/api.zebra-price'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

let auth: { Authorization: string }

beforeAll(async () => {
  await seed(db)
  auth = adminHeaders('catalog-admin')
})

function imageFile(bytes: Uint8Array, name = 'photo.jpg') {
  return new File([bytes as unknown as BlobPart], name, { type: 'image/jpeg' })
}

async function zebraPriceNow() {
  const res = await callRoute(
    zebraPrice,
    jsonRequest('/api/zebra-price', {
      width: 48,
      height: 60,
      fabric: 'Classic White Zebra',
      options: {},
    }),
  )
  return res.data as { basePrice: number; error?: string }
}

describe('without a session', () => {
  it('every catalogue call answers 401 JSON', async () => {
    const calls: [Parameters<typeof callRoute>[0], Request, Record<string, string>?][] = [
      [swatches, formRequest('/api/admin/fabric-swatches', { fabricName: 'X' })],
      [swatches, getRequest('/api/admin/fabric-swatches')],
      [swatchItem, formRequest('/api/admin/fabric-swatches/1', {}, { method: 'PUT' }), { id: '1' }],
      [
        swatchItem,
        new Request('http://localhost/api/admin/fabric-swatches/1', { method: 'DELETE' }),
        { id: '1' },
      ],
      [
        optionItem,
        jsonRequest('/api/admin/product-options/zebra/1', {}, { method: 'PUT' }),
        { productType: 'zebra', id: '1' },
      ],
      [uploadGrid, formRequest('/api/admin/upload-pricing-spreadsheet', {})],
      [images, formRequest('/api/admin/product-images', {})],
      [imageItem, formRequest('/api/admin/product-images/1', {}, { method: 'PUT' }), { id: '1' }],
      [reorder, jsonRequest('/api/admin/product-images/reorder', {})],
      [motors, formRequest('/api/admin/motors', {})],
      [motorItem, formRequest('/api/admin/motors/1', {}, { method: 'PUT' }), { id: '1' }],
      [accessories, formRequest('/api/admin/accessories', {})],
      [
        accessoriesItem,
        new Request('http://localhost/api/admin/accessories/1', { method: 'DELETE' }),
        { id: '1' },
      ],
    ]
    for (const [module, request, params] of calls) {
      const res = await callRoute(module, request, params)
      expect(res.status, request.url).toBe(401)
      expect(res.data).toEqual({ error: 'Authentication required' })
    }
  })
})

describe('fabric swatches', () => {
  it('creates a swatch with an image, shows it publicly, updates and deletes it', async () => {
    const created = await callRoute(
      swatches,
      formRequest(
        '/api/admin/fabric-swatches',
        {
          fabricName: 'Coral Reef',
          color: 'Coral',
          productType: 'zebra',
          group: '2',
          description: 'Bright',
          image: imageFile(await jpegBytes()),
        },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const swatch = (created.data as { swatch: { id: number; imageUrl: string; isActive: boolean } })
      .swatch
    expect(swatch.imageUrl).toMatch(/^\/uploads\/swatches\//)
    expect(swatch.isActive).toBe(true)
    const list = await callRoute(publicSwatches, getRequest('/api/fabric-swatches'))
    expect((list.data as { fabricName: string }[]).map((s) => s.fabricName)).toContain('Coral Reef')

    const updated = await callRoute(
      swatchItem,
      formRequest(
        `/api/admin/fabric-swatches/${swatch.id}`,
        {
          fabricName: 'Coral Reef',
          color: 'Coral',
          productType: 'zebra',
          group: '3',
          isActive: 'false',
        },
        { method: 'PUT', headers: auth },
      ),
      { id: String(swatch.id) },
    )
    expect(updated.status).toBe(200)
    expect(updated.data).toMatchObject({ swatch: { group: '3', isActive: false } })
    const after = await callRoute(publicSwatches, getRequest('/api/fabric-swatches'))
    expect((after.data as { fabricName: string }[]).map((s) => s.fabricName)).not.toContain(
      'Coral Reef',
    )

    const deleted = await callRoute(
      swatchItem,
      new Request(`http://localhost/api/admin/fabric-swatches/${swatch.id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: String(swatch.id) },
    )
    expect(deleted.data).toMatchObject({ archived: true })
  })

  it('refuses missing fields, a group of another product, a duplicate, a fake or large image', async () => {
    const post = (fields: Record<string, string | Blob>) =>
      callRoute(swatches, formRequest('/api/admin/fabric-swatches', fields, { headers: auth }))
    const missing = await post({ productType: 'zebra' })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ error: 'Fabric name is required' })
    const wrongGroup = await post({ fabricName: 'A', color: 'B', productType: 'zebra', group: 'F' })
    expect(wrongGroup.data).toMatchObject({ error: 'Choose a chart 1 to 4' })
    const duplicate = await post({
      fabricName: 'Classic White Zebra',
      color: 'White',
      productType: 'zebra',
      group: '1',
    })
    expect(duplicate.status).toBe(409)
    const fake = await post({
      fabricName: 'Fake',
      color: 'B',
      productType: 'zebra',
      group: '1',
      image: imageFile(
        new TextEncoder().encode('<svg onload=alert(1)></svg> not an image'),
        'x.jpg',
      ),
    })
    expect(fake.status).toBe(415)
    const big = new Uint8Array(3 * 1024 * 1024 + 10)
    big.set(await jpegBytes())
    const large = await post({
      fabricName: 'Big',
      color: 'B',
      productType: 'zebra',
      group: '1',
      image: imageFile(big),
    })
    expect(large.status).toBe(413)
    const unknown = await callRoute(
      swatchItem,
      new Request('http://localhost/api/admin/fabric-swatches/99999', {
        method: 'DELETE',
        headers: auth,
      }),
      { id: '99999' },
    )
    expect(unknown.status).toBe(404)
  })
})

describe('product options', () => {
  it('updates by id or code (JSON), refuses bad prices and unknown options', async () => {
    const put = (type: string, id: string, body: unknown) =>
      callRoute(
        optionItem,
        jsonRequest(`/api/admin/product-options/${type}/${id}`, body, {
          method: 'PUT',
          headers: auth,
        }),
        { productType: type, id },
      )
    const ok = await put('zebra', 'cassette_4', {
      name: '4" Cassette Valance',
      price: 40.5,
      description: 'Clean look',
      isActive: true,
    })
    expect(ok.status).toBe(200)
    expect(ok.data).toMatchObject({ option: { price: 40.5, priceCents: 4050 } })
    const list = await callRoute(zebraOptions, getRequest('/api/zebra-options'))
    expect(
      (list.data as { code: string; priceCents: number }[]).find((o) => o.code === 'cassette_4'),
    ).toMatchObject({ priceCents: 4050 })
    expect((await put('zebra', 'cassette_4', { name: 'X', price: '1.234' })).status).toBe(400)
    expect((await put('zebra', 'cassette_4', { price: 1 })).data).toMatchObject({
      error: 'Name is required',
    })
    expect((await put('zebra', 'nope', { name: 'X', price: 1 })).status).toBe(404)
    expect((await put('shutters', '1', { name: 'X', price: 1 })).status).toBe(404)
  })
})

describe('price-grid upload', () => {
  function csv(price: string, extra: string[] = []) {
    const lines = ['productType,width,height,basePrice,chart']
    for (const chart of ['1', '2', '3', '4']) {
      for (const w of [24, 48, 72, 120])
        for (const h of [36, 60, 120]) lines.push(`zebra,${w},${h},${price},${chart}`)
    }
    return [...lines, ...extra].join('\n')
  }
  const upload = (file: Blob | string, productType = 'zebra', name = 'grid.csv') =>
    callRoute(
      uploadGrid,
      formRequest(
        '/api/admin/upload-pricing-spreadsheet',
        { productType, file: typeof file === 'string' ? new File([file], name) : file },
        { headers: auth },
      ),
    )

  it('a grid with one bad row applies nothing and names the row', async () => {
    const before = await zebraPriceNow()
    const res = await upload(csv('222.00', ['zebra,48,60,12.345,1']))
    expect(res.status).toBe(422)
    expect(res.data).toMatchObject({
      error: '1 row has a problem; nothing was changed.',
      rowErrors: ["Line 50: basePrice '12.345' is not an amount in dollars"],
    })
    expect(await zebraPriceNow()).toEqual(before)
  })

  it('a good grid changes /api/zebra-price at once', async () => {
    const res = await upload(csv('222.00'))
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ cellCount: 48, groups: ['1', '2', '3', '4'] })
    expect((await zebraPriceNow()).basePrice).toBe(222)
  })

  it('reads .xlsx; refuses .xls, a missing file or product type', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Grid')
    sheet.addRow(['productType', 'width', 'height', 'basePrice', 'chart'])
    for (const chart of ['1', '2', '3', '4']) sheet.addRow(['zebra', 120, 120, 199.99, chart])
    const xlsx = new File([await workbook.xlsx.writeBuffer()], 'grid.xlsx')
    const ok = await upload(xlsx)
    expect(ok.status).toBe(200)
    expect((await zebraPriceNow()).basePrice).toBe(199.99)

    const xls = new Uint8Array(512)
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const refused = await upload(new File([xls], 'old.xls'))
    expect(refused.status).toBe(415)
    expect((refused.data as { error: string }).error).toMatch(
      /^Old Excel 97-2003 \(\.xls\) files are not accepted\. Save the sheet as \.xlsx or \.csv/,
    )
    expect((await upload(csv('1'), '')).status).toBe(400)
    const noFile = await callRoute(
      uploadGrid,
      formRequest(
        '/api/admin/upload-pricing-spreadsheet',
        { productType: 'zebra' },
        { headers: auth },
      ),
    )
    expect(noFile.data).toMatchObject({ error: 'file is required (.csv or .xlsx)' })
  })
})

describe('product images', () => {
  it('creates (alt text defaults to the title), updates, reorders and deletes', async () => {
    const created = await callRoute(
      images,
      formRequest(
        '/api/admin/product-images',
        {
          productType: 'zebra',
          title: 'New zebra',
          sortOrder: 'abc',
          image: imageFile(await jpegBytes(200, 150)),
        },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const image = (created.data as { image: { id: number; altText: string; sortOrder: number } })
      .image
    expect(image).toMatchObject({ altText: 'New zebra', sortOrder: 0 })

    const ids = async () =>
      (
        (await callRoute(publicImages, getRequest('/api/product-images?productType=zebra')))
          .data as { id: number }[]
      ).map((i) => i.id)
    const order = await ids()
    const reversed = [...order].reverse()
    const reordered = await callRoute(
      reorder,
      jsonRequest(
        '/api/admin/product-images/reorder',
        { productType: 'zebra', imageIds: reversed },
        { headers: auth },
      ),
    )
    expect(reordered.data).toEqual({ message: 'Product image order updated successfully' })
    expect(await ids()).toEqual(reversed)
    const bad = await callRoute(
      reorder,
      jsonRequest(
        '/api/admin/product-images/reorder',
        { productType: 'roller', imageIds: reversed },
        { headers: auth },
      ),
    )
    expect(bad.status).toBe(400)
    expect((bad.data as { error: string }).error).toMatch(/^Failed to update image order/)

    const updated = await callRoute(
      imageItem,
      formRequest(
        `/api/admin/product-images/${image.id}`,
        { productType: 'zebra', title: 'Renamed', isActive: 'false' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(image.id) },
    )
    expect(updated.data).toMatchObject({
      message: 'Product image updated successfully',
      image: { title: 'Renamed', isActive: false },
    })
    expect(await ids()).not.toContain(image.id)

    const deleted = await callRoute(
      imageItem,
      new Request(`http://localhost/api/admin/product-images/${image.id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: String(image.id) },
    )
    expect(deleted.data).toEqual({ message: 'Product image deleted successfully' })
  })

  it('needs product type and title, and an image on create', async () => {
    const missing = await callRoute(
      images,
      formRequest('/api/admin/product-images', { description: 'x' }, { headers: auth }),
    )
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ error: 'Product type and title are required' })
    const noImage = await callRoute(
      images,
      formRequest(
        '/api/admin/product-images',
        { productType: 'zebra', title: 'T' },
        { headers: auth },
      ),
    )
    expect(noImage.status).toBe(400)
  })
})

describe('motors and accessories', () => {
  it('creates from an API client (JSON text), toggles and deletes; the public list follows', async () => {
    const created = await callRoute(
      motors,
      formRequest(
        '/api/admin/motors',
        {
          name: 'Test Motor',
          basePrice: '149.50',
          description: 'Quiet',
          category: 'solar',
          features: '["Quiet","Solar"]',
          specifications: '{"Voltage":"12V"}',
          compatibility: '{"Shade types":["Zebra"]}',
        },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const motor = (created.data as { motor: { id: number } }).motor
    expect(created.data).toMatchObject({
      message: 'Motor created successfully',
      motor: {
        basePrice: 149.5,
        features: ['Quiet', 'Solar'],
        compatibility: { 'Shade types': ['Zebra'] },
        specifications: { Voltage: '12V' },
        isActive: true,
      },
    })
    const names = async () =>
      ((await callRoute(publicMotors, getRequest('/api/motors'))).data as { name: string }[]).map(
        (m) => m.name,
      )
    expect(await names()).toContain('Test Motor')
    const off = await callRoute(
      motorItem,
      formRequest(
        `/api/admin/motors/${motor.id}`,
        {
          name: 'Test Motor',
          basePrice: '149.50',
          description: 'Quiet',
          category: 'solar',
          isActive: 'false',
        },
        { method: 'PUT', headers: auth },
      ),
      { id: String(motor.id) },
    )
    expect(off.data).toMatchObject({ message: 'Motor updated successfully' })
    expect(await names()).not.toContain('Test Motor')
    const asAccessory = await callRoute(
      accessoriesItem,
      new Request(`http://localhost/api/admin/accessories/${motor.id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: String(motor.id) },
    )
    expect(asAccessory.status).toBe(404)
    const deleted = await callRoute(
      motorItem,
      new Request(`http://localhost/api/admin/motors/${motor.id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: String(motor.id) },
    )
    expect(deleted.data).toEqual({ message: 'Motor archived', archived: true })
  })

  it('refuses bad JSON specifications, negative prices, wrong categories and large images', async () => {
    const post = (fields: Record<string, string | Blob>) =>
      callRoute(accessories, formRequest('/api/admin/accessories', fields, { headers: auth }))
    const base = { name: 'Remote', basePrice: '20', description: 'A remote', category: 'remotes' }
    const json = await post({ ...base, specifications: '{bad' })
    expect(json.status).toBe(400)
    expect((json.data as { error: string }).error).toMatch(
      /^Failed to create accessory: Specifications must be a JSON object/,
    )
    expect((await post({ ...base, basePrice: '-1' })).status).toBe(400)
    expect((await post({ ...base, category: 'solar' })).status).toBe(400)
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(await jpegBytes())
    const large = await post({ ...base, image: imageFile(big) })
    expect(large.status).toBe(413)
    expect(large.data).toMatchObject({
      error: 'Failed to create accessory: File size must be less than 5MB',
    })
    const ok = await post(base)
    expect(ok.data).toMatchObject({ message: 'Accessory created successfully' })
  })
})
