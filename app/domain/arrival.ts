/**
 * Where a customer came from (issue 42, docs/decisions/146-where-customers-come-from.md): the
 * first page they landed on, the site that sent them, and the utm_source/utm_medium/utm_campaign
 * of the link. Remembered in a first-party cookie from the first page, stored with each lead,
 * order and booking when it arrives. Nothing else about a visitor is kept.
 *
 * The cookie is written by a client we do not trust: every value is cut to a few safe
 * characters and a short length, both when it is made and when it is read back.
 */

export type Arrival = {
  /** The path of the first page (no query). */
  landing: string | null
  /** The site that linked to it (host only, without www.), never our own. */
  referrer: string | null
  source: string | null
  medium: string | null
  campaign: string | null
}

/** The columns a lead, order or booking keeps it in (db/schema.ts, `arrivalColumns`). */
export type ArrivalColumns = {
  arrivalLanding: string | null
  arrivalReferrer: string | null
  arrivalSource: string | null
  arrivalMedium: string | null
  arrivalCampaign: string | null
}

export const ARRIVAL_COOKIE = 'arrival'
/** How long the first touch is remembered: a window-treatment sale takes weeks, not a year. */
export const ARRIVAL_MAX_AGE_SECONDS = 90 * 24 * 60 * 60

const LIMITS = { landing: 120, referrer: 80, utm: 60 } as const

/** A utm value: lower case, letters, digits and - _ . + (spaces become -), at most 60. */
function utmValue(value: string | null | undefined): string | null {
  if (!value) return null
  const clean = value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._+-]/g, '')
    .slice(0, LIMITS.utm)
  return clean || null
}

/** A path: starts with /, only URL-safe path characters, at most 120. */
function pathValue(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null
  const clean = value.replace(/[^A-Za-z0-9/._~-]/g, '').slice(0, LIMITS.landing)
  return clean.startsWith('/') ? clean : null
}

/** A host: lower case letters, digits, dots and dashes, without a leading www., at most 80. */
function hostValue(value: string | null | undefined): string | null {
  if (!value) return null
  const clean = value
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/[^a-z0-9.-]/g, '')
    .slice(0, LIMITS.referrer)
  return clean.includes('.') || clean === 'localhost' ? clean : null
}

function hostOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null
  } catch {
    return null
  }
}

/**
 * The arrival of a first page view: its path, the referring site (none when it is one of
 * `ownHosts`, or the browser sent no referrer), and the link's utm_* values.
 */
export function arrivalOfVisit(
  url: URL,
  referer: string | null | undefined,
  ownHosts: readonly string[],
): Arrival {
  // A host with its port (localhost:3000) is the same site as its name.
  const own = new Set(ownHosts.map((h) => hostValue(h.replace(/:\d+$/, ''))).filter(Boolean))
  const referrer = hostValue(hostOf(referer))
  return {
    landing: pathValue(url.pathname) ?? '/',
    referrer: referrer && !own.has(referrer) ? referrer : null,
    source: utmValue(url.searchParams.get('utm_source')),
    medium: utmValue(url.searchParams.get('utm_medium')),
    campaign: utmValue(url.searchParams.get('utm_campaign')),
  }
}

const KEYS = { landing: 'l', referrer: 'r', source: 's', medium: 'm', campaign: 'c' } as const

/** The cookie's value: a short query string of what is known. */
export function encodeArrival(arrival: Arrival): string {
  const params = new URLSearchParams()
  for (const [field, key] of Object.entries(KEYS)) {
    const value = arrival[field as keyof Arrival]
    if (value) params.set(key, value)
  }
  return params.toString()
}

/** The cookie read back, every value cleaned again; null when it holds no landing page. */
export function decodeArrival(value: string | null | undefined): Arrival | null {
  if (!value || value.length > 1000) return null
  const params = new URLSearchParams(value)
  const landing = pathValue(params.get(KEYS.landing))
  if (!landing) return null
  return {
    landing,
    referrer: hostValue(params.get(KEYS.referrer)),
    source: utmValue(params.get(KEYS.source)),
    medium: utmValue(params.get(KEYS.medium)),
    campaign: utmValue(params.get(KEYS.campaign)),
  }
}

/** The columns to store: all null when the visitor's arrival is not known (no cookie). */
export function arrivalColumns(arrival: Arrival | null): ArrivalColumns {
  return {
    arrivalLanding: arrival?.landing ?? null,
    arrivalReferrer: arrival?.referrer ?? null,
    arrivalSource: arrival?.source ?? null,
    arrivalMedium: arrival?.medium ?? null,
    arrivalCampaign: arrival?.campaign ?? null,
  }
}

