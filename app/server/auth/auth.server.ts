/**
 * Staff sign-in and the one guard every admin loader, action and `/api/admin/*` route calls.
 *
 * - The login form goes through remix-auth's FormStrategy; `POST /api/admin/login` (JSON)
 *   uses the same `verifyLogin`. Passwords are scrypt hashes (`password.server.ts`).
 * - Failed sign-ins are limited so that nobody can lock staff out (docs/decisions/121-sign-in-limits.md,
 *   `sign-in-limits.server.ts`).
 * - A sign-in creates a token, stored hashed with an expiry (`admin-session.server.ts`):
 *   the browser keeps it in a signed cookie, an API client sends it as a bearer token.
 * - Roles: every loader AND action calls `requireAdmin(request, capability)` with the
 *   capability it needs from the one table (app/domain/staff-access.ts); the argument is
 *   required, so no staff route can leave it out. A role without it gets 403 (JSON under
 *   /api/) and the refusal is in the audit log. A suspended account has no sessions
 *   (suspending deletes them) and cannot sign in.
 * - Last seen: written at sign-in and on non-GET requests (which reach the primary), at most
 *   once a minute; a GET never writes (a LiteFS replica is read-only).
 */
import { redirect } from '@remix-run/node'
import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import {
  CAPABILITY_LABELS,
  can,
  STAFF_ROLE_LABELS,
  type StaffCapability,
  type StaffRole,
} from '~/domain/staff-access'
import { recentRefusal, recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { jsonError, retryAfter, safeRedirect } from '../platform/http.server'
import { isPrimary } from '../platform/litefs.server'
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
import { officeGrants } from './staff-settings.server'

export type Admin = { id: number; username: string; role: StaffRole; displayName: string }

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
  if (!user || !valid || user.status !== 'active') {
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
  return adminOf(user)
}

function adminOf(user: {
  id: number
  username: string
  role: StaffRole
  displayName: string | null
}): Admin {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    displayName: user.displayName || user.username,
  }
}

/** "Firefox on Windows": enough to tell one's own sessions apart, never the whole header. */
export function deviceSummary(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
      ['curl/', 'curl'],
    ].find(([needle]) => userAgent.includes(needle))?.[1] ?? 'Browser'
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'Mac'],
      ['Linux', 'Linux'],
    ].find(([needle]) => userAgent.includes(needle))?.[1] ?? ''
  return system ? `${browser} on ${system}` : browser
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
export function createAdminToken(
  adminId: number,
  ttlMs: number,
  now = Date.now(),
  device: string | null = null,
) {
  const token = newToken()
  const expiresAt = new Date(now + ttlMs)
  db.transaction((tx) => {
    tx.delete(schema.apiTokens)
      .where(lte(schema.apiTokens.expiresAt, new Date(now)))
      .run()
    tx.insert(schema.apiTokens)
      .values({
        adminUserId: adminId,
        tokenHash: hashToken(token),
        expiresAt,
        device,
        lastUsedAt: new Date(now),
      })
      .run()
  })
  return { token, expiresAt }
}

/** The Set-Cookie header of a new browser session for the admin. */
export async function startAdminSession(
  admin: Pick<Admin, 'id'>,
  request?: Request,
): Promise<string> {
  const device = request ? deviceSummary(request.headers.get('User-Agent')) : null
  const { token } = createAdminToken(admin.id, ADMIN_SESSION_TTL_MS, Date.now(), device)
  return commitAdminSession(token)
}

function adminForToken(token: string): Admin | null {
  const row = db
    .select({
      id: schema.adminUsers.id,
      username: schema.adminUsers.username,
      role: schema.adminUsers.role,
      displayName: schema.adminUsers.displayName,
    })
    .from(schema.apiTokens)
    .innerJoin(schema.adminUsers, eq(schema.adminUsers.id, schema.apiTokens.adminUserId))
    .where(
      and(
        eq(schema.apiTokens.tokenHash, hashToken(token)),
        gt(schema.apiTokens.expiresAt, new Date()),
        eq(schema.adminUsers.status, 'active'),
      ),
    )
    .get()
  return row ? adminOf(row) : null
}

/** How often last-seen is written at most. */
const LAST_SEEN_EVERY_MS = 60 * 1000

