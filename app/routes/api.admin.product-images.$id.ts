import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_REQUIRED,
  productImageFieldsSchema,
} from '~/domain/catalog-admin'
import { requireAdmin } from '~/server/auth.server'
import {
  adminProductImageJson,
  deleteProductImage,
  updateProductImage,
} from '~/server/catalog-admin.server'
import {
  defaultActive,
  pathId,
  readCatalogForm,
  unknownId,
} from '~/server/catalog-admin-forms.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return methodNotAllowed('PUT, DELETE')
}

/** PUT /api/admin/product-images/{id} (multipart, same fields plus isActive) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = pathId(params.id)
  if (!id) return unknownId('Product image')
  if (request.method === 'DELETE') {
    if (!(await deleteProductImage(id))) return unknownId('Product image')
    return jsonResponse({ message: 'Product image deleted successfully' })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  const read = await readCatalogForm(request, {
    schema: productImageFieldsSchema,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (!read.ok) {
    const missing = read.fieldErrors.productType || read.fieldErrors.title
    return jsonError(read.status, missing ? PRODUCT_IMAGE_REQUIRED : read.error, {
      fieldErrors: read.fieldErrors,
    })
  }
  const image = await updateProductImage(id, read.value, read.image, PRODUCT_IMAGE_MAX_BYTES)
  if (!image) return unknownId('Product image')
  return jsonResponse({
    message: 'Product image updated successfully',
    image: adminProductImageJson(image),
  })
}
