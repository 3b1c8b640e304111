/**
 * Add to Cart writes the cart (for a first-time visitor), the line and the cart's date in one
 * transaction: when any of those writes fails, nothing of it is left behind. A temporary
 * trigger on this test's own connection makes one write fail, as a full disk or a broken
 * constraint would.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { addToCart, type CartConfiguration } from '~/server/cart/lines.server'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

afterEach(() => {
  db.$client.exec('DROP TRIGGER IF EXISTS temp.fail_write')
})

function failOn(event: 'INSERT ON cart_lines' | 'UPDATE ON carts') {
  db.$client.exec(
    `CREATE TEMP TRIGGER fail_write BEFORE ${event} BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
  )
}

function count(table: 'carts' | 'cart_lines'): number {
  return (db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
}

function zebraLine(): CartConfiguration {
  const { id } = db.$client
    .prepare("SELECT id FROM fabric_swatches WHERE fabric_name = 'Classic White Zebra'")
    .get() as { id: number }
  return {
    productType: 'zebra',
    fabricSwatchId: id,
    widthEighths: 48 * 8,
    heightEighths: 72 * 8,
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'right',
    optionCodes: ['installation'],
    quantity: 1,
  }
}

/** A visitor with a cart of one line: the Cookie header that names it. */
async function visitorWithCart(): Promise<string> {
  const added = await addToCart(getRequest('/shop/zebra-shades'), zebraLine())
  if (!added.ok || !added.setCookie) throw new Error('the first line was not added')
  return added.setCookie.split(';')[0]
}

describe('Add to Cart leaves nothing half-written', () => {
  it('a first-time visitor whose line cannot be stored gets no empty cart', async () => {
    const carts = count('carts')
    const lines = count('cart_lines')
    failOn('INSERT ON cart_lines')
    await expect(addToCart(getRequest('/shop/zebra-shades'), zebraLine())).rejects.toThrow(
      /disk full/,
    )
    expect(count('carts')).toBe(carts)
    expect(count('cart_lines')).toBe(lines)
  })

  it('a failure after the line is written takes the line and the new cart back', async () => {
    const carts = count('carts')
    const lines = count('cart_lines')
    failOn('UPDATE ON carts')
    await expect(addToCart(getRequest('/shop/zebra-shades'), zebraLine())).rejects.toThrow(
      /disk full/,
    )
    expect(count('carts')).toBe(carts)
    expect(count('cart_lines')).toBe(lines)
  })

  it("an existing cart keeps its lines and its date when the new line's write fails", async () => {
    const cookie = await visitorWithCart()
    const before = db.$client.prepare('SELECT * FROM carts ORDER BY rowid').all()
    const lines = count('cart_lines')
    failOn('UPDATE ON carts')
    await expect(
      addToCart(getRequest('/shop/zebra-shades', { Cookie: cookie }), zebraLine()),
    ).rejects.toThrow(/disk full/)
    expect(db.$client.prepare('SELECT * FROM carts ORDER BY rowid').all()).toEqual(before)
    expect(count('cart_lines')).toBe(lines)
  })

  it('once the writes succeed, the cart and its line are there together', async () => {
    const carts = count('carts')
    const lines = count('cart_lines')
    const added = await addToCart(getRequest('/shop/zebra-shades'), zebraLine())
    expect(added).toMatchObject({ ok: true, setCookie: expect.stringMatching(/^cart=/) })
    expect(count('carts')).toBe(carts + 1)
    expect(count('cart_lines')).toBe(lines + 1)
  })
})
