/**
 * The e2e server's database, opened with the app's own connection settings and schema so a
 * test reads and writes typed tables (`db.select().from(schema.leads)`), not hand-written SQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type AppDatabase, openDatabase } from '../../db/client'

export * as schema from '../../db/schema'
export type { AppDatabase }

/** The SQLite file scripts/dev/e2e-server.js creates for the run's port (E2E_PORT). */
export function e2eDatabasePath(port = process.env.E2E_PORT): string {
  if (!port) throw new Error('E2E_PORT is not set: run the e2e tests through playwright.config.ts')
  return path.resolve(`tests/.tmp/e2e/e2e-${port}.db`)
}

/**
 * Opens a database file the server created (the e2e server's by default); the caller closes
 * it with `db.$client.close()`. A missing file is an error, not a new empty database.
 */
export function openE2eDatabase(filePath = e2eDatabasePath()): AppDatabase {
  if (!fs.existsSync(filePath)) {
    throw new Error(`No database at ${filePath}: is the e2e server (or the migration) running?`)
  }
  return openDatabase(filePath)
}

/**
 * Runs `work` on the database and always closes the connection afterwards. Through the replica
 * harness (npm run test:replica), whose replica gets the primary's writes late, it then waits
 * until the replica has what `work` wrote: the spec's next page may be read there.
 */
export async function withE2eDatabase<T>(
  work: (db: AppDatabase) => T | Promise<T>,
  filePath?: string,
): Promise<T> {
  const db = openE2eDatabase(filePath)
  try {
    return await work(db)
  } finally {
    db.$client.close()
    await replicaHasIt()
  }
}

/** Asks the replica harness (scripts/dev/replica-harness.js) to copy the primary's file now. */
async function replicaHasIt() {
  if (!process.env.REPLICA_RUN) return
  const harness = path.resolve(`tests/.tmp/e2e/replica-${process.env.E2E_PORT}.json`)
  if (!fs.existsSync(harness)) return
  const { controlPort } = JSON.parse(fs.readFileSync(harness, 'utf8')) as { controlPort?: number }
  if (controlPort) await fetch(`http://127.0.0.1:${controlPort}/replicate-now`, { method: 'POST' })
}
