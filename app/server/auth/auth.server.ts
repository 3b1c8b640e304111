/**
 * Staff sign-in and the one guard every admin loader, action and `/api/admin/*` route calls.
 *
 * - The login form goes through remix-auth's FormStrategy; `POST /api/admin/login` (JSON)
 *   uses the same `verifyLogin`. Passwords are scrypt hashes (`password.server.ts`).
 * - Failed sign-ins are limited so that nobody can lock staff out (docs/decisions/121-sign-in-limits.md,
 *   `sign-in-limits.server.ts`).
 * - A sign-in creates a token, stored hashed with an expiry (`admin-session.server.ts`):
 *   the browser keeps it in a signed cookie, an API client sends it as a bearer token.
 */
import { redirect } from '@remix-run/node'
import { and, eq, gt, lte } from 'drizzle-orm'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { jsonError, retryAfter, safeRedirect } from '../platform/http.server'
import { hitRateLimit } from '../platform/rate-limit.server'
import {
  ADMIN_SESSION_TOKEN_KEY,
  ADMIN_SESSION_TTL_MS,
  adminSessionStorage,
  commitAdminSession,
  hashToken,
  newToken,
} from './admin-session.server'
import { hashPassword, verifyPassword } from './password.server'
import {
  lockedForSeconds,
  loginLimitRules,
  loginLockedMessage,
  trustedDeviceFor,
} from './sign-in-limits.server'

export type Admin = { id: number; username: string }

export const INVALID_CREDENTIALS = 'Invalid credentials'
export const LOGIN_PATH = '/admin/login'

/** A refused sign-in: wrong credentials (401) or too many failures (429). */
export class LoginRefusedError extends Error {
  constructor(
    message: string,
    readonly status: 401 | 429,
    readonly retryAfterSeconds = 0,
  ) {
    super(message)
    this.name = 'LoginRefusedError'
  }

  headers(): HeadersInit | undefined {
    return this.status === 429 ? retryAfter(this) : undefined
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a username and password. An unknown username costs the same hash as a known one,
 * so the answer's timing does not tell which usernames exist.
 */
export async function verifyLogin(
  request: Request,
  username: string,
  password: string,
): Promise<Admin> {
  const rules = loginLimitRules(request, username, await trustedDeviceFor(request, username))
  const locked = lockedForSeconds(rules)
  if (locked > 0) throw new LoginRefusedError(loginLockedMessage(locked), 429, locked)

  const user = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  dummyHash ??= hashPassword('not-a-password')
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash))
  if (!user || !valid) {
    for (const { key, rule } of rules) hitRateLimit(key, rule)
    recordAudit({
      actor: { id: user?.id ?? null, username },
      kind: 'sign-in-failed',
      summary: `Failed sign-in as ${username}`,
    })
    throw new LoginRefusedError(INVALID_CREDENTIALS, 401)
  }
  recordAudit({
    actor: user,
    kind: 'sign-in',
    subjectType: 'staff',
    subjectId: user.id,
    summary: `${user.username} signed in`,
  })
  return { id: user.id, username: user.username }
}

function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export const authenticator = new Authenticator<Admin>()
authenticator.use(
  new FormStrategy(({ form, request }) =>
    verifyLogin(request, formText(form, 'username').trim(), formText(form, 'password')),
  ),
  'form',
)

// ---------------------------------------------------------------- tokens and sessions

/** Creates a token for the admin (stored hashed) and clears expired ones. */
export function createAdminToken(adminId: number, ttlMs: number, now = Date.now()) {
  const token = newToken()
  const expiresAt = new Date(now + ttlMs)
  db.transaction((tx) => {
    tx.delete(schema.apiTokens)
      .where(lte(schema.apiTokens.expiresAt, new Date(now)))
      .run()
    tx.insert(schema.apiTokens)
      .values({ adminUserId: adminId, tokenHash: hashToken(token), expiresAt })
      .run()
  })
  return { token, expiresAt }
}

/** The Set-Cookie header of a new browser session for the admin. */
export async function startAdminSession(admin: Admin): Promise<string> {
  const { token } = createAdminToken(admin.id, ADMIN_SESSION_TTL_MS)
  return commitAdminSession(token)
}

function adminForToken(token: string): Admin | null {
  const row = db
    .select({ id: schema.adminUsers.id, username: schema.adminUsers.username })
    .from(schema.apiTokens)
    .innerJoin(schema.adminUsers, eq(schema.adminUsers.id, schema.apiTokens.adminUserId))
    .where(
      and(
        eq(schema.apiTokens.tokenHash, hashToken(token)),
        gt(schema.apiTokens.expiresAt, new Date()),
      ),
    )
    .get()
  return row ?? null
}

/** The bearer token when the request has an Authorization header, else the cookie's. */
async function requestToken(request: Request): Promise<string | null> {
  const authorization = request.headers.get('Authorization')
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    return match ? match[1] : null
  }
  const session = await adminSessionStorage().getSession(request.headers.get('Cookie'))
  const token = session.get(ADMIN_SESSION_TOKEN_KEY)
  return typeof token === 'string' && token ? token : null
}

/** The signed-in admin (cookie or bearer token), or null. */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const token = await requestToken(request)
  return token ? adminForToken(token) : null
}

/** True for the dashboard's own address, where a visitor without a session sees a prompt. */
function isDashboardHome(pathname: string) {
  return pathname === '/admin' || pathname === '/admin/'
}

/**
 * The guard: answers the signed-in admin, or throws what a visitor without one gets —
 * 401 JSON for `/api/*`, the 'Admin Login Required' prompt (401) on `/admin`, and a redirect
 * to the login page (coming back here afterwards) for every other admin page.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request)
  if (admin) return admin
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/')) {
    throw jsonError(401, 'Authentication required', undefined, { 'WWW-Authenticate': 'Bearer' })
  }
  if (isDashboardHome(url.pathname)) {
    throw new Response('Admin Login Required', { status: 401 })
  }
  throw redirect(loginUrl(`${url.pathname}${url.search}`))
}

/** The login page, asking to come back to `redirectTo` afterwards. */
export function loginUrl(redirectTo?: string): string {
  const target = redirectTo ? adminRedirectTarget(redirectTo) : '/admin'
  return target === '/admin'
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`
}

/** Where to go after signing in: an admin page of this site, never the login page itself. */
export function adminRedirectTarget(to: unknown): string {
  const path = safeRedirect(to, '/admin')
  const pathname = path.split('?')[0]
  if (!/^\/admin(\/|$)/.test(pathname) || pathname.startsWith(LOGIN_PATH)) return '/admin'
  return path
}

/** Ends the session on the server (its token row) and clears the cookie. */
export async function logout(request: Request): Promise<Response> {
  const token = await requestToken(request)
  if (token) {
    db.delete(schema.apiTokens)
      .where(eq(schema.apiTokens.tokenHash, hashToken(token)))
      .run()
  }
  const storage = adminSessionStorage()
  const session = await storage.getSession(request.headers.get('Cookie'))
  return redirect(LOGIN_PATH, {
    headers: { 'Set-Cookie': await storage.destroySession(session) },
  })
}
