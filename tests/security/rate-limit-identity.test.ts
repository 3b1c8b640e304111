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
