// Where a shopper's page time goes (issue 29, docs/decisions/122-shopper-speed.md).
//
//   npm run build
//   node scripts/measure/profile-pages.mjs            # PROFILE_SECONDS=6 PROFILE_CONNECTIONS=50
//
// Starts the production build (scripts/dev/e2e-server.js: a fresh seeded database, mocked third
// parties) under `node --cpu-prof`, becomes a shopper the way a visitor does (a free sample
// added through POST /cart/samples: a real cart cookie), loads each page with that cookie at 50
// connections, then stops the server and splits the CPU samples of its profile into:
//   database (better-sqlite3, drizzle), serialisation of loader data (turbo-stream, JSON),
//   React render (react-dom and the components it calls), loaders and other app code,
//   compression, request logging, middleware (express and server/*.js), and the rest
//   (garbage collection, the event loop, idle).
// Each page is profiled in a server of its own, so the split is per page. It also prints the
// page's HTML size and how much of it is the inlined loader data, per route.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, waitFor } from '../dev/local-server.mjs'
import { shopperCookie } from './shopper.mjs'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6)
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 50)
const PAGES = (process.env.PROFILE_PAGES ?? '/,/shop/zebra-shades,/privacy').split(',')

async function startProfiledServer(dir) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'scripts/dev/e2e-server.js'],
    {
      env: { ...process.env, PORT: String(port), BUILD_DIR },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/healthcheck`, child)
  return { url, child }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/** The category of one stack frame, or null when it says nothing on its own. */
function frameCategory({ url, functionName }) {
  if (/better-sqlite3|drizzle-orm/.test(url)) return 'database'
  if (/turbo-stream/.test(url) || functionName === 'stringify') return 'serialisation'
  if (/compression|zlib/.test(url)) return 'compression'
  if (/react-dom/.test(url)) return 'react'
  if (/@remix-run|react-router/.test(url)) return 'remix'
  if (url.includes(`${BUILD_DIR}/server/`)) return 'app'
  if (/\/server\/[a-z-]+\.js$|node_modules\/(express|router|send|serve-static|helmet)/.test(url))
    return 'middleware'
  if (/scripts\/dev\/|scripts\/ops\/|node:internal\/modules\//.test(url)) return 'startup'
  if (functionName === '(garbage collector)') return 'gc'
  if (functionName === '(idle)') return 'idle'
  return null
}

/**
 * Self time per category: the innermost of database, serialisation, compression decides; else
 * React render if react-dom is on the stack (components are app code called by React); else
 * the innermost other category.
 */
function split(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const memo = new Map()
  const categoryOf = (id) => {
    if (memo.has(id)) return memo.get(id)
    const stack = []
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame)
    const cats = stack.map(frameCategory)
    const logging = stack.some(
      (frame) => frame.functionName === 'log' && /server\/index\.js/.test(frame.url),
    )
    const inner = cats.find((c) => c === 'database' || c === 'serialisation' || c === 'compression')
    const result =
      (cats.includes('startup') ? 'startup' : null) ??
      inner ??
      (logging ? 'logging' : null) ??
      (cats.includes('react') ? 'react' : null) ??
      cats.find((c) => c !== null) ??
      'other'
    memo.set(id, result)
    return result
  }
  const totals = {}
  const others = {}
  const deltas = profile.timeDeltas
  profile.samples.forEach((id, i) => {
    const category = categoryOf(id)
    totals[category] = (totals[category] ?? 0) + (deltas[i] ?? 0) / 1000
    if (category === 'other') {
      const { functionName, url } = byId.get(id).callFrame
      const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}`
      others[name] = (others[name] ?? 0) + (deltas[i] ?? 0) / 1000
    }
  })
  if (process.env.PROFILE_TOP) {
    const top = Object.entries(others)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
    for (const [name, ms] of top) console.log(`    other: ${ms.toFixed(0).padStart(6)} ms ${name}`)
  }
  return totals
}

const LABELS = {
  database: 'database (better-sqlite3, drizzle)',
  app: 'loaders and other app code',
  serialisation: 'serialisation (turbo-stream, JSON)',
  react: 'React render (react-dom + components)',
  compression: 'compression (gzip)',
  logging: 'request logging',
  middleware: 'middleware (express, server/*.js)',
  remix: 'Remix runtime (route matching, handler)',
  startup: 'server start-up and seeding (not per request)',
  gc: 'garbage collection',
  other: 'other (node internals, http, event loop)',
}

/** The HTML and the loader data inlined in it, per route id. */
function htmlWeight(html) {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  const scriptBytes = scripts.reduce((sum, [, body]) => sum + body.length, 0)
  const routes = {}
  for (const [, body] of scripts) {
    for (const match of body.matchAll(/"(routes\/[^"]+|root)"/g)) routes[match[1]] = true
  }
  return {
    total: html.length,
    scripts: scriptBytes,
    markup: html.length - scriptBytes,
    routes: Object.keys(routes),
  }
}

if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
  console.error(`No build in ${BUILD_DIR}: run \`npm run build\` first.`)
  process.exit(1)
}

console.log(`Shopper (cart cookie) under load: ${CONNECTIONS} connections, ${SECONDS} s per page`)
for (const page of PAGES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-pages-'))
  const server = await startProfiledServer(dir)
  let result
  let weight
  let anonymousWeight
  try {
    const cookie = await shopperCookie(server.url)
    const html = await (await fetch(`${server.url}${page}`, { headers: { cookie } })).text()
    weight = htmlWeight(html)
    anonymousWeight = htmlWeight(await (await fetch(`${server.url}${page}`)).text())
    await load({ url: `${server.url}${page}`, headers: { cookie }, duration: 1 })
    result = await load({ url: `${server.url}${page}`, headers: { cookie } })
  } finally {
    await stop(server.child)
  }
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  fs.rmSync(dir, { recursive: true, force: true })
  const totals = split(profile)
  const busy = Object.entries(totals)
    .filter(([name]) => name !== 'idle' && name !== 'startup')
    .reduce((sum, [, ms]) => sum + ms, 0)
  const requests = result.requests.total + 1
  console.log(
    `\n${page}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `HTML ${(weight.total / 1024).toFixed(1)} KB (${(weight.scripts / 1024).toFixed(1)} KB in scripts, ` +
      `${(weight.markup / 1024).toFixed(1)} KB markup); anonymous HTML ${(anonymousWeight.total / 1024).toFixed(1)} KB`,
  )
  console.log(
    `  CPU per request (whole run incl. start-up, ${requests} requests): ${(busy / requests).toFixed(2)} ms`,
  )
  for (const [name, ms] of Object.entries(totals).sort((a, b) => b[1] - a[1])) {
    if (name === 'idle') continue
    console.log(
      `  ${(LABELS[name] ?? name).padEnd(44)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %`,
    )
  }
}
