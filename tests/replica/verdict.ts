/**
 * After the replica run: every answer the LiteFS-like proxy logged, and every write the replica
 * attempted. The run fails on a write attempt on the replica, on any 5xx but a 503 with
 * Retry-After (the visitor is told to send again, their form kept), on a 403 or 409 (but the
 * attacks' own, tests/replica/attacks.spec.ts), on a POST too large for Fly to replay, and on
 * a 4xx a journey got here but not in the single-machine run before it (tests/e2e/helpers.ts
 * writes both); it prints where requests were served.
 */
import fs from 'node:fs'
import path from 'node:path'

export type Entry = {
  method?: string
  path?: string
  status?: number
  servedBy?: string
  writeAttempt?: string
  tooLarge?: boolean
  retryAfter?: string
  attack?: boolean
  /** A request the primary itself answered (its own log line). */
  primaryRequest?: { method: string; path: string; status: number; requestId: string }
}

/** A 5xx a visitor must never see: anything but a 503 that says when to send again. */
export function isServerFailure(e: Entry): boolean {
  if (e.status === undefined || e.status < 500) return false
  return !(e.status === 503 && e.retryAfter)
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

type Refused = { title: string; project: string; method: string; path: string; status: number }

function readRefused(file: string): Refused[] {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Refused)
}

/**
 * The 4xx/5xx a journey got through the replica that the same journey (same test, JavaScript
 * on) did not get on a single machine, in the newest single-machine run of this checkout (the
 * README's test command runs it first). Null when there is no such run to compare with.
 */
export function refusalsOnlyOnTheReplica(port = process.env.E2E_PORT): string[] | null {
  const dir = path.resolve('tests/.tmp/e2e')
  const singles = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^refused-single-\d+\.jsonl$/.test(f))
        .map((f) => path.join(dir, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    : []
  if (singles.length === 0) return null
  const key = (r: Refused) => `${r.title} | ${r.method} ${r.path} → ${r.status}`
  const single = readRefused(singles[0]).filter((r) => r.project === 'js')
  const titles = new Set(single.map((r) => r.title))
  const seen = new Set(single.map(key))
  const replica = readRefused(path.join(dir, `refused-replica-${port}.jsonl`))
  return [
    ...new Set(
      replica
        .filter((r) => r.project === 'js' && titles.has(r.title) && !seen.has(key(r)))
        .map(key),
    ),
  ]
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
      isServerFailure(e) ||
      (!e.attack && (e.status === 403 || e.status === 409)),
  )
  const onlyHere = refusalsOnlyOnTheReplica()
  if (onlyHere === null) {
    console.log(
      '[replica] no single-machine run to compare refused answers with (npm run test:e2e first)',
    )
  } else if (onlyHere.length > 0) {
    for (const line of onlyHere.slice(0, 30)) console.error('[replica] only on the replica:', line)
    throw new Error(
      `${onlyHere.length} refused answer(s) the same journeys do not get on one machine`,
    )
  }
  if (problems.length > 0) {
    for (const p of problems.slice(0, 30)) console.error('[replica] problem:', JSON.stringify(p))
    throw new Error(
      `${problems.length} problem(s) on the replica (write attempts, 5xx, lost uploads)`,
    )
  }
}
