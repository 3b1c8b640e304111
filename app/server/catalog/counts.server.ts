/**
 * How many rows each catalogue table holds, for the admin dashboard.
 */
import { count } from 'drizzle-orm'
import type { CatalogProductType } from '~/domain/catalog-admin'
import { db, schema } from '../platform/db.server'

const { fabricSwatches, productOptions } = schema

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
