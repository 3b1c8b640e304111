// Long (over 400 lines): the installer's day (assignment, the visit seen only by its installer, done with photos, On my way) behind one access rule, canSeeVisit.
/**
 * Visits assigned to staff (issue 31): the calendar's assignment, the installer's day on a
 * phone (today's and tomorrow's visits with what they need on site), and "Done": the visit
 * is completed, its photos kept, and its order moved to the next stage through the workflow.
 *
 * Every read and write of one visit takes the acting person and decides here whether they may
 * see it (`canSeeVisit`: an installer only their own, the owner and the office any): a visit
 * they may not see is answered as one that does not exist, so an id is never confirmed
 * (issue 38). The installer's photos are kept under `visits/`, without metadata, never served
 * by /uploads but by the visit's own staff address (`visitPhotoUrl`).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { withoutPrices } from '~/domain/order-specification'
import { canSeeVisit } from '~/domain/staff-access'
import { mapsLink, staffColour, telLink } from '~/domain/staff-colour'
import { firstName, visitTextSubject } from '~/domain/texts'
import { recordAudit } from '../admin/audit-log.server'
import type { Admin } from '../auth/auth.server'
import { specifyOrderLines } from '../orders/order-specification.server'
import { moveOrder } from '../orders/workflow.server'
import { db, schema } from '../platform/db.server'
import { UploadRejectedError } from '../platform/multipart.server'
import { StorageFailedError, type StoredImage, storeImage } from '../platform/storage.server'
import { deleteStored, storedUrl, variantKey } from '../platform/storage-backends.server'
import { mayText } from '../sms/consents.server'
import { textRepliesOf } from '../sms/inbound.server'
import { textOnMyWay } from './appointment-notices.server'

const { appointments, adminUsers, orders, orderLines, leads, leadPhotos, visitPhotos } = schema

export const MAX_VISIT_PHOTOS = 8
export const MAX_VISIT_PHOTO_BYTES = 15 * 1024 * 1024
/** Where the installer's photos are kept: a private prefix (storage.server.ts), never on /uploads. */
export const VISIT_PHOTO_PREFIX = 'visits'
export const TOO_MANY_VISIT_PHOTOS = `You can send up to ${MAX_VISIT_PHOTOS} photos of a visit. Please choose ${MAX_VISIT_PHOTOS} or fewer.`

/** The sizes of a visit photo its staff address serves: made by sharp, so never with metadata. */
export const VISIT_PHOTO_SIZES = ['w320', 'w1280'] as const
export type VisitPhotoSize = (typeof VISIT_PHOTO_SIZES)[number]

/** The staff address of one of a visit's photos (checked by `visitPhotoKey`). */
export function visitPhotoUrl(visitId: number, photoId: number, size: VisitPhotoSize) {
  return `/admin/my-visits/${visitId}/photos/${photoId}/${size}`
}

type Staff = Pick<Admin, 'id' | 'role'>

/**
 * A visit `staff` may not open: `refused` when it exists but is not theirs to see (the route
 * writes the refusal in the audit log, and answers exactly as for a visit that does not exist).
 */
export type VisitNotFound = { ok: false; refused: boolean }

function visitFor(
  staff: Staff,
  id: number,
): { ok: true; visit: typeof appointments.$inferSelect } | VisitNotFound {
  const visit = db.select().from(appointments).where(eq(appointments.id, id)).get()
  if (!visit) return { ok: false, refused: false }
  if (!canSeeVisit(staff, visit)) return { ok: false, refused: true }
  return { ok: true, visit }
}

/** May `staff` open visit `id`? `myVisit`'s answer, without reading the visit's facts. */
export function visitAccess(staff: Staff, id: number): { ok: true } | VisitNotFound {
  const found = visitFor(staff, id)
  return found.ok ? { ok: true } : found
}

