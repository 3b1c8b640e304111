// When another process holds SQLite's write lock (a script run over `fly ssh`, a restore, a
// migration) a write waits for it. SQLite's own busy_timeout waits by blocking the thread, and
// Node has one: every visitor would wait. So the server's connection waits only a moment
// (db/client.ts), writes that matter retry asynchronously (whenDatabaseFree), and a write that
// still cannot get the lock is answered here, for every route, as 503 "try again" with
// Retry-After instead of a 500.

/** What a visitor reads when the database is busy for longer than a write may wait. */
export const DATABASE_BUSY_MESSAGE =
  'We could not save that just now because the system is busy. Nothing was lost: please try again in a few seconds.'

export const DATABASE_BUSY_RETRY_SECONDS = 5

/**
 * True for SQLite's "database is locked" in any of its wrappings (drizzle wraps the driver's
 * error in `cause`).
 * @param {unknown} error
 * @returns {boolean}
 */
export function isDatabaseBusy(error) {
  let current = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current === 'object' && 'code' in current ? String(current.code) : ''
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true
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
              `[database] busy: ${args.request.method} ${new URL(args.request.url).pathname} answered 503`,
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
