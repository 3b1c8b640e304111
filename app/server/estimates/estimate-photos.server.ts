/**
 * Photos of a window taken at the visit (issue 39): added from the salesperson's phone, kept
 * under the private `estimates/` prefix (re-encoded without metadata, storage.server.ts), never
 * on /uploads: the estimate's staff address serves them to staff who may see the estimate
 * (`canWorkOnEstimate`), its private link to its holder. Each photo is stored on its own, so
 * one refused or unwritable photo loses none of the others. Removing one hides it (put back
 * while the estimate is a draft, then it is what was sent); a new version carries the shown ones.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { assertCan, canWorkOnEstimate, type StaffActor } from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { UploadRejectedError } from '../platform/multipart.server'
import { StorageFailedError, storeImage } from '../platform/storage.server'
import { deleteStored, variantKey } from '../platform/storage-backends.server'

const { estimates, estimateWindows, estimateWindowPhotos } = schema

export const MAX_WINDOW_PHOTO_BYTES = 15 * 1024 * 1024
/** Photos shown on one window at most (a window seldom needs more than a few). */
export const MAX_WINDOW_PHOTOS = 12
export const WINDOW_PHOTO_PREFIX = 'estimates'
/** The sizes served: made by sharp, so never with metadata. */
export const WINDOW_PHOTO_SIZES = ['w320', 'w1280'] as const

export type WindowPhotoView = {
  id: number
  windowId: number
  originalName: string
  width: number | null
  height: number | null
  removed: boolean
}

/** The photos of an estimate's windows; the removed ones only for staff (to put back). */
export function windowPhotosOf(
  estimateId: number,
  { withRemoved = false } = {},
): WindowPhotoView[] {
  return db
    .select()
    .from(estimateWindowPhotos)
    .where(
      and(
        eq(estimateWindowPhotos.estimateId, estimateId),
        withRemoved ? undefined : isNull(estimateWindowPhotos.removedAt),
      ),
    )
    .orderBy(asc(estimateWindowPhotos.id))
    .all()
    .map((p) => ({
      id: p.id,
      windowId: p.windowId,
      originalName: p.originalName,
      width: p.width,
      height: p.height,
      removed: p.removedAt !== null,
    }))
}

/** The width and height of a served size (fits within `size`, never enlarged): no layout shift. */
export function thumbnailSize(
  photo: { width: number | null; height: number | null },
  size = 320,
): { width: number; height: number } {
  const w = photo.width ?? size
  const h = photo.height ?? size
  const scale = Math.min(1, size / Math.max(w, h))
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) }
}

export type PhotoRefusal = { name: string; message: string }
export type AddPhotosResult =
  | { ok: true; added: number; refused: PhotoRefusal[] }
  | { ok: false; status: 404 | 409; message: string }

type Draft =
  | { ok: true; estimate: typeof estimates.$inferSelect }
  | { ok: false; status: 404 | 409; message: string }

function draftFor(actor: StaffActor, estimateId: number): Draft {
  const estimate = db.select().from(estimates).where(eq(estimates.id, estimateId)).get()
  if (!estimate || !canWorkOnEstimate(actor, estimate)) {
    return { ok: false, status: 404, message: 'Estimate not found' }
  }
  if (estimate.status !== 'draft') {
    return {
      ok: false,
      status: 409,
      message: 'This estimate was sent, so its photos are no longer changed: make a new version.',
    }
  }
  return { ok: true, estimate }
}

/**
 * Adds photos to a window of a draft, one by one: each is stored and recorded on its own, so a
 * refused one (not a picture, too large) or one that could not be written is named and the
 * others are kept.
 */
export async function addWindowPhotos(
  actor: StaffActor,
  estimateId: number,
  windowId: number,
  files: Blob[],
): Promise<AddPhotosResult> {
  assertCan(actor.role, 'estimates')
  const draft = draftFor(actor, estimateId)
  if (!draft.ok) return draft
  const window = db
    .select()
    .from(estimateWindows)
    .where(and(eq(estimateWindows.id, windowId), eq(estimateWindows.estimateId, estimateId)))
    .get()
  if (!window) return { ok: false, status: 404, message: 'That window is not on this estimate' }
  const shown = windowPhotosOf(estimateId).filter((p) => p.windowId === windowId).length
  const refused: PhotoRefusal[] = []
  let added = 0
  for (const [index, file] of files.entries()) {
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'photo'
    if (shown + added >= MAX_WINDOW_PHOTOS) {
      refused.push({
        name,
        message: `A window holds up to ${MAX_WINDOW_PHOTOS} photos: remove one to add another.`,
      })
      continue
    }
    let stored: Awaited<ReturnType<typeof storeImage>>
    try {
      stored = await storeImage(file, {
        maxBytes: MAX_WINDOW_PHOTO_BYTES,
        prefix: WINDOW_PHOTO_PREFIX,
      })
    } catch (error) {
      if (error instanceof UploadRejectedError || error instanceof StorageFailedError) {
        refused.push({ name: name || `photo ${index + 1}`, message: error.message })
        continue
      }
      throw error
    }
    try {
      db.transaction((tx) => {
        const row = tx
          .insert(estimateWindowPhotos)
          .values({
            estimateId,
            windowId,
            storageKey: stored.key,
            originalName: stored.originalName,
            contentType: stored.contentType,
            sizeBytes: stored.sizeBytes,
            width: stored.width,
            height: stored.height,
            createdById: actor.id,
          })
          .returning()
          .get()
        recordAudit(
          {
            actor,
            kind: 'estimate-edit',
            subjectType: 'estimate',
            subjectId: estimateId,
            summary: `Estimate ${draft.estimate.reference}: photo ${row.id} added to window ${window.label || window.id}`,
          },
          tx,
        )
      })
      added++
    } catch (error) {
      await deleteStored(stored.keys).catch(() => undefined)
      throw error
    }
  }
  return { ok: true, added, refused }
}

