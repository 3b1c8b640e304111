// Re-measures issue 22's attacks on the production build (its own fresh seeded database) and
// prints the figures as JSON; exits 1 when one of them succeeds again.
//
//   BUILD_DIR=build npm run build && BUILD_DIR=build node scripts/measure/probe-trust.mjs [lockout] [busy] [multipart] [caches]
//
// lockout (22.1): strangers at 30 other addresses fail to sign in as `admin` (spellings
//   `Admin`, ` admin` among them); then the admin signs in from the browser they used before.
// busy (22.2): another process holds the database's write lock for 8 s; meanwhile a visitor
//   reads /privacy and /healthcheck and another books an appointment.
// multipart (22.3): a quote with a photo named `kitchen; before.png`, as a browser's FormData
//   sends it.
// caches (22.6): one client posts leads ten times a second (refused after its limit) while
//   another reads /privacy 40 times: how many of those were answered from the page cache.
// Requests leave from different loopback addresses (127.0.x.y), so the server sees real,
// different client addresses without trusting any header.
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { startServer } from '../dev/local-server.mjs'

const ADMIN_PASSWORD = 'e2e-admin-password'

/** One request from `address`; answers status, headers and the time it took. */
function request(port, { method = 'GET', path, address, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, method, path, localAddress: address, headers },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function signIn(port, address, username, password, cookie = '') {
  const body = new URLSearchParams({ username, password }).toString()
  return request(port, {
    method: 'POST',
    path: '/admin/login',
    address,
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  })
}

/** The device cookie a browser keeps from a sign-in (its session has ended since). */
function deviceCookieOf(response) {
  const cookies = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0])
  return cookies.filter((c) => c.startsWith('admin_device=')).join('; ')
}

async function lockout(port) {
  const ownBrowser = '127.0.0.2'
  const first = await signIn(port, ownBrowser, 'admin', ADMIN_PASSWORD)
  const cookie = deviceCookieOf(first)
  const spellings = ['admin', 'Admin', ' admin', 'ADMIN']
  const strangers = []
  for (let i = 0; i < 30; i++) {
    const r = await signIn(port, `127.0.1.${i + 1}`, spellings[i % spellings.length], 'guess')
    strangers.push(r.status)
  }
  const mine = await signIn(port, ownBrowser, 'admin', ADMIN_PASSWORD, cookie)
  const newDevice = await signIn(port, '127.0.2.1', 'admin', ADMIN_PASSWORD)
  return {
    firstSignIn: first.status,
    strangerFailures: strangers.length,
    strangerRefusedAs401: strangers.filter((s) => s === 401).length,
    strangerRefusedAs429: strangers.filter((s) => s === 429).length,
    adminOwnBrowserAfterwards: { status: mine.status, ms: Math.round(mine.ms) },
    adminOnANewDeviceAfterwards: newDevice.status,
    ok: first.status === 302 && mine.status === 302,
  }
}

const databaseOf = (port) => path.resolve(`tests/.tmp/e2e/e2e-${port}.db`)

/** Another process (as `sqlite3` or a script over `fly ssh` would) holds the write lock. */
function holdWriteLock(port, ms) {
  const script = `
    const Database = require('better-sqlite3')
    const db = new Database(${JSON.stringify(databaseOf(port))})
    db.exec('BEGIN IMMEDIATE')
    db.prepare("INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES ('probe-lock', 0, 1) ON CONFLICT DO NOTHING").run()
    console.log('locked')
    setTimeout(() => { db.exec('ROLLBACK'); process.exit(0) }, ${ms})`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve) => child.stdout.once('data', () => resolve(child)))
}

