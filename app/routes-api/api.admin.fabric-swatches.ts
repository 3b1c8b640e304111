import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SWATCH_IMAGE_MAX_BYTES, swatchFieldsSchema } from '~/domain/catalog-admin'
import { auditSwatch } from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  defaultActive,
  jsonRefusal,
  readCatalogForm,
} from '~/server/catalog/catalog-admin-forms.server'
import { adminSwatchJson, createSwatch, listAllSwatches } from '~/server/catalog/swatches.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/fabric-swatches: every swatch, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(listAllSwatches().map(adminSwatchJson))
}

/** POST /api/admin/fabric-swatches (multipart; image at most 3 MB): creates a swatch. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readCatalogForm(request, {
    schema: swatchFieldsSchema,
    maxBytes: SWATCH_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (!read.ok) return jsonRefusal(read)
  const created = await catalogWrite(read, () =>
    createSwatch(read.value, read.image, SWATCH_IMAGE_MAX_BYTES),
  )
  if (!created.ok) {
    // A name already taken is `{ error }` alone, as this call has always answered it.
    return created.status === 409 ? jsonError(409, created.error) : jsonRefusal(created)
  }
  auditSwatch(admin, 'created', created.value)
  return jsonResponse(
    { message: 'Fabric swatch created successfully', swatch: adminSwatchJson(created.value) },
    { status: 201 },
  )
}
