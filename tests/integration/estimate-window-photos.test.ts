/**
 * Photos per window of an estimate (issue 39): added from the editor as a real multipart form
 * (the phone's camera), kept under a private prefix without the phone's EXIF, one refused photo
 * named while the others are kept; removed and put back while a draft; served only to staff
 * who may see the estimate and to the holder of its link (never /uploads, never cached); shown
 * with width and height; carried to a new version.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { brokenImages, imageFileOf } from '#tests/setup/broken-images'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import type { StaffActor, StaffRole } from '~/domain/staff-access'
import * as customerRoute from '~/routes/estimates.$token'
import * as customerPhotoRoute from '~/routes/estimates.$token_.photos.$photoId.$size'
import * as uploadsRoute from '~/routes/uploads.$'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as staffPhotoRoute from '~/routes-admin/admin.estimates.$estimateId_.photos.$photoId.$size'
import * as photosRoute from '~/routes-admin/admin.estimates.$estimateId_.window-photos'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import {
  createEstimate,
  getEstimate,
  newEstimatePrefill,
  reviseEstimate,
} from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { textPretendingToBeJpeg } from './quote-helpers'

beforeAll(async () => {
  await seed(db)
})

function actor(username: string, role: StaffRole): StaffActor & { headers: HeadersInit } {
  const headers = adminHeaders(username, role)
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()!
  return { id: row.id, username, role, headers }
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

async function ok(who: StaffActor, id: number, fields: Record<string, string>) {
  const answer = await answerEditorPost(who, id, form(fields))
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
  return Number(answer.anchor.split('-').at(-1))
}

let slotHour = 6
/** A draft by `who` from a visit assigned to them, one room, one window. */
async function draftWithWindow(who: StaffActor) {
  const slot = db
    .insert(schema.appointmentSlots)
    .values({
      date: '2026-12-22',
      timeSlot: `${String(slotHour++).padStart(2, '0')}:30`,
      durationMinutes: 60,
      maxBookings: 1,
    })
    .returning()
    .get()
  const visit = db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Nia Brooks',
      customerEmail: 'nia.brooks@example.com',
      customerPhone: '(954) 555-0190',
      customerAddress: '8 Bay Rd, Miami, FL 33139',
      serviceType: 'consultation',
      appointmentDate: '2026-12-22',
      appointmentTime: '09:30',
      assignedAdminId: who.id,
    })
    .returning()
    .get()
  const created = createEstimate(who, newEstimatePrefill({ appointmentId: visit.id })!)
  if (!created.ok) throw new Error(created.message)
  const id = created.id
  const room = await ok(who, id, { intent: 'add-room', name: 'Living room' })
  const window = await ok(who, id, {
    intent: 'add-window',
    roomId: String(room),
    label: 'Bay window',
    widthInches: '60',
    widthEighths: '0',
    heightInches: '48',
    heightEighths: '0',
    mount: 'inside',
  })
  return { id, room, window }
}

/** A JPEG as a phone takes it, with the GPS position where it was taken. */
async function phonePhoto(name = 'bay.jpg', width = 800, height = 600): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#557799' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 0/1' },
    })
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

function upload(who: { headers: HeadersInit }, id: number, windowId: number, photos: File[]) {
  const body = new FormData()
  body.append('intent', 'add-photos')
  body.append('windowId', String(windowId))
  for (const photo of photos) body.append('photos', photo)
  return callRoute(
    photosRoute,
    formRequest(`/admin/estimates/${id}/window-photos`, body, { headers: who.headers }),
    { estimateId: String(id) },
  )
}

function photoRows(estimateId: number) {
  return db
    .select()
    .from(schema.estimateWindowPhotos)
    .where(eq(schema.estimateWindowPhotos.estimateId, estimateId))
    .all()
}

function staffPhoto(who: { headers: HeadersInit }, id: number, photoId: number, size = 'w320') {
  return callRoute(
    staffPhotoRoute,
    getRequest(`/admin/estimates/${id}/photos/${photoId}/${size}`, who.headers),
    { estimateId: String(id), photoId: String(photoId), size },
  )
}

function customerPhoto(token: string, photoId: number, size = 'w320') {
  return callRoute(
    customerPhotoRoute,
    getRequest(`/estimates/${token}/photos/${photoId}/${size}`),
    { token, photoId: String(photoId), size },
  )
}