async function busy(port) {
  const db = new Database(databaseOf(port), { readonly: true })
  const date = db
    .prepare("SELECT date FROM appointment_slots WHERE date > date('now') ORDER BY date LIMIT 1")
    .get()?.date
  const slot = db
    .prepare('SELECT * FROM appointment_slots WHERE date = ? ORDER BY time_slot LIMIT 1')
    .get(date)
  db.close()
  const idle = await request(port, { path: '/privacy', address: '127.0.3.1' })
  const lock = await holdWriteLock(port, 8_000)
  const booking = JSON.stringify({
    slotId: slot?.id,
    serviceType: 'consultation',
    appointmentDate: slot?.date,
    appointmentTime: slot?.time_slot,
    customerName: 'Probe Customer',
    customerEmail: 'probe@example.com',
    customerPhone: '(954) 555-0142',
    customerAddress: '100 NW 70th Ave, Plantation, FL 33317',
  })
  const booked = request(port, {
    method: 'POST',
    path: '/api/appointments',
    address: '127.0.3.2',
    body: booking,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(booking) },
  })
  await new Promise((r) => setTimeout(r, 200))
  const reads = []
  for (let i = 0; i < 5; i++) {
    reads.push(await request(port, { path: '/privacy', address: `127.0.3.${10 + i}` }))
    await new Promise((r) => setTimeout(r, 300))
  }
  const health = await request(port, { path: '/healthcheck', address: '127.0.3.20' })
  const booking503 = await booked
  lock.kill()
  const slowestRead = Math.max(...reads.map((r) => r.ms))
  return {
    privacyIdleMs: Math.round(idle.ms),
    privacyDuringLockSlowestMs: Math.round(slowestRead),
    healthcheckDuringLock: { status: health.status, ms: Math.round(health.ms) },
    bookingDuringLock: {
      status: booking503.status,
      retryAfter: booking503.headers['retry-after'] ?? null,
      ms: Math.round(booking503.ms),
    },
    lockHeldForMs: 8_000,
    ok: slowestRead < 500 && health.status === 200 && booking503.status === 503,
  }
}

async function multipart(port) {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#88aacc' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  const fields = {
    serviceType: 'repair',
    propertyType: 'condo',
    zipCode: '33301',
    timeFrame: 'this-week',
    roomCount: '3 windows',
    isHomeowner: 'true',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(954) 555-0199',
    address: '12 Las Olas Blvd, Fort Lauderdale',
    details: 'Two slats broken',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('repairImages', new File([png], 'kitchen; before.png', { type: 'image/png' }))
  const answer = await fetch(`http://127.0.0.1:${port}/api/submit-lead`, {
    method: 'POST',
    body: form,
  })
  const body = await answer.json().catch(() => null)
  return {
    fileName: 'kitchen; before.png',
    status: answer.status,
    error: body?.error ?? null,
    ok: answer.status === 200,
  }
}

async function caches(port) {
  const body = new URLSearchParams({ name: 'x' }).toString()
  let posting = true
  let posted = 0
  const statuses = {}
  const poster = (async () => {
    while (posting) {
      const r = await request(port, {
        method: 'POST',
        path: '/api/submit-lead',
        address: '127.0.4.1',
        body,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      })
      posted++
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  await request(port, { path: '/privacy', address: '127.0.4.2' })
  let hits = 0
  for (let i = 0; i < 40; i++) {
    const r = await request(port, { path: '/privacy', address: '127.0.4.2' })
    if (r.headers['x-page-cache'] === 'hit') hits++
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  posting = false
  await poster
  return {
    leadPosts: posted,
    leadAnswers: statuses,
    privacyCacheHits: `${hits}/40`,
    ok: hits >= 38,
  }
}

const probes = { lockout, busy, multipart, caches }
const chosen = process.argv.slice(2).filter((name) => name in probes)
const server = await startServer('scripts/dev/e2e-server.js', {
  env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build', RATE_LIMIT_MULTIPLIER: '1' },
})
const results = {}
let failed = false
try {
  for (const name of chosen.length ? chosen : Object.keys(probes)) {
    results[name] = await probes[name](server.port)
    if (!results[name].ok) failed = true
  }
} finally {
  server.stop()
}
console.log(JSON.stringify(results, null, 2))
process.exit(failed ? 1 : 0)
