/**
 * Long because the key, the segmented store and render coalescing must be read together to see
 * that no visitor can get another's page. Anonymous pages from memory (docs/decisions/100-performance.md). A visitor with no cookie of ours gets the same
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
 *
 * What keeps it from being flooded (docs/decisions/122-shopper-speed.md):
 * - the key holds only the query parameters the page reads (PAGE_QUERY_PARAMS); any other
 *   (`?utm_source=`, `?flood=N`) is left out and the page is rendered for the address
 *   without it, so a million query strings are one entry and one render;
 * - a segmented LRU: a new page enters on probation and is protected once it is asked for
 *   again; new pages only ever push out other pages on probation, so one visitor's misses
 *   (a crawl of every blog search) never evict the pages everybody reads.
 */
import { isbot } from 'isbot'
import { CITY_SLUGS } from '~/content/cities'
import { choiceFromNavigation, englishPath, localeOfPath, offersSpanish } from '~/domain/locale'
import { CONFIGURATOR_QUERY_KEYS } from '~/domain/pricing/config-query'
import { contentVersion } from './db-version.server'
import { chosenLocale } from './i18n.server'

/**
 * What each cookie changes on a page that may be served from memory (docs/decisions/122-shopper-speed.md):
 * - `cart`: the frame shows the cart (badge, bar, mirror), so the key carries the cart's
 *   fingerprint: a shopper gets a page rendered for exactly that cart, never anyone else's
 *   (the fingerprint reads the ZIP the `customer` cookie remembers too: its county's sales tax
 *   is in the bar's total);
 * - `toast`: a pending flash message is shown once, so that request is rendered alone;
 * - a RegExp: the pages that read the visitor's own answers from it are rendered alone, any
 *   other page ignores it;
 * - `staff`: public pages ignore a staff session, except a staff preview of a content draft
 *   (`?preview=<version>`), rendered alone;
 * - `language`: the visitor's choice of language (docs/decisions/145-spanish.md): an English
 *   page offers the Spanish one or not, so the key says which;
 * - `ignored`: no cacheable page reads it (the cart and checkout pages, the admin area, My orders and the
 *   view beacon are never served from memory), or it is Stripe.js's own.
 * Any cookie not listed means a page is rendered alone. A cookie the app creates must be listed
 * (tests/integration/page-cache.test.ts checks the app's cookies against this list).
 */
export const COOKIE_EFFECTS: Record<
  string,
  'cart' | 'toast' | 'staff' | 'language' | 'ignored' | RegExp
> = {
  cart: 'cart',
  lang: 'language',
  toast: 'toast',
  quote_wizard: /^\/(quote\/?)?$/,
  'motors-quote': /^\/shop\/motors-accessories\/?$/,
  customer: 'ignored',
  blog_viewed: 'ignored',
  admin_session: 'staff',
  admin_device: 'ignored',
  my_orders: 'ignored',
  // Read only by the posts that create a lead, order or booking (arrival-cookie.server.ts).
  arrival: 'ignored',
  __stripe_mid: 'ignored',
  __stripe_sid: 'ignored',
}

/**
 * What the key needs to know about a visitor, read from the Cookie header by the modules that
 * own those cookies (the cart's fingerprint, whether a flash toast is waiting).
 */
export type VisitorReaders = {
  /** A fingerprint of everything the page frame shows of the cart; '' for an empty one. */
  cartFingerprint: (cookieHeader: string) => Promise<string>
  hasPendingToast: (cookieHeader: string) => Promise<boolean>
}

/**
 * Paths never served from memory: per-visitor screens, JSON, files, and the booking wizard
 * (seats left in a slot change with every booking, which must not empty everybody's cache),
 * and Remix's route manifest (`/__manifest?p=…`: JSON that reads its whole query).
 */
const NEVER =
  /^\/(admin|api|cart|checkout|orders|my-orders|find-my-orders|estimates|appointments|book-appointment|uploads|__manifest|pricing-test)(\/|$)|\.data$/

export const PAGE_CACHE_LIMITS = {
  entries: 300,
  bytes: 24 * 1024 * 1024,
  ttlMs: 60_000,
  /** The share of entries and bytes that pages asked for twice may hold. */
  protectedShare: 0.8,
}

/**
 * The query parameters each page reads, in its loader or its component; a page not listed
 * reads none. Any other parameter is left out of the cache key and of the render. A page that
 * starts reading a parameter must be listed here (tests/integration/page-cache.test.ts checks
 * the routes' code against this list).
 */
