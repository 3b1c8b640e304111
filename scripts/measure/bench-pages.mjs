// Page benchmark: the table of issue 15 in one run, on the production build.
//
//   BUILD_DIR=build-perf npm run build
//   BUILD_DIR=build-perf npm run bench:pages
//
// What it measures (load generator: autocannon, in this process, on the same machine):
//   1. GET / (server-rendered, anonymous) vs a static asset of the same server vs a bare
//      node:http server answering the same HTML bytes: req/s and p99 at 50 connections;
//   2. GET / rendered for a visitor with a cookie (the page cache does not answer them);
//   3. one request at a time on an idle server: median and p90 of 200 (anonymous, and rendered);
//   4. first-load JavaScript per page, gzip, from the build manifest (what the HTML preloads);
//   5. POST /api/zebra-price at 50 connections: req/s, p50, p99;
//   6. a shopper (a real cart cookie: a free sample added through POST /cart/samples) on
//      home, the zebra configurator and privacy, beside the anonymous (cached) figures, with
//      the targets of issue 29 (docs/decisions/122-shopper-speed.md);
//   7. staff list pages (/admin, /admin/leads, /admin/orders) under a signed-in session.
//
// Options (environment): BENCH_SECONDS (each load run, default 8), BENCH_CONNECTIONS
// (default 50), BENCH_ONLY=js (only the bundle table, no server), BENCH_CPU_PROF=<folder>:
// instead of the table, profile the home render: the server runs under `node --cpu-prof`,
// answers 1,000 rendered GET / (a cookie keeps the page cache out, 4 at a time), and writes
// its profile there when it stops (BENCH_CPU_PROF_TARGET=price: 4,000 price calls instead).
// The server is scripts/dev/e2e-server.js: a fresh seeded database, mocked third parties.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { freePort, waitFor } from '../dev/local-server.mjs'
import { firstLoadJs } from './first-load-js.ts'
import { shopperCookie, staffCookie } from './shopper.mjs'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const CPU_PROF = process.env.BENCH_CPU_PROF

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

async function startAppServer() {
  const port = await freePort()
  const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : []
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/dev/e2e-server.js'], {
    // The load generator is one visitor: lift the per-visitor limits so every call is answered
    // in full (the limits themselves are proven by tests/security).
    env: { ...process.env, PORT: String(port), BUILD_DIR, RATE_LIMIT_MULTIPLIER: '1000000' },
    // The request log goes to stdout: written, as in production, but not shown here.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/healthcheck`, child)
  return { url, child }
}

/** A bare node:http server answering every request with these bytes: the machine's ceiling. */
async function startRawServer(html) {
  const port = await freePort()
  const file = path.join(os.tmpdir(), `bench-pages-${process.pid}.html`)
  fs.writeFileSync(file, html)
  const code = `
    const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }); res.end(body) }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url, child)
  return { url, child, cleanup: () => fs.rmSync(file, { force: true }) }
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

async function loadRow(name, options) {
  // A short warm-up (JIT, caches), then the measured run.
  await load({ ...options, duration: 1 })
  const r = await load(options)
  const bad = r.non2xx + r.errors + r.timeouts
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ...(bad ? { failures: bad } : {}),
  }
}

async function idleLatency(url, headers) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer()
  const times = []
  let bytes = 0
  for (let i = 0; i < 200; i++) {
    const t = performance.now()
    const res = await fetch(url, { headers })
    bytes = (await res.arrayBuffer()).byteLength
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { median: times[100], p90: times[180], bytes }
}

const ZEBRA_BODY = JSON.stringify({
  width: 60.125,
  height: 72,
  fabric: 'Classic White Zebra',
  mountType: 'inside',
  operationType: 'manual',
  controlSide: 'left',
  options: { installation: true, cassette_4: true },
  zipCode: '33301',
})

function priceCall(base) {
  return {
    url: `${base}/api/zebra-price`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ZEBRA_BODY,
  }
}

function printJs() {
  const rows = firstLoadJs(BUILD_DIR)
  console.log(`\nFirst-load JavaScript per page (${BUILD_DIR}, gzip, what the HTML preloads)`)
  for (const [page, r] of Object.entries(rows)) {
    console.log(
      `  ${page.padEnd(26)} ${r.gzipKB.toFixed(1).padStart(6)} KB in ${String(r.files).padStart(2)} files; largest: ${r.largest.slice(0, 3).join(', ')}`,
    )
  }
}

if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
  console.error(`No build in ${BUILD_DIR}: run \`BUILD_DIR=${BUILD_DIR} npm run build\` first.`)
  process.exit(1)
}
printJs()
if (process.env.BENCH_ONLY === 'js') process.exit(0)

