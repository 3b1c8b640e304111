// Durability proof: start the built server on a fresh database, send a burst of writes
// (quote requests and Add to Cart posts), kill the server with SIGKILL in the middle, restart
// it, and check that every write that was answered with success is there, that
// `PRAGMA integrity_check` says ok and that the server answers again.
//
//   npm run build && npm run prove:durability        (BUILD_DIR, WRITES, CONCURRENCY optional)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

const WRITES = Number(process.env.WRITES ?? 200)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const KILL_AFTER = Math.floor(WRITES / 2)
const port = spawnSync(process.execPath, ['scripts/free-port.js']).stdout.toString().trim()
const base = `http://localhost:${port}`
const dir = path.resolve('tests/.tmp/durability')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const dbPath = path.join(dir, 'app.db')

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  DATABASE_PATH: dbPath,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  SESSION_SECRET: 'durability-secret-0123456789abcdef',
  SITE_URL: base,
  MOCKS: 'false',
  RATE_LIMIT_MULTIPLIER: '10000',
  BUILD_DIR: process.env.BUILD_DIR ?? 'build',
}

function seed() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed.ts'], {
    env,
    stdio: 'ignore',
  })
  if (result.status !== 0) throw new Error('seeding failed')
}

async function startServer() {
  const server = spawn(process.execPath, ['scripts/start.js'], { env, stdio: 'ignore' })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthcheck`)).ok) return server
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start')
}

function zebraFabricId() {
  const db = new Database(dbPath, { readonly: true })
  const row = db
    .prepare(
      "SELECT id FROM fabric_swatches WHERE product_type = 'zebra' AND is_active = 1 LIMIT 1",
    )
    .get()
  db.close()
  return String(row.id)
}

/** One write: even-numbered ones are quote requests, odd ones Add to Cart. Resolves to what was acknowledged. */
async function write(i, fabricId) {
  if (i % 2 === 0) {
    const name = `Durability ${i}`
    const response = await fetch(`${base}/api/submit-lead`, {
      method: 'POST',
      body: new URLSearchParams({
        serviceType: 'installation',
        propertyType: 'condo',
        zipCode: '33301',
        timeFrame: 'this-week',
        roomCount: '3 windows',
        name,
        email: `d${i}@example.com`,
        phone: '(954) 555-0100',
      }),
    })
    return response.ok ? { kind: 'lead', name } : null
  }
  const response = await fetch(`${base}/shop/zebra-shades`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      widthWhole: '36',
      widthFraction: '0',
      heightWhole: '48',
      heightFraction: '0',
      mountType: 'inside',
      operationType: 'manual',
      controlSide: 'left',
      fabricId,
      option: 'installation',
      quantity: '1',
      intent: 'add',
    }),
  })
  return response.status === 302 ? { kind: 'cart' } : null
}

seed()
let server = await startServer()
const fabricId = zebraFabricId()
const acknowledged = []
let sent = 0
let killed = false
let killedAt = 0
const started = Date.now()

async function worker() {
  while (sent < WRITES) {
    const i = sent++
    try {
      const ack = await write(i, fabricId)
      if (ack) acknowledged.push(ack)
    } catch {
      // The connection died with the server: not acknowledged, so it proves nothing either way.
    }
    if (!killed && acknowledged.length >= KILL_AFTER) {
      killed = true
      killedAt = acknowledged.length
      server.kill('SIGKILL')
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker))
// A process killed by a signal has signalCode set and exitCode null.
const running = (child) => child.exitCode === null && child.signalCode === null
await new Promise((r) => (running(server) ? server.once('exit', r) : r()))

server = await startServer()
const db = new Database(dbPath, { readonly: true })
const integrity = db.pragma('integrity_check', { simple: true })
const leadNames = new Set(
  db
    .prepare("SELECT name FROM leads WHERE name LIKE 'Durability %'")
    .all()
    .map((r) => r.name),
)
const cartLines = db.prepare('SELECT count(*) AS n FROM cart_lines').get().n
db.close()
const answers = (await fetch(`${base}/`)).status
server.kill('SIGTERM')

const ackLeads = acknowledged.filter((a) => a.kind === 'lead')
const ackCart = acknowledged.filter((a) => a.kind === 'cart')
const missingLeads = ackLeads.filter((a) => !leadNames.has(a.name)).map((a) => a.name)
const result = {
  writesSent: sent,
  acknowledged: acknowledged.length,
  killedAfterAcknowledged: killedAt,
  acknowledgedLeads: ackLeads.length,
  leadsFound: ackLeads.length - missingLeads.length,
  acknowledgedCartAdds: ackCart.length,
  cartLinesFound: cartLines,
  integrity,
  homeAfterRestart: answers,
  seconds: (Date.now() - started) / 1000,
}
console.log(JSON.stringify(result, null, 2))
const ok =
  killed &&
  missingLeads.length === 0 &&
  cartLines >= ackCart.length &&
  integrity === 'ok' &&
  answers === 200
if (!ok) {
  console.error('Durability proof FAILED', { missingLeads })
  process.exit(1)
}
console.log('Durability proof passed: every acknowledged write survived SIGKILL.')
