/**
 * Fabric swatches for the admin area: the one writer of the fabric_swatches table, its reads of
 * inactive rows too, and its /api/admin JSON. Public reads live in `catalog.server.ts`; its price
 * cache follows the database's version, so every write here is seen by the next public request.
 */
import { asc, eq, max } from 'drizzle-orm'
import type { SwatchFields } from '~/domain/catalog-admin'
import { db, schema } from '../platform/db.server'
import {
  CatalogConflictError,
  forgetImage,
  isUniqueViolation,
  withStoredImage,
} from './write-helpers.server'

const { fabricSwatches } = schema

export type AdminSwatch = typeof fabricSwatches.$inferSelect

export function listAllSwatches(): AdminSwatch[] {
  return db
    .select()
    .from(fabricSwatches)
    .orderBy(asc(fabricSwatches.productType), asc(fabricSwatches.sortOrder), asc(fabricSwatches.id))
    .all()
}

export function getSwatch(id: number): AdminSwatch | undefined {
  return db.select().from(fabricSwatches).where(eq(fabricSwatches.id, id)).get()
}

function duplicateSwatch(fields: SwatchFields) {
  return new CatalogConflictError(
    `A ${fields.productType === 'regular' ? 'vertical blind' : `${fields.productType} shade`} fabric named '${fields.fabricName}' already exists`,
  )
}

function swatchValues(fields: SwatchFields) {
  return {
    fabricName: fields.fabricName,
    color: fields.color,
    productType: fields.productType,
    priceGroup: fields.group,
    description: fields.description,
    isActive: fields.isActive,
  }
}

export const SWATCH_IMAGE = { prefix: 'swatches' }

export async function createSwatch(
  fields: SwatchFields,
  image: File | null | undefined,
  maxBytes: number,
): Promise<AdminSwatch> {
  return withStoredImage(image, { maxBytes, ...SWATCH_IMAGE }, (stored) => {
    try {
      const last = db
        .select({ value: max(fabricSwatches.sortOrder) })
        .from(fabricSwatches)
        .where(eq(fabricSwatches.productType, fields.productType))
        .get()
      return db
        .insert(fabricSwatches)
        .values({
          ...swatchValues(fields),
          imageUrl: stored?.url ?? null,
          sortOrder: (last?.value ?? -1) + 1,
        })
        .returning()
        .get()
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSwatch(fields)
      throw error
    }
  })
}

/** Updates a swatch (and its image when a new one is sent); undefined when there is none. */
export async function updateSwatch(
  id: number,
  fields: SwatchFields,
  image: File | null | undefined,
  maxBytes: number,
): Promise<AdminSwatch | undefined> {
  const before = getSwatch(id)
  if (!before) return undefined
  const updated = await withStoredImage(image, { maxBytes, ...SWATCH_IMAGE }, (stored) => {
    try {
      return db
        .update(fabricSwatches)
        .set({ ...swatchValues(fields), ...(stored ? { imageUrl: stored.url } : {}) })
        .where(eq(fabricSwatches.id, id))
        .returning()
        .get()
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSwatch(fields)
      throw error
    }
  })
  if (updated && updated.imageUrl !== before.imageUrl) await forgetImage(before.imageUrl)
  return updated
}

/**
 * Archives a swatch (gone from the shop, refused in carts like an inactive one; restorable) or
 * restores it; false when there is no such swatch. Nothing is deleted.
 */
export function setSwatchArchived(id: number, archived: boolean): boolean {
  const row = db
    .update(fabricSwatches)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(fabricSwatches.id, id))
    .returning({ id: fabricSwatches.id })
    .get()
  return Boolean(row)
}

export function adminSwatchJson(s: AdminSwatch) {
  return {
    id: s.id,
    fabricName: s.fabricName,
    color: s.color,
    productType: s.productType,
    group: s.priceGroup,
    description: s.description,
    imageUrl: s.imageUrl,
    isActive: s.isActive,
  }
}
