/** Carts untouched for 60 days are pruned on the primary, with their lines and samples; others stay. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ABANDONED_CART_AGE_MS, pruneAbandonedCarts } from '~/server/jobs/cart-pruning.server'
import { runMaintenanceJob } from '~/server/jobs/maintenance-job.server'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2026-11-24T12:00:00Z')

beforeAll(async () => {
  await seed(db)
})

function swatchId(): number {
  return (db.$client.prepare('SELECT id FROM fabric_swatches LIMIT 1').get() as { id: number }).id
}

/** A cart last changed `cartAge` ago, with one line changed `lineAge` ago and a sample. */
function cart(id: string, cartAge: number, lineAge?: number, sampleAge?: number) {
  const at = (age: number) => now.getTime() - age
  db.$client
    .prepare('INSERT INTO carts (id, created_at, updated_at) VALUES (?, ?, ?)')
    .run(id, at(cartAge), at(cartAge))
  if (lineAge !== undefined)
    db.$client
      .prepare(
        `INSERT INTO cart_lines (cart_id, product_type, fabric_swatch_id, width_eighths, height_eighths, option_codes, quantity, created_at, updated_at)
         VALUES (?, 'zebra', ?, 384, 576, '[]', 1, ?, ?)`,
      )
      .run(id, swatchId(), at(cartAge), at(lineAge))
  if (sampleAge !== undefined)
    db.$client
      .prepare('INSERT INTO cart_samples (cart_id, fabric_swatch_id, created_at) VALUES (?, ?, ?)')
      .run(id, swatchId(), at(sampleAge))
}

const exists = (id: string) =>
  Boolean(db.$client.prepare('SELECT 1 FROM carts WHERE id = ?').get(id))
const linesOf = (id: string) =>
  (
    db.$client.prepare('SELECT count(*) AS n FROM cart_lines WHERE cart_id = ?').get(id) as {
      n: number
    }
  ).n

describe('abandoned carts', () => {
  it('go after 60 untouched days with their lines and samples; a recent change keeps a cart', () => {
    cart('old', 61 * DAY, 61 * DAY, 61 * DAY)
    cart('just-under', ABANDONED_CART_AGE_MS - DAY, ABANDONED_CART_AGE_MS - DAY)
    cart('old-cart-new-line', 90 * DAY, 2 * DAY)
    cart('old-cart-new-sample', 90 * DAY, undefined, 2 * DAY)
    cart('fresh', DAY, DAY)

    expect(pruneAbandonedCarts(now)).toBe(1)
    expect(exists('old')).toBe(false)
    expect(linesOf('old')).toBe(0)
    expect(
      db.$client.prepare("SELECT count(*) AS n FROM cart_samples WHERE cart_id = 'old'").get(),
    ).toEqual({ n: 0 })
    for (const kept of ['just-under', 'old-cart-new-line', 'old-cart-new-sample', 'fresh'])
      expect(exists(kept), kept).toBe(true)
    expect(linesOf('old-cart-new-line')).toBe(1)
    // A second run finds nothing more to do.
    expect(pruneAbandonedCarts(now)).toBe(0)
  })

  it('are pruned by the maintenance job on the primary only', () => {
    cart('old-2', 70 * DAY, 70 * DAY)
    const litefs = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    const saved = process.env.LITEFS_DIR
    process.env.LITEFS_DIR = litefs
    try {
      // LiteFS writes `.primary` (the primary's name) only on replicas.
      fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine')
      expect(runMaintenanceJob(now)).toMatchObject({ abandonedCarts: 0 })
      expect(exists('old-2')).toBe(true)
      fs.rmSync(path.join(litefs, '.primary'))
      expect(runMaintenanceJob(now)).toMatchObject({ abandonedCarts: 1 })
      expect(exists('old-2')).toBe(false)
    } finally {
      process.env.LITEFS_DIR = saved
      fs.rmSync(litefs, { recursive: true, force: true })
    }
  })
})
