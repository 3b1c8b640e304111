import { type AppDatabase, applyMigrations, openDatabase } from '../../db/client'
import { getEnv } from './env.server'

export * as schema from '../../db/schema'

declare global {
  // Kept across dev-server reloads so one process holds one connection.
  var __appDb: AppDatabase | undefined
}

function connect(): AppDatabase {
  const db = openDatabase(getEnv().DATABASE_PATH)
  applyMigrations(db)
  return db
}

/** The one database connection of this process, migrated on first use. */
export const db: AppDatabase = globalThis.__appDb ?? connect()
globalThis.__appDb = db
