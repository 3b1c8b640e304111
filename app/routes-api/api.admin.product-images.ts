import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PRODUCT_IMAGE_MAX_BYTES } from '~/domain/catalog-admin'
import { auditProductImageSaved } from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  jsonRefusal,
  readProductImageCall,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  adminProductImageJson,
  createProductImage,
  listAllProductImages,
} from '~/server/catalog/product-images.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/product-images: every product image, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(listAllProductImages().map(adminProductImageJson))
}

/**
 * POST /api/admin/product-images (multipart: productType, title, description, altText,
 * sortOrder, image). Alt text defaults to the title; sortOrder to 0.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const call = await readProductImageCall(request)
  if (!call.ok) return call.response
  const { read } = call
  if (!read.image)
    return jsonError(400, 'Failed to create product image: an image file is required')
  const image = read.image
  const created = await catalogWrite(read, () =>
    createProductImage(read.value, image, PRODUCT_IMAGE_MAX_BYTES),
  )
  if (!created.ok) return jsonRefusal(created)
  auditProductImageSaved(admin, null, created.value, true)
  return jsonResponse(
    {
      message: 'Product image created successfully',
      image: adminProductImageJson(created.value),
    },
    { status: 201 },
  )
}
