// Two machines of the production build on this one, as LiteFS on Fly runs them (npm run
// test:replica, playwright.replica.config.ts):
// - a primary with the database (LITEFS_DIR without a `.primary` file: this machine leads);
// - a replica with a `.primary` naming the primary, and PRIMARY_URL for the uploads it streams
//   there, whose database is read-only (every write throws, as on a LiteFS replica);
// - in front of them, on PORT, a proxy that behaves like Fly's proxy and LiteFS's (LiteFS 0.5,
//   http/proxy_server.go): GET and HEAD, and the paths litefs.yml passes through, are answered
//   by the replica; other methods go to the primary (replayed: bodies over 1 MB cannot be), and
//   an answer with `fly-replay` is replayed on the primary. A request with Fly's
//   `fly-force-instance-id: primary-machine` goes to the primary, as a visitor whose nearest
//   machine is the primary. As LiteFS's proxy: a write it passes to the primary (not a
//   passthrough path) gets the `__txid` cookie, the primary's position once answered; a read
//   (not passthrough) with that cookie waits until the replica has that position, 5 s at most,
//   then 504.
//
// The replica's database (REPLICA_LAG_MS, set by the replica suite): with it, the replica has a
// copy of its own in its LiteFS folder that receives the primary's transactions REPLICA_LAG_MS
// late, with their position (`app.db-pos`: LiteFS's `<txid>/<checksum>`). The primary's position
// moves with each of its commits (scripts/dev/litefs-position.js, loaded into it only). So a
// page read on the replica right after a write misses it, unless the app waits for it: the race
// a deployed replica has, made certain. A change made to the primary's file by something other
// than the app (the specs' own set-up rows) reaches the replica at once. Without
// REPLICA_LAG_MS the replica opens the primary's own file (always caught up).
//
// Every answer is logged (tests/.tmp/e2e/replica-<port>.jsonl) with who served it, and so is
// every write the replica attempted (read from its log) and every request the primary itself
// answered (its request id: tests/replica/attacks.spec.ts checks what reached it):
// tests/replica/verdict.ts fails the run on a 5xx (but a 503 with Retry-After) or a write
// attempt. A request sent with `X-Replica-Attack` is logged as an attack: refusing it is right.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parse as parseYaml } from 'yaml'
import { litefsPattern, REPLAY_LIMIT } from '../../server/forward-to-primary.js'
import { E2E_TMP, freshE2eSettings, seedE2eDatabase } from './e2e-settings.js'
import { freePort } from './local-server.mjs'

const port = Number(process.env.PORT ?? '3998')
const buildDir = process.env.BUILD_DIR ?? 'build'
const settings = freshE2eSettings(port)
seedE2eDatabase(settings)
/** How late the replica gets the primary's transactions, in ms; null: it reads the primary's file. */
const lagMs = process.env.REPLICA_LAG_MS ? Number(process.env.REPLICA_LAG_MS) : null
/** The primary's name in the replica's `.primary`, and Fly's machine id for it. */
const PRIMARY_MACHINE = 'primary-machine'

const logFile = path.join(E2E_TMP, `replica-${port}.jsonl`)
fs.rmSync(logFile, { force: true })
const log = (entry) => fs.appendFileSync(logFile, `${JSON.stringify(entry)}\n`)

const litefs = parseYaml(fs.readFileSync('litefs.yml', 'utf8'))
const passthrough = (litefs.proxy?.passthrough ?? []).map(litefsPattern)
const isPassthrough = (pathname) => passthrough.some((pattern) => pattern.test(pathname))

const WRITE_ATTEMPT = /readonly database|SQLITE_READONLY|attempt to write/i

/** The primary's own log line for a request it answered, or null. */
function primaryRequest(line) {
  if (!line.startsWith('{') || !line.includes('"msg":"request"')) return null
  try {
    const { method, path: requestPath, status, requestId } = JSON.parse(line)
    return { method, path: requestPath, status, requestId }
  } catch {
    return null
  }
}

function startMachine(name, env, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, 'scripts/ops/start.js'], {
    env: { ...process.env, ...settings, BUILD_DIR: buildDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream.on('data', (chunk) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        process.stderr.write(`[${name}] ${line}\n`)
        if (name === 'replica' && WRITE_ATTEMPT.test(line))
          log({ writeAttempt: line.slice(0, 500) })
        const answered = name === 'primary' ? primaryRequest(line) : null
        if (answered) log({ primaryRequest: answered })
      }
    })
  }
  child.on('exit', (code) => {
    console.error(`[${name}] exited with ${code}`)
    process.exit(1)
  })
  return child
}

const primaryPort = await freePort()
const replicaPort = await freePort()
const litefsPrimary = path.join(E2E_TMP, `litefs-primary-${port}`)
const litefsReplica = path.join(E2E_TMP, `litefs-replica-${port}`)
for (const dir of [litefsPrimary, litefsReplica]) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
}
// LiteFS writes the primary's hostname here on every replica (and nothing on the primary).
fs.writeFileSync(path.join(litefsReplica, '.primary'), PRIMARY_MACHINE)

