import { count, eq } from 'drizzle-orm'
import { db, schema } from './db.server'
import { type StoredImage, storeImage } from './storage.server'
import { deleteStored } from './storage-backends.server'

export type NewLead = typeof schema.leads.$inferInsert

/** Stores a lead without photos (city pages, motors quote). Quote-wizard leads with photos: see below. */
export function createLead(lead: NewLead): { id: number } {
  const row = db.insert(schema.leads).values(lead).returning({ id: schema.leads.id }).get()
  return row
}

export type LeadPhotoOptions = { maxBytes: number }

/**
 * Stores a lead with its photos: the files first (checked by their bytes, with resized
 * variants), then the lead and one row per photo in one transaction. If anything fails,
 * the files already written are deleted again: no lead without its photos, no orphan files.
 */
export async function createLeadWithPhotos(
  lead: NewLead,
  photos: File[],
  { maxBytes }: LeadPhotoOptions,
): Promise<{ id: number; photos: StoredImage[] }> {
  const stored: StoredImage[] = []
  try {
    for (const photo of photos) {
      stored.push(await storeImage(photo, { maxBytes, prefix: 'leads' }))
    }
    const id = db.transaction((tx) => {
      const row = tx.insert(schema.leads).values(lead).returning({ id: schema.leads.id }).get()
      for (const photo of stored) {
        tx.insert(schema.leadPhotos)
          .values({
            leadId: row.id,
            storageKey: photo.key,
            originalName: photo.originalName,
            contentType: photo.contentType,
            sizeBytes: photo.sizeBytes,
            width: photo.width,
            height: photo.height,
          })
          .run()
      }
      return row.id
    })
    return { id, photos: stored }
  } catch (error) {
    await deleteStored(stored.flatMap((p) => p.keys)).catch((cleanupError) => {
      console.error('[leads] could not delete photos of a failed lead', cleanupError)
    })
    throw error
  }
}

// ---------------------------------------------------------------- staff side

/** Leads nobody has worked on yet (status new): the count on the Leads tab. */
export function countNewLeads(): number {
  return (
    db.select({ n: count() }).from(schema.leads).where(eq(schema.leads.status, 'new')).get()?.n ?? 0
  )
}
