import { type AppDatabase, applyMigrations, openDatabase } from '../../db/client'
import { getEnv } from './env.server'
import { isPrimary } from './litefs.server'

export * as schema from '../../db/schema'

declare global {
  // Kept across dev-server reloads so one process holds one connection.
  var __appDb: AppDatabase | undefined
}

function connect(): AppDatabase {
  const db = openDatabase(getEnv().DATABASE_PATH)
  // Only the primary writes: a LiteFS replica gets the migrations by replication, and would
  // crash trying to apply them if it got a release before the primary did.
  if (isPrimary()) applyMigrations(db)
  return db
}

/** The one database connection of this process, migrated on first use (on the primary). */
export const db: AppDatabase = globalThis.__appDb ?? connect()
globalThis.__appDb = db