/** Records the session as seen now, at most once a minute, and only on a write (never a GET). */
function markSeen(request: Request, token: string, now = Date.now()) {
  if (request.method === 'GET' || request.method === 'HEAD') return
  const threshold = new Date(now - LAST_SEEN_EVERY_MS)
  db.update(schema.apiTokens)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(schema.apiTokens.tokenHash, hashToken(token)),
        or(isNull(schema.apiTokens.lastUsedAt), lt(schema.apiTokens.lastUsedAt, threshold)),
      ),
    )
    .run()
}

/** The hash of the request's session token (to tell "this session" in a list), or null. */
export async function currentTokenHash(request: Request): Promise<string | null> {
  const token = await requestToken(request)
  return token ? hashToken(token) : null
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
 * The guard every staff loader, action and `/api/admin/*` route calls with the capability it
 * needs (app/domain/staff-access.ts): answers the signed-in admin, or throws what the request
 * gets instead —
 * - without a session: 401 JSON for `/api/*`, the 'Admin Login Required' prompt (401) on
 *   `/admin`, and a redirect to the login page (coming back here afterwards) for other pages;
 * - signed in but not allowed: 403 (JSON under /api/), and the refusal is recorded in the
 *   audit log (`recordRefusal`).
 * The decision is the capability's, so the address's spelling (`%73taff`, `//`, case) cannot
 * change it: every spelling that reaches this route reaches this check.
 */
export async function requireAdmin(request: Request, capability: StaffCapability): Promise<Admin> {
  const token = await requestToken(request)
  const admin = token ? adminForToken(token) : null
  const url = new URL(request.url)
  if (admin && token) {
    if (!can(admin.role, capability, admin.role === 'office' ? officeGrants() : [])) {
      // An installer signing in lands on the dashboard's address: their day is their home.
      if (admin.role === 'installer' && isDashboardHome(url.pathname) && request.method === 'GET') {
        throw redirect('/admin/my-visits')
      }
      recordRefusal(request, admin, capability)
      throw forbidden(url)
    }
    markSeen(request, token)
    return admin
  }
  if (url.pathname.startsWith('/api/')) {
    throw jsonError(401, 'Authentication required', undefined, { 'WWW-Authenticate': 'Bearer' })
  }
  if (isDashboardHome(url.pathname)) {
    throw new Response('Admin Login Required', { status: 401 })
  }
  throw redirect(loginUrl(`${url.pathname}${url.search}`))
}

/** 403: JSON under /api/, the admin frame's "Not allowed" page elsewhere. */
export function forbidden(url: URL | string): Response {
  const pathname = typeof url === 'string' ? url : url.pathname
  return jsonError(
    403,
    pathname.startsWith('/api/')
      ? 'Your role does not allow this'
      : 'Your role does not allow this page. Ask the owner if you need it.',
  )
}

/** One entry per person, capability and method in this window: a reload loop is one line. */
const REFUSAL_EVERY_MS = 10 * 60 * 1000

/**
 * Writes "office was refused staff accounts: POST /admin/staff" in the audit log. A refused
 * write reaches the primary (LiteFS's proxy sends every non-GET there) and is always recorded;
 * a refused page (GET) is recorded only where this machine may write, since a GET never writes
 * on a replica (docs/decisions/130-authority-by-capability.md), at most once per person,
 * capability and method in ten minutes, so nobody fills the log by reloading.
 */
export function recordRefusal(request: Request, admin: Admin, capability: StaffCapability) {
  const write = request.method !== 'GET' && request.method !== 'HEAD'
  if (!write && !isPrimary()) return
  const url = new URL(request.url)
  try {
    if (!write && recentRefusal(admin.id, capability, request.method, REFUSAL_EVERY_MS)) return
    recordAudit({
      actor: admin,
      kind: 'refused',
      subjectType: 'staff',
      subjectId: admin.id,
      summary: `${admin.username} (${STAFF_ROLE_LABELS[admin.role]}) was refused ${CAPABILITY_LABELS[capability]}: ${request.method} ${url.pathname}`,
      after: { capability, method: request.method, path: url.pathname },
    })
  } catch (error) {
    // The refusal stands even when the log cannot take its line (a busy database).
    console.error('Could not record a refusal in the audit log', error)
  }
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