/** Everyone who can be assigned a visit, with their calendar colour. */
export function staffMembers() {
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      displayName: adminUsers.displayName,
      status: adminUsers.status,
      colour: adminUsers.colour,
    })
    .from(adminUsers)
    .all()
    .map(({ displayName, status, ...u }) => ({
      ...u,
      // People are named as they asked to be, never by their sign-in name.
      name: displayName || u.username,
      // A suspended person is still named on the visits they had, never offered for new ones.
      active: status === 'active',
      colour: staffColour(u.id, u.colour),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const nameOf = (user: { displayName: string | null; username: string }) =>
  user.displayName || user.username

export type AssignResult =
  | { ok: true; assignee: string | null }
  | { ok: false; status: 400 | 404; error: string }

/** Assigns a visit to a staff member (null: nobody), recorded in the audit log. */
export function assignVisit(id: number, assigneeId: number | null, actor: Admin): AssignResult {
  return db.transaction((tx) => {
    const visit = tx.select().from(appointments).where(eq(appointments.id, id)).get()
    if (!visit) return { ok: false as const, status: 404 as const, error: 'Appointment not found' }
    const assignee =
      assigneeId === null
        ? null
        : tx.select().from(adminUsers).where(eq(adminUsers.id, assigneeId)).get()
    if (assigneeId !== null && !assignee) {
      return { ok: false as const, status: 400 as const, error: 'Choose a staff member' }
    }
    if (assignee && assignee.status !== 'active') {
      return {
        ok: false as const,
        status: 400 as const,
        error: `${nameOf(assignee)} is suspended: choose someone active`,
      }
    }
    if (visit.assignedAdminId === assigneeId) {
      return { ok: true as const, assignee: assignee ? nameOf(assignee) : null }
    }
    const before = visit.assignedAdminId
      ? tx.select().from(adminUsers).where(eq(adminUsers.id, visit.assignedAdminId)).get()
      : null
    tx.update(appointments)
      .set({ assignedAdminId: assigneeId })
      .where(eq(appointments.id, id))
      .run()
    recordAudit(
      {
        actor,
        kind: 'assignment',
        subjectType: 'appointment',
        subjectId: id,
        summary: `Visit ${visit.reference ?? id} assigned to ${assignee ? nameOf(assignee) : 'nobody'}`,
        before: before ? nameOf(before) : null,
        after: assignee ? nameOf(assignee) : null,
      },
      tx,
    )
    return { ok: true as const, assignee: assignee ? nameOf(assignee) : null }
  })
}

/** A customer's photo of their home (the lead's), served by /uploads to staff only. */
function photoView(photo: {
  id: number
  storageKey: string
  contentType: string
  originalName: string
}) {
  return {
    id: photo.id,
    originalName: photo.originalName,
    url: storedUrl(photo.storageKey),
    thumbnailUrl:
      photo.contentType === 'image/heic' ? null : storedUrl(variantKey(photo.storageKey, 'w320')),
  }
}

/**
 * The installer's photo, by the visit's staff address: a thumbnail and a large view. The
 * original is kept but not served: photos stored before issue 38 still carry the phone's EXIF.
 */
function visitPhotoView(visitId: number, photo: { id: number; originalName: string }) {
  return {
    id: photo.id,
    originalName: photo.originalName,
    url: visitPhotoUrl(visitId, photo.id, 'w1280'),
    thumbnailUrl: visitPhotoUrl(visitId, photo.id, 'w320'),
  }
}

/** What the installer needs on site for one visit. */
function visitView(visit: typeof appointments.$inferSelect) {
  const lead = visit.leadId
    ? db.select().from(leads).where(eq(leads.id, visit.leadId)).get()
    : undefined
  const customerPhotos = visit.leadId
    ? db
        .select()
        .from(leadPhotos)
        .where(eq(leadPhotos.leadId, visit.leadId))
        .orderBy(asc(leadPhotos.id))
        .all()
    : []
  const order = db.select().from(orders).where(eq(orders.appointmentId, visit.id)).get()
  const lines = order
    ? db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.id))
        .all()
    : []
  const done = db
    .select()
    .from(visitPhotos)
    .where(eq(visitPhotos.appointmentId, visit.id))
    .orderBy(asc(visitPhotos.id))
    .all()
  return {
    id: visit.id,
    reference: visit.reference,
    date: visit.appointmentDate,
    time: visit.appointmentTime,
    status: visit.status,
    serviceType: visit.serviceType,
    customerName: visit.customerName,
    customerPhone: visit.customerPhone,
    phoneLink: telLink(visit.customerPhone),
    address: visit.customerAddress,
    mapsUrl: mapsLink(visit.customerAddress),
    assignedAdminId: visit.assignedAdminId,
    notes: [visit.serviceDescription, lead?.details].filter((n): n is string => Boolean(n)),
    customerPhotos: customerPhotos.map(photoView),
    order: order
      ? {
          id: order.id,
          reference: order.reference,
          stage: order.stage,
          // The installer's phone: what to fit, never what it cost.
          lines: specifyOrderLines(lines as Parameters<typeof specifyOrderLines>[0]).map(
            withoutPrices,
          ),
        }
      : null,
    doneNote: visit.doneNote,
    donePhotos: done.map((photo) => visitPhotoView(visit.id, photo)),
    /** The customer ticked "Text me" with this visit and has not answered STOP. */
    mayText: mayText(visit.customerPhone, visitTextSubject(visit.id)),
    textReplies: textRepliesOf(visit.id),
  }
}

export type MyVisit = ReturnType<typeof visitView>

/** The signed-in person's visits today and tomorrow (business time zone), in time order. */
export function myVisits(adminId: number, today: string = businessDate()): MyVisit[] {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.assignedAdminId, adminId),
        inArray(appointments.appointmentDate, [today, addCalendarDays(today, 1)]),
        inArray(appointments.status, ['scheduled', 'confirmed', 'completed']),
      ),
    )
    .orderBy(
      asc(appointments.appointmentDate),
      asc(appointments.appointmentTime),
      asc(appointments.id),
    )
    .all()
    .map(visitView)
}

