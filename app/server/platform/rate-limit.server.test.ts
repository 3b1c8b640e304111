import { describe, expect, it, vi } from 'vitest'
import {
  effectiveLimit,
  hitMemoryRateLimit,
  hitRateLimit,
  widerAddressKey,
} from './rate-limit.server'

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

describe('effectiveLimit', () => {
  it('scales a limit by the multiplier, rounding down, and never under one', () => {
    expect(effectiveLimit(5, 1)).toBe(5)
    expect(effectiveLimit(5, 20)).toBe(100)
    expect(effectiveLimit(5, 0.5)).toBe(2)
    expect(effectiveLimit(1, 0.1)).toBe(1)
    expect(effectiveLimit(3, 1.9)).toBe(5)
  })

  it("reads the deployment's multiplier by default", () => {
    expect(effectiveLimit(7)).toBe(7 * Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1))
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

describe('clientKey on a deployed machine', () => {
  it('reads only the address the production server vouched for, never a Fly-Client-IP sent to it (issue 25.4)', async () => {
    vi.resetModules()
    process.env.FLY_APP_NAME = 'tri-county-blinds'
    try {
      const { clientKey } = await import('./rate-limit.server')
      const request = (headers: Record<string, string>) => new Request('http://x/', { headers })
      expect(clientKey(request({ 'Fly-Client-IP': '203.0.113.7' }))).toBe('unknown')
      expect(clientKey(request({ 'X-Visitor-Ip': '198.51.100.4' }))).toBe('198.51.100.4')
    } finally {
      delete process.env.FLY_APP_NAME
      vi.resetModules()
    }
  })
})

describe('addressKey', () => {
  it('groups IPv6 by /64 and reads IPv4-mapped addresses as IPv4', async () => {
    const { addressKey } = await import('./rate-limit.server')
    expect(addressKey('2001:db8:85a3:1234:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1234::/64')
    expect(addressKey('2001:db8:85a3:1234::1')).toBe('2001:db8:85a3:1234::/64')
    expect(addressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('nonsense')).toBeNull()
  })

  it('prefers the address the production server vouches for over any header a client sent', async () => {
    const { clientKey } = await import('./rate-limit.server')
    const request = new Request('http://localhost/', {
      headers: { 'X-Visitor-Ip': '198.51.100.4', 'Fly-Client-IP': '203.0.113.99' },
    })
    expect(clientKey(request)).toBe('198.51.100.4')
  })
})

describe('the bucket table', () => {
  it('a refused hit writes nothing: no row changes, the database version stays (issue 22.6)', async () => {
    const { databaseVersion } = await import('./db-version.server')
    const opts = { limit: 2, windowMs: 60_000 }
    hitRateLimit('refused-1', opts, 5_000)
    hitRateLimit('refused-1', opts, 5_001)
    const before = databaseVersion()
    for (let i = 0; i < 10; i++) {
      const refused = hitRateLimit('refused-1', opts, 5_002 + i)
      expect(refused.allowed).toBe(false)
      expect(refused.retryAfterSeconds).toBe(60)
    }
    expect(databaseVersion()).toBe(before)
    // The window still ends when it did: the next one is allowed and counted.
    expect(hitRateLimit('refused-1', opts, 65_001).allowed).toBe(true)
  })

  it('does not grow without end: buckets older than a day are pruned as hits go by', async () => {
    const { db } = await import('./db.server')
    const day = 24 * 60 * 60_000
    const count = () =>
      (db.$client.prepare('SELECT count(*) AS n FROM rate_limit_buckets').get() as { n: number }).n
    for (let i = 0; i < 300; i++) hitRateLimit(`old-${i}`, { limit: 5, windowMs: 60_000 }, 1_000)
    expect(count()).toBeGreaterThanOrEqual(300)
    // Allowed hits (a refused one writes nothing, so it prunes nothing either).
    for (let i = 0; i < 500; i++)
      hitRateLimit(`new-${i % 3}`, { limit: 1000, windowMs: 60_000 }, 3 * day)
    expect(
      db.$client
        .prepare("SELECT count(*) AS n FROM rate_limit_buckets WHERE key LIKE 'old-%'")
        .get(),
    ).toEqual({ n: 0 })
  })
})

describe('hitMemoryRateLimit (issue 25.5)', () => {
  it('past 10,000 keys drops the oldest windows only: a flood of new keys never frees a refused visitor', () => {
    const rule = { limit: 2, windowMs: 60 * 60_000 }
    const t0 = 50_000_000
    for (let i = 0; i < 5_000; i++) hitMemoryRateLimit(`flood-a-${i}`, rule, t0)
    for (let i = 0; i < 2; i++)
      expect(hitMemoryRateLimit('victim', rule, t0 + 1).allowed).toBe(true)
    expect(hitMemoryRateLimit('victim', rule, t0 + 2).allowed).toBe(false)
    // Enough new keys to pass the bound several times over.
    for (let i = 0; i < 8_000; i++) hitMemoryRateLimit(`flood-b-${i}`, rule, t0 + 3)
    expect(hitMemoryRateLimit('victim', rule, t0 + 4).allowed).toBe(false)
    // A newer key is kept as well; the oldest were the ones dropped.
    expect(hitMemoryRateLimit('flood-b-7999', rule, t0 + 5).allowed).toBe(true)
    expect(hitMemoryRateLimit('flood-b-7999', rule, t0 + 5).allowed).toBe(false)
    expect(hitMemoryRateLimit('flood-a-0', rule, t0 + 6).allowed).toBe(true)
    expect(hitMemoryRateLimit('flood-a-0', rule, t0 + 6).allowed).toBe(true)
  })

  it('a window that starts again moves to the newest end (so it is not dropped first)', () => {
    const rule = { limit: 1, windowMs: 1_000 }
    const t0 = 90_000_000
    hitMemoryRateLimit('renewed', rule, t0)
    for (let i = 0; i < 5_000; i++) hitMemoryRateLimit(`later-${i}`, rule, t0 + 10)
    // The window ended: a new one starts, and it is the newest now.
    expect(hitMemoryRateLimit('renewed', rule, t0 + 2_000).allowed).toBe(true)
    for (let i = 0; i < 9_000; i++) hitMemoryRateLimit(`after-${i}`, rule, t0 + 2_001)
    expect(hitMemoryRateLimit('renewed', rule, t0 + 2_002).allowed).toBe(false)
  })
})

describe('widerAddressKey', () => {
  it('widens an IPv6 /64 key to /56 (or any width up to 64); IPv4 and unknown stay', () => {
    expect(widerAddressKey('2001:db8:85a3:12ff::/64')).toBe('2001:db8:85a3:1200::/56')
    expect(widerAddressKey('2001:db8:85a3:1234::/64', 48)).toBe('2001:db8:85a3:0::/48')
    expect(widerAddressKey('2001:db8:85a3:1234::/64', 64)).toBe('2001:db8:85a3:1234::/64')
    expect(widerAddressKey('2001:db8:0:0::/64')).toBe('2001:db8:0:0::/56')
    expect(widerAddressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(widerAddressKey('unknown')).toBe('unknown')
  })
})
