import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  applyGridFile,
  GridFileError,
  readGridUploadForm,
} from '~/server/catalog/price-grid-upload.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'price-grids')
  return methodNotAllowed()
}

/**
 * POST /api/admin/upload-pricing-spreadsheet (multipart: file, productType): every row is
 * checked; one bad row and nothing is applied (422 with `rowErrors`: 'Line 4: …'). A good file
 * replaces that product's grid in one transaction: `{ message, cellCount, groups }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'price-grids')
  if (request.method !== 'POST') return methodNotAllowed()
  try {
    const upload = await readGridUploadForm(request)
    if (!upload.productType) {
      return jsonError(400, 'productType is required (vertical, zebra or roller)')
    }
    if (!upload.file) return jsonError(400, 'file is required (.csv or .xlsx)')
    const result = await applyGridFile(
      upload.productType,
      new Uint8Array(await upload.file.arrayBuffer()),
      { actor: admin, fileName: upload.file.name },
    )
    return jsonResponse(result)
  } catch (error) {
    if (error instanceof GridFileError) {
      return jsonError(error.status, error.message, { rowErrors: error.rowErrors })
    }
    throw error
  }
}
