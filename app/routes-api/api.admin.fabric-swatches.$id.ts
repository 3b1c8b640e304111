import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SWATCH_IMAGE_MAX_BYTES, swatchFieldsSchema } from '~/domain/catalog-admin'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  defaultActive,
  jsonRefusal,
  pathId,
  readCatalogForm,
  refusedImage,
  unknownId,
} from '~/server/catalog/catalog-admin-forms.server'
import { adminSwatchJson, removeSwatch, updateSwatch } from '~/server/catalog/swatches.server'
import { CatalogConflictError } from '~/server/catalog/write-helpers.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return methodNotAllowed('PUT, DELETE')
}

/**
 * PUT /api/admin/fabric-swatches/{id} (multipart, a new image optional) and DELETE (a swatch a
 * cart or order line uses is deactivated instead: `{ deactivated: true }`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = pathId(params.id)
  if (!id) return unknownId('Fabric swatch')
  if (request.method === 'DELETE') {
    const outcome = await removeSwatch(id)
    if (outcome === 'missing') return unknownId('Fabric swatch')
    return jsonResponse({
      message:
        outcome === 'deleted'
          ? 'Fabric swatch deleted successfully'
          : 'Fabric swatch is used by a cart or an order: deactivated instead of deleted',
      deleted: outcome === 'deleted',
      deactivated: outcome === 'deactivated',
    })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  const read = await readCatalogForm(request, {
    schema: swatchFieldsSchema,
    maxBytes: SWATCH_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (!read.ok) return jsonRefusal(read)
  try {
    const swatch = await updateSwatch(id, read.value, read.image, SWATCH_IMAGE_MAX_BYTES)
    if (!swatch) return unknownId('Fabric swatch')
    return jsonResponse({
      message: 'Fabric swatch updated successfully',
      swatch: adminSwatchJson(swatch),
    })
  } catch (error) {
    if (error instanceof CatalogConflictError) return jsonError(409, error.message)
    const refused = refusedImage(read, error)
    if (refused) return jsonRefusal(refused)
    throw error
  }
}
