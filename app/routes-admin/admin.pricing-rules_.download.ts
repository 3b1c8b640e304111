import type { LoaderFunctionArgs } from '@remix-run/node'
import { CATALOG_PRODUCT_TYPES, type CatalogProductType } from '~/domain/catalog-admin'
import { FILE_PRODUCT_TYPE, priceGridRows } from '~/domain/price-grid'
import { requireAdmin } from '~/server/auth/auth.server'
import { listPriceGridCells } from '~/server/catalog/price-grids.server'
import { csvResponse } from '~/server/platform/csv.server'
import { jsonError } from '~/server/platform/http.server'

/**
 * GET /admin/pricing-rules/download?productType=zebra: the product's grid as CSV, in the
 * columns the upload reads (its BOM too), so staff can edit it and upload it back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'price-grids')
  const productType = new URL(request.url).searchParams.get('productType')
  if (!(CATALOG_PRODUCT_TYPES as readonly (string | null)[]).includes(productType)) {
    return jsonError(400, 'Unknown productType (use regular, zebra or roller)')
  }
  const type = productType as CatalogProductType
  return csvResponse(
    priceGridRows(type, listPriceGridCells(type)),
    `price-grid-${FILE_PRODUCT_TYPE[type]}.csv`,
  )
}
