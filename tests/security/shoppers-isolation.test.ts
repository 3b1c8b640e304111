/**
 * Shoppers get pages from memory too, and only ever their own (issue 29,
 * docs/decisions/122-shopper-speed.md). Against the production build: two shoppers with
 * different carts, a visitor with a pending toast, a signed-in staff member and an anonymous
 * visitor ask for the same pages at the same time, round after round. Each sees exactly their
 * own cart and toast, nobody else's, while the shoppers' pages come from memory.
 * `npm run build && npx vitest run tests/security/shoppers-isolation.test.ts`
 */
import http from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 90_000)

afterAll(() => server?.stop())

/** The `name=value` pairs a response sets, merged into a visitor's Cookie header. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
}

const header = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

async function post(jar: Map<string, string>, path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      cookie: header(jar),
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  await response.arrayBuffer()
  keepCookies(jar, response)
  expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeLessThan(400)
  return response
}

/** A zebra shade of an unusual size, added without JavaScript: its size names the cart. */
function addBlind(jar: Map<string, string>, width: [string, string], height: [string, string]) {
  return post(jar, '/shop/zebra-shades', {
    intent: 'add',
    fabricId: FABRIC_ID,
    widthWhole: width[0],
    widthFraction: width[1],
    heightWhole: height[0],
    heightFraction: height[1],
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    quantity: '1',
    room: '',
  })
}

let FABRIC_ID = ''
let SAMPLE_IDS: string[] = []

/**
 * A page load, as a browser navigating sends it: `Sec-Fetch-Mode: navigate` (a data request says
 * `cors` and carries a flash unspent, issue 40.32). Through node:http, since fetch() may not set
 * a `Sec-` header itself.
 */
function get(jar: Map<string, string>, path: string) {
  return new Promise<{ status: number; html: string; source: string | null }>((resolve, reject) => {
    const request = http.get(
      `${server.url}${path}`,
      { headers: { cookie: header(jar), 'sec-fetch-mode': 'navigate' } },
      (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          html += chunk
        })
        response.on('end', () => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';')
            const at = pair.indexOf('=')
            jar.set(pair.slice(0, at), pair.slice(at + 1))
          }
          const source = response.headers['x-page-cache']
          resolve({
            status: response.statusCode ?? 0,
            html,
            source: typeof source === 'string' ? source : null,
          })
        })
      },
    )
    request.on('error', reject)
  })
}

it('two shoppers, a toast, staff and an anonymous visitor at once each see only their own', async () => {
  const zebra = await (await fetch(`${server.url}/shop/zebra-shades`)).text()
  FABRIC_ID = zebra.match(/name="fabricId"[^>]*value="(\d+)"/)?.[1] ?? ''
  SAMPLE_IDS = [...zebra.matchAll(/name="sampleFabricId"[^>]*value="(\d+)"/g)].map((m) => m[1])
  expect(FABRIC_ID).not.toBe('')
  expect(SAMPLE_IDS.length).toBeGreaterThan(2)

  // Shopper A: one blind 37 1/8 x 61 3/8. Shopper B: one blind 41 5/8 x 55 7/8 and a sample.
  const shopperA = new Map<string, string>()
  await addBlind(shopperA, ['37', '1'], ['61', '3'])
  const shopperB = new Map<string, string>()
  await addBlind(shopperB, ['41', '5'], ['55', '7'])
  await post(shopperB, '/cart/samples', { sampleFabricId: SAMPLE_IDS[1], _js: '1' })
  // The flash toasts of the adds (no JavaScript) are read once by the page they land on.
  await get(shopperA, '/cart')
  await get(shopperB, '/cart')
  // A visitor who just added a sample without JavaScript: a toast waits for their next page.
  const toasted = new Map<string, string>()
  await post(toasted, '/cart/samples', { sampleFabricId: SAMPLE_IDS[2] })
  expect(toasted.has('toast')).toBe(true)
  const staff = new Map<string, string>()
  await post(staff, '/admin/login', {
    username: 'admin',
    password: 'e2e-admin-password',
    redirectTo: '/admin',
  })
  expect(staff.has('admin_session')).toBe(true)
  const anonymous = new Map<string, string>()

  const A = '37 1/8'
  const B = '41 5/8'
  const TOAST = 'Free sample added'
  const pages = ['/', '/privacy', '/shop/zebra-shades', '/services/repair']
  let shopperHits = 0
  const toastSeen: number[] = []
  for (let round = 0; round < 4; round++) {
    const answers = await Promise.all(
      pages.flatMap((path) =>
        [
          ['A', shopperA],
          ['B', shopperB],
          ['toast', toasted],
          ['staff', staff],
          ['anonymous', anonymous],
        ].map(async ([who, jar]) => ({
          who: who as string,
          path,
          ...(await get(jar as Map<string, string>, path)),
        })),
      ),
    )
    for (const { who, path, status, html, source } of answers) {
      const where = `${who} ${path} round ${round}`
      expect(status, where).toBe(200)
      expect(html.includes(A), `${where}: A's blind`).toBe(who === 'A')
      expect(html.includes(B), `${where}: B's blind`).toBe(who === 'B')
      // The toast as shown, not the words in the page's catalog (the cart part names it too).
      if (html.replace(/<script[\s\S]*?<\/script>/g, ' ').includes(TOAST)) {
        expect(who, `${where}: the toast`).toBe('toast')
        toastSeen[round] = (toastSeen[round] ?? 0) + 1
      }
      if ((who === 'A' || who === 'B') && source === 'hit') shopperHits++
    }
  }
  // The toast was shown to its visitor only, by the pages asked for while it waited (the first
  // round's, at once), and never again: a flash is read once.
  expect(toastSeen[0]).toBeGreaterThanOrEqual(1)
  expect(toastSeen.slice(1).filter(Boolean)).toEqual([])
  // The shoppers' pages came from memory after the first round.
  expect(shopperHits).toBeGreaterThanOrEqual(pages.length * 2 * 2)

  // Staff see the admin area; nobody else does.
  expect((await get(staff, '/admin')).html).toContain('Logout')
  for (const jar of [shopperA, shopperB, anonymous]) {
    const response = await fetch(`${server.url}/admin`, {
      headers: { cookie: header(jar) },
      redirect: 'manual',
    })
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(await response.text()).not.toContain('Logout')
  }

  // A change to A's cart is seen at once: the page is never the old cart's.
  const after = await get(shopperA, '/privacy')
  expect(after.source).toBe('hit')
  await addBlind(shopperA, ['30', '4'], ['40', '2'])
  await get(shopperA, '/cart')
  const changed = await get(shopperA, '/privacy')
  expect(changed.html).toContain('30 1/2&quot; x 40 1/4&quot;')
  expect(changed.source).toBe('miss')
}, 120_000)
