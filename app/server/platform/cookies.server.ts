/**
 * The site's cookies share one set of attributes: signed with SESSION_SECRET (rotation by a
 * comma-separated list), httpOnly, SameSite=Lax, and Secure whenever the site is served over
 * HTTPS in production (a local `npm start` on http must still be able to keep a cart).
 */
import { createCookie, createCookieSessionStorage } from '@remix-run/node'
import { getEnv, getSessionSecrets } from './env.server'

export function secureCookies(): boolean {
  const env = getEnv()
  return env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https')
}

function siteCookieOptions(maxAgeSeconds: number | undefined) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secrets: getSessionSecrets(),
    secure: secureCookies(),
    maxAge: maxAgeSeconds,
  }
}

/** A signed cookie holding one value (a cart id, a quote list). */
export function createSiteCookie(name: string, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}) {
  return createCookie(name, siteCookieOptions(maxAgeSeconds))
}

/** A signed cookie session (flash toasts, the no-JS quote wizard); no maxAge: ends with the browser. */
export function createSiteSessionStorage(
  name: string,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
) {
  return createCookieSessionStorage({ cookie: { name, ...siteCookieOptions(maxAgeSeconds) } })
}