/** Paths that are never a person's first page: files, the API, the back office, Remix's data. */
const NOT_A_LANDING =
  /^\/(admin|api|assets|uploads|build|__manifest|healthcheck|resources)(\/|$)|\.[a-z0-9]+$|\.data$/i

/**
 * Whether a request is a person's page view that may remember their arrival: a GET of a
 * document (Sec-Fetch-Dest document, or an Accept of HTML from an older browser), not a file,
 * an API call, the back office or a data request, and not a crawler (`isBot` from the caller).
 */
export function isLandingView(
  method: string,
  url: URL,
  header: (name: string) => string | null | undefined,
): boolean {
  if (method !== 'GET') return false
  if (NOT_A_LANDING.test(url.pathname) || url.searchParams.has('_data')) return false
  const dest = header('sec-fetch-dest')
  if (dest) return dest === 'document'
  return (header('accept') ?? '').includes('text/html')
}

/** The one line staff read on a lead or an order: where its customer came from. */
export function arrivalSentence(a: ArrivalColumns): string {
  if (!a.arrivalLanding) return 'Came from: not recorded'
  const from = a.arrivalSource ?? a.arrivalReferrer
  const details = [
    a.arrivalSource && a.arrivalReferrer ? `via ${a.arrivalReferrer}` : null,
    a.arrivalMedium,
    a.arrivalCampaign ? `campaign ${a.arrivalCampaign}` : null,
  ].filter(Boolean)
  return `Came from: ${from ?? 'direct'}${details.length ? ` (${details.join(', ')})` : ''}, first page ${a.arrivalLanding}`
}

// ---------------------------------------------------------------- the report's groups

/** A stored arrival's source: utm_source, else the referring site, else "direct". */
export const NOT_RECORDED = 'not-recorded'
export const DIRECT = 'direct'

export type StoredArrival = {
  landing: string | null
  referrer: string | null
  source: string | null
  campaign: string | null
}

export function sourceKey(a: StoredArrival): string {
  if (!a.landing) return NOT_RECORDED
  return a.source ?? a.referrer ?? DIRECT
}

export function sourceLabel(key: string): string {
  if (key === NOT_RECORDED) return 'Not recorded'
  if (key === DIRECT) return 'Direct (typed or bookmarked)'
  return key
}

export const NO_CAMPAIGN = ''

export function campaignKey(a: StoredArrival): string {
  return a.landing ? (a.campaign ?? NO_CAMPAIGN) : NOT_RECORDED
}

export function campaignLabel(key: string): string {
  if (key === NOT_RECORDED) return 'Not recorded'
  return key || 'No campaign'
}

export const OTHER_PAGES = 'other'

/**
 * The landing page as the owner reads it: each city page and blog post by itself (they are what
 * the business writes to bring customers), the home page, and every other page together.
 */
export function landingKey(a: StoredArrival, isCityPath: (path: string) => boolean): string {
  if (!a.landing) return NOT_RECORDED
  const path = a.landing.length > 1 ? a.landing.replace(/\/+$/, '') : a.landing
  if (path === '/' || isCityPath(path) || /^\/blog\/[^/]+$/.test(path)) return path
  return OTHER_PAGES
}

export function landingLabel(
  key: string,
  cityNameOf: (path: string) => string | undefined = () => undefined,
): string {
  if (key === NOT_RECORDED) return 'Not recorded'
  if (key === OTHER_PAGES) return 'Other pages'
  if (key === '/') return 'Home page'
  if (key.startsWith('/blog/')) return `Blog post ${key}`
  const name = cityNameOf(key)
  return name ? `City page ${name} (${key})` : `City page ${key}`
}

export type ArrivalTally = StoredArrival & {
  leads: number
  bookings: number
  orders: number
  paidCents: number
}

export type AttributionRow = {
  key: string
  label: string
  leads: number
  bookings: number
  orders: number
  paidCents: number
}

/** Adds up tallies by a key, most revenue first, then most leads, then by name. */
export function attributionBy(
  tallies: readonly ArrivalTally[],
  keyOf: (a: StoredArrival) => string,
  labelOf: (key: string) => string,
): AttributionRow[] {
  const rows = new Map<string, AttributionRow>()
  for (const t of tallies) {
    const key = keyOf(t)
    let row = rows.get(key)
    if (!row) {
      row = { key, label: labelOf(key), leads: 0, bookings: 0, orders: 0, paidCents: 0 }
      rows.set(key, row)
    }
    row.leads += t.leads
    row.bookings += t.bookings
    row.orders += t.orders
    row.paidCents += t.paidCents
  }
  return [...rows.values()].sort(
    (a, b) => b.paidCents - a.paidCents || b.leads - a.leads || a.label.localeCompare(b.label),
  )
}
