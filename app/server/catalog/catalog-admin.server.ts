/**
 * The catalogue's writers for the admin area: fabric swatches, product options, price grids,
 * product images, motors and accessories (reads of inactive rows too). Public reads live in
 * `catalog.server.ts`; its price cache follows the database's version, so every write here
 * is seen by the next public request.
 *
 * Images are stored through `storage.server.ts` (bytes and size checked there) before the row
 * is written, and a refused one throws `CatalogImageError`; an image a row no longer uses is
 * deleted after the row is saved.
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import type {
  CatalogProductType,
  HardwareFields,
  HardwareKindValue,
  ImageType,
  OptionFields,
  ProductImageFields,
  SwatchFields,
} from '~/domain/catalog-admin'
import type { GridCell } from '~/domain/price-grid'
import { centsToDollars } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'
import { storeUploadedImage } from '../platform/image-form.server'
import { deleteImage, type StoredImage } from '../platform/storage.server'
import { hardwareJson } from './catalog-json.server'

const {
  fabricSwatches,
  productOptions,
  priceGridCells,
  productImages,
  hardwareProducts,
  cartLines,
  orderLines,
} = schema

const UPLOAD_PREFIX = '/uploads/'

/** Deletes a stored image a row used, when it is one of ours (not a bundled demo asset). */
async function forgetImage(url: string | null | undefined) {
  if (!url?.startsWith(UPLOAD_PREFIX)) return
  await deleteImage(url.slice(UPLOAD_PREFIX.length)).catch(() => {})
}

/**
 * An image staff sent that was not stored (413/415: it cannot be decoded or has too many
 * pixels; 503: storage failed), with the image field's message. Nothing was written.
 */
export class CatalogImageError extends Error {
  constructor(
    readonly status: 413 | 415 | 503,
    message: string,
  ) {
    super(message)
    this.name = 'CatalogImageError'
  }
}

/**
 * Stores the image (by the rule every staff upload follows, `storeUploadedImage`), then
 * writes the row; a failed row write leaves no stored file behind.
 */
async function withStoredImage<T>(
  file: File | null | undefined,
  options: { maxBytes: number; prefix: string },
  write: (stored: StoredImage | null) => T,
): Promise<T> {
  let stored: StoredImage | null = null
  if (file && file.size > 0) {
    const upload = await storeUploadedImage(file, options)
    if (!upload.ok) throw new CatalogImageError(upload.status, upload.error)
    stored = upload.image
  }
  try {
    return write(stored)
  } catch (error) {
    if (stored) await deleteImage(stored.key).catch(() => {})
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed/.test(
      `${error.message} ${(error as { cause?: Error }).cause?.message ?? ''}`,
    )
  )
}

/** A write refused for a reason staff can act on (409 in the API). */
export class CatalogConflictError extends Error {
  readonly status = 409
}

// ---------------------------------------------------------------- fabric swatches

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

export type SwatchRemoval = 'deleted' | 'deactivated' | 'missing'

/**
 * Deletes a swatch; one that a cart or order line refers to is deactivated instead (it
 * disappears from the shop, the line keeps its fabric).
 */
export async function removeSwatch(id: number): Promise<SwatchRemoval> {
  const outcome = db.transaction(
    (tx) => {
      const row = tx.select().from(fabricSwatches).where(eq(fabricSwatches.id, id)).get()
      if (!row) return { result: 'missing' as const, imageUrl: null }
      const used =
        tx
          .select({ id: cartLines.id })
          .from(cartLines)
          .where(eq(cartLines.fabricSwatchId, id))
          .limit(1)
          .get() ??
        tx
          .select({ id: orderLines.id })
          .from(orderLines)
          .where(eq(orderLines.fabricSwatchId, id))
          .limit(1)
          .get()
      if (used) {
        tx.update(fabricSwatches).set({ isActive: false }).where(eq(fabricSwatches.id, id)).run()
        return { result: 'deactivated' as const, imageUrl: null }
      }
      tx.delete(fabricSwatches).where(eq(fabricSwatches.id, id)).run()
      return { result: 'deleted' as const, imageUrl: row.imageUrl }
    },
    { behavior: 'immediate' },
  )
  await forgetImage(outcome.imageUrl)
  return outcome.result
}

// ---------------------------------------------------------------- product options

export type AdminOption = typeof productOptions.$inferSelect

export function listAllOptions(): AdminOption[] {
  return db
    .select()
    .from(productOptions)
    .orderBy(asc(productOptions.productType), asc(productOptions.sortOrder), asc(productOptions.id))
    .all()
}

/** Updates an option of a product; undefined when that product has no such option. */
export function updateOption(
  productType: CatalogProductType,
  id: number,
  fields: OptionFields,
): AdminOption | undefined {
  return db
    .update(productOptions)
    .set({
      name: fields.name,
      priceCents: fields.price,
      description: fields.description,
      isActive: fields.isActive,
    })
    .where(and(eq(productOptions.id, id), eq(productOptions.productType, productType)))
    .returning()
    .get()
}

// ---------------------------------------------------------------- price grids

export interface GridSummary {
  productType: CatalogProductType
  cellCount: number
  groups: string[]
  minWidth: number | null
  maxWidth: number | null
  minHeight: number | null
  maxHeight: number | null
  minPriceCents: number | null
  maxPriceCents: number | null
  updatedAt: Date | null
}