// LiteFS's replication position beside the database (`<txid>/<checksum>`, 16 hex digits each).
const databaseName = path.basename(settings.DATABASE_PATH)
const positionFile = (dir) => path.join(dir, `${databaseName}-pos`)
function readPosition(dir) {
  try {
    return BigInt(`0x${fs.readFileSync(positionFile(dir), 'utf8').trim().split('/')[0]}`)
  } catch {
    return 0n
  }
}
/** Written whole or not at all (a file renamed over it): a reader never finds it half written. */
function writePosition(dir, txid) {
  const next = `${positionFile(dir)}.next`
  fs.writeFileSync(next, `${txid.toString(16).padStart(16, '0')}/${'0'.repeat(16)}\n`)
  fs.renameSync(next, positionFile(dir))
}
for (const dir of [litefsPrimary, litefsReplica]) writePosition(dir, 0x3e8n)

/** As LiteFS's mount: the replica's copy lives in its LiteFS folder, under the same name. */
const replicaDatabase =
  lagMs === null ? settings.DATABASE_PATH : path.join(litefsReplica, databaseName)

/**
 * The replication, late by `lagMs`: every 10 ms, when the primary's file changed, an image of
 * it (and the position read just before, which it holds at least) waits `lagMs`, then is
 * copied into the replica's file (SQLite's backup: its reader sees the old copy or the new,
 * never half) and the replica's position moves to it. A change the app did not count (a
 * spec's own rows written into the file) is copied at once, with everything before it; a spec
 * that wrote asks for that copy itself and waits for it (`now()`, tests/e2e/db.ts).
 */
async function startReplication() {
  const primary = new Database(settings.DATABASE_PATH, { readonly: true, fileMustExist: true })
  const dataVersion = primary.prepare('PRAGMA data_version').pluck()
  const image = () => {
    const position = readPosition(litefsPrimary)
    const bytes = primary.serialize()
    // Marked as a rollback-journal file: an in-memory copy marked WAL cannot be backed up from
    // (the replica's file stays in WAL mode).
    bytes[18] = 1
    bytes[19] = 1
    return { bytes, position }
  }
  const copy = async ({ bytes, position }) => {
    const source = new Database(bytes)
    try {
      await source.backup(replicaDatabase)
    } finally {
      source.close()
    }
    // Never back: the replica's position only moves on, as LiteFS's does.
    if (position > readPosition(litefsReplica)) writePosition(litefsReplica, position)
  }
  let taken = readPosition(litefsPrimary)
  await copy(image())
  // Held open so the replica's read-only connection always finds the WAL's files.
  const keeper = new Database(replicaDatabase)
  keeper.pragma('journal_mode = WAL')
  let seenVersion = dataVersion.get()
  /** Images in the order taken, each with the time it may reach the replica. */
  const waiting = []
  /** One copy at a time, in the order asked. */
  let copies = Promise.resolve()
  let copying = false
  const oneAtATime = (work) => {
    copying = true
    copies = copies
      .then(work)
      .catch((error) => console.error(`[replication] ${error}`))
      .finally(() => {
        copying = false
      })
    return copies
  }
  /** Everything the primary has, on the replica now: it replaces what waits (never goes back). */
  const now = () =>
    oneAtATime(() => {
      seenVersion = dataVersion.get()
      const latest = image()
      if (latest.position > taken) taken = latest.position
      waiting.length = 0
      return copy(latest)
    })
  setInterval(() => {
    if (copying) return
    const version = dataVersion.get()
    const position = readPosition(litefsPrimary)
    if (version !== seenVersion || position > taken) {
      if (position <= taken) {
        void now()
        return
      }
      seenVersion = version
      const latest = image()
      taken = latest.position
      waiting.push({ ...latest, due: Date.now() + lagMs })
    }
    const due = waiting.filter((entry) => entry.due <= Date.now())
    if (due.length === 0) return
    waiting.splice(0, due.length)
    void oneAtATime(() => copy(due.at(-1)))
  }, 10)
  return { keeper, now }
}
const replication = lagMs === null ? null : await startReplication()

const machines = [
  startMachine(
    'primary',
    { PORT: String(primaryPort), LITEFS_DIR: litefsPrimary },
    lagMs === null ? [] : ['--import', './scripts/dev/litefs-position.js'],
  ),
  startMachine('replica', {
    PORT: String(replicaPort),
    LITEFS_DIR: litefsReplica,
    DATABASE_PATH: replicaDatabase,
    DATABASE_READ_ONLY: 'true',
    PRIMARY_URL: `http://127.0.0.1:${primaryPort}`,
  }),
]
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const machine of machines) machine.kill('SIGTERM')
    replication?.keeper.close()
    process.exit(0)
  })
}

