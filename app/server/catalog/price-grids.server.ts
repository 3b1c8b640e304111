/**
 * Price grids for the admin area: the one writer of the price_grid_cells table (a grid is
 * replaced whole, from the uploaded spreadsheet), its cells and each grid's summary.
 */
import { and, count, eq, sql } from 'drizzle-orm'
import type { CatalogProductType } from '~/domain/catalog-admin'
import type { GridCell } from '~/domain/price-grid'
import { db, schema } from '../platform/db.server'
import { liveSwatch } from './catalog.server'

const { fabricSwatches, priceGridCells } = schema

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
        liveSwatch(),
        sql`${fabricSwatches.priceGroup} NOT IN ${groups.length ? groups : ['']}`,
      ),
    )
    .groupBy(fabricSwatches.priceGroup)
    .all()
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/**
 * Replaces one product's whole grid in one transaction: all the new cells or none;
 * `alongside` writes in the same transaction (the upload's audit entry).
 */
export function replacePriceGrid(
  productType: CatalogProductType,
  cells: readonly GridCell[],
  alongside?: (tx: Tx) => void,
) {
  db.transaction(
    (tx) => {
      tx.delete(priceGridCells).where(eq(priceGridCells.productType, productType)).run()
      const now = new Date()
      for (let i = 0; i < cells.length; i += 500) {
        tx.insert(priceGridCells)
          .values(cells.slice(i, i + 500).map((c) => ({ ...c, productType, createdAt: now })))
          .run()
      }
      alongside?.(tx)
    },
    { behavior: 'immediate' },
  )
  return { cellCount: cells.length }
}
