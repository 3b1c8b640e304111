/**
 * Failed sign-ins are limited so that nobody can lock staff out (docs/decisions/121-sign-in-limits.md): per address
 * and username, per address, and per username from devices it never signed in on; a browser
 * the admin signed in on before carries a signed device cookie and has only its own counter.
 */
import { inArray } from 'drizzle-orm'
import { createSiteCookie } from '../platform/cookies.server'
import { db, schema } from '../platform/db.server'
import { clientKey, effectiveLimit } from '../platform/rate-limit.server'
import { newToken } from './admin-session.server'
import type { Admin } from './auth.server'

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
export function loginLimitRules(
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
export function lockedForSeconds(rules: LoginLimitRule[], now = Date.now()): number {
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
    const endsAt = row.windowStartedAt + windowMs
    if (endsAt > now && row.hits >= effectiveLimit(limit)) {
      seconds = Math.max(seconds, Math.ceil((endsAt - now) / 1000))
    }
  }
  return seconds
}

type DeviceMark = { username: string; device: string }

let deviceCookie: ReturnType<typeof createSiteCookie> | undefined
/** A year: the admin's own browser stays known between sign-ins (signed, httpOnly). */
function trustedDeviceCookie() {
  deviceCookie ??= createSiteCookie('admin_device', { maxAgeSeconds: 365 * 24 * 60 * 60 })
  return deviceCookie
}

/** The device's own id when this browser signed in as `username` before, else null. */
export async function trustedDeviceFor(request: Request, username: string): Promise<string | null> {
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
