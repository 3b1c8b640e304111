import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/auth: 200 `{ authenticated, username }` with a valid cookie or bearer token, else 401. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-account')
  return jsonResponse({ authenticated: true, username: admin.username })
}

export async function action({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'own-account')
  return methodNotAllowed('GET')
}
