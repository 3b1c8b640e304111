#!/usr/bin/env node
// Load test of the quote pipeline: N concurrent `POST /api/submit-lead` requests, each a
// repair lead with one photo, against the production build. Reports what was stored
// (leads, photo rows, files on disk), errors, throughput and latency percentiles.
//
//   BUILD_DIR=build-quote node scripts/measure/load-leads.mjs [--requests 200] [--concurrency 200]
//                                   [--photo-kb 300] [--url http://host:port] [--keep]
//
// Without --url it builds nothing: it starts the existing build (BUILD_DIR, default `build`)
// with scripts/dev/e2e-server.js on a free port (fresh database and uploads folder,
// RATE_LIMIT_MULTIPLIER=1000), and stops it at the end.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import sharp from 'sharp'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '200' },
    'photo-kb': { type: 'string', default: '300' },
    url: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const total = Number(args.requests)
const concurrency = Number(args.concurrency)

let server
let baseUrl = args.url
let dbPath
let uploadsDir

async function waitForServer(url, timeoutMs = 120_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`Server did not answer at ${url}`)
}

function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)
process.on('SIGINT', () => process.exit(130))

if (!baseUrl) {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    console.error(`No build in ${buildDir}/ — run: BUILD_DIR=${buildDir} npm run build`)
    process.exit(1)
  }
  const port = execFileSync(process.execPath, ['scripts/dev/free-port.js']).toString().trim()
  baseUrl = `http://localhost:${port}`
  dbPath = path.resolve(`tests/.tmp/e2e/e2e-${port}.db`)
  uploadsDir = path.resolve(`tests/.tmp/e2e/uploads-${port}`)
  console.log(`Starting ${buildDir} on port ${port}…`)
  server = spawn(process.execPath, ['scripts/dev/e2e-server.js'], {
    env: { ...process.env, PORT: port, BUILD_DIR: buildDir, RATE_LIMIT_MULTIPLIER: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(`${baseUrl}/`)
}

// One photo of roughly the requested size (noise compresses badly, like a real photo).
const side = Math.round(Math.sqrt(Number(args['photo-kb']) * 1024 * 2.2))
const photo = await sharp({
  create: {
    width: side,
    height: Math.round(side * 0.75),
    channels: 3,
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer()
console.log(
  `Sending ${total} leads (${concurrency} at a time), one ${Math.round(photo.length / 1024)} KB photo each, to ${baseUrl}/api/submit-lead`,
)

const runId = Date.now().toString(36)
const latencies = []
const statuses = new Map()
const failures = []

async function submitOne(i) {
  const form = new FormData()
  const fields = {
    serviceType: 'repair',
    propertyType: 'single-family',
    zipCode: '33301',
    timeFrame: 'this-week',
    roomCount: `${(i % 9) + 1} windows`,
    isHomeowner: 'true',
    name: `Load test ${runId} #${i}`,
    email: `load${i}@example.com`,
    phone: '(954) 555-0100',
    details: 'Load test',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('repairImages', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`)
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}/api/submit-lead`, { method: 'POST', body: form })
    const text = await response.text()
    latencies.push(performance.now() - started)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    if (!response.ok) failures.push(`#${i}: ${response.status} ${text.slice(0, 120)}`)
  } catch (error) {
    latencies.push(performance.now() - started)
    statuses.set('network', (statuses.get('network') ?? 0) + 1)
    failures.push(`#${i}: ${error.cause?.code ?? error.message}`)
  }
}

const started = performance.now()
let next = 0
await Promise.all(
  Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) await submitOne(next++)
  }),
)
const seconds = (performance.now() - started) / 1000

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const sorted = [...latencies].sort((a, b) => a - b)
const ms = (v) => `${Math.round(v)} ms`

console.log('\nResults')
console.log(`  requests        ${total} in ${seconds.toFixed(2)} s`)
console.log(`  throughput      ${(total / seconds).toFixed(1)} leads/s`)
console.log(`  statuses        ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`)
console.log(`  errors          ${failures.length}`)
for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`)
console.log(
  `  latency         p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
)

if (dbPath) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  const pattern = `Load test ${runId} #%`
  const leads = db.prepare('SELECT count(*) AS n FROM leads WHERE name LIKE ?').get(pattern).n
  const photos = db
    .prepare(
      'SELECT count(*) AS n FROM lead_photos p JOIN leads l ON l.id = p.lead_id WHERE l.name LIKE ?',
    )
    .get(pattern).n
  const keys = db
    .prepare(
      'SELECT p.storage_key AS key FROM lead_photos p JOIN leads l ON l.id = p.lead_id WHERE l.name LIKE ?',
    )
    .all(pattern)
  db.close()
  const onDisk = keys.filter(({ key }) => fs.existsSync(path.join(uploadsDir, key))).length
  const files = fs.existsSync(uploadsDir)
    ? fs.readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0
  console.log(`  stored leads    ${leads}`)
  console.log(`  stored photos   ${photos} rows, ${onDisk} originals on disk`)
  console.log(`  files on disk   ${files} (original + 2 variants per photo)`)
  const ok = leads === total && photos === total && onDisk === total && failures.length === 0
  console.log(ok ? '\nOK: every lead stored with its photo.' : '\nMISMATCH: see above.')
  stopServer()
  if (!args.keep) {
    // The server we started is gone: remove its database and uploads (--keep to inspect them).
    if (server.exitCode === null) {
      await Promise.race([
        new Promise((r) => server.once('exit', r)),
        new Promise((r) => setTimeout(r, 5000)),
      ])
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
    fs.rmSync(uploadsDir, { recursive: true, force: true })
  }
  process.exit(ok ? 0 : 1)
}
process.exit(failures.length ? 1 : 0)
