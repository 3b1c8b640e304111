/**
 * Issue 22, defect 5: a picture whose first bytes look right but which cannot be decoded (cut
 * off, corrupt, a lying header) or is over 40 megapixels is refused with 415 / 413 and the
 * image field's message by every catalogue upload, API and tab, as blog and site images are;
 * nothing is saved and what staff typed comes back. (Before: a 500.)
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { type BrokenImage, brokenImages, imageFileOf } from '#tests/setup/broken-images'
import { formRequest } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import * as fabricsTab from '~/routes-admin/admin.fabrics'
import * as imagesTab from '~/routes-admin/admin.images'
import * as motorsTab from '~/routes-admin/admin.motors'
import * as accessories from '~/routes-api/api.admin.accessories'
import * as accessoryItem from '~/routes-api/api.admin.accessories.$id'
import * as swatches from '~/routes-api/api.admin.fabric-swatches'
import * as swatchItem from '~/routes-api/api.admin.fabric-swatches.$id'
import * as motors from '~/routes-api/api.admin.motors'
import * as motorItem from '~/routes-api/api.admin.motors.$id'
import * as images from '~/routes-api/api.admin.product-images'
import * as imageItem from '~/routes-api/api.admin.product-images.$id'
import { createHardware, listAllHardware } from '~/server/catalog/hardware.server'
import { listAllProductImages } from '~/server/catalog/product-images.server'
import { createSwatch, listAllSwatches } from '~/server/catalog/swatches.server'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

let auth: { Authorization: string }
let broken: BrokenImage[]
let productImageId: number
let swatchId: number
let motorId: number
let accessoryId: number

const SWATCH = { fabricName: 'Kept Swatch', color: 'Sand', productType: 'zebra', group: '1' }
const MOTOR = { name: 'Kept Motor', basePrice: '99', description: 'Quiet', category: 'solar' }
const ACCESSORY = {
  name: 'Kept Remote',
  basePrice: '20',
  description: 'A remote',
  category: 'remotes',
}

beforeAll(async () => {
  await seed(db)
  auth = adminHeaders('image-refusals')
  broken = await brokenImages()
  productImageId = listAllProductImages()[0].id
  const fields = { color: 'Sand', productType: 'zebra', group: '1', description: '' } as const
  swatchId = (await createSwatch({ ...fields, fabricName: 'Kept Swatch', isActive: true }, null, 1))
    .id
  const hardware = {
    description: 'Quiet',
    basePrice: 9900,
    features: [],
    specifications: {},
    compatibility: {},
    installationDifficulty: 'easy' as const,
    warranty: '',
    sortOrder: 0,
    isActive: true,
  }
  motorId = (
    await createHardware(
      { ...hardware, kind: 'motor', name: 'Kept Motor', category: 'solar' },
      null,
      1,
    )
  ).id
  accessoryId = (
    await createHardware(
      { ...hardware, kind: 'accessory', name: 'Kept Remote', category: 'remotes' },
      null,
      1,
    )
  ).id
})

/** The field's message: the picture's size in pixels, or that it is not an image we take. */
const FIELD_MESSAGE = { 413: /40 megapixels/, 415: /not a supported image|select an image file/ }

/** Everything the catalogue holds, to show a refused upload changed nothing. */
function catalogue() {
  return JSON.stringify([listAllProductImages(), listAllSwatches(), listAllHardware()])
}

type Call = { what: string; module: RouteModule; request: (image: File) => Request; id?: number }

