/**
 * Catalogue reads: fabric swatches, product options, price grids, product images, motors and
 * accessories. Only active rows not archived reach customers, in their sort order.
 */
import { and, asc, eq, inArray, isNull, min, type SQL, sql } from 'drizzle-orm'
import type { PriceCatalog, PricedProductType, PriceGrid } from '~/domain/pricing'
import { buildGrid } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'

const { fabricSwatches, productOptions, priceGridCells, productImages, hardwareProducts } = schema

/**
 * What customers may see and buy: active and not archived. Every public reader of swatches,
 * options and motors/accessories filters with these (an archived row is refused like an
 * inactive one).
 */
export const liveSwatch = (): SQL =>
  and(eq(fabricSwatches.isActive, true), isNull(fabricSwatches.archivedAt)) as SQL
export const liveOption = (): SQL =>
  and(eq(productOptions.isActive, true), isNull(productOptions.archivedAt)) as SQL
export const liveHardware = (): SQL =>
  and(eq(hardwareProducts.isActive, true), isNull(hardwareProducts.archivedAt)) as SQL
/** The same as a selected value: true when the swatch is live. */
export const swatchIsLive = () =>
  sql<boolean>`(${fabricSwatches.isActive} = 1 AND ${fabricSwatches.archivedAt} IS NULL)`.mapWith(
    Boolean,
  )

export type ImageProductType = (typeof schema.IMAGE_PRODUCT_TYPES)[number]

export interface Swatch {
  id: number
  fabricName: string
  color: string
  productType: PricedProductType
  /** Price group (A-F) or chart ('1'-'8'). */
  group: string
  description: string
  imageUrl: string | null
}

const swatchColumns = {
  id: fabricSwatches.id,
  fabricName: fabricSwatches.fabricName,
  color: fabricSwatches.color,
  productType: fabricSwatches.productType,
  group: fabricSwatches.priceGroup,
  description: fabricSwatches.description,
  imageUrl: fabricSwatches.imageUrl,
}

/** Active swatches, all products or one, by product then sort order. */
export function listSwatches(productType?: PricedProductType): Swatch[] {
  return db
    .select(swatchColumns)
    .from(fabricSwatches)
    .where(and(liveSwatch(), productType ? eq(fabricSwatches.productType, productType) : undefined))
    .orderBy(asc(fabricSwatches.productType), asc(fabricSwatches.sortOrder), asc(fabricSwatches.id))
    .all()
}

/** One active swatch of a product, by id. */
export function findSwatch(productType: PricedProductType, id: number): Swatch | undefined {
  return db
    .select(swatchColumns)
    .from(fabricSwatches)
    .where(
      and(eq(fabricSwatches.id, id), eq(fabricSwatches.productType, productType), liveSwatch()),
    )
    .get()
}

/** One active swatch of a product, by name (the price calls name the fabric). */
export function findSwatchByName(productType: PricedProductType, name: string): Swatch | undefined {
  return db
    .select(swatchColumns)
    .from(fabricSwatches)
    .where(
      and(
        eq(fabricSwatches.fabricName, name),
        eq(fabricSwatches.productType, productType),
        liveSwatch(),
      ),
    )
    .get()
}

export interface ProductOption {
  code: string
  name: string
  priceCents: number
  description: string
  isDefault: boolean
}

/** Active options of a product, in sort order. */
export function listOptions(productType: PricedProductType): ProductOption[] {
  return db
    .select({
      code: productOptions.code,
      name: productOptions.name,
      priceCents: productOptions.priceCents,
      description: productOptions.description,
      isDefault: productOptions.isDefault,
    })
    .from(productOptions)
    .where(and(eq(productOptions.productType, productType), liveOption()))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
    .all()
}

/** The price grid of a product, compact; only the given groups when named. */
export function loadPriceGrid(
  productType: PricedProductType,
  groups?: readonly string[],
): PriceGrid {
  if (groups && groups.length === 0) return {}
  const cells = db
    .select({
      priceGroup: priceGridCells.priceGroup,
      widthInches: priceGridCells.widthInches,
      heightInches: priceGridCells.heightInches,
      priceCents: priceGridCells.priceCents,
    })
    .from(priceGridCells)
    .where(
      and(
        eq(priceGridCells.productType, productType),
        groups ? inArray(priceGridCells.priceGroup, [...groups]) : undefined,
      ),
    )
    .all()
  return buildGrid(cells)
}