const app = await startAppServer()
let raw
// Stopped by hand: stop the servers too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.child.kill('SIGTERM')
    raw?.child.kill('SIGTERM')
    process.exit(130)
  })
}
try {
  const home = `${app.url}/`
  const html = await (await fetch(home)).text()
  // The static asset: the smallest script the page preloads (the stylesheet is inline now),
  // so the comparison is with the server's cheapest static answer, never flattered by size.
  const scripts = [...html.matchAll(/rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)]
  const sized = await Promise.all(
    scripts.map(async ([, href]) => ({
      href,
      size: (await (await fetch(`${app.url}${href}`)).arrayBuffer()).byteLength,
    })),
  )
  const staticAsset = sized.sort((a, b) => a.size - b.size)[0]?.href
  raw = await startRawServer(html)
  // The quote wizard's cookie makes the home page render for its visitor alone (it shows their
  // own answers; an invalid one reads as none, but the page cache cannot know that).
  const visitor = { cookie: 'quote_wizard=bench' }
  if (CPU_PROF) {
    const price = process.env.BENCH_CPU_PROF_TARGET === 'price'
    await load(
      price
        ? { ...priceCall(app.url), connections: 4, amount: 4000 }
        : { url: home, headers: visitor, connections: 4, amount: 1000 },
    )
  } else {
    await table(home, html, staticAsset, visitor)
  }
} finally {
  if (raw) {
    await stop(raw.child)
    raw.cleanup()
  }
  await stop(app.child)
  if (CPU_PROF) console.log(`\nCPU profile written to ${CPU_PROF}/`)
}

async function table(home, html, staticAsset, visitor) {
  console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s each (after a 1 s warm-up)`)
  // The rendered run last: it leaves the server a backlog that would weigh on the next run.
  const runs = [
    ['GET / (anonymous)', { url: home }],
    [`GET ${staticAsset} (static asset)`, { url: `${app.url}${staticAsset}` }],
    ['bare node:http, same HTML bytes', { url: raw.url }],
    ['POST /api/zebra-price', priceCall(app.url)],
    ['GET / (with a cookie: rendered)', { url: home, headers: visitor }],
  ]
  const rows = []
  for (const [name, options] of runs) {
    rows.push(await loadRow(name, options))
    // A breath between runs, so one run's leftovers are not measured in the next.
    await new Promise((r) => setTimeout(r, 2000))
  }
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(44)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.failures ? `  FAILURES ${r.failures}` : ''}`,
    )
  }
  const ratio = (rows[0].reqPerSec / rows[1].reqPerSec) * 100
  console.log(`  home SSR vs static asset: ${ratio.toFixed(0)}%`)

  // Issue 29: a shopper with a real cart cookie, beside the anonymous pages, in this run.
  const cart = await shopperCookie(app.url)
  console.log(`\nShopper (cart cookie, one free sample) vs anonymous: ${CONNECTIONS} connections`)
  const shopperRows = []
  for (const [name, pagePath] of [
    ['home', '/'],
    ['zebra configurator', '/shop/zebra-shades'],
    ['privacy', '/privacy'],
  ]) {
    const url = `${app.url}${pagePath}`
    const anonymous = await loadRow(`${name} (anonymous)`, { url })
    await new Promise((r) => setTimeout(r, 2000))
    const shopper = await loadRow(`${name} (shopper)`, { url, headers: { cookie: cart } })
    await new Promise((r) => setTimeout(r, 2000))
    shopperRows.push(anonymous, shopper)
  }
  for (const r of shopperRows) {
    console.log(
      `  ${r.name.padEnd(44)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.failures ? `  FAILURES ${r.failures}` : ''}`,
    )
  }
  const price = rows.find((r) => r.name.startsWith('POST'))
  const [homeAnon, homeShopper, , configShopper] = shopperRows
  const share = (homeShopper.reqPerSec / homeAnon.reqPerSec) * 100
  const verdict = (ok) => (ok ? 'met' : 'NOT met')
  console.log('  targets (issue 29):')
  console.log(
    `    shopper home >= 25% of cached home: ${share.toFixed(0)}% (${verdict(share >= 25)})`,
  )
  console.log(
    `    p99 <= 250 ms: shopper home ${homeShopper.p99} ms, configurator ${configShopper.p99} ms (${verdict(homeShopper.p99 <= 250 && configShopper.p99 <= 250)})`,
  )
  console.log(`    price API p99 <= 60 ms: ${price.p99} ms (${verdict(price.p99 <= 60)})`)

  // Issue 29: staff list pages under a staff session (rendered for each request: they show
  // the office's live data; what is the same for everyone, the catalogue, is memoised).
  const staff = await staffCookie(app.url)
  console.log(`\nStaff (signed in) list pages: ${CONNECTIONS} connections`)
  for (const pagePath of ['/admin', '/admin/leads', '/admin/orders']) {
    const r = await loadRow(pagePath, { url: `${app.url}${pagePath}`, headers: { cookie: staff } })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    console.log(
      `  ${r.name.padEnd(44)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.failures ? `  FAILURES ${r.failures}` : ''}`,
    )
  }

  console.log('\nOne request at a time on an idle server (200 requests)')
  for (const [name, headers] of [
    ['GET / (anonymous)', {}],
    ['GET / (with a cookie: rendered)', visitor],
  ]) {
    const r = await idleLatency(home, headers)
    console.log(
      `  ${name.padEnd(44)} median ${r.median.toFixed(2)} ms, p90 ${r.p90.toFixed(2)} ms, ${(r.bytes / 1024).toFixed(1)} KB`,
    )
  }
  const context = html.match(/window\.__remixContext = (.*?);__remixContext/s)?.[1]
  if (context) console.log(`\nwindow.__remixContext on /: ${(context.length / 1024).toFixed(1)} KB`)
}
