import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as uploadsRoute from '~/routes/uploads.$'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import { db, schema } from '~/server/platform/db.server'
import { UploadRejectedError } from '~/server/platform/multipart.server'
import { storeImage } from '~/server/platform/storage.server'
import { createLead, createLeadWithPhotos } from '~/server/requests/leads.server'
import { adminHeaders } from './admin-helpers'

/** A JPEG carrying camera EXIF (make, model, a GPS position) like a phone photo. */
async function phonePhoto(): Promise<File> {
  const bytes = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#884422' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', Copyright: 'Jane Homeowner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 7/1 0/1' },
    })
    .toBuffer()
  expect((await sharp(bytes).metadata()).exif).toBeDefined()
  return new File([new Uint8Array(bytes)], 'kitchen.jpg', { type: 'image/jpeg' })
}

let auth: { Authorization: string }
let wizardLeadId: number
let cityLeadId: number

beforeAll(async () => {
  auth = adminHeaders()
  wizardLeadId = (
    await createLeadWithPhotos(
      {
        source: 'quote-wizard',
        serviceType: 'repair',
        propertyType: 'condo',
        zipCode: '33301',
        timeFrame: 'this-week',
        roomCount: '3 windows',
        isHomeowner: true,
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '(954) 555-0199',
        details: 'Two slats broken',
        createdAt: new Date('2026-11-01T14:00:00Z'),
      },
      [await phonePhoto()],
      { maxBytes: 10_000_000 },
    )
  ).id
  cityLeadId = createLead({
    source: 'city-page',
    serviceType: 'motorization',
    city: 'Plantation',
    zipCode: '33317',
    name: 'Ana Ruiz',
    email: 'ana_r@example.com',
    phone: '954-555-0142',
    status: 'contacted',
    createdAt: new Date('2026-11-02T14:00:00Z'),
  }).id
})

async function listIds(query: string) {
  const result = await callRoute(leadsRoute, getRequest(`/admin/leads${query}`, auth))
  expect(result.status).toBe(200)
  const data = result.data as { leads: { id: number }[] }
  return data.leads.map((l) => l.id)
}

describe('Leads list', () => {
  it("shows the new leads first (the dashboard's order) and counts the new ones", async () => {
    const result = await callRoute(leadsRoute, getRequest('/admin/leads', auth))
    const data = result.data as { leads: { id: number; photoCount: number }[]; newCount: number }
    // The wizard's lead is new (waiting for an answer); the city page's was contacted.
    expect(data.leads.map((l) => l.id)).toEqual([wizardLeadId, cityLeadId])
    expect(data.leads[0].photoCount).toBe(1)
    expect(data.newCount).toBe(1)
  })

  it('searches name, e-mail, ZIP and phone digits, and filters by source and status', async () => {
    expect(await listIds('?q=maria')).toEqual([wizardLeadId])
    expect(await listIds('?q=ana_r')).toEqual([cityLeadId])
    expect(await listIds('?q=33317')).toEqual([cityLeadId])
    expect(await listIds('?q=9545550142')).toEqual([cityLeadId])
    expect(await listIds('?q=(954) 555-0199')).toEqual([wizardLeadId])
    expect(await listIds('?q=%25')).toEqual([])
    expect(await listIds('?source=city-page')).toEqual([cityLeadId])
    expect(await listIds('?status=new')).toEqual([wizardLeadId])
    // Unknown filter values are ignored, not errors.
    expect(await listIds('?status=bogus&page=-3')).toEqual([wizardLeadId, cityLeadId])
  })
})

describe('Lead detail', () => {
  it('shows every answer and the photos', async () => {
    const result = await callRoute(leadRoute, getRequest(`/admin/leads/${wizardLeadId}`, auth), {
      leadId: String(wizardLeadId),
    })
    const { lead } = result.data as {
      lead: { roomCount: string; photos: { url: string; thumbnailUrl: string }[] }
    }
    expect(lead.roomCount).toBe('3 windows')
    expect(lead.photos).toHaveLength(1)
    expect(lead.photos[0].url).toMatch(/^\/uploads\/leads\/.+\/original\.jpg$/)
    expect(lead.photos[0].thumbnailUrl).toMatch(/\/w320\.webp$/)
  })

  it('answers 404 for a lead that does not exist', async () => {
    const result = await callRoute(leadRoute, getRequest('/admin/leads/99999', auth), {
      leadId: '99999',
    })
    expect(result.status).toBe(404)
  })

  it('changes the status and says so', async () => {
    const result = await callRoute(
      leadRoute,
      formRequest(
        `/admin/leads/${cityLeadId}?status=contacted`,
        { intent: 'status', status: 'won' },
        { headers: auth },
      ),
      { leadId: String(cityLeadId) },
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(`/admin/leads/${cityLeadId}?status=contacted`)
    expect(result.headers.get('Set-Cookie')).toMatch(/^toast=/)
    const row = db.query.leads.findFirst({ where: (l, { eq }) => eq(l.id, cityLeadId) }).sync()
    expect(row?.status).toBe('won')

    const bad = await callRoute(
      leadRoute,
      formRequest(
        `/admin/leads/${cityLeadId}`,
        { intent: 'status', status: 'archived' },
        { headers: auth },
      ),
      { leadId: String(cityLeadId) },
    )
    expect(bad.status).toBe(400)
  })
})

describe('customer photos are private', () => {
  async function photoKey() {
    const photo = db.select().from(schema.leadPhotos).all()[0]
    return photo.storageKey
  }
  function getUpload(key: string, headers: HeadersInit = {}) {
    return callRoute(uploadsRoute, getRequest(`/uploads/${key}`, headers), { '*': key })
  }

  it('refuses a lead photo and its thumbnail without a session', async () => {
    const key = await photoKey()
    for (const k of [key, key.replace('original.jpg', 'w320.webp')]) {
      const result = await getUpload(k)
      expect(result.status).toBe(401)
      expect(result.headers.get('Cache-Control')).toBe('no-store')
    }
    expect((await getUpload(key, { Authorization: 'Bearer wrong' })).status).toBe(401)
  })

  it('serves it to staff, kept out of shared caches, without EXIF or GPS', async () => {
    const key = await photoKey()
    const result = await getUpload(key, auth)
    expect(result.status).toBe(200)
    expect(result.headers.get('Cache-Control')).toBe('private, max-age=3600')
    const bytes = Buffer.from(await result.response!.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(600)
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false)
  })

  it('refuses a HEIC customer photo clearly (it cannot be cleaned)', async () => {
    const heic = new Uint8Array(64)
    heic.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')])
    const refusal = await storeImage(
      { bytes: heic, name: 'IMG_0001.HEIC' },
      { maxBytes: 1000, prefix: 'leads' },
    ).catch((e) => e)
    expect(refusal).toBeInstanceOf(UploadRejectedError)
    expect(refusal.status).toBe(415)
    expect(refusal.message).toMatch(/HEIC.*JPEG/)
  })
})
