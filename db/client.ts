/**
 * Opens the SQLite database with the settings every connection needs, and applies
 * committed migrations. Shared by the server, the seed and the tests.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from './schema'

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export type OpenOptions = {
  /**
   * How long a write blocks waiting for another process's write lock. SQLite waits by blocking
   * the thread: scripts may wait seconds, the server only a moment (its one thread serves every
   * visitor; it retries asynchronously instead, app/server/platform/db.server.ts).
   */
  busyTimeoutMs?: number
  /**
   * Opens the file read-only, as a LiteFS replica is: every write throws. Only the replica
   * harness (tests/replica) sets it, through DATABASE_READ_ONLY.
   */
  readOnly?: boolean
}

export function openDatabase(
  filePath: string,
  { busyTimeoutMs = 5000, readOnly = false }: OpenOptions = {},
): AppDatabase {
  if (filePath !== ':memory:' && !readOnly)
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
  const sqlite = new Database(filePath, readOnly ? { readonly: true, fileMustExist: true } : {})
  if (!readOnly) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`)
  sqlite.pragma('foreign_keys = ON')
  if (!readOnly) sqlite.pragma('synchronous = NORMAL')
  return drizzle(sqlite, { schema }) as AppDatabase
}

/** Where the committed migrations live, whether run from source or from the build. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), 'db/migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  ]
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')))
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`)
  return found
}

/** Applies pending migrations; drizzle records each one, so a second run applies none. */
export function applyMigrations(db: AppDatabase): void {
  migrate(db, { migrationsFolder: migrationsFolder() })
}
