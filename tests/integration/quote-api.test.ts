import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formRequest, routeArgs } from '#tests/setup/requests'
import { action, loader } from '~/routes-api/api.submit-lead'
import { db, schema } from '~/server/platform/db.server'
import {
  file,
  jpegBytes,
  leadForm,
  oversizeJpeg,
  pngBytes,
  storedFiles,
  textPretendingToBeJpeg,
  VALID_LEAD,
} from './quote-helpers'

type ApiBody = { success?: boolean; error?: string; fieldErrors?: Record<string, string[]> }

let ip = 0
/** Each test comes from its own address, so the rate limit only bites where it is tested. */
async function submit(form: FormData, address = `203.0.113.${++ip}`) {
  const request = formRequest('/api/submit-lead', form, {
    headers: { 'Fly-Client-IP': address },
  })
  const response = (await action(routeArgs(request))) as Response
  expect(response.headers.get('Content-Type')).toContain('application/json')
  return { status: response.status, body: (await response.json()) as ApiBody, response }
}

function leadsInDb() {
  return db.select().from(schema.leads).all()
}
function photosInDb() {
  return db.select().from(schema.leadPhotos).all()
}

beforeEach(() => {
  db.delete(schema.leads).run()
  fs.rmSync(process.env.UPLOADS_DIR as string, { recursive: true, force: true })
})

