/** Starts the production build (as `scripts/e2e-server.js` does for Playwright) for the security suite. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

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
  const port = execFileSync(process.execPath, ['scripts/free-port.js']).toString().trim()
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.js'], {
    env: {
      ...process.env,
      PORT: port,
      BUILD_DIR: buildDir,
      RATE_LIMIT_MULTIPLIER: rateLimitMultiplier,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c) => {
    output += c
  })
  child.stderr?.on('data', (c) => {
    output += c
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 600 && !output.includes('"msg":"listening"'); i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!output.includes('"msg":"listening"')) throw new Error(`server did not start: ${output}`)
  const dbPath = path.resolve('tests/.tmp/e2e', `e2e-${port}.db`)
  // The server process is node scripts/start.js imported by e2e-server.js: the same pid.
  const pid = child.pid as number
  return {
    url,
    pid,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
    },
    count: (sql) => {
      const db = new Database(dbPath, { readonly: true })
      try {
        return (db.prepare(sql).get() as { n: number }).n
      } finally {
        db.close()
      }
    },
    stop: () => child.kill('SIGTERM'),
  }
}
