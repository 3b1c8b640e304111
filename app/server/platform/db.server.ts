import { type AppDatabase, applyMigrations, openDatabase } from '../../../db/client'
import { isDatabaseBusy } from '../../../server/database-busy.js'
import { getEnv } from './env.server'
import { isPrimary } from './litefs.server'

export * as schema from '../../../db/schema'

declare global {
  // Kept across dev-server reloads so one process holds one connection.
  var __appDb: AppDatabase | undefined
}

/**
 * How long one statement may block the server's only thread waiting for another process's write
 * lock. Longer waits happen in whenDatabaseFree, between other visitors' requests.
 */
export const SERVER_BUSY_TIMEOUT_MS = 50

function connect(): AppDatabase {
  const db = openDatabase(getEnv().DATABASE_PATH, {
    busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS,
    readOnly: process.env.DATABASE_READ_ONLY === 'true',
  })
  // Only the primary writes: a LiteFS replica gets the migrations by replication, and would
  // crash trying to apply them if it got a release before the primary did.
  if (isPrimary()) applyMigrations(db)
  return db
}

/** The one database connection of this process, migrated on first use (on the primary). */
export const db: AppDatabase = globalThis.__appDb ?? connect()
globalThis.__appDb = db

/**
 * Runs one write (a single transaction: it is run again whole) and, while another process holds
 * the write lock, tries again after a pause that lets every other request go on, until `waitMs`
 * has passed. Then the busy error goes up (also a write this machine may not make now: a
 * LiteFS replica, or any machine while the primary is handed over): every route answers it as 503 with Retry-After
 * (server/database-busy.js), and forms that can keep what was typed catch it first.
 */
export async function whenDatabaseFree<T>(
  write: () => T | Promise<T>,
  { waitMs = 4_000 }: { waitMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + waitMs
  for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
    try {
      return await write()
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() + pause > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

export {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_SECONDS,
  isDatabaseBusy,
} from '../../../server/database-busy.js'