describe('POST /api/submit-lead', () => {
  it('stores a repair lead with its two photos, their variants, and answers 200', async () => {
    const form = leadForm(VALID_LEAD, [
      file(await jpegBytes(1600, 1200), 'kitchen.jpg'),
      file(await pngBytes(), 'bedroom.png', 'image/png'),
    ])
    const { status, body } = await submit(form)
    expect(status).toBe(200)
    expect(body.success).toBe(true)

    const [lead] = leadsInDb()
    expect(lead).toMatchObject({
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
      address: '12 Las Olas Blvd, Fort Lauderdale',
      details: 'Two slats broken',
      status: 'new',
    })
    const photos = photosInDb()
    expect(photos).toHaveLength(2)
    expect(photos.map((p) => p.leadId)).toEqual([lead.id, lead.id])
    const kitchen = photos.find((p) => p.originalName === 'kitchen.jpg')!
    expect(kitchen).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1200 })
    expect(kitchen.storageKey).toMatch(/^leads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/original\.jpg$/)
    const bedroom = photos.find((p) => p.originalName === 'bedroom.png')!
    // A customer's photo is kept as a JPEG whatever its format (docs/decisions/113-uploads-on-replicas.md: memory).
    expect(bedroom.contentType).toBe('image/jpeg')

    // Originals plus two WebP variants each, on disk.
    const files = storedFiles()
    expect(files).toHaveLength(6)
    const root = process.env.UPLOADS_DIR as string
    expect(fs.statSync(path.join(root, kitchen.storageKey)).size).toBe(kitchen.sizeBytes)
    const thumb = await sharp(
      path.join(root, kitchen.storageKey.replace('original.jpg', 'w320.webp')),
    ).metadata()
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 240 })
  })

  it('stores a lead without photos; homeowner is optional and defaults to false', async () => {
    const { isHomeowner: _, address: __, details: ___, ...rest } = VALID_LEAD
    const { status } = await submit(leadForm({ ...rest, serviceType: 'replacement' }))
    expect(status).toBe(200)
    const [lead] = leadsInDb()
    expect(lead).toMatchObject({
      serviceType: 'replacement',
      isHomeowner: false,
      address: null,
      details: null,
    })
    expect(photosInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('keeps photos for repair requests only', async () => {
    const form = leadForm({ ...VALID_LEAD, serviceType: 'motorization' }, [
      file(await jpegBytes(), 'a.jpg'),
    ])
    expect((await submit(form)).status).toBe(200)
    expect(leadsInDb()).toHaveLength(1)
    expect(photosInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  const required = [
    'serviceType',
    'propertyType',
    'zipCode',
    'timeFrame',
    'roomCount',
    'name',
    'email',
    'phone',
  ] as const
  for (const field of required) {
    it(`answers 400 with a field error when ${field} is missing, storing nothing`, async () => {
      const form = leadForm({ ...VALID_LEAD, [field]: undefined }, [
        file(await jpegBytes(), 'a.jpg'),
      ])
      const { status, body } = await submit(form)
      expect(status).toBe(400)
      expect(body.error).toBeTruthy()
      expect(Object.keys(body.fieldErrors ?? {})).toEqual([field])
      expect(leadsInDb()).toHaveLength(0)
      expect(storedFiles()).toHaveLength(0)
    })
  }

  for (const zip of ['3330', '333012', 'abcde', '33 01', '']) {
    it(`refuses the ZIP "${zip}"`, async () => {
      const { status, body } = await submit(leadForm({ ...VALID_LEAD, zipCode: zip }))
      expect(status).toBe(400)
      expect(body.fieldErrors?.zipCode).toEqual(['Enter your 5-digit ZIP code'])
      expect(leadsInDb()).toHaveLength(0)
    })
  }

  it('refuses values outside the lists (service, property, timeframe)', async () => {
    const { status, body } = await submit(
      leadForm({ ...VALID_LEAD, serviceType: 'painting', propertyType: 'boat', timeFrame: 'soon' }),
    )
    expect(status).toBe(400)
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual([
      'propertyType',
      'serviceType',
      'timeFrame',
    ])
  })

  it('answers 413 for a photo over 10 MB and keeps nothing', async () => {
    const form = leadForm(VALID_LEAD, [file(await jpegBytes(), 'small.jpg'), oversizeJpeg()])
    const { status, body } = await submit(form)
    expect(status).toBe(413)
    expect(body.error).toContain('huge.jpg is larger than 10MB')
    expect(leadsInDb()).toHaveLength(0)
    expect(photosInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('a text answer over the field limit is reported at that field, not at the photos', async () => {
    const form = leadForm({ ...VALID_LEAD, details: 'x'.repeat(70 * 1024) }, [
      file(await jpegBytes(), 'small.jpg'),
    ])
    const { status, body } = await submit(form)
    expect(status).toBe(413)
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['details'])
    expect(leadsInDb()).toHaveLength(0)
  })

  it('answers 415 for a text file named .jpg and keeps nothing', async () => {
    const form = leadForm(VALID_LEAD, [textPretendingToBeJpeg()])
    const { status, body } = await submit(form)
    expect(status).toBe(415)
    expect(body.error).toContain('notes.jpg is not a supported image')
    expect(leadsInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('answers 415 for bytes that start like a JPEG but are not one', async () => {
    const bytes = new Uint8Array(2000).fill(7)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    const { status } = await submit(leadForm(VALID_LEAD, [file(bytes, 'broken.jpg')]))
    expect(status).toBe(415)
    expect(leadsInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('refuses more than 6 photos', async () => {
    const bytes = await jpegBytes()
    const files = Array.from({ length: 7 }, (_, i) => file(bytes, `p${i}.jpg`))
    const { status, body } = await submit(leadForm(VALID_LEAD, files))
    expect(status).toBe(400)
    expect(body.fieldErrors?.repairImages?.[0]).toMatch(/at most 6 photos/)
    expect(leadsInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const form = leadForm({ ...VALID_LEAD, name__confirm: 'http://spam.example' }, [
      file(await jpegBytes(), 'a.jpg'),
    ])
    const { status, body } = await submit(form)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(leadsInDb()).toHaveLength(0)
    expect(photosInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
    // An empty honeypot (what every browser sends) is a person.
    const person = await submit(leadForm({ ...VALID_LEAD, name__confirm: '' }))
    expect(person.status).toBe(200)
    expect(leadsInDb()).toHaveLength(1)
  })

  it('answers 429 with the phone number after 10 requests from one address', async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < 10; i++) {
      const { status } = await submit(leadForm({ ...VALID_LEAD, name: `Person ${i}` }), address)
      expect(status).toBe(200)
    }
    const { status, body, response } = await submit(leadForm(VALID_LEAD), address)
    expect(status).toBe(429)
    expect(body.error).toContain('(954) 555-0123')
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(leadsInDb()).toHaveLength(10)
    // Another visitor is not affected.
    expect((await submit(leadForm(VALID_LEAD), '198.51.100.8')).status).toBe(200)
  })

  it('deletes the stored photos when the lead cannot be saved (no orphans)', async () => {
    const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(() => {
      throw new Error('disk full')
    })
    const form = leadForm(VALID_LEAD, [file(await jpegBytes(), 'a.jpg')])
    await expect(submit(form)).rejects.toThrow('disk full')
    spy.mockRestore()
    expect(leadsInDb()).toHaveLength(0)
    expect(photosInDb()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('answers 400 to a body that is not a form, and 405 to GET', async () => {
    const request = new Request('http://localhost:3000/api/submit-lead', {
      method: 'POST',
      body: '{"name":"x"}',
      headers: { 'Content-Type': 'application/json', 'Fly-Client-IP': '192.0.2.1' },
    })
    const result = (await action(routeArgs(request))) as Response
    expect(result.status).toBe(400)
    expect(await result.json()).toEqual({ error: 'Send the form as multipart/form-data' })
    const get = loader()
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect(await get.json()).toEqual({ error: 'Method not allowed' })
    const put = (await action(
      routeArgs(formRequest('/api/submit-lead', leadForm(VALID_LEAD), { method: 'PUT' })),
    )) as Response
    expect(put.status).toBe(405)
    expect(put.headers.get('Allow')).toBe('POST')
  })

  it('a lead row is removed with its photo rows (cascade)', async () => {
    await submit(leadForm(VALID_LEAD, [file(await jpegBytes(), 'a.jpg')]))
    const [lead] = leadsInDb()
    db.delete(schema.leads).where(eq(schema.leads.id, lead.id)).run()
    expect(photosInDb()).toHaveLength(0)
  })
})

describe('POST /api/submit-lead: text as staff will read it', () => {
  it('refuses a name of only invisible characters', async () => {
    for (const name of ['\u200B\u200B', '\u3164', '\u200D', '\uFEFF \u2800']) {
      const { status, body } = await submit(leadForm({ ...VALID_LEAD, name }))
      expect(status).toBe(400)
      expect(body.fieldErrors?.name).toEqual(['Enter your name'])
    }
    expect(leadsInDb()).toHaveLength(0)
  })

  it('stores names and details without direction overrides or zero-width spaces, composed (NFC)', async () => {
    const { status } = await submit(
      leadForm({
        ...VALID_LEAD,
        name: 'Mari\u0301a\u202E Lopez\u200B',
        details: 'Broken slat\u202Egpj.exe',
      }),
    )
    expect(status).toBe(200)
    const [lead] = leadsInDb()
    expect(lead.name).toBe('María Lopez')
    expect(lead.details).toBe('Broken slatgpj.exe')
  })
})
