import { describe, expect, it } from 'vitest'
import { hitRateLimit } from './rate-limit.server'

describe('hitRateLimit', () => {
  it('allows up to the limit within a window, then refuses with a retry time', () => {
    const opts = { limit: 3, windowMs: 60_000 }
    const t0 = 1_000_000
    expect(hitRateLimit('k1', opts, t0).allowed).toBe(true)
    expect(hitRateLimit('k1', opts, t0 + 1).allowed).toBe(true)
    expect(hitRateLimit('k1', opts, t0 + 2).allowed).toBe(true)
    const refused = hitRateLimit('k1', opts, t0 + 10_000)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })
  it('starts a new window once the old one has passed', () => {
    const opts = { limit: 1, windowMs: 1000 }
    expect(hitRateLimit('k2', opts, 0).allowed).toBe(true)
    expect(hitRateLimit('k2', opts, 500).allowed).toBe(false)
    expect(hitRateLimit('k2', opts, 1000).allowed).toBe(true)
  })
  it('keeps keys apart', () => {
    const opts = { limit: 1, windowMs: 1000 }
    expect(hitRateLimit('a', opts, 0).allowed).toBe(true)
    expect(hitRateLimit('b', opts, 0).allowed).toBe(true)
  })
})

describe('clientKey', () => {
  it("trusts only the proxy's Fly-Client-IP header", async () => {
    const { clientKey } = await import('./rate-limit.server')
    const request = (headers: Record<string, string>) => new Request('http://x/', { headers })
    expect(clientKey(request({ 'Fly-Client-IP': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientKey(request({ 'X-Forwarded-For': '203.0.113.8' }))).toBe('unknown')
    expect(clientKey(request({ 'X-Client-IP': '203.0.113.9' }))).toBe('unknown')
    expect(clientKey(request({ 'Fly-Client-IP': 'not-an-ip' }))).toBe('unknown')
  })
})
