/**
 * A server of its own, on its own fresh database, whose clock starts at a chosen instant and
 * runs on: for a journey that must happen at a time of day (the office's 9 a.m.), whatever the
 * time the suite runs. libfaketime (Debian's `faketime`, installed by scripts/test.sh) shifts the
 * whole process's clock, Node's and SQLite's alike, so rows the database stamps agree with the
 * app's "now". The monotonic clock is left alone, so timers still run at real speed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1'

export type ServerAt = {
  baseURL: string
  port: string
  databasePath: string
  /**
   * Stops this server and starts it again on the same database with the clock at `instant`
   * (and `env` in place of the first start's extra settings).
   */
  restartAt: (instant: string, env?: Record<string, string>) => Promise<void>
  stop: () => Promise<void>
}

function freePort(): string {
  return execFileSync(process.execPath, ['scripts/dev/free-port.js']).toString().trim()
}

/** `2026-12-03T14:00:00Z` as libfaketime's absolute start ("@2026-12-03 14:00:00", in UTC). */
function fakeTimeSpec(instant: string): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${instant}`)
  return `@${at.toISOString().slice(0, 19).replace('T', ' ')}`
}

async function waitUntilUp(baseURL: string, child: ChildProcess, log: string[]) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped (${child.exitCode}):\n${log.join('')}`)
    }
    try {
      const response = await fetch(`${baseURL}/healthcheck`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer within 60 s:\n${log.join('')}`)
}

function start(
  port: string,
  instant: string,
  keepDatabase: boolean,
  extraEnv: Record<string, string>,
) {
  if (!fs.existsSync(LIBFAKETIME)) {
    throw new Error(`${LIBFAKETIME} is missing: apt-get install -y faketime (scripts/test.sh does)`)
  }
  const log: string[] = []
  const child = spawn(process.execPath, ['scripts/dev/e2e-server.js'], {
    env: {
      ...process.env,
      ...extraEnv,
      PORT: port,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      E2E_KEEP_DATABASE: keepDatabase ? '1' : '0',
      TZ: 'UTC',
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME: fakeTimeSpec(instant),
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      FAKETIME_DONT_RESET: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => log.push(String(chunk)))
  child.stderr?.on('data', (chunk) => log.push(String(chunk)))
  return { child, log }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/**
 * Starts a fresh server (demo data seeded) whose clock reads `instant` now, with `env` added to
 * the e2e settings (an SMTP_URL, for example).
 */
export async function startServerAt(
  instant: string,
  env: Record<string, string> = {},
): Promise<ServerAt> {
  const port = freePort()
  const baseURL = `http://localhost:${port}`
  let current = start(port, instant, false, env)
  await waitUntilUp(baseURL, current.child, current.log)
  return {
    baseURL,
    port,
    databasePath: path.resolve(`tests/.tmp/e2e/e2e-${port}.db`),
    async restartAt(next, nextEnv = env) {
      await stopChild(current.child)
      current = start(port, next, true, nextEnv)
      await waitUntilUp(baseURL, current.child, current.log)
    },
    async stop() {
      await stopChild(current.child)
    },
  }
}
