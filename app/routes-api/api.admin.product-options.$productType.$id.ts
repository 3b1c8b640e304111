import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { optionFieldsSchema } from '~/domain/catalog-admin'
import { parseProductTypeName } from '~/domain/price-grid'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  jsonRefusal,
  readCatalogForm,
  unknownId,
} from '~/server/catalog/catalog-admin-forms.server'
import { adminOptionJson, listAllOptions, updateOption } from '~/server/catalog/options.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT')
}

const FAILED = 'Error updating option'

/**
 * PUT /api/admin/product-options/{productType}/{id}: name, price (dollars, step 0.01),
 * description, isActive, as JSON or a form. `id` is the option's number or its code
 * (the public option lists call the code `id`); productType regular (or vertical), zebra, roller.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'PUT') return methodNotAllowed('PUT')
  const productType = parseProductTypeName(params.productType ?? '')
  if (!productType) return jsonError(404, 'Unknown product type (use regular, zebra or roller)')
  const key = params.id ?? ''
  const option = listAllOptions().find(
    (o) => o.productType === productType && (String(o.id) === key || o.code === key),
  )
  if (!option) return unknownId('Option')

  let fields: ReturnType<typeof optionFieldsSchema.parse>
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body: unknown = await request.json().catch(() => null)
    if (!body || typeof body !== 'object') return jsonError(400, 'The body must be a JSON object')
    const parsed = optionFieldsSchema.safeParse({ isActive: true, ...body })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return jsonError(400, issue?.message ?? FAILED, {
        fieldErrors: parsed.error.flatten().fieldErrors,
      })
    }
    fields = parsed.data
  } else {
    const read = await readCatalogForm(request, {
      schema: optionFieldsSchema,
      maxBytes: 1,
      prepare: (form) => {
        if (!form.has('isActive')) form.set('isActive', 'true')
      },
    })
    if (!read.ok) return jsonRefusal(read)
    fields = read.value
  }
  const updated = updateOption(productType, option.id, fields, admin)
  if (!updated) return unknownId('Option')
  return jsonResponse({ message: 'Option updated successfully', option: adminOptionJson(updated) })
}