const catalogCache = memoUntilNextWrite<PriceCatalog>(200)

/**
 * What the pricing engine needs for a product (grid limited to the named groups), cached
 * until the next write to the database (price calls are read-heavy: this keeps them cheap).
 */
export function loadPriceCatalog(
  productType: PricedProductType,
  groups?: readonly string[],
): PriceCatalog {
  const key = `${productType}|${groups ? [...groups].sort().join(',') : '*'}`
  return catalogCache(key, () => readPriceCatalog(productType, groups))
}

function readPriceCatalog(
  productType: PricedProductType,
  groups?: readonly string[],
): PriceCatalog {
  return {
    grid: loadPriceGrid(productType, groups),
    options: listOptions(productType).map(({ code, name, priceCents }) => ({
      code,
      name,
      priceCents,
    })),
  }
}

/**
 * "From" prices for the shop: the smallest grid cell among the groups that have an active
 * fabric (so the price is one a customer can actually buy), and the cheapest active motor.
 */
export function startingPrices(): Record<PricedProductType | 'hardware', number | null> {
  const result: Record<PricedProductType | 'hardware', number | null> = {
    regular: null,
    zebra: null,
    roller: null,
    hardware: null,
  }
  const rows = db
    .select({ productType: priceGridCells.productType, cents: min(priceGridCells.priceCents) })
    .from(priceGridCells)
    .innerJoin(
      fabricSwatches,
      and(
        eq(fabricSwatches.productType, priceGridCells.productType),
        eq(fabricSwatches.priceGroup, priceGridCells.priceGroup),
        liveSwatch(),
      ),
    )
    .groupBy(priceGridCells.productType)
    .all()
  for (const row of rows) result[row.productType] = row.cents ?? null
  const motor = db
    .select({ cents: min(hardwareProducts.basePriceCents) })
    .from(hardwareProducts)
    .where(and(eq(hardwareProducts.kind, 'motor'), liveHardware()))
    .get()
  result.hardware = motor?.cents ?? null
  return result
}

export interface ProductImage {
  id: number
  productType: ImageProductType
  imageUrl: string
  title: string
  description: string
  altText: string
  width: number | null
  height: number | null
  sortOrder: number
  isActive: boolean
}

/** Active product images, by sort order; all types or one. */
export function listProductImages(productType?: ImageProductType): ProductImage[] {
  return db
    .select({
      id: productImages.id,
      productType: productImages.productType,
      imageUrl: productImages.imageUrl,
      title: productImages.title,
      description: productImages.description,
      altText: productImages.altText,
      width: productImages.width,
      height: productImages.height,
      sortOrder: productImages.sortOrder,
      isActive: productImages.isActive,
    })
    .from(productImages)
    .where(
      and(
        eq(productImages.isActive, true),
        productType ? eq(productImages.productType, productType) : undefined,
      ),
    )
    .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    .all()
}

export type HardwareProduct = Omit<
  typeof hardwareProducts.$inferSelect,
  'createdAt' | 'updatedAt' | 'isActive' | 'archivedAt'
>

const HARDWARE_COLUMNS = {
  id: hardwareProducts.id,
  kind: hardwareProducts.kind,
  name: hardwareProducts.name,
  description: hardwareProducts.description,
  basePriceCents: hardwareProducts.basePriceCents,
  imageUrl: hardwareProducts.imageUrl,
  category: hardwareProducts.category,
  features: hardwareProducts.features,
  specifications: hardwareProducts.specifications,
  compatibility: hardwareProducts.compatibility,
  installationDifficulty: hardwareProducts.installationDifficulty,
  warranty: hardwareProducts.warranty,
  sortOrder: hardwareProducts.sortOrder,
}

/** Active motors or accessories, by sort order. */
export function listHardware(kind: 'motor' | 'accessory'): HardwareProduct[] {
  return db
    .select(HARDWARE_COLUMNS)
    .from(hardwareProducts)
    .where(and(eq(hardwareProducts.kind, kind), liveHardware()))
    .orderBy(asc(hardwareProducts.sortOrder), asc(hardwareProducts.id))
    .all()
}

/** Active motors and accessories by id (quote lines). */
export function findHardware(ids: readonly number[]): HardwareProduct[] {
  if (ids.length === 0) return []
  return db
    .select(HARDWARE_COLUMNS)
    .from(hardwareProducts)
    .where(and(inArray(hardwareProducts.id, [...ids]), liveHardware()))
    .all()
}