/** Removes a photo from a draft (`removed: true`) or puts a removed one back (`false`). */
export function setWindowPhotoRemoved(
  actor: StaffActor,
  estimateId: number,
  photoId: number,
  removed: boolean,
): { ok: true; windowId: number } | { ok: false; status: 404 | 409; message: string } {
  assertCan(actor.role, 'estimates')
  const draft = draftFor(actor, estimateId)
  if (!draft.ok) return draft
  const photo = db
    .select()
    .from(estimateWindowPhotos)
    .where(
      and(eq(estimateWindowPhotos.id, photoId), eq(estimateWindowPhotos.estimateId, estimateId)),
    )
    .get()
  if (!photo) return { ok: false, status: 404, message: 'That photo is not on this estimate' }
  if ((photo.removedAt !== null) === removed) return { ok: true, windowId: photo.windowId }
  db.transaction((tx) => {
    tx.update(estimateWindowPhotos)
      .set({ removedAt: removed ? new Date() : null })
      .where(eq(estimateWindowPhotos.id, photoId))
      .run()
    recordAudit(
      {
        actor,
        kind: 'estimate-edit',
        subjectType: 'estimate',
        subjectId: estimateId,
        summary: `Estimate ${draft.estimate.reference}: photo ${photoId} ${removed ? 'removed' : 'put back'}`,
      },
      tx,
    )
  })
  return { ok: true, windowId: photo.windowId }
}

function photoKey(estimateId: number, photoId: number, size: string, withRemoved: boolean) {
  if (!(WINDOW_PHOTO_SIZES as readonly string[]).includes(size)) return null
  const photo = db
    .select()
    .from(estimateWindowPhotos)
    .where(
      and(eq(estimateWindowPhotos.id, photoId), eq(estimateWindowPhotos.estimateId, estimateId)),
    )
    .get()
  if (!photo || (!withRemoved && photo.removedAt !== null)) return null
  return variantKey(photo.storageKey, size)
}

/**
 * The stored key of a photo for staff: when they may see the estimate (`refused` when it exists
 * but is not theirs, answered as not found). Removed photos too, to be put back.
 */
export function staffWindowPhotoKey(
  actor: StaffActor,
  estimateId: number,
  photoId: number,
  size: string,
): { ok: true; key: string } | { ok: false; refused: boolean } {
  const estimate = db.select().from(estimates).where(eq(estimates.id, estimateId)).get()
  if (!estimate) return { ok: false, refused: false }
  if (!canWorkOnEstimate(actor, estimate)) return { ok: false, refused: true }
  const key = photoKey(estimateId, photoId, size, true)
  return key ? { ok: true, key } : { ok: false, refused: false }
}

/**
 * The stored key of a shown photo for the holder of the estimate's link, once it was sent (the
 * link of a draft shows nothing, as its page); null otherwise.
 */
export function customerWindowPhotoKey(token: string, photoId: number, size: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null
  const estimate = db
    .select({ id: estimates.id, status: estimates.status })
    .from(estimates)
    .where(eq(estimates.token, token))
    .get()
  if (!estimate || estimate.status === 'draft') return null
  return photoKey(estimate.id, photoId, size, false)
}

/**
 * A new version carries the photos shown on the old one (the same stored files: they never
 * change), on the copied windows. Called by `reviseEstimate` inside its transaction.
 */
export function copyWindowPhotos(
  tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  fromEstimateId: number,
  toEstimateId: number,
  windows: Map<number, number>,
) {
  const rows = tx
    .select()
    .from(estimateWindowPhotos)
    .where(
      and(
        eq(estimateWindowPhotos.estimateId, fromEstimateId),
        isNull(estimateWindowPhotos.removedAt),
        inArray(estimateWindowPhotos.windowId, [...windows.keys()]),
      ),
    )
    .all()
  for (const { id: _id, createdAt: _c, windowId, ...photo } of rows) {
    tx.insert(estimateWindowPhotos)
      .values({ ...photo, estimateId: toEstimateId, windowId: windows.get(windowId) as number })
      .run()
  }
}

/** The photos as a page shows them: the thumbnail's width and height (w320), set on the img. */
export function windowPhotosForPage(estimateId: number, { withRemoved = false } = {}) {
  return windowPhotosOf(estimateId, { withRemoved }).map((photo) => ({
    ...photo,
    ...thumbnailSize(photo),
  }))
}
