// When another process holds SQLite's write lock (a script run over `fly ssh`, a restore, a
// migration) a write waits for it. SQLite's own busy_timeout waits by blocking the thread, and
// Node has one: every visitor would wait. So the server's connection waits only a moment
// (db/client.ts), writes that matter retry asynchronously (whenDatabaseFree), and a write that
// still cannot get the lock is answered here, for every route, as 503 "try again" with
// Retry-After instead of a 500.
//
// A write this machine may not make right now is answered the same way: on a LiteFS replica,
// or on any machine while the primary is being handed over (LiteFS removes `.primary` then,
// and a machine that just lost the lease is a replica until it finds the new primary). The
// write is refused (SQLITE_READONLY; in WAL mode LiteFS's refusal of the WAL write reaches
// SQLite as an I/O error) and nothing was stored: the visitor may send it again.
import fs from 'node:fs'

/** What a visitor reads when the database is busy for longer than a write may wait. */
export const DATABASE_BUSY_MESSAGE =
  'We could not save that just now because the system is busy. Nothing was lost: please try again in a few seconds.'

export const DATABASE_BUSY_RETRY_SECONDS = 5

/**
 * Whether this machine may write the database now. Under LiteFS the database file in the
 * mount shows mode 0666 on the primary and 0444 on every other machine (fuse/database_node.go,
 * read afresh on each stat), including while no primary is known; the replica harness opens
 * its database read-only instead (DATABASE_READ_ONLY). A file that is not there yet (first
 * start of the primary) is taken as writable.
 * @param {{ databasePath?: string, readOnly?: boolean }} [options]
 * @returns {boolean}
 */
export function databaseWritableHere({
  databasePath = process.env.DATABASE_PATH,
  readOnly = process.env.DATABASE_READ_ONLY === 'true',
} = {}) {
  if (readOnly) return false
  if (!databasePath || databasePath === ':memory:') return true
  try {
    return (fs.statSync(databasePath).mode & 0o222) !== 0
  } catch {
    return true
  }
}

/**
 * True when SQLite could not write just now and the same request may succeed in a moment:
 * "database is locked" (another process holds the write lock) and a write refused because
 * this machine is not the primary at the moment (read-only, or LiteFS's I/O error on a
 * machine whose database is read-only), in any of their wrappings (drizzle wraps the
 * driver's error in `cause`).
 * @param {unknown} error
 * @returns {boolean}
 */
export function isDatabaseBusy(error) {
  let current = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current === 'object' && 'code' in current ? String(current.code) : ''
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true
    if (code.startsWith('SQLITE_READONLY')) return true
    if (code.startsWith('SQLITE_IOERR') && process.env.LITEFS_DIR && !databaseWritableHere()) {
      return true
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return false
}

/** The 503 a busy database is answered with (JSON: pages show it in their error boundary). */
export function databaseBusyResponse() {
  return Response.json(
    { error: DATABASE_BUSY_MESSAGE },
    {
      status: 503,
      headers: {
        'Retry-After': String(DATABASE_BUSY_RETRY_SECONDS),
        'Cache-Control': 'no-store',
      },
    },
  )
}

/**
 * The build with every loader and action answering a busy database as a thrown 503: Remix
 * renders a page's error boundary with that status, and returns a resource route's as it is.
 * @template {{ routes: Record<string, { module: Record<string, unknown> }> }} B
 * @param {B} build
 * @returns {B}
 */
export function answerBusyDatabase(build) {
  const routes = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module }
    for (const name of ['loader', 'action']) {
      const run = module[name]
      if (typeof run !== 'function') continue
      module[name] = async (args) => {
        try {
          return await run(args)
        } catch (error) {
          if (isDatabaseBusy(error)) {
            console.warn(
              `[database] busy or not writable here: ${args.request.method} ${new URL(args.request.url).pathname} answered 503`,
            )
            throw databaseBusyResponse()
          }
          throw error
        }
      }
    }
    routes[id] = { ...route, module }
  }
  return { ...build, routes }
}
