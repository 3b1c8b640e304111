/**
 * What an error report may carry to Sentry (docs/deploy.md, "Error reports"): no personal data.
 * Sentry is told not to collect it (`sendDefaultPii: false`); this removes what an error still
 * drags in: cookies and authorization headers, the user, and e-mail addresses and phone numbers
 * in any text (a message quoting a form, a URL with `?email=`, a breadcrumb). Pure, so the server
 * and the browser share it and it is tested on its own.
 */

// `%40`: an address in a URL's query.
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi
// North American numbers as people type them: 954-555-0100, (954) 555 0100, +1 954.555.0100,
// 9545550100. Not long digit runs (order ids, timestamps): 10 or 11 digits, alone.
const PHONE = /(?<![\w.])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\w])/g
/** Headers that carry who the visitor is; dropped whatever their case. */
const PRIVATE_HEADERS = new Set(['cookie', 'set-cookie', 'authorization', 'proxy-authorization'])

export const REDACTED = '[redacted]'

/** The text with e-mail addresses and phone numbers replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED)
}

/** Every string in a value, scrubbed, at any depth; the value itself is not changed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (depth > 10 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (PRIVATE_HEADERS.has(key.toLowerCase())) continue
    copy[key] = scrubValue(item, depth + 1)
  }
  return copy as T
}

/**
 * An error report fit to send: no user, no cookies, no authorization, no e-mail address or
 * phone number anywhere in it. Used as Sentry's `beforeSend` and `beforeBreadcrumb`.
 */
export function scrubErrorReport<E extends object>(event: E): E {
  const { user: _user, request, ...rest } = event as Record<string, unknown>
  const scrubbed = scrubValue(rest)
  if (request && typeof request === 'object') {
    const { cookies: _cookies, ...keep } = request as Record<string, unknown>
    scrubbed.request = scrubValue(keep)
  }
  return scrubbed as E
}
