/**
 * The server cart's lines (docs/requirements.md, R3): a signed cookie holds a random cart id, the lines live
 * in SQLite. A line holds the configuration only, never a price: it is priced on the server when
 * added, and again on every read (summary.server.ts). Adding, changing, removing and emptying.
 */
import crypto from 'node:crypto'
import { and, count, eq, inArray } from 'drizzle-orm'
import { MAX_QUANTITY, MIN_QUANTITY, ROOM_LABEL_MAX } from '~/domain/cart'
import {
  type Configuration,
  type PriceField,
  type PriceQuote,
  priceConfiguration,
  priceInput,
} from '~/domain/pricing'
import { findSwatch, loadPriceCatalog } from '../catalog/catalog.server'
import { db, schema } from '../platform/db.server'
import { cartIdCookie, readCartId } from './cart-cookie.server'

const { carts, cartLines, cartSamples } = schema

/** A configuration as a customer chose it, with its fabric and quantity: what a cart line stores. */
export interface CartConfiguration extends Configuration {
  fabricSwatchId: number
  quantity: number
  /** Where it will hang, typed in the configurator (optional). */
  roomLabel?: string | null
}

export type PricedConfiguration =
  | { ok: true; quote: PriceQuote; fabricName: string; fabricImageUrl: string | null }
  | { ok: false; field: PriceField | 'quantity'; reason: string }

/** Prices a configuration against the live catalogue: the fabric must be active. */
export function priceCartConfiguration(config: CartConfiguration): PricedConfiguration {
  if (
    !Number.isInteger(config.quantity) ||
    config.quantity < MIN_QUANTITY ||
    config.quantity > MAX_QUANTITY
  ) {
    return {
      ok: false,
      field: 'quantity',
      reason: `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`,
    }
  }
  const swatch = findSwatch(config.productType, config.fabricSwatchId)
  if (!swatch) return { ok: false, field: 'fabric', reason: 'Choose a fabric' }
  const outcome = priceConfiguration(
    priceInput(config, swatch),
    loadPriceCatalog(config.productType, [swatch.group]),
  )
  if (!outcome.ok) return outcome
  return {
    ok: true,
    quote: outcome.quote,
    fabricName: swatch.fabricName,
    fabricImageUrl: swatch.imageUrl,
  }
}

/** A write transaction from its first statement: it reads the cart, then writes. */
export const IMMEDIATE = { behavior: 'immediate' } as const

export type AddToCartResult =
  | { ok: true; lineId: number; quote: PriceQuote; setCookie: string | null }
  | { ok: false; field: PriceField | 'quantity' | 'cart'; reason: string }

/** A cart is a home's windows, not a catalogue: more lines than this is a mistake or abuse. */
export const MAX_CART_LINES = 50
export const CART_FULL_MESSAGE = `Your cart holds ${MAX_CART_LINES} items, the most one order can take. Please check out or request a quote for these first, or call us for a larger project.`

class CartFullError extends Error {}

/**
 * Prices the configuration on the server and stores it (without its price). An unknown or
 * inactive fabric or option, or a size the grid cannot price, stores nothing. The cart (when
 * the visitor has none yet), the line and the cart's date are written in one transaction:
 * a failure leaves no empty cart and no line behind.
 */
export async function addToCart(
  request: Request,
  config: CartConfiguration,
): Promise<AddToCartResult> {
  const priced = priceCartConfiguration(config)
  if (!priced.ok) return priced
  const existing = await readCartId(request)
  const c = priced.quote.configuration
  let added: { cartId: string; created: boolean; lineId: number }
  try {
    added = db.transaction((tx) => {
      const known =
        existing !== null &&
        tx.select({ id: carts.id }).from(carts).where(eq(carts.id, existing)).get() !== undefined
      const id = known ? (existing as string) : crypto.randomUUID()
      if (!known) tx.insert(carts).values({ id }).run()
      if (known) {
        const lines =
          tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, id)).get()?.n ?? 0
        if (lines >= MAX_CART_LINES) throw new CartFullError()
      }
      const line = tx
        .insert(cartLines)
        .values({
          cartId: id,
          productType: config.productType,
          fabricSwatchId: config.fabricSwatchId,
          widthEighths: c.widthEighths,
          heightEighths: c.heightEighths,
          mountType: c.mountType,
          operationType: c.operationType,
          controlSide: c.controlSide,
          optionCodes: c.optionCodes,
          quantity: config.quantity,
          roomLabel: config.roomLabel?.trim().slice(0, ROOM_LABEL_MAX) || null,
        })
        .returning({ id: cartLines.id })
        .get()
      tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, id)).run()
      return { cartId: id, created: !known, lineId: line.id }
    }, IMMEDIATE)
  } catch (error) {
    if (error instanceof CartFullError)
      return { ok: false, field: 'cart', reason: CART_FULL_MESSAGE }
    throw error
  }
  const { cartId, created, lineId } = added
  const setCookie = created ? await cartIdCookie.serialize(cartId) : null
  return { ok: true, lineId, quote: priced.quote, setCookie }
}

