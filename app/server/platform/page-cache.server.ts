/**
 * Anonymous pages from memory (docs/decisions/100-performance.md). A visitor with no cookie of ours gets the same
 * HTML as every other such visitor, so the production server (server/index.js) keeps the
 * rendered document per URL and answers the next one without running Remix at all.
 *
 * What keeps it safe:
 * - only GET, only without cookies (any cookie but the payment provider's own) and without an
 *   Authorization header, never the admin area, the API or Remix's data requests;
 * - only 200 text/html answers without Set-Cookie and without `no-store`, rendered without
 *   an error; a form's errors come from a POST or a cookie, so they are never stored;
 * - the CSP nonce: a page is stored cut at its nonce and joined with each visitor's own;
 * - a change to what pages show (catalogue, content, blog, slots: contentVersion, moved by
 *   triggers on any machine) empties it, as the catalogue cache does; a lead, a cart or a
 *   refused request does not. Entries also expire after a minute (pages that show the time
 *   of day, seats left in a slot) and the whole cache is bounded in entries and bytes.
 */
import { isbot } from 'isbot'
import { contentVersion } from './db-version.server'

/** Cookies the site never reads (Stripe.js's fraud signals); any other cookie means a visitor. */
const FOREIGN_COOKIES = new Set(['__stripe_mid', '__stripe_sid'])

/**
 * Paths never served from memory: per-visitor screens, JSON, files, and the booking wizard
 * (seats left in a slot change with every booking, which must not empty everybody's cache).
 */
const NEVER =
  /^\/(admin|api|cart|checkout|orders|appointments|book-appointment|uploads)(\/|$)|\.data$/

export const PAGE_CACHE_LIMITS = { entries: 300, bytes: 24 * 1024 * 1024, ttlMs: 60_000 }

export type CachedPage = {
  status: number
  headers: [string, string][]
  /** The HTML cut at every occurrence of the nonce it was rendered with. */
  parts: string[]
  bytes: number
  storedAt: number
}

type HeaderReader = (name: string) => string | null | undefined

/** The names of the cookies a Cookie header carries. */
function cookieNames(header: string): string[] {
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
}

/**
 * The cache key of a request, or null when its answer may depend on who is asking. The key
 * holds the origin (a forged Host header only ever poisons its own entry), the path with its
 * query, and whether the visitor is a crawler (they get the whole document at once and are
 * never counted as readers).
 */
export function pageCacheKey(method: string, url: URL, header: HeaderReader): string | null {
  if (method !== 'GET') return null
  if (NEVER.test(url.pathname) || url.searchParams.has('_data')) return null
  if (header('authorization')) return null
  const cookie = header('cookie')
  if (cookie && cookieNames(cookie).some((name) => !FOREIGN_COOKIES.has(name))) return null
  const bot = isbot(header('user-agent') ?? '') ? 'bot' : 'browser'
  return `${url.origin}${url.pathname}${url.search} ${bot}`
}

/** Whether an answer may be stored: a plain 200 page with nothing personal in it. */
export function isCacheableAnswer(status: number, headers: Headers): boolean {
  if (status !== 200) return false
  if (headers.has('set-cookie')) return false
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (/no-store/i.test(headers.get('cache-control') ?? '')) return false
  return true
}

/** Response headers kept with a page: the ones the route set, never per-request ones. */
const PER_REQUEST_HEADERS = new Set(['set-cookie', 'date', 'content-length', 'x-request-id'])

const pages = new Map<string, CachedPage>()
let cachedVersion = ''
let cachedBytes = 0

function forget(key: string) {
  const page = pages.get(key)
  if (!page) return
  cachedBytes -= page.bytes
  pages.delete(key)
}

/** Empties the cache when the database changed since the pages were rendered. */
function checkVersion() {
  const version = contentVersion()
  if (version !== cachedVersion) {
    pages.clear()
    cachedBytes = 0
    cachedVersion = version
  }
}

/** The stored page for a key, if it is still good. */
export function lookupPage(key: string, now = Date.now()): CachedPage | undefined {
  checkVersion()
  const page = pages.get(key)
  if (!page) return undefined
  if (now - page.storedAt > PAGE_CACHE_LIMITS.ttlMs) {
    forget(key)
    return undefined
  }
  // Least recently used goes first when the cache is full: move this one to the end.
  pages.delete(key)
  pages.set(key, page)
  return page
}

