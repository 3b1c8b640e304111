/** Starts the production build (as `scripts/dev/e2e-server.js` does for Playwright) for the security suite. */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { startServer } from '../../scripts/dev/local-server.mjs'

export type BuiltServer = {
  url: string
  pid: number
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb: () => number
  count: (sql: string) => number
  stop: () => void
}

export async function startBuiltServer({
  rateLimitMultiplier = '1000',
}: {
  rateLimitMultiplier?: string
} = {}): Promise<BuiltServer> {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error(`No production build in ${buildDir}/: run \`npm run build\` first`)
  }
  const server = await startServer('scripts/dev/e2e-server.js', {
    env: { ...process.env, BUILD_DIR: buildDir, RATE_LIMIT_MULTIPLIER: rateLimitMultiplier },
  })
  const dbPath = path.resolve('tests/.tmp/e2e', `e2e-${server.port}.db`)
  return {
    url: server.url,
    // The server process is node scripts/ops/start.js imported by e2e-server.js: the same pid.
    pid: server.pid as number,
    rssMb: server.rssMb,
    count: (sql) => {
      const db = new Database(dbPath, { readonly: true })
      try {
        return (db.prepare(sql).get() as { n: number }).n
      } finally {
        db.close()
      }
    },
    stop: server.stop,
  }
}
