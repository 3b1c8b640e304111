import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PRODUCT_IMAGE_MAX_BYTES } from '~/domain/catalog-admin'
import {
  auditProductImageDeleted,
  auditProductImageSaved,
} from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  jsonRefusal,
  readProductImageCall,
  unknownId,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  adminProductImageJson,
  deleteProductImage,
  getProductImage,
  updateProductImage,
} from '~/server/catalog/product-images.server'
import { jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT, DELETE')
}

/** PUT /api/admin/product-images/{id} (multipart, same fields plus isActive) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.id)
  if (!id) return unknownId('Product image')
  if (request.method === 'DELETE') {
    const gone = getProductImage(id)
    if (!(await deleteProductImage(id))) return unknownId('Product image')
    auditProductImageDeleted(admin, id, gone)
    return jsonResponse({ message: 'Product image deleted successfully' })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  const call = await readProductImageCall(request)
  if (!call.ok) return call.response
  const { read } = call
  const before = getProductImage(id)
  const updated = await catalogWrite(read, () =>
    updateProductImage(id, read.value, read.image, PRODUCT_IMAGE_MAX_BYTES),
  )
  if (!updated.ok) return jsonRefusal(updated)
  const image = updated.value
  if (!image) return unknownId('Product image')
  auditProductImageSaved(admin, before, image)
  return jsonResponse({
    message: 'Product image updated successfully',
    image: adminProductImageJson(image),
  })
}
