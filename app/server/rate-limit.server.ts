import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { db } from './db.server'
import { getEnv } from './env.server'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

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
  const row = db.$client
    .prepare(
      `INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)
       ON CONFLICT(key) DO UPDATE SET
         hits = CASE WHEN window_started_at <= ? THEN 1 ELSE hits + 1 END,
         window_started_at = CASE WHEN window_started_at <= ? THEN excluded.window_started_at ELSE window_started_at END
       RETURNING window_started_at AS startedAt, hits`,
    )
    .get(key, now, now - windowMs, now - windowMs) as { startedAt: number; hits: number }
  const allowed = row.hits <= effectiveLimit
  const retryAfterSeconds = allowed ? 0 : Math.ceil((row.startedAt + windowMs - now) / 1000)
  return { allowed, retryAfterSeconds }
}

/** The visitor's IP address (Fly-Client-IP, X-Forwarded-For…), or 'unknown'. */
export function clientKey(request: Request): string {
  return getClientIPAddress(request) ?? 'unknown'
}
