/**
 * Issue 25.2: a failover window on a replica. LiteFS removes `.primary` while no primary is
 * known (every hand-over of the lease); the replica must then not take itself for the
 * primary. A replica of its own (the harness's primary and database, a LiteFS folder of its
 * own, so the journeys running beside this test keep their replica) gets customers' quotes,
 * with and without JavaScript and with a photo, admin sign-ins and pages, while `.primary` is
 * removed with requests in flight. No answer may be a 5xx other than 503 with Retry-After;
 * every customer refused in the window sends again once the primary is back, as the page asks,
 * and then has exactly one request stored, photo included.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test'
import sharp from 'sharp'
import { E2E_TMP, freshE2eSettings } from '../../scripts/dev/e2e-settings.js'
import { freePort } from '../../scripts/dev/local-server.mjs'
import { withE2eDatabase } from '../e2e/db'

const BUSY = 'We could not save that just now'

const harness = () =>
  JSON.parse(
    fs.readFileSync(path.resolve(`tests/.tmp/e2e/replica-${process.env.E2E_PORT}.json`), 'utf8'),
  ) as { primaryPort: number; replicaPort: number }

let replica: ChildProcess | undefined
let replicaUrl = ''
let litefsDir = ''

/** A replica like the harness's: read-only database, `.primary` naming the primary. */
async function startReplica() {
  const port = await freePort()
  const proxyPort = process.env.E2E_PORT as string
  litefsDir = path.join(E2E_TMP, `litefs-failover-${port}`)
  fs.rmSync(litefsDir, { recursive: true, force: true })
  fs.mkdirSync(litefsDir, { recursive: true })
  fs.writeFileSync(path.join(litefsDir, '.primary'), 'primary-machine')
  // The harness's settings: its database, uploads and site address (the paths are only named).
  const shared: Record<string, string> = {
    ...freshE2eSettings(port),
    DATABASE_PATH: path.join(E2E_TMP, `e2e-${proxyPort}.db`),
    UPLOADS_DIR: path.join(E2E_TMP, `uploads-${proxyPort}`),
    SITE_URL: `http://localhost:${proxyPort}`,
  }
  const child = spawn(process.execPath, ['scripts/ops/start.js'], {
    env: {
      ...process.env,
      ...shared,
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      LITEFS_DIR: litefsDir,
      DATABASE_READ_ONLY: 'true',
      PRIMARY_URL: `http://127.0.0.1:${harness().primaryPort}`,
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', process.env.REPLICA_VERBOSE ? 'inherit' : 'ignore'],
  })
  replica = child
  replicaUrl = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${replicaUrl}/healthcheck`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the failover replica did not start')
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  await startReplica()
})

test.afterAll(() => {
  replica?.kill('SIGTERM')
  fs.rmSync(litefsDir, { recursive: true, force: true })
})

const primaryFile = () => path.join(litefsDir, '.primary')

/** A weekday a few days ahead: the booking page lists (and on the primary, makes) its slots. */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

async function photo() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer()
}

type Customer = {
  name: string
  email: string
  context: APIRequestContext
  /** Sends the request once; the test sends again what the window refused. */
  send: () => Promise<APIResponse>
}

function leadFields(name: string, email: string) {
  return {
    serviceType: 'repair',
    propertyType: 'condo',
    zipCode: '33301',
    timeFrame: 'this-week',
    roomCount: '3 windows',
    isHomeowner: 'true',
    name,
    email,
    phone: '(954) 555-0199',
    details: 'Failover window test',
  }
}

/** A visitor without JavaScript, through steps 1-4 already: the final post has the photo. */
async function wizardCustomer(n: number, image: Buffer): Promise<Customer> {
  const name = `Failover Wizard ${n}`
  const email = `failover-wizard-${n}@example.com`
  const context = await playwrightRequest.newContext({ baseURL: replicaUrl })
  const steps: Record<string, string>[] = [
    { step: '1', serviceType: 'repair' },
    { step: '2', propertyType: 'condo', zipCode: '33301' },
    { step: '3', timeFrame: 'this-week', roomCount: '3 windows' },
    { step: '4', isHomeowner: 'on' },
  ]
  for (const fields of steps) {
    const answer = await context.post('/quote', {
      form: { ...fields, intent: 'continue', returnTo: '/quote' },
      maxRedirects: 0,
    })
    expect(answer.status(), `step ${fields.step}`).toBe(302)
  }
  return {
    name,
    email,
    context,
    send: () =>
      context.post('/quote', {
        multipart: {
          step: '5',
          intent: 'submit',
          returnTo: '/quote',
          name,
          email,
          phone: '(954) 555-0199',
          details: 'Failover window test',
          repairImages: { name: 'slat.jpg', mimeType: 'image/jpeg', buffer: image },
        },
        maxRedirects: 0,
      }),
  }
}

/** A visitor with JavaScript: the wizard sends the whole request to the JSON API. */
async function apiCustomer(n: number, image: Buffer): Promise<Customer> {
  const name = `Failover Api ${n}`
  const email = `failover-api-${n}@example.com`
  const context = await playwrightRequest.newContext({ baseURL: replicaUrl })
  return {
    name,
    email,
    context,
    send: () =>
      context.post('/api/submit-lead', {
        headers: { Accept: 'application/json' },
        multipart: {
          ...leadFields(name, email),
          repairImages: { name: 'cord.jpg', mimeType: 'image/jpeg', buffer: image },
        },
      }),
  }
}

type Seen = { what: string; status: number; retryAfter: string | undefined; body: string }

async function seen(what: string, answer: Promise<APIResponse>): Promise<Seen> {
  const response = await answer
  return {
    what,
    status: response.status(),
    retryAfter: response.headers()['retry-after'],
    body: await response.text(),
  }
}

test('a failover window on a replica: 503 with Retry-After at worst, and no customer loses a request', async () => {
  test.setTimeout(120_000)
  const image = await photo()
  const customers: Customer[] = []
  for (let n = 0; n < 4; n++) customers.push(await wizardCustomer(n, image))
  for (let n = 0; n < 4; n++) customers.push(await apiCustomer(n, image))
  const visitor = await playwrightRequest.newContext({ baseURL: replicaUrl })
  const staff = await playwrightRequest.newContext({ baseURL: replicaUrl })
  const pages = ['/', '/quote', `/book-appointment?service=consultation&date=${weekdayAhead(4)}`]
  const signIn = () =>
    staff.post('/admin/login', {
      form: { username: 'admin', password: 'e2e-admin-password' },
      maxRedirects: 0,
    })

  // Half the customers send while the primary is known; `.primary` goes while they are in
  // flight, and the other half, a sign-in and the pages arrive in the window.
  const first = customers.filter((_, i) => i % 2 === 0)
  const second = customers.filter((_, i) => i % 2 === 1)
  const inFlight = first.map((c) => seen(c.name, c.send()))
  // Long enough for them to reach the replica and be on their way to the primary (resizing a
  // photo there takes longer), so the file goes while they are in flight.
  await new Promise((resolve) => setTimeout(resolve, 120))
  fs.rmSync(primaryFile())
  const inWindow = [
    ...second.map((c) => seen(c.name, c.send())),
    seen('admin sign-in', signIn()),
    ...pages.map((url) => seen(`GET ${url}`, visitor.get(url, { maxRedirects: 0 }))),
  ]
  const answers = await Promise.all([...inFlight, ...inWindow])
  console.log(`[failover] answers: ${answers.map((a) => `${a.what} ${a.status}`).join(', ')}`)
  // The hand-over is over: the replica finds the (new) primary.
  fs.writeFileSync(primaryFile(), 'primary-machine')

  const wrong = answers
    .filter((a) => a.status >= 500 && !(a.status === 503 && /^\d+$/.test(a.retryAfter ?? '')))
    .map((a) => `${a.what} → ${a.status} ${a.body.slice(0, 200)}`)
  expect(wrong).toEqual([])
  // The window was really there: what arrived in it and writes was refused, not lost.
  const refused = answers.filter((a) => a.status === 503)
  expect(refused.map((a) => a.what)).toEqual(
    expect.arrayContaining([...second.map((c) => c.name), 'admin sign-in']),
  )
  for (const page of answers.filter((a) => a.what.startsWith('GET '))) {
    expect(page.status, page.what).toBeLessThan(400)
  }

  // A refused customer sees why and what they typed (the page) or the message (the API).
  for (const customer of second) {
    const answer = answers.find((a) => a.what === customer.name)
    expect(answer?.body, customer.name).toContain(BUSY)
    if (customer.name.startsWith('Failover Wizard')) {
      expect(answer?.body).toContain(customer.email)
    }
  }

  // Every customer refused in the window sends again, as the message asks: then it is stored.
  for (const customer of customers) {
    const answer = answers.find((a) => a.what === customer.name)
    if (answer?.status !== 503) continue
    const again = await customer.send()
    expect(again.status(), customer.name).toBeLessThan(400)
  }
  expect((await signIn()).status()).toBe(302)

  const stored = await withE2eDatabase((db) =>
    customers.map((customer) => {
      const leads = db.$client
        .prepare('SELECT id FROM leads WHERE email = ?')
        .all(customer.email) as { id: number }[]
      const photos = leads.length
        ? (
            db.$client
              .prepare('SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?')
              .get(leads[0].id) as { n: number }
          ).n
        : 0
      return { who: customer.name, leads: leads.length, photos }
    }),
  )
  expect(stored).toEqual(customers.map((c) => ({ who: c.name, leads: 1, photos: 1 })))
  for (const context of [visitor, staff, ...customers.map((c) => c.context)]) {
    await context.dispose()
  }
})
