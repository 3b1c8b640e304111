// Two machines of the production build on this one, as LiteFS on Fly runs them (npm run
// test:replica, playwright.replica.config.ts):
// - a primary with the database (LITEFS_DIR without a `.primary` file: this machine leads);
// - a replica that opens the same file read-only (every write throws, as on a LiteFS replica;
//   it sees the primary's commits at once, like a replication with no lag) with a `.primary`
//   naming the primary, and PRIMARY_URL for the uploads it streams there;
// - in front of the replica, on PORT, a proxy that behaves like the LiteFS proxy plus Fly's
//   replay: GET and HEAD, and the paths litefs.yml passes through, are answered by the replica;
//   other methods go to the primary (replayed: bodies over 1 MB cannot be), and an answer with
//   `fly-replay` is replayed on the primary.
// Every answer is logged (tests/.tmp/e2e/replica-<port>.jsonl) with who served it, and so is
// every write the replica attempted (read from its log) and every request the primary itself
// answered (its request id: tests/replica/attacks.spec.ts checks what reached it):
// tests/replica/verdict.ts fails the run on a 5xx (but a 503 with Retry-After) or a write
// attempt. A request sent with `X-Replica-Attack` is logged as an attack: refusing it is right.
// Both machines have a LiteFS position file (`app.db-pos`, the same position: the replica
// shares the primary's file, so it is always caught up), so the `__txid` cookie is exercised.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { litefsPattern, REPLAY_LIMIT } from '../../server/forward-to-primary.js'
import { E2E_TMP, freshE2eSettings, seedE2eDatabase } from './e2e-settings.js'
import { freePort } from './local-server.mjs'

const port = Number(process.env.PORT ?? '3998')
const buildDir = process.env.BUILD_DIR ?? 'build'
const settings = freshE2eSettings(port)
seedE2eDatabase(settings)

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

function startMachine(name, env) {
  const child = spawn(process.execPath, ['scripts/ops/start.js'], {
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
fs.writeFileSync(path.join(litefsReplica, '.primary'), 'primary-machine')
// LiteFS's replication position beside the database (`<txid>/<checksum>`, 16 hex digits each).
for (const dir of [litefsPrimary, litefsReplica]) {
  fs.writeFileSync(
    path.join(dir, `${path.basename(settings.DATABASE_PATH)}-pos`),
    `${'0'.repeat(13)}3e8/${'0'.repeat(16)}\n`,
  )
}

const machines = [
  startMachine('primary', { PORT: String(primaryPort), LITEFS_DIR: litefsPrimary }),
  startMachine('replica', {
    PORT: String(replicaPort),
    LITEFS_DIR: litefsReplica,
    DATABASE_READ_ONLY: 'true',
    PRIMARY_URL: `http://127.0.0.1:${primaryPort}`,
  }),
]
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const machine of machines) machine.kill('SIGTERM')
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

const proxy = http.createServer(async (req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://proxy').pathname
  const read = req.method === 'GET' || req.method === 'HEAD'
  const attack = req.headers['x-replica-attack'] !== undefined ? { attack: true } : {}
  try {
    let servedBy = 'replica'
    let answer
    if (read || isPassthrough(pathname)) {
      answer = await send(replicaPort, req, read ? undefined : 'stream')
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
    }
    log({
      method: req.method,
      path: pathname,
      status: answer.statusCode,
      servedBy,
      ...(answer.headers['retry-after'] ? { retryAfter: answer.headers['retry-after'] } : {}),
      ...attack,
    })
    res.writeHead(answer.statusCode ?? 502, answer.headers)
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
fs.writeFileSync(
  path.join(E2E_TMP, `replica-${port}.json`),
  JSON.stringify({ primaryPort, replicaPort, logFile }),
)
proxy.listen(port, '127.0.0.1', () => {
  console.error(`[proxy] http://localhost:${port} → replica ${replicaPort}, primary ${primaryPort}`)
})
