/**
 * Product images (the shop's galleries): the one writer of the product_images table, their
 * order, and their /api/admin JSON.
 */
import { asc, eq } from 'drizzle-orm'
import type { ImageType, ProductImageFields } from '~/domain/catalog-admin'
import type { AuditActor } from '../admin/audit-log.server'
import { auditProductImageMoved, auditProductImagesReordered } from '../admin/catalog-audit.server'
import { db, schema } from '../platform/db.server'
import { forgetImage, withStoredImage } from './write-helpers.server'

const { productImages } = schema

export type AdminProductImage = typeof productImages.$inferSelect

export const PRODUCT_IMAGE = { prefix: 'products' }

export function listAllProductImages(productType?: ImageType): AdminProductImage[] {
  return db
    .select()
    .from(productImages)
    .where(productType ? eq(productImages.productType, productType) : undefined)
    .orderBy(asc(productImages.productType), asc(productImages.sortOrder), asc(productImages.id))
    .all()
}

export function getProductImage(id: number): AdminProductImage | undefined {
  return db.select().from(productImages).where(eq(productImages.id, id)).get()
}

export async function createProductImage(
  fields: ProductImageFields,
  image: File,
  maxBytes: number,
): Promise<AdminProductImage> {
  return withStoredImage(image, { maxBytes, ...PRODUCT_IMAGE }, (stored) =>
    db
      .insert(productImages)
      .values({
        productType: fields.productType,
        title: fields.title,
        description: fields.description,
        altText: fields.altText || fields.title,
        sortOrder: fields.sortOrder,
        isActive: fields.isActive,
        imageUrl: stored?.url ?? '',
        width: stored?.width ?? null,
        height: stored?.height ?? null,
      })
      .returning()
      .get(),
  )
}

export async function updateProductImage(
  id: number,
  fields: ProductImageFields,
  image: File | null | undefined,
  maxBytes: number,
): Promise<AdminProductImage | undefined> {
  const before = getProductImage(id)
  if (!before) return undefined
  const updated = await withStoredImage(image, { maxBytes, ...PRODUCT_IMAGE }, (stored) =>
    db
      .update(productImages)
      .set({
        productType: fields.productType,
        title: fields.title,
        description: fields.description,
        altText: fields.altText,
        sortOrder: fields.sortOrder,
        isActive: fields.isActive,
        ...(stored ? { imageUrl: stored.url, width: stored.width, height: stored.height } : {}),
      })
      .where(eq(productImages.id, id))
      .returning()
      .get(),
  )
  if (updated && updated.imageUrl !== before.imageUrl) await forgetImage(before.imageUrl)
  return updated
}

export async function deleteProductImage(id: number): Promise<boolean> {
  const row = db.delete(productImages).where(eq(productImages.id, id)).returning().get()
  if (row) await forgetImage(row.imageUrl)
  return Boolean(row)
}

/** The images of one type in display order (sort order, then id). */
function orderedIds(
  tx: Pick<typeof db, 'select'>,
  productType: ImageType,
): { id: number; sortOrder: number }[] {
  return tx
    .select({ id: productImages.id, sortOrder: productImages.sortOrder })
    .from(productImages)
    .where(eq(productImages.productType, productType))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    .all()
}

function writeOrder(tx: Pick<typeof db, 'update'>, ids: readonly number[]) {
  ids.forEach((imageId, index) => {
    tx.update(productImages).set({ sortOrder: index }).where(eq(productImages.id, imageId)).run()
  })
}

export type MoveResult = 'moved' | 'edge' | 'missing'

/**
 * Swaps an image with its neighbour of the same product type (docs/requirements.md#admin-area). The type's images
 * are numbered 0, 1, 2… in their current order first, so equal sort orders swap too.
 */
export function moveProductImage(
  id: number,
  direction: 'up' | 'down',
  actor: AuditActor,
): MoveResult {
  return db.transaction(
    (tx) => {
      const image = tx
        .select({ productType: productImages.productType, title: productImages.title })
        .from(productImages)
        .where(eq(productImages.id, id))
        .get()
      if (!image) return 'missing'
      const ids = orderedIds(tx, image.productType).map((r) => r.id)
      const index = ids.indexOf(id)
      const other = direction === 'up' ? index - 1 : index + 1
      if (other < 0 || other >= ids.length) return 'edge'
      ;[ids[index], ids[other]] = [ids[other], ids[index]]
      writeOrder(tx, ids)
      auditProductImageMoved(actor, id, image.title, direction, tx)
      return 'moved'
    },
    { behavior: 'immediate' },
  )
}

/**
 * Puts the listed images of a type first, in the given order (POST reorder); the type's
 * other images keep their order after them. Refuses ids of another type or unknown ids.
 */
export function reorderProductImages(
  productType: ImageType,
  imageIds: readonly number[],
  actor: AuditActor,
): { ok: true } | { ok: false; error: string } {
  return db.transaction(
    (tx) => {
      const current = orderedIds(tx, productType).map((r) => r.id)
      const known = new Set(current)
      const unknown = imageIds.filter((i) => !known.has(i))
      if (unknown.length) {
        return { ok: false as const, error: `Not ${productType} images: ${unknown.join(', ')}` }
      }
      if (new Set(imageIds).size !== imageIds.length) {
        return { ok: false as const, error: 'An image is listed twice' }
      }
      const listed = new Set(imageIds)
      const order = [...imageIds, ...current.filter((i) => !listed.has(i))]
      writeOrder(tx, order)
      // In the order's own transaction: the new order and its audit entry land together.
      auditProductImagesReordered(actor, productType, current, order, tx)
      return { ok: true as const }
    },
    { behavior: 'immediate' },
  )
}

export function adminProductImageJson(i: AdminProductImage) {
  return {
    id: i.id,
    productType: i.productType,
    title: i.title,
    description: i.description,
    altText: i.altText,
    imageUrl: i.imageUrl,
    sortOrder: i.sortOrder,
    isActive: i.isActive,
  }
}
