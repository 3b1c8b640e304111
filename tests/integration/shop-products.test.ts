/**
 * The shop's four ways in (home page teaser, /shop) are the same for everyone: computed once
 * per content version, not per page view (docs/decisions/122-shopper-speed.md), and still true
 * at once after staff change a price grid, a fabric or a motor.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { shopProducts } from '~/server/catalog/shop-products.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const fromOf = (to: string) => shopProducts().find((p) => p.to === to)?.fromCents

describe('the shop products', () => {
  it('run no query while nothing public changed', () => {
    shopProducts()
    const prepare = vi.spyOn(db.$client, 'prepare')
    const all = vi.spyOn(db, 'select')
    shopProducts()
    shopProducts()
    // The content version is read (one prepared statement, kept); no catalogue query runs.
    expect(all).not.toHaveBeenCalled()
    expect(prepare).not.toHaveBeenCalled()
    all.mockRestore()
    prepare.mockRestore()
  })

  it('show a new "from" price at once after a grid change, and a withdrawn motor is gone', () => {
    const before = fromOf('/shop/zebra-shades')
    expect(before).toBeGreaterThan(0)
    db.update(schema.priceGridCells)
      .set({ priceCents: sql`${schema.priceGridCells.priceCents} - 1000` })
      .where(eq(schema.priceGridCells.productType, 'zebra'))
      .run()
    expect(fromOf('/shop/zebra-shades')).toBe((before as number) - 1000)

    const motorsBefore = fromOf('/shop/motors-accessories')
    expect(motorsBefore).toBeGreaterThan(0)
    db.update(schema.hardwareProducts)
      .set({ basePriceCents: 1 })
      .where(eq(schema.hardwareProducts.kind, 'motor'))
      .run()
    expect(fromOf('/shop/motors-accessories')).toBe(1)
  })
})
