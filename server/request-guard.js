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

/**
 * A state-changing request another site made the visitor's browser send (a hidden
 * auto-submitting form, a fetch): refused. Browsers say where a request comes from in
 * Sec-Fetch-Site and Origin; requests without either (curl, servers) are not a browser
 * carrying a visitor's cookies. Exempt: Stripe's webhook and bearer-token API clients.
 */
export function isCrossSiteWrite({ method, path, host, headers }) {
  if (SAFE_METHODS.has(method)) return false
  if (matches(WEBHOOK_PATHS, path)) return false
  if (/^Bearer\s/i.test(headers.authorization ?? '')) return false
  const site = headers['sec-fetch-site']
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = headers.origin
  if (!origin || origin === 'null') return Boolean(origin)
  // Behind Fly's and LiteFS's proxies the public host may arrive as X-Forwarded-Host.
  const ownHosts = [host, headers['x-forwarded-host']].filter(Boolean)
  try {
    return !ownHosts.includes(new URL(origin).host)
  } catch {
    return true
  }
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
