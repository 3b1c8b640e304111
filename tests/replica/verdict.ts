/**
 * After the replica run: every answer the LiteFS-like proxy logged, and every write the replica
 * attempted. The run fails on a write attempt on the replica, on any 5xx, and on a POST too
 * large for Fly to replay; it prints where each request was served.
 */
import fs from 'node:fs'
import path from 'node:path'

type Entry = {
  method?: string
  path?: string
  status?: number
  servedBy?: string
  writeAttempt?: string
  tooLarge?: boolean
}

export function readReplicaLog(port = process.env.E2E_PORT): Entry[] {
  const file = path.resolve(`tests/.tmp/e2e/replica-${port}.jsonl`)
  if (!fs.existsSync(file)) throw new Error(`no replica log at ${file}: did the harness start?`)
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry)
}

export default async function verdict() {
  const entries = readReplicaLog()
  const served = new Map<string, number>()
  for (const e of entries) {
    if (!e.servedBy) continue
    const where = e.servedBy.startsWith('primary (fly-replay') ? 'primary (replayed)' : e.servedBy
    served.set(where, (served.get(where) ?? 0) + 1)
  }
  console.log(`[replica] answers by machine: ${JSON.stringify(Object.fromEntries(served))}`)
  // The journeys pass on one machine with the 4xx they expect (bad input, sign-in refused);
  // what only a second machine can add is a cross-site refusal of a forwarded write (403), a
  // write refused as not the primary (409), or a replay that failed: those fail the run too.
  const problems = entries.filter(
    (e) =>
      e.writeAttempt ||
      e.tooLarge ||
      (e.status !== undefined && (e.status >= 500 || e.status === 403 || e.status === 409)),
  )
  if (problems.length > 0) {
    for (const p of problems.slice(0, 30)) console.error('[replica] problem:', JSON.stringify(p))
    throw new Error(
      `${problems.length} problem(s) on the replica (write attempts, 5xx, lost uploads)`,
    )
  }
}
