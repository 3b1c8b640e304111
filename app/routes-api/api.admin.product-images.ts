import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PRODUCT_IMAGE_MAX_BYTES } from '~/domain/catalog-admin'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  jsonRefusal,
  readProductImageCall,
  refusedImage,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  adminProductImageJson,
  createProductImage,
  listAllProductImages,
} from '~/server/catalog/product-images.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/product-images: every product image, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return jsonResponse(listAllProductImages().map(adminProductImageJson))
}

/**
 * POST /api/admin/product-images (multipart: productType, title, description, altText,
 * sortOrder, image). Alt text defaults to the title; sortOrder to 0.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const call = await readProductImageCall(request)
  if (!call.ok) return call.response
  const { read } = call
  if (!read.image)
    return jsonError(400, 'Failed to create product image: an image file is required')
  let image: Awaited<ReturnType<typeof createProductImage>>
  try {
    image = await createProductImage(read.value, read.image, PRODUCT_IMAGE_MAX_BYTES)
  } catch (error) {
    const refused = refusedImage(read, error)
    if (refused) return jsonRefusal(refused)
    throw error
  }
  return jsonResponse(
    { message: 'Product image created successfully', image: adminProductImageJson(image) },
    { status: 201 },
  )
}