/** One visit as the installer sees it, when `staff` may see it. */
export function myVisit(staff: Staff, id: number): { ok: true; visit: MyVisit } | VisitNotFound {
  const found = visitFor(staff, id)
  return found.ok ? { ok: true, visit: visitView(found.visit) } : found
}

/**
 * The stored key of one of a visit's photos in one size, when `staff` may see the visit and
 * the photo is that visit's; otherwise not found, whatever the reason.
 */
export function visitPhotoKey(
  staff: Staff,
  visitId: number,
  photoId: number,
  size: string,
): { ok: true; key: string } | VisitNotFound {
  const found = visitFor(staff, visitId)
  if (!found.ok) return found
  const photo = db
    .select()
    .from(visitPhotos)
    .where(and(eq(visitPhotos.id, photoId), eq(visitPhotos.appointmentId, visitId)))
    .get()
  if (!photo || !(VISIT_PHOTO_SIZES as readonly string[]).includes(size)) {
    return { ok: false, refused: false }
  }
  return { ok: true, key: variantKey(photo.storageKey, size) }
}

export type DoneResult =
  | { ok: true; orderMoved: string | null; photosNotSaved: number }
  | { ok: false; status: 403 | 404 | 409; error: string }
  /** A photo refused (not a picture we can open, too large, too many): nothing was done. */
  | { ok: false; status: 413 | 415; error: string; field: 'photos' }

export const NOT_YOUR_VISIT = 'Only the person this visit is assigned to can mark it done.'

/**
 * The assignee marks a visit done with a note and photos: the visit is completed (photos and
 * note kept, an audit entry written in the same transaction), then its order, when it waits
 * for this installation, moves to Installed through the order workflow (moveOrder).
 * A visit the person may not see is not found (404); one they see but is not theirs, 403.
 * A photo that cannot be taken refuses the whole Done (413 / 415, nothing kept), so the
 * installer sends it again without it; one that could not be written is counted instead.
 */
