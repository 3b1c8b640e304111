import { db } from './db.server'

let versionStatement: { get: () => unknown } | null = null

/**
 * The database's version as this process sees it, for caches that must never outlive a write:
 * SQLite's data_version moves when another connection commits (another process, a LiteFS
 * replication), total_changes() when this process's connection writes.
 */
export function databaseVersion(): string {
  versionStatement ??= db.$client.prepare(
    "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v",
  )
  return (versionStatement.get() as { v: string }).v
}

/**
 * A memo for read-heavy lookups (price grids, fabrics) that forgets everything when the
 * database changes, here or by replication, so it never answers from before a write. Bounded:
 * full at `maxEntries`, it starts again empty.
 */
export function memoUntilNextWrite<V>(maxEntries: number) {
  let version = ''
  const entries = new Map<string, V>()
  return (key: string, compute: () => V): V => {
    const current = databaseVersion()
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
