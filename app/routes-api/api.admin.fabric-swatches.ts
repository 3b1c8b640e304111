import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SWATCH_IMAGE_MAX_BYTES, swatchFieldsSchema } from '~/domain/catalog-admin'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  defaultActive,
  jsonRefusal,
  readCatalogForm,
  refusedImage,
} from '~/server/catalog/catalog-admin-forms.server'
import { adminSwatchJson, createSwatch, listAllSwatches } from '~/server/catalog/swatches.server'
import { CatalogConflictError } from '~/server/catalog/write-helpers.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/fabric-swatches: every swatch, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return jsonResponse(listAllSwatches().map(adminSwatchJson))
}

/** POST /api/admin/fabric-swatches (multipart; image at most 3 MB): creates a swatch. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readCatalogForm(request, {
    schema: swatchFieldsSchema,
    maxBytes: SWATCH_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (!read.ok) return jsonRefusal(read)
  try {
    const swatch = await createSwatch(read.value, read.image, SWATCH_IMAGE_MAX_BYTES)
    return jsonResponse(
      { message: 'Fabric swatch created successfully', swatch: adminSwatchJson(swatch) },
      { status: 201 },
    )
  } catch (error) {
    if (error instanceof CatalogConflictError) return jsonError(409, error.message)
    const refused = refusedImage(read, error)
    if (refused) return jsonRefusal(refused)
    throw error
  }
}
