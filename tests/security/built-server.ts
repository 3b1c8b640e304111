/** Starts the production build (as `scripts/dev/e2e-server.js` does for Playwright) for the security suite. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { startServer } from '../../scripts/dev/local-server.mjs'

export type BuiltServer = {
  url: string
  pid: number
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb: () => number
  /**
   * What the server's heap keeps, in MB: the size of a heap snapshot, which V8 takes after a
   * full collection (so garbage not yet collected is not counted). Only with `heapSnapshots`.
   */
  keptHeapMb: () => Promise<number>
  count: (sql: string) => number
  stop: () => void
}

export async function startBuiltServer({
  rateLimitMultiplier = '1000',
  heapSnapshots = false,
}: {
  rateLimitMultiplier?: string
  /** Lets the test ask the server for heap snapshots (SIGUSR2), written to a temporary folder. */
  heapSnapshots?: boolean
} = {}): Promise<BuiltServer> {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error(`No production build in ${buildDir}/: run \`npm run build\` first`)
  }
  const snapshotDir = heapSnapshots
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'heap-snapshots-'))
    : null
  const nodeOptions = snapshotDir
    ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`
    : undefined
  const server = await startServer('scripts/dev/e2e-server.js', {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      RATE_LIMIT_MULTIPLIER: rateLimitMultiplier,
      ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    },
  })
  const dbPath = path.resolve('tests/.tmp/e2e', `e2e-${server.port}.db`)
  return {
    url: server.url,
    // The server process is node scripts/ops/start.js imported by e2e-server.js: the same pid.
    pid: server.pid as number,
    rssMb: server.rssMb,
    keptHeapMb: async () => {
      if (!snapshotDir) throw new Error('Start the server with heapSnapshots: true')
      process.kill(server.pid as number, 'SIGUSR2')
      // The snapshot is written on the server's main thread: done once its size holds and the
      // server answers again.
      let file = ''
      let size = -1
      for (let waited = 0; waited < 60_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        file = fs.readdirSync(snapshotDir).find((name) => name.endsWith('.heapsnapshot')) ?? ''
        if (!file) continue
        const now = fs.statSync(path.join(snapshotDir, file)).size
        if (now > 0 && now === size) {
          await (await fetch(`${server.url}/robots.txt`)).arrayBuffer()
          if (fs.statSync(path.join(snapshotDir, file)).size === now) break
        }
        size = now
      }
      if (!file) throw new Error('The server wrote no heap snapshot')
      const bytes = fs.statSync(path.join(snapshotDir, file)).size
      fs.rmSync(path.join(snapshotDir, file))
      return bytes / 1024 / 1024
    },
    count: (sql) => {
      const db = new Database(dbPath, { readonly: true })
      try {
        return (db.prepare(sql).get() as { n: number }).n
      } finally {
        db.close()
      }
    },
    stop: () => {
      server.stop()
      if (snapshotDir) fs.rmSync(snapshotDir, { recursive: true, force: true })
    },
  }
}
