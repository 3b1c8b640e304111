/**
 * The installer's photos of a visit (issue 38): kept without the phone's EXIF (its GPS position
 * is the customer's home), never served by the public /uploads (which caches for a year) but by
 * the visit's own staff address to those who may see the visit, kept out of every cache; and a
 * photo that cannot be taken is refused next to the photo field, with the note kept.
 * (Before: public, cached for a year, with the GPS position; a refused photo answered 500.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { brokenImages, imageFileOf } from '#tests/setup/broken-images'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import * as uploadsRoute from '~/routes/uploads.$'
import * as myVisitRoute from '~/routes-admin/admin.my-visits_.$appointmentId'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'
import { file, jpegBytes, storedFiles, textPretendingToBeJpeg } from './quote-helpers'

const day = addCalendarDays(businessDate(), 1)
let pia: { Authorization: string }
let quin: { Authorization: string }
let office: { Authorization: string }
let doneVisit: number
let openVisit: number
let otherVisit: number

function staffId(username: string) {
  return (
    db.select().from(schema.adminUsers).where(eq(schema.adminUsers.username, username)).get()?.id ??
    0
  )
}

function addVisit(time: string, assignedAdminId: number) {
  db.insert(schema.appointmentSlots)
    .values({ date: day, timeSlot: time, durationMinutes: 60, maxBookings: 3, currentBookings: 1 })
    .onConflictDoNothing()
    .run()
  const slot = db
    .select()
    .from(schema.appointmentSlots)
    .where(and(eq(schema.appointmentSlots.date, day), eq(schema.appointmentSlots.timeSlot, time)))
    .get()
  return db
    .insert(schema.appointments)
    .values({
      slotId: slot?.id as number,
      customerName: 'Pat Homeowner',
      customerEmail: 'pat@example.com',
      customerPhone: '(954) 555-0144',
      customerAddress: '5 Coral Way, Plantation, FL 33317',
      serviceType: 'installation',
      appointmentDate: day,
      appointmentTime: time,
      assignedAdminId,
    })
    .returning()
    .get().id
}

/** A JPEG as a phone takes it: camera EXIF and the GPS position where it was taken. */
async function phonePhoto(): Promise<File> {
  const bytes = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#447788' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 7/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '80/1 14/1 0/1',
      },
    })
    .toBuffer()
  expect((await sharp(bytes).metadata()).exif).toBeDefined()
  return new File([new Uint8Array(bytes)], 'after.jpg', { type: 'image/jpeg' })
}

function photosOf(id: number) {
  return db.select().from(schema.visitPhotos).where(eq(schema.visitPhotos.appointmentId, id)).all()
}

function visit(id: number) {
  return db.select().from(schema.appointments).where(eq(schema.appointments.id, id)).get()
}

const done = (id: number, fields: Record<string, string | Blob | Blob[]>, headers = pia) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v)
  }
  return callRoute(myVisitRoute, formRequest(`/admin/my-visits/${id}`, form, { headers }), {
    appointmentId: String(id),
  })
}

const upload = (key: string, headers: HeadersInit = {}) =>
  callRoute(uploadsRoute, getRequest(`/uploads/${key}`, headers), { '*': key })

type DonePhoto = { url: string; thumbnailUrl: string | null }

async function donePhotos(id: number, headers = office): Promise<DonePhoto[]> {
  const page = await callRoute(myVisitRoute, getRequest(`/admin/my-visits/${id}`, headers), {
    appointmentId: String(id),
  })
  return (page.data as { visit: { donePhotos: DonePhoto[] } }).visit.donePhotos
}

/** GET of a photo's staff address, through the route Remix would match. */
async function photo(url: string, headers: { Authorization: string }) {
  const match = /^\/admin\/my-visits\/(\d+)\/photos\/(\d+)\/([\w-]+)$/.exec(url)
  expect(match, url).not.toBeNull()
  const [, appointmentId, photoId, size] = match as RegExpExecArray
  const route = (await import(
    '~/routes-admin/admin.my-visits_.$appointmentId_.photos.$photoId.$size'
  )) as RouteModule
  return callRoute(route, getRequest(url, headers), { appointmentId, photoId, size })
}

beforeAll(() => {
  pia = adminHeaders('installer-pia', 'installer')
  quin = adminHeaders('installer-quin', 'installer')
  office = adminHeaders('office-ola', 'office')
  doneVisit = addVisit('08:00', staffId('installer-pia'))
  openVisit = addVisit('10:00', staffId('installer-pia'))
  otherVisit = addVisit('12:00', staffId('installer-quin'))
})

