/**
 * Staff sign-in and the one guard every admin loader, action and `/api/admin/*` route calls.
 *
 * - The login form goes through remix-auth's FormStrategy; `POST /api/admin/login` (JSON)
 *   uses the same `verifyLogin`. Passwords are scrypt hashes (`password.server.ts`).
 * - Failed sign-ins are limited so that nobody can lock staff out (decision 121): per address
 *   and username, per address, and per username from devices it never signed in on; a
 *   browser the admin signed in on before carries a signed device cookie and has only its own
 *   counter.
 * - A sign-in creates a token, stored hashed with an expiry (`admin-session.server.ts`):
 *   the browser keeps it in a signed cookie, an API client sends it as a bearer token.
 */
import { redirect } from '@remix-run/node'
import { and, eq, gt, inArray, lte } from 'drizzle-orm'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { createSiteCookie } from '../platform/cookies.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { jsonError, retryAfter, safeRedirect } from '../platform/http.server'
import { clientKey, hitRateLimit } from '../platform/rate-limit.server'
import {
  ADMIN_SESSION_TOKEN_KEY,
  ADMIN_SESSION_TTL_MS,
  adminSessionStorage,
  commitAdminSession,
  hashToken,
  newToken,
} from './admin-session.server'
import { hashPassword, verifyPassword } from './password.server'

export type Admin = { id: number; username: string }

export const INVALID_CREDENTIALS = 'Invalid credentials'
export const LOGIN_PATH = '/admin/login'
const FIFTEEN_MINUTES = 15 * 60 * 1000
/** Failed sign-ins allowed for one username from one address (or one trusted device). */
export const LOGIN_LIMIT = { limit: 5, windowMs: FIFTEEN_MINUTES }
/** Failed sign-ins allowed from one address, whatever the usernames (a shared office counts once). */
export const ADDRESS_LOGIN_LIMIT = { limit: 20, windowMs: FIFTEEN_MINUTES }
/**
 * Failed sign-ins allowed for one username from devices it never signed in on, all addresses
 * together: a guesser spread over many addresses is stopped, but a device the admin signed in
 * on before is never refused by it (OWASP's device cookies), so nobody can lock staff out.
 */
export const USERNAME_LOGIN_LIMIT = { limit: 20, windowMs: FIFTEEN_MINUTES }

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

// ---------------------------------------------------------------- failed sign-ins

/** One spelling per username for the limits: `Admin`, ` admin` and `ａｄｍｉｎ` are one. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase()
}

type LoginLimitRule = { key: string; rule: { limit: number; windowMs: number } }

/**
 * Which counters a sign-in attempt is checked against and, when it fails, adds to. A device
 * the username signed in on before has its own counter and nothing else: no address or
 * username-wide counter a stranger can fill applies to it.
 */
function loginLimitRules(
  request: Request,
  username: string,
  trustedDevice: string | null,
): LoginLimitRule[] {
  const user = usernameKey(username)
  if (trustedDevice) return [{ key: `admin-login-device:${trustedDevice}`, rule: LOGIN_LIMIT }]
  const address = clientKey(request)
  return [
    { key: `admin-login-ip-user:${address}:${user}`, rule: LOGIN_LIMIT },
    { key: `admin-login-ip:${address}`, rule: ADDRESS_LOGIN_LIMIT },
    { key: `admin-login-user:${user}`, rule: USERNAME_LOGIN_LIMIT },
  ]
}

/** Seconds until the next attempt is allowed when any of the counters is full, else 0. */
function lockedForSeconds(rules: LoginLimitRule[], now = Date.now()): number {
  const rows = db
    .select()
    .from(schema.rateLimitBuckets)
    .where(
      inArray(
        schema.rateLimitBuckets.key,
        rules.map((r) => r.key),
      ),
    )
    .all()
  let seconds = 0
  for (const row of rows) {
    const { limit, windowMs } = rules.find((r) => r.key === row.key)?.rule ?? LOGIN_LIMIT
    const effectiveLimit = Math.max(1, Math.floor(limit * getEnv().RATE_LIMIT_MULTIPLIER))
    const endsAt = row.windowStartedAt + windowMs
    if (endsAt > now && row.hits >= effectiveLimit) {
      seconds = Math.max(seconds, Math.ceil((endsAt - now) / 1000))
    }
  }
  return seconds
}

// ---------------------------------------------------------------- trusted devices

type DeviceMark = { username: string; device: string }

let deviceCookie: ReturnType<typeof createSiteCookie> | undefined
/** A year: the admin's own browser stays known between sign-ins (signed, httpOnly). */
function trustedDeviceCookie() {
  deviceCookie ??= createSiteCookie('admin_device', { maxAgeSeconds: 365 * 24 * 60 * 60 })
  return deviceCookie
}

/** The device's own id when this browser signed in as `username` before, else null. */
async function trustedDeviceFor(request: Request, username: string): Promise<string | null> {
  const mark = (await trustedDeviceCookie().parse(request.headers.get('Cookie'))) as unknown
  if (!mark || typeof mark !== 'object') return null
  const { username: known, device } = mark as Partial<DeviceMark>
  if (typeof known !== 'string' || typeof device !== 'string') return null
  return known === usernameKey(username) ? device : null
}

/** Set-Cookie that marks this browser as one `admin` signed in on (kept on later sign-ins). */
export async function rememberDevice(request: Request, admin: Admin): Promise<string> {
  const device = (await trustedDeviceFor(request, admin.username)) ?? newToken().slice(0, 22)
  const mark: DeviceMark = { username: usernameKey(admin.username), device }
  return trustedDeviceCookie().serialize(mark)
}

export function loginLockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
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
    throw new LoginRefusedError(INVALID_CREDENTIALS, 401)
  }
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
