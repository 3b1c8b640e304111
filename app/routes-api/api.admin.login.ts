import type { ActionFunctionArgs } from '@remix-run/node'
import { adminLoginSchema } from '~/domain/admin-login'
import { API_TOKEN_TTL_MS } from '~/server/auth/admin-session.server'
import {
  createAdminToken,
  deviceSummary,
  LoginRefusedError,
  verifyLogin,
} from '~/server/auth/auth.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/**
 * POST /api/admin/login with JSON `{ username, password }`: 200 `{ token, expiresAt, username }`
 * (a bearer token, stored hashed, expiring); 400 bad JSON or fields; 401 'Invalid credentials';
 * 429 too many failed attempts (Retry-After).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'Send a JSON body with username and password')
  }
  const parsed = adminLoginSchema.safeParse(body)
  if (!parsed.success) return jsonError(400, 'Username and password are required')
  try {
    const admin = await verifyLogin(request, parsed.data.username, parsed.data.password)
    const device = deviceSummary(request.headers.get('User-Agent'))
    const { token, expiresAt } = createAdminToken(admin.id, API_TOKEN_TTL_MS, Date.now(), device)
    return jsonResponse({ token, expiresAt: expiresAt.toISOString(), username: admin.username })
  } catch (error) {
    if (!(error instanceof LoginRefusedError)) throw error
    return jsonError(error.status, error.message, undefined, error.headers())
  }
}

export function loader() {
  return methodNotAllowed()
}