describe("the installer's photos of a visit", () => {
  beforeAll(async () => {
    const result = await done(doneVisit, { note: 'Shades up', photos: await phonePhoto() })
    expect(result.status).toBe(302)
    expect(photosOf(doneVisit)).toHaveLength(1)
  })

  it('are kept without the camera EXIF and GPS position, the original and its sizes alike', async () => {
    const [row] = photosOf(doneVisit)
    const folder = path.dirname(path.join(process.env.UPLOADS_DIR as string, row.storageKey))
    const files = fs.readdirSync(folder)
    expect(files.length).toBeGreaterThanOrEqual(3)
    for (const name of files) {
      const bytes = fs.readFileSync(path.join(folder, name))
      const meta = await sharp(bytes).metadata()
      expect(meta.exif, name).toBeUndefined()
      expect(bytes.includes(Buffer.from('PhoneCo')), name).toBe(false)
    }
  })

  it('are never served by the public /uploads, signed in or not', async () => {
    const [row] = photosOf(doneVisit)
    const folder = row.storageKey.slice(0, row.storageKey.lastIndexOf('/'))
    for (const key of [row.storageKey, `${folder}/w320.webp`, `${folder}/w1280.webp`]) {
      for (const headers of [{}, office, pia]) {
        const result = await upload(key, headers)
        expect(result.status, key).toBe(404)
        expect(result.headers.get('Cache-Control')).toBe('no-store')
      }
    }
  })

  it('are shown from the visit’s own staff address, kept out of every cache', async () => {
    const [shown] = await donePhotos(doneVisit)
    expect(shown.thumbnailUrl).toMatch(new RegExp(`^/admin/my-visits/${doneVisit}/photos/`))
    expect(shown.url).toMatch(new RegExp(`^/admin/my-visits/${doneVisit}/photos/`))
    for (const url of [shown.thumbnailUrl as string, shown.url]) {
      for (const headers of [pia, office]) {
        const result = await photo(url, headers)
        expect(result.status, url).toBe(200)
        expect(result.headers.get('Cache-Control')).toBe('private, no-store')
        expect(result.headers.get('Content-Type')).toMatch(/^image\//)
        const bytes = Buffer.from(await (result.response as Response).arrayBuffer())
        expect((await sharp(bytes).metadata()).exif).toBeUndefined()
      }
    }
  })

  it("are not found for an installer the visit is not assigned to, nor under another visit's address", async () => {
    const [shown] = await donePhotos(doneVisit)
    const refused = await photo(shown.url, quin)
    expect(refused.status).toBe(404)
    expect(refused.headers.get('Cache-Control')).toContain('no-store')
    const elsewhere = shown.url.replace(`/my-visits/${doneVisit}/`, `/my-visits/${otherVisit}/`)
    expect((await photo(elsewhere, quin)).status).toBe(404)
    expect((await photo(elsewhere, office)).status).toBe(404)
    const unknownSize = shown.url.replace(/\/[\w-]+$/, '/secret')
    expect((await photo(unknownSize, office)).status).toBe(404)
  })
})

describe('a photo that cannot be taken', () => {
  const note = 'Left the spare remote on the kitchen counter'

  async function expectRefused(
    photos: Blob | Blob[],
    status: number,
    message: RegExp,
  ): Promise<void> {
    const before = storedFiles().filter((f) => f.startsWith('visits/'))
    const result = await done(openVisit, { note, photos })
    expect(result.status).toBe(status)
    expect(result.data).toMatchObject({ note, photoError: expect.stringMatching(message) })
    expect(visit(openVisit)).toMatchObject({ status: 'scheduled', doneNote: null })
    expect(photosOf(openVisit)).toEqual([])
    expect(storedFiles().filter((f) => f.startsWith('visits/'))).toEqual(before)
  }

  it('not an image: 415, said next to the photos, the note kept', async () => {
    await expectRefused(textPretendingToBeJpeg(), 415, /notes\.jpg is not a supported image/)
  })

  it('a picture that looks right but cannot be opened, or is too big to open: 415 / 413', async () => {
    for (const broken of await brokenImages()) {
      await expectRefused(
        imageFileOf(broken),
        broken.status,
        new RegExp(broken.name.replace('.', '\\.')),
      )
    }
  })

  it('a HEIC photo (which cannot be checked nor cleaned): 415 with what to do', async () => {
    const heic = new Uint8Array(64)
    heic.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')])
    await expectRefused(file(heic, 'IMG_0001.HEIC', 'image/heic'), 415, /HEIC.*JPEG/)
  })

  it('a photo over 15 MB: 413', async () => {
    const bytes = new Uint8Array(15 * 1024 * 1024 + 1)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    await expectRefused(file(bytes, 'huge.jpg'), 413, /huge\.jpg is larger than 15MB/)
  })

  it('more than 8 photos: 413, none kept', async () => {
    const bytes = await jpegBytes()
    const nine = Array.from({ length: 9 }, (_, i) => file(bytes, `photo-${i + 1}.jpg`))
    await expectRefused(nine, 413, /up to 8 photos/)
  })

  it('the same visit is then marked done with a good photo', async () => {
    const result = await done(openVisit, { note, photos: file(await jpegBytes(), 'ok.jpg') })
    expect(result.status).toBe(302)
    expect(photosOf(openVisit)).toHaveLength(1)
  })
})
