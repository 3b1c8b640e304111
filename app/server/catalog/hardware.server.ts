/**
 * Motors and accessories for the admin area: the one writer of the hardware_products table, and
 * its /api/admin JSON.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { HardwareFields, HardwareKindValue } from '~/domain/catalog-admin'
import { db, schema } from '../platform/db.server'
import { hardwareJson } from './catalog-json.server'
import { forgetImage, withStoredImage } from './write-helpers.server'

const { hardwareProducts } = schema

export type AdminHardware = typeof hardwareProducts.$inferSelect

export const HARDWARE_IMAGE = { prefix: 'hardware' }

export function listAllHardware(kind?: HardwareKindValue): AdminHardware[] {
  return db
    .select()
    .from(hardwareProducts)
    .where(kind ? eq(hardwareProducts.kind, kind) : undefined)
    .orderBy(asc(hardwareProducts.kind), asc(hardwareProducts.sortOrder), asc(hardwareProducts.id))
    .all()
}

export function getHardware(id: number): AdminHardware | undefined {
  return db.select().from(hardwareProducts).where(eq(hardwareProducts.id, id)).get()
}

function hardwareValues(fields: HardwareFields) {
  return {
    kind: fields.kind,
    name: fields.name,
    description: fields.description,
    basePriceCents: fields.basePrice,
    category: fields.category,
    features: fields.features,
    specifications: fields.specifications,
    compatibility: fields.compatibility,
    installationDifficulty: fields.installationDifficulty,
    warranty: fields.warranty,
    sortOrder: fields.sortOrder,
    isActive: fields.isActive,
  }
}

export async function createHardware(
  fields: HardwareFields,
  image: File | null | undefined,
  maxBytes: number,
): Promise<AdminHardware> {
  return withStoredImage(image, { maxBytes, ...HARDWARE_IMAGE }, (stored) =>
    db
      .insert(hardwareProducts)
      .values({ ...hardwareValues(fields), imageUrl: stored?.url ?? null })
      .returning()
      .get(),
  )
}

/** Updates a motor or accessory of the given kind; undefined when there is none. */
export async function updateHardware(
  id: number,
  fields: HardwareFields,
  image: File | null | undefined,
  maxBytes: number,
): Promise<AdminHardware | undefined> {
  const before = getHardware(id)
  if (!before || before.kind !== fields.kind) return undefined
  const updated = await withStoredImage(image, { maxBytes, ...HARDWARE_IMAGE }, (stored) =>
    db
      .update(hardwareProducts)
      .set({ ...hardwareValues(fields), ...(stored ? { imageUrl: stored.url } : {}) })
      .where(eq(hardwareProducts.id, id))
      .returning()
      .get(),
  )
  if (updated && updated.imageUrl !== before.imageUrl) await forgetImage(before.imageUrl)
  return updated
}

export function setHardwareActive(id: number, kind: HardwareKindValue, isActive: boolean) {
  const row = db
    .update(hardwareProducts)
    .set({ isActive })
    .where(and(eq(hardwareProducts.id, id), eq(hardwareProducts.kind, kind)))
    .returning({ id: hardwareProducts.id })
    .get()
  return Boolean(row)
}

/**
 * Archives a motor or accessory (gone from the shop and quotes; restorable) or restores it;
 * false when there is no such item of that kind. Nothing is deleted.
 */
export function setHardwareArchived(id: number, kind: HardwareKindValue, archived: boolean) {
  const row = db
    .update(hardwareProducts)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(hardwareProducts.id, id), eq(hardwareProducts.kind, kind)))
    .returning({ id: hardwareProducts.id })
    .get()
  return Boolean(row)
}

export function adminHardwareJson(h: AdminHardware) {
  return { ...hardwareJson(h), isActive: h.isActive }
}
