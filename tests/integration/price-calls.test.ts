import { beforeAll, describe, expect, it } from 'vitest'
import { jsonRequest, routeArgs } from '#tests/setup/requests'
import { countPriceCall, PRICE_CALL_LIMIT } from '~/server/catalog/pricing.server'
import { db } from '~/server/platform/db.server'
import { databaseVersion } from '~/server/platform/db-version.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const zebraBody = {
  width: 48,
  height: 72,
  fabric: 'Classic White Zebra',
  mountType: 'inside',
  operationType: 'manual',
  controlSide: 'left',
  options: { installation: true },
}

describe('price calls are cheap and leave the caches alone', () => {
  it('a price call writes nothing, so the page and price-grid caches stay valid', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const before = databaseVersion()
    for (let i = 0; i < 3; i++) {
      const response = await mod.action(
        routeArgs(jsonRequest('/api/zebra-price', zebraBody)) as never,
      )
      expect(response.status).toBe(200)
      expect((await response.json()).totalPrice).toBe(223.99)
    }
    expect(databaseVersion()).toBe(before)
  })

  it('a fabric renamed by staff is priced under its new name at once', async () => {
    const mod = await import('~/routes-api/api.zebra-price')
    const call = async (fabric: string) =>
      (
        await mod.action(
          routeArgs(jsonRequest('/api/zebra-price', { ...zebraBody, fabric })) as never,
        )
      ).status
    expect(await call('Classic White Zebra')).toBe(200)
    db.$client
      .prepare(
        "UPDATE fabric_swatches SET fabric_name = 'Renamed Zebra' WHERE fabric_name = 'Classic White Zebra'",
      )
      .run()
    try {
      expect(await call('Classic White Zebra')).toBe(400)
      expect(await call('Renamed Zebra')).toBe(200)
    } finally {
      db.$client
        .prepare(
          "UPDATE fabric_swatches SET fabric_name = 'Classic White Zebra' WHERE fabric_name = 'Renamed Zebra'",
        )
        .run()
    }
  })

  it('each visitor has its own window of calls; past the limit the answer says when to retry', () => {
    const t0 = 5_000_000
    for (let i = 0; i < PRICE_CALL_LIMIT.limit; i++) {
      expect(countPriceCall('203.0.113.7', t0 + i).allowed).toBe(true)
    }
    expect(countPriceCall('203.0.113.7', t0 + 1_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    })
    expect(countPriceCall('203.0.113.8', t0 + 1_000).allowed).toBe(true)
    // A new window once the old one has passed.
    expect(countPriceCall('203.0.113.7', t0 + PRICE_CALL_LIMIT.windowMs).allowed).toBe(true)
  })
})