/** Cities the office added (app/server/content/cities.server.ts registers the test). */
let isAddedCity: (slug: string) => boolean = () => false
export function recogniseAddedCities(test: (slug: string) => boolean) {
  isAddedCity = test
}

/** A city landing page's path: one of the code's cities, or one the office added. */
const CITY_PATH = {
  test(path: string): boolean {
    const slug = /^\/([a-z0-9-]+)\/?$/.exec(path)?.[1]
    return Boolean(slug && (CITY_SLUGS.includes(slug) || isAddedCity(slug)))
  },
}

export const PAGE_QUERY_PARAMS: [{ test(path: string): boolean }, readonly string[]][] = [
  [/^\/blog\/?$/, ['search', 'category', 'tag', 'page']],
  [/^\/gallery\/?$/, ['category']],
  [/^\/quote\/?$/, ['step']],
  [/^\/window-company-portal\/?$/, ['submitted']],
  [/^\/shop\/motors-accessories\/?$/, ['tab', 'sent']],
  // A configurator's whole design lives in its query (docs/decisions/122-shopper-speed.md).
  [/^\/shop\/[a-z-]+\/?$/, CONFIGURATOR_QUERY_KEYS],
  // The city landing pages say thanks after a form.
  [CITY_PATH, ['submitted']],
]

/** The path and query a cacheable page is rendered and stored for: only the parameters it reads. */
export function canonicalPath(url: URL): string {
  // A Spanish page reads what its English twin reads.
  const english = englishPath(url.pathname)
  const allowed = PAGE_QUERY_PARAMS.find(([path]) => path.test(english))?.[1] ?? []
  const kept = new URLSearchParams()
  for (const [name, value] of url.searchParams) if (allowed.includes(name)) kept.append(name, value)
  const search = kept.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}

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

/** The part of a key that names the cart it was rendered for. */
const CART_MARK = ' cart='

/**
 * The cache key of a request, or null when its answer must be rendered for this visitor alone.
 * The key holds the origin (a forged Host header only ever poisons its own entry), the path
 * with the query parameters the page reads (canonicalPath), whether the visitor is a crawler
 * (they get the whole document at once), and for a shopper the fingerprint of their cart, so
 * two carts never share a page and everyone with an empty cart shares the anonymous one.
 */
export async function pageCacheKey(
  method: string,
  url: URL,
  header: HeaderReader,
  visitor?: VisitorReaders,
): Promise<string | null> {
  if (method !== 'GET') return null
  // A Spanish twin (/es/orders/…) is as private as its English page.
  if (NEVER.test(englishPath(url.pathname)) || url.searchParams.has('_data')) return null
  if (header('authorization')) return null
  const cookie = header('cookie') ?? ''
  let cart = ''
  for (const name of new Set(cookieNames(cookie))) {
    const effect = COOKIE_EFFECTS[name]
    if (effect === 'ignored' || effect === 'language') continue
    if (effect === 'staff') {
      if (url.searchParams.has('preview')) return null
      continue
    }
    if (effect instanceof RegExp) {
      if (effect.test(englishPath(url.pathname))) return null
      continue
    }
    if (!visitor) return null
    if (effect === 'toast') {
      if (await visitor.hasPendingToast(cookie)) return null
    } else if (effect === 'cart') {
      cart = await visitor.cartFingerprint(cookie)
    } else return null
  }
  const crawler = isbot(header('user-agent') ?? '')
  // The language (docs/decisions/145-spanish.md): the path says the page's; a move from a page in
  // the other language is a choice the answer remembers with a cookie, so it is rendered; an
  // English page offering the Spanish one (the choice before, or the browser's languages) is
  // another page than one that does not.
  const chosen = chosenLocale(cookie)
  const choice = choiceFromNavigation(url, header('referer'))
  if (choice && choice !== chosen) return null
  const offer = offersSpanish({
    pageLocale: localeOfPath(url.pathname),
    chosen,
    acceptLanguage: header('accept-language'),
    crawler,
  })
  const bot = crawler ? 'bot' : 'browser'
  return `${url.origin}${canonicalPath(url)} ${bot}${offer ? ' offer=es' : ''}${cart ? `${CART_MARK}${cart}` : ''}`
}

/** The cart fingerprint a key was made for ('' for no cart). */
export function cartOfKey(key: string): string {
  const at = key.indexOf(CART_MARK)
  return at < 0 ? '' : key.slice(at + CART_MARK.length)
}

