import { db } from './db.server'

let versionStatement: { get: () => unknown } | null = null
let contentStatement: { get: () => unknown } | null = null

/**
 * The database's version as this process sees it, moved by any write at all: SQLite's
 * data_version moves when another connection commits (another process, a LiteFS replication),
 * total_changes() when this process's connection writes. Tests use it to prove a request wrote
 * nothing.
 */
export function databaseVersion(): string {
  versionStatement ??= db.$client.prepare(
    "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v",
  )
  return (versionStatement.get() as { v: string }).v
}

/**
 * The version of what public pages and prices show (catalogue, prices, content, blog, bookable
 * slots): moved by triggers on exactly those tables (db/schema.ts `contentVersion`), on every
 * machine alike. Leads, carts, orders, mail and rate limits leave it alone, so a visitor who
 * posts (or is refused) never empties the caches for everybody else.
 */
export function contentVersion(): string {
  contentStatement ??= db.$client.prepare('SELECT version AS v FROM content_version WHERE id = 1')
  const row = contentStatement.get() as { v: number } | undefined
  return row ? String(row.v) : ''
}

/**
 * A memo for read-heavy lookups (price grids, fabrics) that forgets everything when what the
 * catalogue shows changes, here or by replication, so it never answers from before such a
 * change. Bounded: full at `maxEntries`, it starts again empty.
 */
export function memoUntilNextWrite<V>(maxEntries: number) {
  let version = ''
  const entries = new Map<string, V>()
  return (key: string, compute: () => V): V => {
    const current = contentVersion()
    if (current !== version) {
      entries.clear()
      version = current
    }
    if (entries.has(key)) return entries.get(key) as V
    const value = compute()
    if (entries.size >= maxEntries) entries.clear()
    entries.set(key, value)
    return value
  }
}
