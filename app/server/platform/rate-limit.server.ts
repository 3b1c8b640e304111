import { isIP } from 'node:net'
import type { Statement } from 'better-sqlite3'
import { db } from './db.server'
import { getEnv } from './env.server'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

let countHitStatement: Statement | undefined
let readWindowStatement: Statement | undefined

/** The visitor's current window, read without writing. */
function readWindow(): Statement {
  readWindowStatement ??= db.$client.prepare(
    'SELECT window_started_at AS startedAt, hits FROM rate_limit_buckets WHERE key = ?',
  )
  return readWindowStatement
}

/** Prepared once per process: every public post and price call runs it. */
function countHit(): Statement {
  countHitStatement ??= db.$client.prepare(
    `INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)
     ON CONFLICT(key) DO UPDATE SET
       hits = CASE WHEN window_started_at <= ? THEN 1 ELSE hits + 1 END,
       window_started_at = CASE WHEN window_started_at <= ? THEN excluded.window_started_at ELSE window_started_at END
     RETURNING window_started_at AS startedAt, hits`,
  )
  return countHitStatement
}

/** Every limit's window is at most a day: older buckets are only dead weight. */
const BUCKET_LIFETIME_MS = 24 * 60 * 60_000
const PRUNE_EVERY = 500
let hitsSincePrune = 0
let pruneStatement: Statement | undefined

/** Now and then (every PRUNE_EVERY hits) drops buckets whose window ended long ago. */
function pruneNow(now: number) {
  hitsSincePrune += 1
  if (hitsSincePrune < PRUNE_EVERY) return
  hitsSincePrune = 0
  pruneStatement ??= db.$client.prepare(
    'DELETE FROM rate_limit_buckets WHERE window_started_at < ?',
  )
  pruneStatement.run(now - BUCKET_LIFETIME_MS)
}

/**
 * Fixed-window counter in SQLite (one row per key), so limits hold across restarts
 * and every process on the primary. Counts this hit and says whether it is allowed. A hit
 * already over the limit is refused from a read alone: a client hammering a form writes
 * nothing (no lock taken, nothing replicated, no cache moved).
 */
export function hitRateLimit(
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now(),
): RateLimitResult {
  const current = readWindow().get(key) as CountedWindow | undefined
  if (current && current.startedAt > now - windowMs && current.hits >= effectiveLimit(limit)) {
    return verdict({ ...current, hits: current.hits + 1 }, { limit, windowMs }, now)
  }
  const window = countHit().get(key, now, now - windowMs, now - windowMs) as CountedWindow
  pruneNow(now)
  return verdict(window, { limit, windowMs }, now)
}

type CountedWindow = { startedAt: number; hits: number }

/**
 * The limit as this deployment applies it: scaled by RATE_LIMIT_MULTIPLIER (tests run many
 * sign-ins and forms from one address), rounded down, never under 1. Every limit uses it.
 */
export function effectiveLimit(limit: number, multiplier = getEnv().RATE_LIMIT_MULTIPLIER): number {
  return Math.max(1, Math.floor(limit * multiplier))
}

/** Whether a window's hits are within the limit, and if not, for how long. */
function verdict(
  window: CountedWindow,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: number,
): RateLimitResult {
  const allowed = window.hits <= effectiveLimit(limit)
  const retryAfterSeconds = allowed ? 0 : Math.ceil((window.startedAt + windowMs - now) / 1000)
  return { allowed, retryAfterSeconds }
}

/** Oldest window first: a key whose window starts again is moved to the end. */
const memoryWindows = new Map<string, CountedWindow>()
const MEMORY_KEYS = 10_000

/**
 * The same fixed window kept in this process's memory, for read-only calls whose limit need
 * not be shared between processes and must not write SQLite per request (price calls,
 * docs/decisions/100-performance.md). Bounded: past 10,000 keys the oldest windows are dropped, one per new key;
 * the map is never emptied, so a visitor who makes many keys cannot reset everyone's windows.
 */
