// Durability proof: start the built server on a fresh database, send a burst of writes
// (quote requests, Add to Cart posts and appointment bookings, in turn), kill the server with
// SIGKILL in the middle, restart it, and check that every write that was answered with
// success is there (each lead by its name, each cart by the id its cookie carries, each
// booking by its id, and every slot's count of bookings agrees with its appointments), that
// `PRAGMA integrity_check` says ok and that the server answers again.
//
//   npm run build && npm run prove:durability        (BUILD_DIR, WRITES, CONCURRENCY optional)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'

const WRITES = Number(process.env.WRITES ?? 200)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const KILL_AFTER = Math.floor(WRITES / 2)
const port = spawnSync(process.execPath, ['scripts/dev/free-port.js']).stdout.toString().trim()
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
  MAIL_FROM: '',
  SMTP_URL: '',
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
  const server = spawn(process.execPath, ['scripts/ops/start.js'], { env, stdio: 'ignore' })
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

/** The cart cookie, read as the app signs it: which cart an acknowledged Add to Cart made. */
const cartCookie = createCookie('cart', { secrets: [env.SESSION_SECRET] })

/**
 * Every free place of every offered day's slots for a consultation, one entry per place,
 * asked of the server as a visitor would (GET /api/appointment-slots).
 */
async function bookablePlaces() {
  const db = new Database(dbPath, { readonly: true })
  const dates = db
    .prepare('SELECT DISTINCT date FROM appointment_slots ORDER BY date')
    .all()
    .map((r) => r.date)
  db.close()
  const places = []
  for (const date of dates) {
    const response = await fetch(
      `${base}/api/appointment-slots?date=${date}&serviceType=consultation`,
    )
    if (!response.ok) continue
    for (const slot of await response.json()) {
      if (!slot.isAvailable) continue
      for (let n = slot.currentBookings; n < slot.maxBookings; n++) {
        places.push({ slotId: slot.id, date: slot.date })
      }
    }
  }
  return places
}

/**
 * One write, in turn a quote request, an Add to Cart and an appointment booking (a quote
 * request again once no place is left). Resolves to what was acknowledged.
 */
async function write(i, fabricId) {
  const place = i % 3 === 2 ? places.pop() : undefined
  if (place) {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customerName: `Durability booking ${i}`,
        customerEmail: `b${i}@example.com`,
        customerPhone: '(954) 555-0101',
        customerAddress: '1 Las Olas Blvd, Fort Lauderdale',
        serviceType: 'consultation',
        appointmentDate: place.date,
        slotId: place.slotId,
      }),
    })
    if (response.status !== 201) return null
    const { appointment } = await response.json()
    return { kind: 'booking', id: appointment.id }
  }
  if (i % 3 !== 1) {
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
  if (response.status !== 302) return null
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('cart='))
  const cartId = setCookie ? await cartCookie.parse(setCookie.split(';')[0]) : null
  return cartId ? { kind: 'cart', cartId } : null
}

seed()
let server = await startServer()
const fabricId = zebraFabricId()
const places = await bookablePlaces()
const placesOffered = places.length
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
const cartsWithLines = new Set(
  db
    .prepare('SELECT DISTINCT cart_id AS id FROM cart_lines')
    .all()
    .map((r) => r.id),
)
const bookingIds = new Set(
  db
    .prepare("SELECT id FROM appointments WHERE customer_name LIKE 'Durability booking %'")
    .all()
    .map((r) => r.id),
)
// A slot's count and its appointments are written in one transaction: never apart.
const slotsOutOfStep = db
  .prepare(
    `SELECT count(*) AS n FROM appointment_slots s WHERE s.current_bookings <> (
       SELECT count(*) FROM appointments a
       WHERE a.slot_id = s.id AND a.status IN ('scheduled', 'confirmed'))`,
  )
  .get().n
db.close()
const answers = (await fetch(`${base}/`)).status
server.kill('SIGTERM')

const ackLeads = acknowledged.filter((a) => a.kind === 'lead')
const ackCart = acknowledged.filter((a) => a.kind === 'cart')
const ackBookings = acknowledged.filter((a) => a.kind === 'booking')
const missingLeads = ackLeads.filter((a) => !leadNames.has(a.name)).map((a) => a.name)
const missingCarts = ackCart.filter((a) => !cartsWithLines.has(a.cartId)).map((a) => a.cartId)
const missingBookings = ackBookings.filter((a) => !bookingIds.has(a.id)).map((a) => a.id)
const result = {
  writesSent: sent,
  acknowledged: acknowledged.length,
  killedAfterAcknowledged: killedAt,
  acknowledgedLeads: ackLeads.length,
  leadsFound: ackLeads.length - missingLeads.length,
  acknowledgedCartAdds: ackCart.length,
  cartAddsFound: ackCart.length - missingCarts.length,
  bookingPlacesOffered: placesOffered,
  acknowledgedBookings: ackBookings.length,
  bookingsFound: ackBookings.length - missingBookings.length,
  slotsOutOfStep,
  integrity,
  homeAfterRestart: answers,
  seconds: (Date.now() - started) / 1000,
}
console.log(JSON.stringify(result, null, 2))
const ok =
  killed &&
  ackLeads.length > 0 &&
  ackCart.length > 0 &&
  ackBookings.length > 0 &&
  missingLeads.length === 0 &&
  missingCarts.length === 0 &&
  missingBookings.length === 0 &&
  slotsOutOfStep === 0 &&
  integrity === 'ok' &&
  answers === 200
if (!ok) {
  console.error('Durability proof FAILED', { missingLeads, missingCarts, missingBookings })
  process.exit(1)
}
console.log('Durability proof passed: every acknowledged write survived SIGKILL.')
