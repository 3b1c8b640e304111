import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SWATCH_IMAGE_MAX_BYTES, swatchFieldsSchema } from '~/domain/catalog-admin'
import { auditSwatch } from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  defaultActive,
  jsonRefusal,
  readCatalogForm,
  unknownId,
} from '~/server/catalog/catalog-admin-forms.server'
import { adminSwatchJson, setSwatchArchived, updateSwatch } from '~/server/catalog/swatches.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT, DELETE')
}

/**
 * PUT /api/admin/fabric-swatches/{id} (multipart, a new image optional) and DELETE (archives
 * the swatch: gone from the shop, restorable by staff).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.id)
  if (!id) return unknownId('Fabric swatch')
  if (request.method === 'DELETE') {
    // Archived, not destroyed: staff can restore it from the Fabric Swatches tab's Archived list.
    if (!setSwatchArchived(id, true)) return unknownId('Fabric swatch')
    auditSwatch(admin, 'archived', { id })
    return jsonResponse({ message: 'Fabric swatch archived', archived: true })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  const read = await readCatalogForm(request, {
    schema: swatchFieldsSchema,
    maxBytes: SWATCH_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (!read.ok) return jsonRefusal(read)
  const updated = await catalogWrite(read, () =>
    updateSwatch(id, read.value, read.image, SWATCH_IMAGE_MAX_BYTES),
  )
  if (!updated.ok) {
    // A name already taken is `{ error }` alone, as this call has always answered it.
    return updated.status === 409 ? jsonError(409, updated.error) : jsonRefusal(updated)
  }
  const swatch = updated.value
  if (!swatch) return unknownId('Fabric swatch')
  auditSwatch(admin, 'updated', swatch)
  return jsonResponse({
    message: 'Fabric swatch updated successfully',
    swatch: adminSwatchJson(swatch),
  })
}