export async function markVisitDone(input: {
  id: number
  admin: Admin
  note: string | null
  photos: File[]
}): Promise<DoneResult> {
  const found = visitFor(input.admin, input.id)
  if (!found.ok) return { ok: false, status: 404, error: 'Appointment not found' }
  const { visit } = found
  if (visit.assignedAdminId !== input.admin.id)
    return { ok: false, status: 403, error: NOT_YOUR_VISIT }
  if (visit.status === 'cancelled') {
    return { ok: false, status: 409, error: 'This visit was cancelled.' }
  }
  if (input.photos.length > MAX_VISIT_PHOTOS) {
    return { ok: false, status: 413, error: TOO_MANY_VISIT_PHOTOS, field: 'photos' }
  }
  const stored: StoredImage[] = []
  let photosNotSaved = 0
  for (const photo of input.photos) {
    try {
      stored.push(
        await storeImage(photo, { maxBytes: MAX_VISIT_PHOTO_BYTES, prefix: VISIT_PHOTO_PREFIX }),
      )
    } catch (error) {
      if (error instanceof UploadRejectedError) {
        await deleteStored(stored.flatMap((p) => p.keys)).catch(() => undefined)
        return { ok: false, status: error.status, error: error.message, field: 'photos' }
      }
      if (!(error instanceof StorageFailedError)) throw error
      photosNotSaved++
    }
  }
  try {
    db.transaction((tx) => {
      tx.update(appointments)
        .set({ status: 'completed', doneNote: input.note })
        .where(eq(appointments.id, visit.id))
        .run()
      for (const photo of stored) {
        tx.insert(visitPhotos)
          .values({
            appointmentId: visit.id,
            storageKey: photo.key,
            originalName: photo.originalName,
            contentType: photo.contentType,
            sizeBytes: photo.sizeBytes,
            width: photo.width,
            height: photo.height,
          })
          .run()
      }
      recordAudit(
        {
          actor: input.admin,
          kind: 'visit-done',
          subjectType: 'appointment',
          subjectId: visit.id,
          summary: `Visit ${visit.reference ?? visit.id} marked done with ${stored.length} photo(s)`,
          before: visit.status,
          after: { status: 'completed', note: input.note },
        },
        tx,
      )
    })
  } catch (error) {
    await deleteStored(stored.flatMap((p) => p.keys)).catch(() => undefined)
    throw error
  }
  const order = db.select().from(orders).where(eq(orders.appointmentId, visit.id)).get()
  let orderMoved: string | null = null
  if (order?.stage === 'installation-scheduled') {
    const moved = await moveOrder({
      orderId: order.id,
      to: 'installed',
      fields: { note: input.note ?? '' },
      by: input.admin.username,
    })
    if (moved.ok) orderMoved = moved.label
  }
  return { ok: true, orderMoved, photosNotSaved }
}

export type OnMyWayResult =
  | { ok: true }
  | VisitNotFound
  | { ok: false; refused?: undefined; status: 403 | 409 | 502; error: string }

export const ON_MY_WAY_NOT_YOURS =
  'Only the person this visit is assigned to can say they are on the way.'
export const ON_MY_WAY_NO_CONSENT =
  'The customer has not agreed to texts (or answered STOP): please call them instead.'

/**
 * "On my way": only the assignee of an active visit, only to a customer who agreed to texts;
 * the text names the installer by first name with the arrival they chose. Written in the
 * visit's audit history.
 */
export async function sendOnMyWay({
  id,
  admin,
  minutes,
}: {
  id: number
  admin: Pick<Admin, 'id' | 'role' | 'username'>
  minutes: number
}): Promise<OnMyWayResult> {
  const found = visitFor(admin, id)
  if (!found.ok) return found
  const { visit } = found
  if (visit.assignedAdminId !== admin.id)
    return { ok: false, status: 403, error: ON_MY_WAY_NOT_YOURS }
  if (visit.status !== 'scheduled' && visit.status !== 'confirmed')
    return { ok: false, status: 409, error: 'This visit is not on the calendar any more.' }
  if (!mayText(visit.customerPhone, visitTextSubject(visit.id)))
    return { ok: false, status: 409, error: ON_MY_WAY_NO_CONSENT }
  const installer = db
    .select({ displayName: adminUsers.displayName, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, admin.id))
    .get()
  const name = firstName(installer?.displayName || installer?.username || '') || 'Your installer'
  const sent = await textOnMyWay(visit, name, minutes)
  recordAudit({
    actor: admin,
    kind: 'appointment-change',
    subjectType: 'appointment',
    subjectId: visit.id,
    summary: sent.sent
      ? `Texted the customer "on my way" (about ${minutes} min)`
      : `"On my way" (about ${minutes} min) kept in the outbox, not sent`,
  })
  return sent.sent || sent.outboxId !== null
    ? { ok: true }
    : { ok: false, status: 409, error: ON_MY_WAY_NO_CONSENT }
}