/** Sends one request to a machine and hands back its answer (not yet read). */
function send(targetPort, req, body) {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'fly-client-ip': '127.0.0.1' },
      },
      resolve,
    )
    upstream.on('error', reject)
    if (body === 'stream') req.pipe(upstream)
    else upstream.end(body)
  })
}

/** Reads a request body for a replay, or null when it is over the replay limit. */
async function replayableBody(req) {
  const chunks = []
  let bytes = 0
  for await (const chunk of req) {
    bytes += chunk.length
    if (bytes > REPLAY_LIMIT) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** LiteFS's proxy's consistency cookie: the position a visitor's last write reached. */
const TXID_COOKIE = /(?:^|;\s*)__txid=([0-9a-f]{16})(?:;|$)/i
const TXID_WAIT_MS = 5_000

function visitorsTxid(req) {
  const match = String(req.headers.cookie ?? '').match(TXID_COOKIE)
  return match ? BigInt(`0x${match[1]}`) : 0n
}

/** As LiteFS's proxy before a read: waits until the replica has `wanted`; false after 5 s. */
async function replicaHas(wanted) {
  const until = Date.now() + TXID_WAIT_MS
  while (readPosition(litefsReplica) < wanted) {
    if (Date.now() >= until) return false
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return true
}

/** As LiteFS's proxy after a write it passed to the app: the primary's position, 5 minutes. */
function withTxidCookie(headers) {
  const txid = readPosition(litefsPrimary).toString(16).padStart(16, '0')
  const expires = new Date(Date.now() + 5 * 60_000).toUTCString()
  const cookie = `__txid=${txid}; Path=/; Expires=${expires}; HttpOnly`
  return { ...headers, 'set-cookie': [...(headers['set-cookie'] ?? []), cookie] }
}

const proxy = http.createServer(async (req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://proxy').pathname
  const read = req.method === 'GET' || req.method === 'HEAD'
  const attack = req.headers['x-replica-attack'] !== undefined ? { attack: true } : {}
  try {
    let servedBy = 'replica'
    let answer
    let headers
    const toPrimary = req.headers['fly-force-instance-id'] === PRIMARY_MACHINE
    if (read || isPassthrough(pathname)) {
      if (toPrimary) servedBy = 'primary (fly-force-instance-id)'
      else if (read && !isPassthrough(pathname) && !(await replicaHas(visitorsTxid(req)))) {
        log({ method: req.method, path: pathname, status: 504, servedBy: 'litefs', ...attack })
        res.writeHead(504, { 'Content-Type': 'text/plain' })
        res.end('Proxy timeout\n')
        return
      }
      answer = await send(toPrimary ? primaryPort : replicaPort, req, read ? undefined : 'stream')
      const replay = answer.headers['fly-replay']
      if (replay && read) {
        answer.resume()
        servedBy = `primary (fly-replay: ${replay})`
        answer = await send(primaryPort, req, undefined)
      }
    } else {
      const body = await replayableBody(req)
      if (body === null) {
        log({
          method: req.method,
          path: pathname,
          status: 502,
          servedBy: 'fly',
          tooLarge: true,
          ...attack,
        })
        res.writeHead(502, { 'Content-Type': 'text/plain' })
        res.end('Fly could not replay this request on the primary: its body is over 1 MB')
        return
      }
      servedBy = 'primary'
      answer = await send(primaryPort, req, body)
      headers = withTxidCookie(answer.headers)
    }
    log({
      method: req.method,
      path: pathname,
      status: answer.statusCode,
      servedBy,
      ...(answer.headers['retry-after'] ? { retryAfter: answer.headers['retry-after'] } : {}),
      ...attack,
    })
    res.writeHead(answer.statusCode ?? 502, headers ?? answer.headers)
    answer.pipe(res)
  } catch (error) {
    log({
      method: req.method,
      path: pathname,
      status: 502,
      servedBy: 'proxy',
      error: String(error),
      ...attack,
    })
    if (!res.headersSent) res.writeHead(502)
    res.end()
  }
})

/** Waits until both machines answer their health check. */
async function ready(targetPort) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${targetPort}/healthcheck`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the machine on ${targetPort} did not start`)
}
await Promise.all([ready(primaryPort), ready(replicaPort)])
/**
 * For the specs only, on 127.0.0.1: `POST /replicate-now` answers once the replica has
 * everything the primary has (a spec that wrote rows straight into the primary's file).
 */
const control = http.createServer(async (req, res) => {
  if (req.method === 'POST' && req.url === '/replicate-now') await replication?.now()
  res.writeHead(204)
  res.end()
})
const controlPort = await freePort()
control.listen(controlPort, '127.0.0.1')
fs.writeFileSync(
  path.join(E2E_TMP, `replica-${port}.json`),
  JSON.stringify({ primaryPort, replicaPort, controlPort, logFile }),
)
proxy.listen(port, '127.0.0.1', () => {
  console.error(`[proxy] http://localhost:${port} → replica ${replicaPort}, primary ${primaryPort}`)
})
