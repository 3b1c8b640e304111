import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { IMAGE_TYPES, type ImageType } from '~/domain/catalog-admin'
import { requireAdmin } from '~/server/auth/auth.server'
import { reorderProductImages } from '~/server/catalog/product-images.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed()
}

/** imageIds as a JSON list, a form's repeated fields, or '3,1,2'. */
function readIds(value: unknown): number[] | null {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.trim().startsWith('[')
        ? (() => {
            try {
              return JSON.parse(value) as unknown
            } catch {
              return null
            }
          })()
        : value.split(',')
      : null
  if (!Array.isArray(list) || list.length === 0 || list.length > 500) return null
  const ids = list.map((v) => Number(typeof v === 'string' ? v.trim() : v))
  return ids.every((n) => Number.isSafeInteger(n) && n > 0) ? ids : null
}

/**
 * POST /api/admin/product-images/reorder (productType, imageIds in display order, JSON or a
 * form): the listed images first, in that order; the type's others keep theirs after them.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed()
  let productType: unknown
  let rawIds: unknown
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
    productType = body?.productType
    rawIds = body?.imageIds
  } else {
    const form = await request.formData().catch(() => null)
    productType = form?.get('productType')
    const all = form?.getAll('imageIds') ?? []
    rawIds = all.length > 1 ? all : all[0]
  }
  if (!(IMAGE_TYPES as readonly unknown[]).includes(productType)) {
    return jsonError(
      400,
      'Failed to update image order: productType is regular, zebra, roller or other',
    )
  }
  const ids = readIds(rawIds)
  if (!ids) return jsonError(400, 'Failed to update image order: imageIds must be a list of ids')
  const result = reorderProductImages(productType as ImageType, ids, admin)
  if (!result.ok) return jsonError(400, `Failed to update image order: ${result.error}`)
  return jsonResponse({ message: 'Product image order updated successfully' })
}
