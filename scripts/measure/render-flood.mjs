// One client floods the site with renders only a query can force; how long does another
// visitor wait for the home page meanwhile? (docs/decisions/123-render-budget-per-client.md)
//
//   npm run build && node scripts/measure/render-flood.mjs [seconds] [connections]
//
// Starts the production build (scripts/dev/e2e-server.js: a fresh seeded database, the
// deployment's own limits: RATE_LIMIT_MULTIPLIER=1; set it to 1000000 to see the flood without
// the render budget), warms the home page into the page cache,
// then times another visitor's GETs of it one after the other: first on a quiet server, then
// while one client keeps `connections` (default 32) connections busy with
// `/blog?search=<random>` for `seconds` (default 5). Prints p50/p99 of both, and what the
// flooding client was answered. Loopback only: the visitor speaks from 127.0.0.2, the flooder
// from 127.0.0.3 (and sends a made-up Fly-Client-IP and X-Forwarded-For with every request,
// which must not make it a new client). The flood runs in a worker thread, so its answers do
// not queue behind the visitor's timing in one event loop.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

export const VISITOR_ADDRESS = '127.0.0.2'
export const FLOODER_ADDRESS = '127.0.0.3'
/** Bounds, whatever the caller asks: the flood stops after this long or this many requests. */
const MAX_SECONDS = 60
const MAX_FLOOD_REQUESTS = 500_000
const MAX_SAMPLES = 20_000

/** One GET from `address` over `agent`: status, a few headers, milliseconds. */
export function get(port, path, { address, agent, headers = {} }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, path, localAddress: address, agent, headers },
      (res) => {
        let bytes = 0
        res.on('data', (chunk) => {
          bytes += chunk.length
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-page-cache'],
            retryAfter: res.headers['retry-after'],
            type: res.headers['content-type'],
            bytes,
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The q-th quantile (0..1) of a list of numbers, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

function summary(samples) {
  const ms = samples.map((s) => s.ms)
  return {
    requests: samples.length,
    p50: Math.round(quantile(ms, 0.5) * 10) / 10,
    p99: Math.round(quantile(ms, 0.99) * 10) / 10,
    max: Math.round(Math.max(...ms) * 10) / 10,
    notHit: samples.filter((s) => s.status !== 200 || s.cache !== 'hit').length,
  }
}

/** The visitor: GETs of `path`, one after the other, until `until()` says stop. */
async function visit(port, path, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const samples = []
  try {
    while (!until(samples) && samples.length < MAX_SAMPLES) {
      samples.push(await get(port, path, { address: VISITOR_ADDRESS, agent }))
    }
  } finally {
    agent.destroy()
  }
  return samples
}

/** The flood, in a worker thread: answers the statuses it got and the Retry-After values. */
async function flood({ port, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const deadline = performance.now() + seconds * 1000
  /** @type {Record<number, number>} */
  const statuses = {}
  /** @type {Set<string>} */
  const retryAfter = new Set()
  let sent = 0
  /** @type {{ type: string | undefined, bytes: number } | null} */
  let refusedPage = null
  let errors = 0
  const loop = async () => {
    while (performance.now() < deadline && sent < MAX_FLOOD_REQUESTS) {
      sent += 1
      const n = Math.floor(Math.random() * 1e12)
      try {
        const answer = await get(port, `/blog?search=flood-${n}`, {
          address: FLOODER_ADDRESS,
          agent,
          // Headers a client could make up to look like someone new every time.
          headers: {
            'Fly-Client-IP': `198.51.100.${n % 250}`,
            'X-Forwarded-For': `203.0.113.${n % 250}`,
          },
        })
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        if (answer.retryAfter !== undefined) retryAfter.add(answer.retryAfter)
        if (answer.status === 429 && !refusedPage)
          refusedPage = { type: answer.type, bytes: answer.bytes }
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
  return { sent, statuses, retryAfter: [...retryAfter], refusedPage, errors }
}

/**
 * Quiet, then flooded: another visitor's latency for `path` (a cached page) in both, and what
 * the flooding client got. `during` runs while the flood is on (the test's other checks).
 */
export async function measureRenderFlood({
  port,
  path = '/',
  seconds = 5,
  connections = 32,
  quietRequests = 300,
  during,
}) {
  const bounded = Math.min(seconds, MAX_SECONDS)
  // Into the page cache, and asked for again so it is kept among the pages everybody reads.
  for (let i = 0; i < 5; i++) await visit(port, path, (s) => s.length >= 2)
  const quiet = await visit(port, path, (s) => s.length >= quietRequests)

  const worker = new Worker(fileURLToPath(import.meta.url), {
    workerData: { role: 'flood', port, connections, seconds: bounded },
  })
  const flooded = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  let floodOver = false
  const over = () => {
    floodOver = true
  }
  flooded.then(over, over)
  // The flood's connections open and fill the server before the visitor starts timing.
  await new Promise((r) => setTimeout(r, Math.min(500, bounded * 100)))
  const [flooder, loaded, duringResult] = await Promise.all([
    flooded,
    visit(port, path, () => floodOver),
    during?.(),
  ])
  await worker.terminate()
  return { quiet: summary(quiet), flood: summary(loaded), flooder, during: duringResult }
}

if (!isMainThread && workerData?.role === 'flood') {
  parentPort.postMessage(await flood(workerData))
} else if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('../dev/local-server.mjs')
  const seconds = Number(process.argv[2] ?? 5)
  const connections = Number(process.argv[3] ?? 32)
  const buildDir = process.env.BUILD_DIR ?? 'build'
  const server = await startServer('scripts/dev/e2e-server.js', {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '1',
    },
  })
  try {
    const result = await measureRenderFlood({ port: server.port, seconds, connections })
    const line = (name, s) =>
      `${name}: ${s.requests} GETs of /, p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms${s.notHit ? `, ${s.notHit} not from the cache` : ''}`
    console.log(line('quiet', result.quiet))
    console.log(
      line(
        `during ${connections} connections of /blog?search=<random> from one client`,
        result.flood,
      ),
    )
    console.log(
      `the flooding client: ${result.flooder.sent} requests in ${seconds} s, answers ${JSON.stringify(result.flooder.statuses)}${result.flooder.errors ? `, ${result.flooder.errors} failed` : ''}${result.flooder.retryAfter.length ? `, Retry-After ${result.flooder.retryAfter.join('/')}` : ''}`,
    )
  } finally {
    server.stop()
  }
}
