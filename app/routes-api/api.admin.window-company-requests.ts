import type { LoaderFunctionArgs } from '@remix-run/node'
import { b2bFiltersSchema, filtersFromUrl } from '~/domain/admin-inbox'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { findWindowCompanyRequests } from '~/server/requests/window-company-requests.server'

/** GET /api/admin/window-company-requests[?q=&status=&urgency=]: the requests, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(findWindowCompanyRequests(filtersFromUrl(b2bFiltersSchema, request.url)))
}

export async function action({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('GET')
}
