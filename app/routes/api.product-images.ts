import type { LoaderFunctionArgs } from '@remix-run/node'
import { type ImageProductType, listProductImages } from '~/server/catalog.server'
import { schema } from '~/server/db.server'

/** GET /api/product-images[?productType=regular|zebra|roller|other]: active images by sortOrder. */
export async function loader({ request }: LoaderFunctionArgs) {
  const productType = new URL(request.url).searchParams.get('productType')
  if (
    productType !== null &&
    !(schema.IMAGE_PRODUCT_TYPES as readonly string[]).includes(productType)
  ) {
    return Response.json(
      { error: `Unknown productType (use ${schema.IMAGE_PRODUCT_TYPES.join(', ')})` },
      { status: 400 },
    )
  }
  return Response.json(listProductImages((productType as ImageProductType | null) ?? undefined))
}