function apiCalls(): Call[] {
  const post =
    (path: string, fields: Record<string, string>, method = 'POST') =>
    (image: File) =>
      formRequest(path, { ...fields, image }, { method, headers: auth })
  return [
    {
      what: 'POST product image',
      module: images,
      request: post('/api/admin/product-images', { productType: 'zebra', title: 'New Picture' }),
    },
    {
      what: 'PUT product image',
      module: imageItem,
      request: post(
        `/api/admin/product-images/${productImageId}`,
        { productType: 'zebra', title: 'Renamed Picture' },
        'PUT',
      ),
      id: productImageId,
    },
    {
      what: 'POST swatch',
      module: swatches,
      request: post('/api/admin/fabric-swatches', { ...SWATCH, fabricName: 'New Swatch' }),
    },
    {
      what: 'PUT swatch',
      module: swatchItem,
      request: post(`/api/admin/fabric-swatches/${swatchId}`, SWATCH, 'PUT'),
      id: swatchId,
    },
    {
      what: 'POST motor',
      module: motors,
      request: post('/api/admin/motors', { ...MOTOR, name: 'New Motor' }),
    },
    {
      what: 'PUT motor',
      module: motorItem,
      request: post(`/api/admin/motors/${motorId}`, MOTOR, 'PUT'),
      id: motorId,
    },
    {
      what: 'POST accessory',
      module: accessories,
      request: post('/api/admin/accessories', { ...ACCESSORY, name: 'New Remote' }),
    },
    {
      what: 'PUT accessory',
      module: accessoryItem,
      request: post(`/api/admin/accessories/${accessoryId}`, ACCESSORY, 'PUT'),
      id: accessoryId,
    },
  ]
}

describe('the catalogue API refuses an image it cannot decode', () => {
  it('answers 415 or 413 JSON with the image field message, and saves nothing', async () => {
    for (const call of apiCalls()) {
      for (const image of broken) {
        const before = catalogue()
        const label = `${call.what} with ${image.name}`
        const res = await callRoute(
          call.module,
          call.request(imageFileOf(image)),
          call.id ? { id: String(call.id) } : {},
        )
        expect(res.status, label).toBe(image.status)
        expect(res.headers.get('Content-Type'), label).toContain('application/json')
        const body = res.data as { error?: string; fieldErrors?: Record<string, string[]> }
        expect(body.error, label).toEqual(expect.any(String))
        expect(body.fieldErrors?.image?.[0], label).toMatch(FIELD_MESSAGE[image.status])
        expect(catalogue(), label).toBe(before)
      }
    }
  })
})

type Reply = {
  status?: string
  initialValue?: Record<string, unknown>
  error?: Record<string, string[] | null>
}

describe('the catalogue tabs refuse an image they cannot decode', () => {
  const tabPosts = (): { what: string; module: RouteModule; fields: Record<string, string> }[] => [
    {
      what: 'images create',
      module: imagesTab,
      fields: { intent: 'create', productType: 'zebra', title: 'Typed Title', description: 'D' },
    },
    {
      what: 'images update',
      module: imagesTab,
      fields: {
        intent: 'update',
        id: String(productImageId),
        productType: 'zebra',
        title: 'Typed Title',
      },
    },
    {
      what: 'fabrics create',
      module: fabricsTab,
      fields: { intent: 'create', ...SWATCH, fabricName: 'Typed Swatch' },
    },
    {
      what: 'fabrics update',
      module: fabricsTab,
      fields: { intent: 'update', id: String(swatchId), ...SWATCH, color: 'Typed Colour' },
    },
    {
      what: 'motors create',
      module: motorsTab,
      fields: { intent: 'create', kind: 'motor', ...MOTOR, name: 'Typed Motor' },
    },
    {
      what: 'accessories update',
      module: motorsTab,
      fields: {
        intent: 'update',
        id: String(accessoryId),
        kind: 'accessory',
        ...ACCESSORY,
        description: 'Typed description',
      },
    },
  ]

  it('answers 415 or 413 with the message beside the image field and the typed fields kept', async () => {
    for (const tab of tabPosts()) {
      for (const image of broken) {
        const before = catalogue()
        const label = `${tab.what} with ${image.name}`
        const res = await callRoute(
          tab.module,
          formRequest(
            '/admin/tab',
            { ...tab.fields, image: imageFileOf(image) },
            { headers: auth },
          ),
        )
        expect(res.status, label).toBe(image.status)
        const reply = res.data as Reply
        expect(reply.error?.image?.[0], label).toMatch(FIELD_MESSAGE[image.status])
        for (const [name, value] of Object.entries(tab.fields)) {
          expect(reply.initialValue?.[name], `${label}: ${name} kept`).toBe(value)
        }
        expect(catalogue(), label).toBe(before)
      }
    }
  })
})
