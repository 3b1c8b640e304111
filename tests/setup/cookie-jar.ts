/**
 * The cookies a browser would keep between requests in an integration test: absorb every
 * answer's Set-Cookie headers, send them back with `header()`.
 */
export class CookieJar {
  #cookies = new Map<string, string>()

  /**
   * Keeps every cookie the answer sets (a Response, a `callRoute` result, `{ headers }` or a
   * Headers object); a cookie set to expire (Max-Age=0 or an Expires in the past) is dropped.
   */
  absorb(source: Headers | { headers?: HeadersInit | null } | null | undefined): this {
    const headers = source instanceof Headers ? source : new Headers(source?.headers ?? undefined)
    for (const setCookie of headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      if (isExpired(attributes)) this.#cookies.delete(name)
      else this.#cookies.set(name, pair.slice(at + 1).trim())
    }
    return this
  }

  /** The `Cookie` request header ('' when the jar is empty). */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A cookie's value as the server set it (still encoded and signed), or undefined. */
  get(name: string): string | undefined {
    return this.#cookies.get(name)
  }
}

/** Max-Age wins over Expires (RFC 6265 5.3); Max-Age=0 or a past date deletes the cookie. */
function isExpired(attributes: string[]): boolean {
  let expires: number | undefined
  for (const attribute of attributes) {
    const at = attribute.indexOf('=')
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase()
    const value = at < 0 ? '' : attribute.slice(at + 1).trim()
    if (key === 'max-age' && /^-?\d+$/.test(value)) return Number(value) <= 0
    if (key === 'expires') expires = Date.parse(value)
  }
  return expires !== undefined && expires <= Date.now()
}
