/**
 * Rate limits count the visitor the server can vouch for: off Fly, a Fly-Client-IP header
 * sent by the client is ignored (rotating it used to get every post through).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer({ rateLimitMultiplier: '1' })
}, 90_000)

afterAll(() => server?.stop())

describe('who a visitor is', () => {
  it('rotating a forged Fly-Client-IP does not get past the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${server.url}/margate`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Fly-Client-IP': `203.0.113.${i + 1}` },
        body: new URLSearchParams({
          name: `Rotating ${i}`,
          phone: '(954) 555-0142',
          email: 'r@example.com',
          service: 'repair',
        }),
      })
      statuses.push(response.status)
    }
    // The city form takes 6 requests per visitor in 15 minutes.
    expect(statuses.slice(0, 6)).toEqual([302, 302, 302, 302, 302, 302])
    expect(statuses.slice(6)).toEqual([429, 429])
    expect(server.count("SELECT count(*) AS n FROM leads WHERE name LIKE 'Rotating %'")).toBe(6)
  })
})

describe('price calls, answered by the HTTP server before Remix (docs/decisions/122-shopper-speed.md)', () => {
  const body = JSON.stringify({
    width: 60.125,
    height: 72,
    fabric: 'Classic White Zebra',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    options: { installation: true },
    zipCode: '33301',
  })
  const call = (init: RequestInit & { path?: string } = {}) =>
    fetch(`${server.url}${init.path ?? '/api/zebra-price'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body ?? body,
    })

  it('answer with the security headers, no-store, JSON errors, and the same limit per visitor', async () => {
    const ok = await call()
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(ok.headers.get('content-security-policy')).toBeTruthy()
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    const priced = await ok.json()
    expect(priced.totalPrice ?? priced.total ?? priced.price).toBeDefined()

    const notJson = await call({ body: '{"width":' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'The body must be JSON' })
    const badWidth = await call({ body: JSON.stringify({ ...JSON.parse(body), width: -1 }) })
    expect(badWidth.status).toBe(400)
    expect((await badWidth.json()).field).toBeTruthy()
    // Unknown price addresses and GETs still get Remix's JSON answers.
    const unknown = await call({ path: '/api/nothing-price' })
    expect([404, 405]).toContain(unknown.status)
    expect((await unknown.json()).error).toBeTruthy()
    const get = await fetch(`${server.url}/api/zebra-price`)
    expect(get.status).toBe(405)
    expect((await get.json()).error).toBeTruthy()

    // 120 calls a minute per visitor (PRICE_CALL_LIMIT); a forged Fly-Client-IP is no way round.
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) {
      const response = await call({ headers: { 'Fly-Client-IP': `198.51.100.${i % 200}` } })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    const refused = await call()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await refused.json()).error).toMatch(/Too many requests/)
  })
})
