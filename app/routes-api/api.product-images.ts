import type { LoaderFunctionArgs } from '@remix-run/node'
import { type ImageProductType, listProductImages } from '~/server/catalog/catalog.server'
import { schema } from '~/server/platform/db.server'
import { jsonError, readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/product-images[?productType=regular|zebra|roller|other]: active images by sortOrder. */
export async function loader({ request }: LoaderFunctionArgs) {
  const productType = new URL(request.url).searchParams.get('productType')
  if (
    productType !== null &&
    !(schema.IMAGE_PRODUCT_TYPES as readonly string[]).includes(productType)
  ) {
    return jsonError(400, `Unknown productType (use ${schema.IMAGE_PRODUCT_TYPES.join(', ')})`)
  }
  return Response.json(listProductImages((productType as ImageProductType | null) ?? undefined))
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
