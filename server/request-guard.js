// What the production server refuses before the app sees a request: oversized bodies,
// methods no route takes, and state-changing requests from other sites. Pure functions of
// the request's method, path and headers, unit-tested in request-guard.test.js.

const KB = 1024
const MB = 1024 * KB

/** Body limits: uploads only where photos and images are sent; small everywhere else. */
export const LIMITS = {
  /** Quote photos: 6 x 10 MB plus the answers. Admin images up to 10 MB. */
  upload: 64 * MB,
  /** Admin forms and JSON (a blog post's HTML). */
  admin: 2 * MB,
  /** Stripe's events are small. */
  webhook: 512 * KB,
  /** Public JSON calls (prices, orders, bookings). */
  json: 16 * KB,
  /** Public forms. */
  form: 64 * KB,
}

const UPLOAD_PATHS = [
  /^\/quote\/?$/,
  /^\/api\/submit-lead\/?$/,
  /^\/admin(\/|$)/,
  /^\/api\/admin\//,
]
const ADMIN_PATHS = [/^\/admin(\/|$)/, /^\/api\/admin\//]
/** Called by Stripe's servers (signature-checked by the route), not by browsers. */
export const WEBHOOK_PATHS = [/^\/api\/stripe-webhook\/?$/, /^\/api\/webhooks\/stripe\/?$/]

const matches = (patterns, path) => patterns.some((p) => p.test(path))

/** The most bytes a request body may have. */
export function bodyLimit(method, path, contentType = '') {
  if (method === 'GET' || method === 'HEAD') return 0
  const type = contentType.toLowerCase()
  if (matches(WEBHOOK_PATHS, path)) return LIMITS.webhook
  if (type.startsWith('multipart/form-data') && matches(UPLOAD_PATHS, path)) return LIMITS.upload
  if (matches(ADMIN_PATHS, path)) return LIMITS.admin
  if (type.includes('json')) return LIMITS.json
  return LIMITS.form
}

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST'])
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Pages take GET and POST; the JSON API also PUT, PATCH and DELETE. Nothing takes TRACE. */
export function allowedMethods(path) {
  return path.startsWith('/api/') ? API_METHODS : PAGE_METHODS
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What a real bearer token looks like (app/server/auth/admin-session.server.ts: 32 bytes, base64url). */
const BEARER_TOKEN = /^Bearer\s+[A-Za-z0-9_-]{32,}\s*$/i

/** The origin (scheme, host and port) of an address, or null when it is not one. */
function originOf(address) {
  try {
    const url = new URL(address)
    return url.origin === 'null' ? null : url.origin
  } catch {
    return null
  }
}

/**
 * Whether a request target is a path on this site, in origin-form (RFC 9112 3.2.1): one `/`,
 * then the path. Anything else is answered 400 before any other middleware reads it:
 * `//host/x` (a URL parser reads it as another host, and LiteFS passes `//host/x.png` on as
 * it is), absolute-form `http://host/x`, `*`, a backslash (URL parsers read `\` as `/`), a
 * byte outside visible ASCII (they drop tabs and newlines), and a `.` or `..` segment, also
 * percent-encoded (a path built from it would move).
 */
export function isOriginFormTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return false
  }
  if (/[^\x21-\x7e]/.test(target)) return false
  const path = target.split('?')[0]
  if (path.includes('\\')) return false
  return !path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
}

/**
 * The host Remix compares a posted Origin with (@remix-run/server-runtime's
 * throwIfPotentialCSRFAttack, on every document POST, PUT, PATCH and DELETE): the first
 * X-Forwarded-Host, else Host, as sent.
 */
function hostRemixCompares(host, headers) {
  const forwarded = String(headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    .trim()
  return forwarded || host
}

/**
 * A state-changing request another site made the visitor's browser send (a hidden
 * auto-submitting form, a fetch): refused. Browsers say where a request comes from in
 * Sec-Fetch-Site and Origin; requests without either (curl, servers) are not a browser
 * carrying a visitor's cookies. The site's own origin is SITE_URL's, scheme and port included
 * (an `https://` Origin on an `http://` site is another origin), or the same scheme with the
 * Host the request came to (the fly.dev name beside a custom domain); an Origin must always
 * name the host the request came to (issue 25.7). A client's X-Forwarded-Host never makes
 * another origin our own. Exempt: Stripe's webhook, and API clients with a
 * well-formed bearer token and no cookies (a browser sends cookies; a token alone is no
 * ambient authority another site could borrow).
 */
export function isCrossSiteWrite({ method, path, host, headers, siteUrl }) {
  if (SAFE_METHODS.has(method)) return false
  // A page's action whose Origin names another host than the one the request was sent to
  // (Host, or a client's X-Forwarded-Host, which Remix reads first): Remix would abort it with
  // a 500. The JSON API's resource routes are not checked by Remix; the rules below hold there.
  if (headers.origin !== undefined && !path.startsWith('/api/')) {
    const from = originOf(headers.origin)
    if (!from || new URL(from).host !== hostRemixCompares(host, headers)) return true
  }
  if (matches(WEBHOOK_PATHS, path)) return false
  if (BEARER_TOKEN.test(headers.authorization ?? '') && !headers.cookie) return false
  const site = headers['sec-fetch-site']
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = headers.origin
  if (!origin) return false
  const from = originOf(origin)
  if (!from) return true
  const siteOrigin = originOf(siteUrl ?? '') ?? originOf(`http://${host}`)
  if (!siteOrigin) return true
  const scheme = new URL(siteOrigin).protocol
  const ownOrigins = [siteOrigin, host ? originOf(`${scheme}//${host}`) : null]
  return !ownOrigins.includes(from)
}

/**
 * The staff area and its API: every answer (pages, `.data`, JSON, redirects, errors) is
 * `private, no-store`, so no browser, proxy or shared cache keeps what staff saw.
 */
export function isAdminPath(path) {
  return /^\/(admin|api\/admin)(\/|\.data$|$)|^\/admin[._]/.test(path)
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * Pages take their posts as web forms only; anything else (JSON, XML, no body type) would
 * make the page's action fail to read it. The JSON API is not concerned.
 */
export function isUnreadablePagePost(method, path, contentType = '') {
  if (method !== 'POST' || path.startsWith('/api/')) return false
  const type = contentType.toLowerCase()
  return !FORM_TYPES.some((form) => type.startsWith(form))
}