/**
 * The header the render entry sets to the fingerprint of the cart the page was rendered with:
 * a page is stored only under the key of that same cart (a cart changed by another tab while
 * the page rendered is not stored under the old one). The HTTP server never sends it out.
 */
export const RENDERED_CART_HEADER = 'X-Rendered-Cart'

/** Whether an answer may be stored: a plain 200 page with nothing personal in it. */
export function isCacheableAnswer(status: number, headers: Headers): boolean {
  if (status !== 200) return false
  if (headers.has('set-cookie')) return false
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (/no-store/i.test(headers.get('cache-control') ?? '')) return false
  return true
}

/** Response headers kept with a page: the ones the route set, never per-request ones. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie',
  'date',
  'content-length',
  'x-request-id',
  RENDERED_CART_HEADER.toLowerCase(),
])

/** Pages asked for once since they were stored, and pages asked for again (segmented LRU). */
const probation = new Map<string, CachedPage>()
const protectedPages = new Map<string, CachedPage>()
let cachedVersion = ''
let cachedBytes = 0
let protectedBytes = 0

function forget(key: string) {
  const page = probation.get(key) ?? protectedPages.get(key)
  if (!page) return
  cachedBytes -= page.bytes
  if (protectedPages.delete(key)) protectedBytes -= page.bytes
  probation.delete(key)
}

function emptyPages() {
  probation.clear()
  protectedPages.clear()
  cachedBytes = 0
  protectedBytes = 0
}

/** Empties the cache when the database changed since the pages were rendered. */
function checkVersion() {
  const version = contentVersion()
  if (version !== cachedVersion) {
    emptyPages()
    cachedVersion = version
  }
}

/** A page asked for again moves to the protected segment; its oldest go back on probation. */
function protect(key: string, page: CachedPage) {
  if (probation.delete(key)) {
    protectedBytes += page.bytes
  } else {
    protectedPages.delete(key)
  }
  protectedPages.set(key, page)
  const { entries, bytes, protectedShare } = PAGE_CACHE_LIMITS
  for (const [oldest, demoted] of protectedPages) {
    if (protectedPages.size <= entries * protectedShare && protectedBytes <= bytes * protectedShare)
      break
    protectedPages.delete(oldest)
    protectedBytes -= demoted.bytes
    probation.set(oldest, demoted)
  }
}

/** The stored page for a key, if it is still good. */
export function lookupPage(key: string, now = Date.now()): CachedPage | undefined {
  checkVersion()
  const page = probation.get(key) ?? protectedPages.get(key)
  if (!page) return undefined
  if (now - page.storedAt > PAGE_CACHE_LIMITS.ttlMs) {
    forget(key)
    return undefined
  }
  protect(key, page)
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
  if ((answer.headers.get(RENDERED_CART_HEADER) ?? '') !== cartOfKey(key)) return 'refused'
  checkVersion()
  if (answer.version !== cachedVersion) return 'stale'
  const bytes = answer.html.length * 2
  if (bytes > PAGE_CACHE_LIMITS.bytes / 4) return 'refused'
  const headers: [string, string][] = []
  answer.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  // A page re-rendered after it expired keeps its place among the protected ones.
  const wasProtected = protectedPages.has(key)
  forget(key)
  // A page without inline scripts has no nonce to replace.
  const parts = answer.nonce ? answer.html.split(answer.nonce) : [answer.html]
  const page = { status: answer.status, headers, parts, bytes, storedAt: now }
  probation.set(key, page)
  cachedBytes += bytes
  if (wasProtected) protect(key, page)
  // New pages push out pages on probation first: never a protected one while any is left.
  const full = () =>
    probation.size + protectedPages.size > PAGE_CACHE_LIMITS.entries ||
    cachedBytes > PAGE_CACHE_LIMITS.bytes
  for (const oldest of probation.keys()) {
    if (!full()) break
    forget(oldest)
  }
  for (const oldest of protectedPages.keys()) {
    if (!full()) break
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
  return {
    entries: probation.size + protectedPages.size,
    protected: protectedPages.size,
    bytes: cachedBytes,
  }
}

export function clearPageCache() {
  emptyPages()
  notKept.clear()
}

/** What the HTTP server uses (it reaches it through the server build's entry module). */
export const pageCache = {
  keyFor: pageCacheKey,
  canonicalPath,
  cacheable: isCacheableAnswer,
  lookup: lookupPage,
  store: storePage,
  pageOrRender,
  body: pageBody,
  version: currentVersion,
}