describe('adding photos to a window', () => {
  it('stores each photo privately without EXIF, with its size; back to the window with a toast', async () => {
    const office = actor('photo-office', 'office')
    const { id, window } = await draftWithWindow(office)
    const answer = await upload(office, id, window, [
      await phonePhoto(),
      await phonePhoto('2.jpg', 600, 900),
    ])
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/admin/estimates/${id}#window-${window}`)
    const rows = photoRows(id)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ windowId: window, width: 800, height: 600, removedAt: null })
    expect(rows[0].storageKey).toMatch(/^estimates\//)
    // Served by the estimate's staff address, never cached, without metadata.
    const served = await staffPhoto(office, id, rows[0].id, 'w1280')
    expect(served.status).toBe(200)
    expect(served.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = Buffer.from(await served.response!.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    // Never by /uploads, not even to staff.
    const viaUploads = await callRoute(
      uploadsRoute,
      getRequest(`/uploads/${rows[0].storageKey}`, office.headers),
      { '*': rows[0].storageKey },
    )
    expect(viaUploads.status).toBe(404)
    // The editor shows them on their window, with width and height.
    const page = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${id}`, office.headers),
      {
        estimateId: String(id),
      },
    )
    const data = page.data as {
      photos: { id: number; windowId: number; width: number; height: number }[]
    }
    expect(data.photos.map((p) => p.id)).toEqual(rows.map((r) => r.id))
  })

  it('a photo that cannot be taken is named; the others in the same post are kept', async () => {
    const office = actor('photo-office2', 'office')
    const { id, window } = await draftWithWindow(office)
    const broken = (await brokenImages()).find((b) => b.status === 415)!
    const answer = await callRoute(
      photosRoute,
      (() => {
        const body = new FormData()
        body.append('intent', 'add-photos')
        body.append('windowId', String(window))
        body.append('photos', imageFileOf(broken))
        return formRequest(`/admin/estimates/${id}/window-photos`, body, {
          headers: { ...office.headers, Accept: 'application/json' },
        })
      })(),
      { estimateId: String(id) },
    )
    expect(answer.status).toBe(415)
    const mixed = await upload(office, id, window, [
      await phonePhoto('good.jpg'),
      imageFileOf(broken),
    ])
    expect(mixed.status).toBe(302)
    const rows = photoRows(id)
    expect(rows.map((r) => r.originalName)).toEqual(['good.jpg'])
    // Text calling itself a JPEG is refused before anything is stored.
    const text = await upload(office, id, window, [textPretendingToBeJpeg()])
    expect(text.status).toBe(302)
    expect(photoRows(id)).toHaveLength(1)
  })

  it('a photo is removed and put back while a draft; once sent, neither; the link never shows a removed one', async () => {
    const office = actor('photo-office3', 'office')
    const { id, window } = await draftWithWindow(office)
    await upload(office, id, window, [await phonePhoto('kept.jpg'), await phonePhoto('gone.jpg')])
    const [kept, gone] = photoRows(id)
    const post = (intent: string, photoId: number, accept = 'text/html') =>
      callRoute(
        photosRoute,
        formRequest(
          `/admin/estimates/${id}/window-photos`,
          { intent, photoId: String(photoId) },
          { headers: { ...office.headers, Accept: accept } },
        ),
        { estimateId: String(id) },
      )
    expect((await post('remove-photo', kept.id)).status).toBe(302)
    expect(photoRows(id)[0].removedAt).not.toBeNull()
    expect((await post('restore-photo', kept.id)).status).toBe(302)
    expect(photoRows(id)[0].removedAt).toBeNull()
    expect((await post('remove-photo', gone.id)).status).toBe(302)
    // Staff still see a removed one (to put it back).
    expect((await staffPhoto(office, id, gone.id)).status).toBe(200)
    // A draft's link shows nothing, not even its photos.
    const { token } = getEstimate(id)!
    expect((await customerPhoto(token, kept.id)).status).toBe(404)

    db.update(schema.estimates).set({ status: 'sent' }).where(eq(schema.estimates.id, id)).run()
    expect((await customerPhoto(token, kept.id)).status).toBe(200)
    expect((await customerPhoto(token, gone.id)).status).toBe(404)
    expect((await post('restore-photo', gone.id, 'application/json')).status).toBe(409)
    // A new version carries the photo shown on its copied window, not the removed one.
    const revised = reviseEstimate(office, id)
    if (!revised.ok) throw new Error(revised.message)
    const copied = photoRows(revised.id)
    expect(copied.map((p) => p.storageKey)).toEqual([kept.storageKey])
    expect(copied[0].windowId).not.toBe(window)
  })
})

describe('who sees a window photo', () => {
  it('the holder of the link; staff who may see the estimate; not a colleague installer, not another link', async () => {
    const ivan = actor('photo-ivan', 'installer')
    const olga = actor('photo-olga', 'installer')
    const office = actor('photo-office4', 'office')
    const { id, window } = await draftWithWindow(ivan)
    expect((await upload(ivan, id, window, [await phonePhoto()])).status).toBe(302)
    const [photo] = photoRows(id)
    expect((await staffPhoto(ivan, id, photo.id)).status).toBe(200)
    expect((await staffPhoto(office, id, photo.id)).status).toBe(200)
    expect((await staffPhoto(olga, id, photo.id)).status).toBe(404)
    // Olga may not add one to Ivan's estimate either.
    const hers = await upload(olga, id, window, [await phonePhoto()])
    expect(hers.status).toBe(404)
    expect(photoRows(id)).toHaveLength(1)
    // The link, once sent: its own photos only, the served sizes only.
    const { token } = getEstimate(id)!
    db.update(schema.estimates).set({ status: 'sent' }).where(eq(schema.estimates.id, id)).run()
    const shown = await customerPhoto(token, photo.id)
    expect(shown.status).toBe(200)
    // The customer's page lists it, with the thumbnail's size, served by the link.
    const customerPage = await callRoute(customerRoute, getRequest(`/estimates/${token}`), {
      token,
    })
    expect(customerPage.data).toMatchObject({
      photos: [{ id: photo.id, windowId: window, width: 320, height: 240 }],
      photoBase: `/estimates/${token}/photos`,
    })
    expect(shown.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await customerPhoto(token, photo.id, 'original')).status).toBe(404)
    const other = await draftWithWindow(office)
    db.update(schema.estimates)
      .set({ status: 'sent' })
      .where(eq(schema.estimates.id, other.id))
      .run()
    expect((await customerPhoto(getEstimate(other.id)!.token, photo.id)).status).toBe(404)
    expect((await customerPhoto('x'.repeat(32), photo.id)).status).toBe(404)
    // Staff's wrong estimate in the address: not found.
    expect((await staffPhoto(office, other.id, photo.id)).status).toBe(404)
  })
})
