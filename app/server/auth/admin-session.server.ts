/**
 * The admin's signed-in state, without the database: the session cookie and the tokens it
 * carries. A sign-in (form or API) creates a random token whose SHA-256 hash is stored in
 * `api_tokens` with an expiry; the browser keeps the token in a signed cookie, an API client
 * sends it as `Authorization: Bearer`. Ending a session deletes its row, so a copied cookie
 * stops working at once. Kept free of the database so test fixtures can build the cookie.
 */
import crypto from 'node:crypto'
import { createSiteSessionStorage } from '../platform/cookies.server'

export const ADMIN_SESSION_COOKIE = 'admin_session'
/** The key under which the session holds the raw token. */
export const ADMIN_SESSION_TOKEN_KEY = 'token'
/** A browser session lasts a working day. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** An API token lasts one day. */
export const API_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

let storage: ReturnType<typeof createSiteSessionStorage> | undefined

/** Built on first use, so the settings (SESSION_SECRET) are read when the app runs. */
export function adminSessionStorage() {
  storage ??= createSiteSessionStorage(ADMIN_SESSION_COOKIE, {
    maxAgeSeconds: ADMIN_SESSION_TTL_MS / 1000,
  })
  return storage
}

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** What is stored: a token is random enough that a plain SHA-256 cannot be guessed back. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Set-Cookie for a browser session carrying `token`. */
export async function commitAdminSession(token: string): Promise<string> {
  const session = await adminSessionStorage().getSession()
  session.set(ADMIN_SESSION_TOKEN_KEY, token)
  return adminSessionStorage().commitSession(session)
}
