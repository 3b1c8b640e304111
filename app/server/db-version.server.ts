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