export function hitMemoryRateLimit(
  key: string,
  rule: { limit: number; windowMs: number },
  now = Date.now(),
): RateLimitResult {
  let window = memoryWindows.get(key)
  if (!window || window.startedAt <= now - rule.windowMs) {
    memoryWindows.delete(key)
    for (const oldest of memoryWindows.keys()) {
      if (memoryWindows.size < MEMORY_KEYS) break
      memoryWindows.delete(oldest)
    }
    window = { startedAt: now, hits: 0 }
    memoryWindows.set(key, window)
  }
  window.hits += 1
  return verdict(window, rule, now)
}

/** The first 64 bits of an IPv6 address: one household or phone gets a whole /64. */
function ipv6Prefix64(ip: string): string {
  const [head, tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0
  const groups = [...left, ...Array(missing).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

/** The rate-limit key of an address: IPv4 as is (also when written IPv4-mapped), IPv6 by /64. */
export function addressKey(ip: string): string | null {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped) return mapped
  const version = isIP(ip)
  if (version === 4) return ip
  if (version === 6) return ipv6Prefix64(ip.toLowerCase())
  return null
}

/**
 * A wider key than `addressKey`'s for an IPv6 client: its first `bits` bits (at most 64).
 * Providers hand a home or a server a /56 or a /48, so a /64 key lets one customer count
 * as 256 or 65,536 visitors; IPv4 keys and 'unknown' stay as they are.
 */
export function widerAddressKey(key: string, bits = 56): string {
  const prefix = key.match(/^([0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3})::\/64$/)?.[1]
  if (!prefix) return key
  const width = Math.max(0, Math.min(64, bits))
  const groups = prefix.split(':').map((g) => Number.parseInt(g, 16))
  const kept = groups.map((group, i) => {
    const bitsHere = Math.max(0, Math.min(16, width - i * 16))
    return bitsHere === 0 ? 0 : group & (0xffff << (16 - bitsHere)) & 0xffff
  })
  return `${kept.map((g) => g.toString(16)).join(':')}::/${width}`
}

/**
 * Who is asking, for rate limits. The production server (server/index.js, server/trust.js)
 * sets `X-Visitor-Ip` on every request, replacing anything a client sent: Fly's
 * `Fly-Client-IP` when the request really came through Fly's proxy, the address a replica
 * proved for an upload it forwarded, the socket's address otherwise. On a deployed machine
 * (FLY_APP_NAME) that is the only address read; without that server (unit tests, the dev
 * server) Fly's header is read as it is.
 */
export function clientKey(request: Request): string {
  return clientKeyOf((name) => request.headers.get(name))
}

/** clientKey from a header reader (the HTTP server's price calls have no Request). */
export function clientKeyOf(header: (name: string) => string | null | undefined): string {
  const headers = getEnv().FLY_APP_NAME ? ['X-Visitor-Ip'] : ['X-Visitor-Ip', 'Fly-Client-IP']
  for (const name of headers) {
    const key = addressKey(header(name)?.trim() ?? '')
    if (key) return key
  }
  return 'unknown'
}

/**
 * The visitor's whole address, as the server sees it behind Fly's proxy (the same headers, in
 * the same order, as `clientKey`), for a record that must say who acted (an estimate's
 * acceptance); IPv4-mapped IPv6 is written as IPv4. 'unknown' when no header holds one.
 */
export function clientAddress(request: Request): string {
  const headers = getEnv().FLY_APP_NAME ? ['X-Visitor-Ip'] : ['X-Visitor-Ip', 'Fly-Client-IP']
  for (const name of headers) {
    const ip = request.headers.get(name)?.trim() ?? ''
    const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
    if (mapped) return mapped
    if (isIP(ip)) return ip.toLowerCase()
  }
  return 'unknown'
}

/** What a refused visitor reads: when to try again, and the phone that always works. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call ${getEnv().BUSINESS_PHONE} and we will help you right away.`
}

/** Counts one submission of a public form (`form` names it) by this visitor. */
export function limitVisitor(
  request: Request,
  form: string,
  rule: { limit: number; windowMs: number },
): RateLimitResult & { message: string } {
  const result = hitRateLimit(`${form}:${clientKey(request)}`, rule)
  return { ...result, message: result.allowed ? '' : rateLimitMessage(result.retryAfterSeconds) }
}
