import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requestStatusSchema } from '~/domain/admin-inbox'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'
import {
  getWindowCompanyRequest,
  setWindowCompanyRequestArchived,
  updateWindowCompanyRequestStatus,
} from '~/server/requests/window-company-requests.server'

const ALLOW = 'GET, PUT, DELETE'

function requestId(params: LoaderFunctionArgs['params']): number | null {
  return pathId(params.id)
}

/** The status from a JSON or form body, or null when it is missing or unknown. */
async function statusFrom(request: Request) {
  let body: unknown
  try {
    body = /\bjson\b/.test(request.headers.get('Content-Type') ?? '')
      ? await request.json()
      : Object.fromEntries(await request.formData())
  } catch {
    return null
  }
  const status = (body as { status?: unknown } | null)?.status
  const parsed = requestStatusSchema.safeParse(status)
  return parsed.success ? parsed.data : null
}

/** GET /api/admin/window-company-requests/{id}: one request. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = requestId(params)
  const found = id ? getWindowCompanyRequest(id) : undefined
  return found ? jsonResponse(found) : jsonError(404, 'Request not found')
}

/** PUT `{ status }` (any status to any other) or DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = requestId(params)
  if (request.method === 'PUT') {
    const status = await statusFrom(request)
    if (!status) {
      return jsonError(
        400,
        'Failed to update request status: choose pending, in-progress, completed or cancelled',
      )
    }
    if (!id || !updateWindowCompanyRequestStatus(id, status, admin.username)) {
      return jsonError(404, 'Request not found')
    }
    return jsonResponse(getWindowCompanyRequest(id))
  }
  if (request.method === 'DELETE') {
    // Archived, not destroyed: staff can restore it from the B2B tab's Archived filter.
    if (!id || !setWindowCompanyRequestArchived(id, true, admin.username)) {
      return jsonError(404, 'Request not found')
    }
    return jsonResponse({ success: true, id })
  }
  return methodNotAllowed(ALLOW)
}