export function priceGridSummaries(): GridSummary[] {
  const rows = db
    .select({
      productType: priceGridCells.productType,
      cellCount: count(),
      groups: sql<string>`group_concat(DISTINCT ${priceGridCells.priceGroup})`,
      minWidth: sql<number>`min(${priceGridCells.widthInches})`,
      maxWidth: sql<number>`max(${priceGridCells.widthInches})`,
      minHeight: sql<number>`min(${priceGridCells.heightInches})`,
      maxHeight: sql<number>`max(${priceGridCells.heightInches})`,
      minPriceCents: sql<number>`min(${priceGridCells.priceCents})`,
      maxPriceCents: sql<number>`max(${priceGridCells.priceCents})`,
      updatedAt: sql<number>`max(${priceGridCells.createdAt})`,
    })
    .from(priceGridCells)
    .groupBy(priceGridCells.productType)
    .all()
  const byType = new Map(rows.map((r) => [r.productType, r]))
  return (['regular', 'zebra', 'roller'] as const).map((productType) => {
    const r = byType.get(productType)
    return {
      productType,
      cellCount: r?.cellCount ?? 0,
      groups: r?.groups
        ? r.groups.split(',').sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        : [],
      minWidth: r?.minWidth ?? null,
      maxWidth: r?.maxWidth ?? null,
      minHeight: r?.minHeight ?? null,
      maxHeight: r?.maxHeight ?? null,
      minPriceCents: r?.minPriceCents ?? null,
      maxPriceCents: r?.maxPriceCents ?? null,
      updatedAt: r?.updatedAt ? new Date(r.updatedAt) : null,
    }
  })
}

export function listPriceGridCells(productType: CatalogProductType): GridCell[] {
  return db
    .select({
      priceGroup: priceGridCells.priceGroup,
      widthInches: priceGridCells.widthInches,
      heightInches: priceGridCells.heightInches,
      priceCents: priceGridCells.priceCents,
    })
    .from(priceGridCells)
    .where(eq(priceGridCells.productType, productType))
    .all()
}

/** Active fabrics by group, for groups the new grid leaves out (they could not be priced). */
export function activeFabricsOutside(
  productType: CatalogProductType,
  groups: readonly string[],
): { group: string; fabrics: number }[] {
  return db
    .select({ group: fabricSwatches.priceGroup, fabrics: count() })
    .from(fabricSwatches)
    .where(
      and(
        eq(fabricSwatches.productType, productType),
        eq(fabricSwatches.isActive, true),
        sql`${fabricSwatches.priceGroup} NOT IN ${groups.length ? groups : ['']}`,
      ),
    )
    .groupBy(fabricSwatches.priceGroup)
    .all()
}

/** Replaces one product's whole grid in one transaction: all the new cells or none. */
export function replacePriceGrid(productType: CatalogProductType, cells: readonly GridCell[]) {
  db.transaction(
    (tx) => {
      tx.delete(priceGridCells).where(eq(priceGridCells.productType, productType)).run()
      const now = new Date()
      for (let i = 0; i < cells.length; i += 500) {
        tx.insert(priceGridCells)
          .values(cells.slice(i, i + 500).map((c) => ({ ...c, productType, createdAt: now })))
          .run()
      }
    },
    { behavior: 'immediate' },
  )
  return { cellCount: cells.length }
}

// ---------------------------------------------------------------- product images

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
 * Swaps an image with its neighbour of the same product type (section 4). The type's images
 * are numbered 0, 1, 2… in their current order first, so equal sort orders swap too.
 */
export function moveProductImage(id: number, direction: 'up' | 'down'): MoveResult {
  return db.transaction(
    (tx) => {
      const image = tx
        .select({ productType: productImages.productType })
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
      writeOrder(tx, [...imageIds, ...current.filter((i) => !listed.has(i))])
      return { ok: true as const }
    },
    { behavior: 'immediate' },
  )
}

// ---------------------------------------------------------------- motors and accessories

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

export async function deleteHardware(id: number, kind: HardwareKindValue): Promise<boolean> {
  const row = db
    .delete(hardwareProducts)
    .where(and(eq(hardwareProducts.id, id), eq(hardwareProducts.kind, kind)))
    .returning()
    .get()
  if (row) await forgetImage(row.imageUrl)
  return Boolean(row)
}

// ---------------------------------------------------------------- counts

export function catalogCounts() {
  const swatches = db
    .select({ productType: fabricSwatches.productType, n: count() })
    .from(fabricSwatches)
    .groupBy(fabricSwatches.productType)
    .all()
  const options = db.select({ n: count() }).from(productOptions).get()
  return {
    swatches: Object.fromEntries(swatches.map((r) => [r.productType, r.n])) as Partial<
      Record<CatalogProductType, number>
    >,
    options: options?.n ?? 0,
  }
}

// ---------------------------------------------------------------- JSON answers of /api/admin

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

export function adminOptionJson(o: AdminOption) {
  return {
    id: o.id,
    code: o.code,
    productType: o.productType,
    name: o.name,
    price: centsToDollars(o.priceCents),
    priceCents: o.priceCents,
    description: o.description,
    isActive: o.isActive,
  }
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

export function adminHardwareJson(h: AdminHardware) {
  return { ...hardwareJson(h), isActive: h.isActive }
}
