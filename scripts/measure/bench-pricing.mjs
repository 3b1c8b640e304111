// Pricing benchmark: the shared pricing function as the browser runs it, the
// /api/zebra-price call on the built server, and the JavaScript each shop page ships.
//
//   BUILD_DIR=build-shop npm run build
//   BUILD_DIR=build-shop node --import tsx scripts/measure/bench-pricing.mjs
//
// Options (environment): BENCH_CALLS (function calls, default 1,000,000),
// BENCH_SECONDS (HTTP run length, default 10), BENCH_CONCURRENCY (default 16),
// BENCH_URL (use a server that is already running instead of starting the build).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import { buildGrid, parseConfigValues, priceConfiguration } from '../../app/domain/pricing/index.ts'
import { buildPriceGrid, PRODUCT_OPTIONS } from '../../db/seed-data.ts'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)

// ------------------------------------------------------------ 1. the browser function
function benchFunction() {
  const grid = buildGrid(buildPriceGrid('zebra'))
  const options = PRODUCT_OPTIONS.filter((o) => o.productType === 'zebra').map((o) => ({
    code: o.code,
    name: o.name,
    priceCents: o.priceCents,
  }))
  const catalog = { grid, options }
  const fabric = { name: 'Classic White Zebra', priceGroup: '3' }
  let sink = 0
  const run = (n) => {
    for (let i = 0; i < n; i++) {
      // What the configurator does on every change: read the form values, then price.
      const values = {
        widthWhole: String(24 + (i % 96)),
        widthFraction: String(i % 8),
        heightWhole: String(36 + (i % 84)),
        heightFraction: String((i >> 3) % 8),
        fabricId: '1',
        mountType: 'inside',
        operationType: i % 3 === 0 ? 'motorized' : 'manual',
        controlSide: 'left',
        options: i % 2 ? ['installation', 'cassette_4'] : ['installation'],
        quantity: '1',
      }
      const parsed = parseConfigValues('zebra', values)
      if (!parsed.ok) throw new Error('bad values')
      const outcome = priceConfiguration({ ...parsed.config, fabric }, catalog)
      if (!outcome.ok) throw new Error(outcome.reason)
      sink += outcome.quote.totalPriceCents
    }
  }
  run(50_000) // warm up
  const start = performance.now()
  run(CALLS)
  const ms = performance.now() - start
  return { calls: CALLS, totalMs: ms, usPerCall: (ms * 1000) / CALLS, sink }
}

// ------------------------------------------------------------ 2. /api/zebra-price
async function startServer() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => {} }
  const port = String(40000 + Math.floor(Math.random() * 20000))
  const child = spawn(process.execPath, ['scripts/dev/e2e-server.js'], {
    env: { ...process.env, PORT: port, BUILD_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/zebra-options`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}

async function benchHttp(url) {
  const bodies = [48, 60.125, 72.5, 96.875, 120].map((width, i) =>
    JSON.stringify({
      width,
      height: 72 + i * 6,
      fabric: 'Classic White Zebra',
      mountType: 'inside',
      operationType: i % 2 ? 'motorized' : 'manual',
      controlSide: 'left',
      options: { installation: true, cassette_4: i % 2 === 0 },
      zipCode: '33301',
    }),
  )
  const post = (body) =>
    fetch(`${url}/api/zebra-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
  // Warm up.
  for (let i = 0; i < 200; i++) await (await post(bodies[i % bodies.length])).json()
  const latencies = []
  let errors = 0
  const deadline = performance.now() + SECONDS * 1000
  let n = 0
  async function worker() {
    while (performance.now() < deadline) {
      const t = performance.now()
      const res = await post(bodies[n++ % bodies.length])
      const json = await res.json()
      latencies.push(performance.now() - t)
      if (!res.ok || !(json.totalPrice > 0)) errors++
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    max: latencies[latencies.length - 1],
  }
}

// ------------------------------------------------------------ 3. JavaScript per route
function payloads() {
  const assets = path.join(BUILD_DIR, 'client', 'assets')
  if (!fs.existsSync(assets)) return null
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
  const text = fs.readFileSync(path.join(assets, manifestFile), 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, 'client', file))).length
  const base = [manifest.entry.module, ...manifest.entry.imports]
  const rootFiles = [manifest.routes.root.module, ...manifest.routes.root.imports]
  const rows = []
  for (const id of [
    'routes/shop._index',
    'routes/shop.vertical-blinds',
    'routes/shop.zebra-shades',
    'routes/shop.roller-shades',
    'routes/shop.motors-accessories',
  ]) {
    const route = manifest.routes[id]
    if (!route) continue
    const files = new Set([...base, ...rootFiles, route.module, ...route.imports])
    let total = zlib.gzipSync(text).length
    for (const f of files) total += gz(f)
    const own = [route.module, ...route.imports].filter(
      (f) => !base.includes(f) && !rootFiles.includes(f),
    )
    const ownGz = own.reduce((n, f) => n + gz(f), 0)
    const hasZod = [...files].some((f) =>
      fs.readFileSync(path.join(BUILD_DIR, 'client', f), 'utf8').includes('ZodError'),
    )
    rows.push({
      route: `/${route.path}`,
      totalGzipKB: total / 1024,
      routeOnlyGzipKB: ownGz / 1024,
      zod: hasZod,
    })
  }
  return rows
}

const fn = benchFunction()
console.log('\n1. Browser pricing function (parseConfigValues + priceConfiguration, zebra)')
console.log(
  `   ${fn.calls.toLocaleString()} calls in ${fn.totalMs.toFixed(0)} ms: ${fn.usPerCall.toFixed(3)} µs per recomputation (${(fn.usPerCall / 1000).toFixed(5)} ms)`,
)

const rows = payloads()
console.log(`\n2. JavaScript per configurator page (${BUILD_DIR}, gzip, everything the page loads)`)
if (!rows) console.log('   no build found: run `BUILD_DIR=… npm run build` first')
else
  for (const r of rows)
    console.log(
      `   ${r.route.padEnd(28)} ${r.totalGzipKB.toFixed(1).padStart(6)} KB total, ${r.routeOnlyGzipKB.toFixed(1).padStart(5)} KB route-specific, zod in bundle: ${r.zod ? 'YES' : 'no'}`,
    )

if (process.env.BENCH_SKIP_HTTP !== '1') {
  const server = await startServer()
  try {
    const http = await benchHttp(server.url)
    console.log(
      `\n3. POST /api/zebra-price on the built server (${CONCURRENCY} concurrent, ${SECONDS} s)`,
    )
    console.log(
      `   ${http.requests} requests, ${http.errors} errors, ${http.perSecond.toFixed(0)} req/s, p50 ${http.p50.toFixed(2)} ms, p99 ${http.p99.toFixed(2)} ms, max ${http.max.toFixed(2)} ms`,
    )
  } finally {
    server.stop()
  }
}