/**
 * What became of a render's page: kept, left out because the database changed while it was
 * being rendered (a new render will do), or not to be kept at all (personal, an error, huge).
 */
export type StoreOutcome = 'stored' | 'stale' | 'refused'

/**
 * Stores a rendered page. `version` is the database version read before the render began, so
 * a write during the render leaves the stale page out.
 */
export function storePage(
  key: string,
  answer: { status: number; headers: Headers; html: string; nonce: string; version: string },
  now = Date.now(),
): StoreOutcome {
  if (!isCacheableAnswer(answer.status, answer.headers)) return 'refused'
  checkVersion()
  if (answer.version !== cachedVersion) return 'stale'
  const bytes = answer.html.length * 2
  if (bytes > PAGE_CACHE_LIMITS.bytes / 4) return 'refused'
  const headers: [string, string][] = []
  answer.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  forget(key)
  // A page without inline scripts has no nonce to replace.
  const parts = answer.nonce ? answer.html.split(answer.nonce) : [answer.html]
  pages.set(key, { status: answer.status, headers, parts, bytes, storedAt: now })
  cachedBytes += bytes
  for (const oldest of pages.keys()) {
    if (pages.size <= PAGE_CACHE_LIMITS.entries && cachedBytes <= PAGE_CACHE_LIMITS.bytes) break
    forget(oldest)
  }
  return 'stored'
}

/** Renders under way for the cache, each settled with its outcome once its answer is out. */
const renders = new Map<string, Promise<StoreOutcome>>()
/** Pages whose render could not be kept (a Set-Cookie, a 404…): nobody waits for them a while. */
const notKept = new Map<string, number>()
export const RENDER_COALESCING = { waitMs: 3_000, notKeptMs: 60_000, staleRounds: 3 }

/** The outcome, or undefined if it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

export type PageTurn = { page: CachedPage } | { finish: (outcome: StoreOutcome) => void }

/**
 * What a visitor of a cacheable URL gets: the stored page, after waiting for another
 * visitor's render of it when one is under way (a burst waits for one render, not fifty), or
 * the job of rendering it, with `finish` to call once that answer is out. A render that came
 * out stale hands over to one new render, not to every visitor who was waiting for it.
 */
export async function pageOrRender(key: string): Promise<PageTurn> {
  let page = lookupPage(key)
  for (let round = 0; !page && round < RENDER_COALESCING.staleRounds; round++) {
    const pending = (notKept.get(key) ?? 0) > Date.now() ? undefined : renders.get(key)
    if (!pending) break
    const outcome = await within(pending, RENDER_COALESCING.waitMs)
    page = lookupPage(key)
    if (page || outcome !== 'stale') {
      if (!page && outcome === 'refused') {
        if (notKept.size > 1000) notKept.clear()
        notKept.set(key, Date.now() + RENDER_COALESCING.notKeptMs)
      }
      break
    }
  }
  if (page) return { page }
  // Someone else's render is still going (it took too long to wait for): render alongside.
  if (renders.has(key)) return { finish: () => {} }
  let settle: (outcome: StoreOutcome) => void = () => {}
  renders.set(key, new Promise((resolve) => (settle = resolve)))
  return {
    finish: (outcome) => {
      renders.delete(key)
      settle(outcome)
    },
  }
}

/** The database version to hand to `storePage` (read it before rendering). */
export function currentVersion(): string {
  checkVersion()
  return cachedVersion
}

/** The stored HTML with this visitor's nonce. */
export function pageBody(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce)
}

/** How full the cache is (tests, the benchmark). */
export function pageCacheStats() {
  return { entries: pages.size, bytes: cachedBytes }
}

export function clearPageCache() {
  pages.clear()
  notKept.clear()
  cachedBytes = 0
}

/** What the HTTP server uses (it reaches it through the server build's entry module). */
export const pageCache = {
  keyFor: pageCacheKey,
  cacheable: isCacheableAnswer,
  lookup: lookupPage,
  store: storePage,
  pageOrRender,
  body: pageBody,
  version: currentVersion,
}
