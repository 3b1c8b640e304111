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

export function openDatabase(filePath: string): AppDatabase {
  if (filePath !== ':memory:')
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
  const sqlite = new Database(filePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
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
