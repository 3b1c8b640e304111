/**
 * The first-touch cookie (issue 42, docs/decisions/146-where-customers-come-from.md): set by
 * the HTTP server on a person's first page view (server/index.js, through the build's entry),
 * read when they send a lead, an order or a booking, which keeps it in its own row.
 *
 * It is set on the Express response, before the page cache: a page from memory or a page being
 * stored never carries it (the cache stores the app's answer, never the response's own headers),
 * and the page rendered is the same for everyone. A GET never writes the database.
 *
 * Not signed: the visitor chooses their first page anyway; every value is cleaned on the way in
 * and again on the way out (app/domain/arrival.ts), so a forged one is only ever a short, plain
 * string in a report.
 */
import { isbot } from 'isbot'
import {
  ARRIVAL_COOKIE,
  ARRIVAL_MAX_AGE_SECONDS,
  type ArrivalColumns,
  arrivalColumns,
  arrivalOfVisit,
  decodeArrival,
  encodeArrival,
  isLandingView,
} from '~/domain/arrival'
import { secureCookies } from './cookies.server'
import { getEnv } from './env.server'

/** The raw value of the arrival cookie in a Cookie header, if any. */
function cookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== ARRIVAL_COOKIE) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

function siteHost(): string | null {
  try {
    return new URL(getEnv().SITE_URL).host
  } catch {
    return null
  }
}

/**
 * The Set-Cookie header for a request that is a person's first page view without a (readable)
 * arrival cookie; null for anything else: a file, a data request, a crawler, someone we already
 * know the arrival of.
 */
export function firstTouchCookie(
  method: string,
  url: URL,
  header: (name: string) => string | null | undefined,
): string | null {
  if (!isLandingView(method, url, header)) return null
  if (isbot(header('user-agent') ?? '')) return null
  if (decodeArrival(cookieValue(header('cookie')))) return null
  const own = [url.host, siteHost()].filter((h): h is string => Boolean(h))
  const value = encodeURIComponent(encodeArrival(arrivalOfVisit(url, header('referer'), own)))
  const secure = secureCookies() ? '; Secure' : ''
  return `${ARRIVAL_COOKIE}=${value}; Max-Age=${ARRIVAL_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

/**
 * Where the sender of this request came from, as the columns a lead, order or booking keeps
 * (all null without the cookie: a visitor who refuses cookies, an API client).
 */
export function arrivalFromRequest(request: Request): ArrivalColumns {
  return arrivalColumns(decodeArrival(cookieValue(request.headers.get('cookie'))))
}