/**
 * One line of the visitor's cart, without pricing it (the quantity buttons need only its
 * quantity); null when the line is not in this visitor's cart.
 */
export async function findCartLine(
  request: Request,
  lineId: number,
): Promise<{ id: number; quantity: number } | null> {
  const cartId = await readCartId(request)
  if (!cartId) return null
  const row = db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .get()
  return row ?? null
}

/** Sets a line's quantity (1-99). False when the line is not in the visitor's cart. */
export async function setLineQuantity(
  request: Request,
  lineId: number,
  quantity: number,
): Promise<boolean> {
  const cartId = await readCartId(request)
  if (
    !cartId ||
    !Number.isInteger(quantity) ||
    quantity < MIN_QUANTITY ||
    quantity > MAX_QUANTITY
  ) {
    return false
  }
  const result = db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .run()
  return result.changes > 0
}

/** Sets (or clears, with '') a line's room label. False when the line is not in the visitor's cart. */
export async function setLineRoomLabel(
  request: Request,
  lineId: number,
  roomLabel: string,
): Promise<boolean> {
  const cartId = await readCartId(request)
  const label = roomLabel.trim().slice(0, ROOM_LABEL_MAX)
  if (!cartId) return false
  const result = db
    .update(cartLines)
    .set({ roomLabel: label || null, updatedAt: new Date() })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .run()
  return result.changes > 0
}

/** Removes a line. False when the line is not in the visitor's cart. */
export async function removeLine(request: Request, lineId: number): Promise<boolean> {
  const cartId = await readCartId(request)
  if (!cartId) return false
  const result = db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .run()
  return result.changes > 0
}

/** Empties the visitor's cart (after an order or a quote). */
export async function clearCart(request: Request): Promise<void> {
  const cartId = await readCartId(request)
  if (cartId) clearCartById(cartId)
}

/** Empties a cart, lines and samples; call inside the transaction that places the order. */
export function clearCartById(cartId: string, tx: Pick<typeof db, 'delete'> = db): void {
  tx.delete(cartLines).where(eq(cartLines.cartId, cartId)).run()
  tx.delete(cartSamples).where(eq(cartSamples.cartId, cartId)).run()
}

/** What a paid order holds, line by line, as the cart stores it. */
export type OrderedContent = {
  products: {
    productType: string
    fabricSwatchId: number | null
    widthEighths: number
    heightEighths: number
    mountType: string | null
    operationType: string | null
    controlSide: string | null
    optionCodes: readonly string[]
    quantity: number
  }[]
  sampleFabricIds: readonly (number | null)[]
}

function sameConfiguration(
  line: typeof cartLines.$inferSelect,
  ordered: OrderedContent['products'][number],
): boolean {
  return (
    line.productType === ordered.productType &&
    line.fabricSwatchId === ordered.fabricSwatchId &&
    line.widthEighths === ordered.widthEighths &&
    line.heightEighths === ordered.heightEighths &&
    line.mountType === ordered.mountType &&
    line.operationType === ordered.operationType &&
    line.controlSide === ordered.controlSide &&
    [...line.optionCodes].sort().join(',') === [...ordered.optionCodes].sort().join(',')
  )
}

/**
 * Takes out of a cart what a paid order holds, inside the transaction that marks it paid:
 * each ordered quantity from the lines of the same configuration, and the ordered samples.
 * What the customer added after the order was priced (another tab) stays in the cart, since
 * it was not paid for.
 */
export function removeOrderedFromCart(
  cartId: string,
  ordered: OrderedContent,
  tx: Pick<typeof db, 'select' | 'update' | 'delete'> = db,
): void {
  const lines = tx
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.id)
    .all()
  const left = new Map(lines.map((l) => [l.id, l.quantity]))
  for (const item of ordered.products) {
    let due = item.quantity
    for (const line of lines) {
      const quantity = left.get(line.id) ?? 0
      if (due === 0) break
      if (quantity === 0 || !sameConfiguration(line, item)) continue
      const taken = Math.min(due, quantity)
      left.set(line.id, quantity - taken)
      due -= taken
    }
  }
  for (const line of lines) {
    const quantity = left.get(line.id) ?? 0
    if (quantity === 0) tx.delete(cartLines).where(eq(cartLines.id, line.id)).run()
    else if (quantity !== line.quantity) {
      tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id)).run()
    }
  }
  const sampleIds = ordered.sampleFabricIds.filter((id): id is number => id !== null)
  if (sampleIds.length) {
    tx.delete(cartSamples)
      .where(and(eq(cartSamples.cartId, cartId), inArray(cartSamples.fabricSwatchId, sampleIds)))
      .run()
  }
}
