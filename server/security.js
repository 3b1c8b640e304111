// Security headers for every response of the production server (HTML, JSON, assets).
// Plain JavaScript: the HTTP server loads it before (and apart from) the Remix build.
import crypto from 'node:crypto'

/** Third parties the pages use, each only where it is needed. */
const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE, 'https://hooks.stripe.com']
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']
const BOOKING_WIDGET = ['https://online-booking.housecallpro.com']

/**
 * Where the browser sends error reports: the origin of the Sentry DSN (e.g.
 * https://o123.ingest.sentry.io), only when one is set; nothing otherwise or if it is not a URL.
 */
export function errorReportOrigins(dsn) {
  if (!dsn) return []
  try {
    const { protocol, host } = new URL(dsn)
    return protocol === 'https:' || protocol === 'http:' ? [`${protocol}//${host}`] : []
  } catch {
    return []
  }
}

/** A fresh nonce per request: the only inline scripts allowed are the ones Remix emits with it. */
export function createNonce() {
  return crypto.randomBytes(16).toString('base64')
}

/**
 * The Content-Security-Policy. Scripts: our own files and inline scripts carrying this
 * request's nonce, plus Stripe.js and the booking widget. Styles allow inline style attributes
 * (React's `style` props). Forms may post to Stripe Checkout (the no-JavaScript payment path
 * redirects there after the post). Error reports may go to Sentry's ingest host when a DSN is set.
 * @param {string} nonce
 * @param {{ production: boolean, sentryDsn?: string }} options
 */
export function contentSecurityPolicy(nonce, { production, sentryDsn }) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...STRIPE, ...BOOKING_WIDGET],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://i.ytimg.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://api.stripe.com',
      ...BOOKING_WIDGET,
      ...errorReportOrigins(sentryDsn),
    ],
    'frame-src': [...STRIPE_FRAMES, ...VIDEO_FRAMES, ...BOOKING_WIDGET],
    'form-action': ["'self'", 'https://checkout.stripe.com'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (production) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * The headers every response carries. HSTS only when the site is really served over HTTPS in
 * production (a local `npm start` on http must keep working).
 * @param {string} nonce
 * @param {{ production: boolean, https: boolean, sentryDsn?: string }} options
 */
export function securityHeaders(nonce, { production, https, sentryDsn }) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(nonce, {
      production: production && https,
      sentryDsn,
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  if (production && https) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

/**
 * Every security header this server sets, or could be made to send by another server's
 * answer, lowercased: a forwarded answer (server/forward-to-primary.js) keeps none of them,
 * so this machine's own always win.
 */
export const SECURITY_HEADER_NAMES = new Set([
  ...Object.keys(securityHeaders('', { production: true, https: true })).map((name) =>
    name.toLowerCase(),
  ),
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'x-xss-protection',
  'x-permitted-cross-domain-policies',
  'report-to',
  'reporting-endpoints',
  'nel',
])
