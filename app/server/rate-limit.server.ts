import { isIP } from 'node:net'
import type { Statement } from 'better-sqlite3'
import { db } from './db.server'
import { getEnv } from './env.server'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

let countHitStatement: Statement | undefined

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

/**
 * Fixed-window counter in SQLite (one row per key), so limits hold across restarts
 * and every process on the primary. Counts this hit and says whether it is allowed.
 */
export function hitRateLimit(
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now(),
): RateLimitResult {
  const effectiveLimit = Math.max(1, Math.floor(limit * getEnv().RATE_LIMIT_MULTIPLIER))
  const row = countHit().get(key, now, now - windowMs, now - windowMs) as {
    startedAt: number
    hits: number
  }
  const allowed = row.hits <= effectiveLimit
  const retryAfterSeconds = allowed ? 0 : Math.ceil((row.startedAt + windowMs - now) / 1000)
  return { allowed, retryAfterSeconds }
}

/**
 * The visitor's address as Fly's proxy reports it. Only `Fly-Client-IP` is trusted: the
 * proxy sets it on every request, while X-Forwarded-For and friends can be sent by anyone
 * to slip past a limit. Without the proxy (local runs) every visitor shares one key.
 */
export function clientKey(request: Request): string {
  const flyClientIp = request.headers.get('Fly-Client-IP')?.trim()
  return flyClientIp && isIP(flyClientIp) ? flyClientIp : 'unknown'
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
