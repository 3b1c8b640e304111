/**
 * The server cart (decision 3): a signed cookie holds a random cart id, the lines live in
 * SQLite. A line holds the configuration only, never a price: every read prices every line
 * again with the shared engine (decision 2), and totals come from domain/cart (decision 1).
 */
import crypto from 'node:crypto'
import { and, count, eq, inArray } from 'drizzle-orm'
import {
  type CartTotals,
  cartTotals,
  INSTALLATION_OPTION,
  lineInstallationCents,
  MAX_QUANTITY,
  MAX_SAMPLES,
  MIN_QUANTITY,
  ROOM_LABEL_MAX,
} from '~/domain/cart'
import {
  type Configuration,
  type ControlSide,
  formatDimensions,
  type MountType,
  type OperationType,
  PRODUCTS,
  type PriceCatalog,
  type PricedProductType,
  type PriceField,
  type PriceQuote,
  priceConfiguration,
  priceInput,
} from '~/domain/pricing'
import { findSwatch, loadPriceCatalog } from '../catalog/catalog.server'
import { db, schema } from '../platform/db.server'
import { cartIdCookie, readCartId } from './cart-cookie.server'

const { carts, cartLines, cartSamples, fabricSwatches } = schema

/** A configuration as a customer chose it, with its fabric and quantity: what a cart line stores. */
export interface CartConfiguration extends Configuration {
  fabricSwatchId: number
  quantity: number
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
const IMMEDIATE = { behavior: 'immediate' } as const

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

/** One cart line as every cart view shows it, priced now. */
export interface CartLineView {
  id: number
  productType: PricedProductType
  /** The cart item type of the documents: 'vertical blinds', 'zebra-shades', 'roller-shades'. */
  type: string
  name: string
  fabric: string
  fabricSwatchId: number
  image: string | null
  widthEighths: number
  heightEighths: number
  dimensions: { width: number; height: number }
  dimensionsLabel: string
  mountType: MountType | null
  operationType: OperationType | null
  controlSide: ControlSide | null
  optionCodes: string[]
  /** Option names of the selected options, for display. */
  optionNames: string[]
  /** Every option of the product -> selected (the documents' cart item 'options'). */
  optionFlags: Record<string, boolean>
  quantity: number
  installation: boolean
  /** Where it goes ("Master bedroom, left window"); empty when not given. */
  roomLabel: string
  /** False when the fabric or an option was withdrawn: shown, not charged, can be removed. */
  available: boolean
  unitPriceCents: number
  lineTotalCents: number
  installationCents: number
}

/** A free fabric sample in the cart. */
export interface CartSampleView {
  id: number
  fabricSwatchId: number
  productType: PricedProductType
  /** The product the fabric belongs to ('Zebra Shades'). */
  productName: string
  fabric: string
  color: string
  image: string | null
  /** False when the fabric was withdrawn: shown, not sent. */
  available: boolean
}

export interface CartSummary {
  /** The cart id, when the visitor has a cart. */
  cartId: string | null
  lines: CartLineView[]
  samples: CartSampleView[]
  totals: CartTotals
}

const EMPTY_TOTALS: CartTotals = {
  itemCount: 0,
  sampleCount: 0,
  subtotalCents: 0,
  installationCents: 0,
  taxCents: 0,
  totalCents: 0,
}

/** The cart with every line priced now, and its totals (available lines only). */
export function summarizeCart(cartId: string | null): CartSummary {
  if (!cartId) return { cartId, lines: [], samples: [], totals: EMPTY_TOTALS }
  const samples = listCartSamples(cartId)
  const sampleTotals = { ...EMPTY_TOTALS, sampleCount: samples.filter((s) => s.available).length }
  const rows = db
    .select({
      line: cartLines,
      fabricName: fabricSwatches.fabricName,
      fabricGroup: fabricSwatches.priceGroup,
      fabricImage: fabricSwatches.imageUrl,
      fabricActive: fabricSwatches.isActive,
    })
    .from(cartLines)
    .innerJoin(fabricSwatches, eq(fabricSwatches.id, cartLines.fabricSwatchId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.id)
    .all()
  if (rows.length === 0) return { cartId, lines: [], samples, totals: sampleTotals }

  // One catalogue per product type, with only the groups these lines use.
  const catalogs = new Map<PricedProductType, PriceCatalog>()
  for (const type of new Set(rows.map((r) => r.line.productType))) {
    const groups = [
      ...new Set(rows.filter((r) => r.line.productType === type).map((r) => r.fabricGroup)),
    ]
    catalogs.set(type, loadPriceCatalog(type, groups))
  }

  const lines: CartLineView[] = rows.map(
    ({ line, fabricName, fabricGroup, fabricImage, fabricActive }) => {
      const catalog = catalogs.get(line.productType) as PriceCatalog
      const outcome = fabricActive
        ? priceConfiguration(priceInput(line, { fabricName, group: fabricGroup }), catalog)
        : null
      const available = Boolean(outcome?.ok)
      const unitPriceCents = outcome?.ok ? outcome.quote.totalPriceCents : 0
      const installation = line.optionCodes.includes(INSTALLATION_OPTION)
      const optionNames = catalog.options
        .filter((o) => line.optionCodes.includes(o.code))
        .map((o) => o.name)
      return {
        id: line.id,
        productType: line.productType,
        type: PRODUCTS[line.productType].cartType,
        name: PRODUCTS[line.productType].name,
        fabric: fabricName,
        fabricSwatchId: line.fabricSwatchId,
        image: fabricImage,
        widthEighths: line.widthEighths,
        heightEighths: line.heightEighths,
        dimensions: { width: line.widthEighths / 8, height: line.heightEighths / 8 },
        dimensionsLabel: formatDimensions(line.widthEighths, line.heightEighths),
        mountType: line.mountType,
        operationType: line.operationType,
        controlSide: line.controlSide,
        optionCodes: line.optionCodes,
        optionNames,
        optionFlags: Object.fromEntries(
          catalog.options.map((o) => [o.code, line.optionCodes.includes(o.code)]),
        ),
        quantity: line.quantity,
        installation,
        roomLabel: line.roomLabel ?? '',
        available,
        unitPriceCents,
        lineTotalCents: unitPriceCents * line.quantity,
        installationCents: available
          ? lineInstallationCents({
              widthEighths: line.widthEighths,
              quantity: line.quantity,
              installation,
            })
          : 0,
      }
    },
  )
  const totals = cartTotals([
    ...lines
      .filter((l) => l.available)
      .map((l) => ({
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        widthEighths: l.widthEighths,
        installation: l.installation,
      })),
    ...samples
      .filter((s) => s.available)
      .map(() => ({
        unitPriceCents: 0,
        quantity: 1,
        widthEighths: 0,
        installation: false,
        sample: true,
      })),
  ])
  return { cartId, lines, samples, totals }
}

function listCartSamples(cartId: string): CartSampleView[] {
  return db
    .select({
      id: cartSamples.id,
      fabricSwatchId: cartSamples.fabricSwatchId,
      productType: fabricSwatches.productType,
      fabric: fabricSwatches.fabricName,
      color: fabricSwatches.color,
      image: fabricSwatches.imageUrl,
      available: fabricSwatches.isActive,
    })
    .from(cartSamples)
    .innerJoin(fabricSwatches, eq(fabricSwatches.id, cartSamples.fabricSwatchId))
    .where(eq(cartSamples.cartId, cartId))
    .orderBy(cartSamples.id)
    .all()
    .map((row) => ({ ...row, productName: PRODUCTS[row.productType].name }))
}

/** The visitor's cart, priced now. */
export async function getCartSummary(request: Request): Promise<CartSummary> {
  return summarizeCart(await readCartId(request))
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

export type AddSampleResult =
  | {
      ok: true
      setCookie: string | null
      fabric: string
      productType: PricedProductType
      count: number
    }
  | { ok: false; status: 400 | 404; error: string; productType?: PricedProductType }

export const SAMPLE_LIMIT_MESSAGE = `You can order up to ${MAX_SAMPLES} free samples at a time.`

/**
 * Adds a free sample of an active fabric (no size, no price). The same fabric twice is one
 * sample; beyond MAX_SAMPLES the sample is refused. Counted and written in one immediate
 * transaction, so two quick taps cannot make an eleventh.
 */
export async function addSample(
  request: Request,
  fabricSwatchId: number,
): Promise<AddSampleResult> {
  const swatch = Number.isInteger(fabricSwatchId)
    ? db
        .select({
          id: fabricSwatches.id,
          name: fabricSwatches.fabricName,
          productType: fabricSwatches.productType,
          active: fabricSwatches.isActive,
        })
        .from(fabricSwatches)
        .where(eq(fabricSwatches.id, fabricSwatchId))
        .get()
    : undefined
  if (!swatch?.active) return { ok: false, status: 404, error: 'Unknown fabric' }
  const existing = await readCartId(request)
  const outcome = db.transaction((tx) => {
    const known =
      existing !== null &&
      tx.select({ id: carts.id }).from(carts).where(eq(carts.id, existing)).get() !== undefined
    const id = known ? (existing as string) : crypto.randomUUID()
    if (!known) tx.insert(carts).values({ id }).run()
    const samples = tx
      .select({ fabricSwatchId: cartSamples.fabricSwatchId })
      .from(cartSamples)
      .where(eq(cartSamples.cartId, id))
      .all()
    const already = samples.some((s) => s.fabricSwatchId === swatch.id)
    if (!already && samples.length >= MAX_SAMPLES) return { refused: true as const }
    if (!already) tx.insert(cartSamples).values({ cartId: id, fabricSwatchId: swatch.id }).run()
    tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, id)).run()
    return {
      refused: false as const,
      cartId: id,
      created: !known,
      count: samples.length + (already ? 0 : 1),
    }
  }, IMMEDIATE)
  if (outcome.refused) {
    return { ok: false, status: 400, error: SAMPLE_LIMIT_MESSAGE, productType: swatch.productType }
  }
  return {
    ok: true,
    setCookie: outcome.created ? await cartIdCookie.serialize(outcome.cartId) : null,
    fabric: swatch.name,
    productType: swatch.productType,
    count: outcome.count,
  }
}

/** Removes a sample. False when it is not in the visitor's cart. */
export async function removeSample(request: Request, sampleId: number): Promise<boolean> {
  const cartId = await readCartId(request)
  if (!cartId || !Number.isInteger(sampleId)) return false
  const result = db
    .delete(cartSamples)
    .where(and(eq(cartSamples.id, sampleId), eq(cartSamples.cartId, cartId)))
    .run()
  return result.changes > 0
}

/** What every page's frame needs: the sticky bar's lines and totals, and the localStorage mirror. */
export function cartForLayout(summary: CartSummary) {
  return {
    quantity: summary.lines.reduce((n, l) => n + l.quantity, 0) + summary.samples.length,
    bar: {
      sampleCount: summary.samples.length,
      lines: summary.lines.map((l) => ({
        id: l.id,
        name: l.name,
        fabric: l.fabric,
        image: l.image,
        dimensionsLabel: l.dimensionsLabel,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        available: l.available,
      })),
      totals: { itemCount: summary.totals.itemCount, totalCents: summary.totals.totalCents },
    },
    mirror: summary.lines.map((l) => ({
      id: l.id,
      type: l.type,
      name: l.name,
      fabric: l.fabric,
      dimensions: l.dimensions,
      mountType: l.mountType,
      operationType: l.operationType,
      controlSide: l.controlSide,
      options: l.optionFlags,
      price: l.unitPriceCents / 100,
      quantity: l.quantity,
      image: l.image,
    })),
  }
}

/** Carts nobody has changed for this long are abandoned (decision 080): 60 days. */
export const ABANDONED_CART_AGE_MS = 60 * 24 * 60 * 60 * 1000

/**
 * Deletes carts untouched for 60 days (the cart row, none of its lines and none of its samples
 * changed since), with their lines and samples (the foreign keys cascade), in one statement.
 * Orders keep their own copy of the lines, so nothing a customer ordered is lost.
 * Answers how many carts went.
 */
export function pruneAbandonedCarts(now: Date = new Date()): number {
  const cutoff = now.getTime() - ABANDONED_CART_AGE_MS
  return db.$client
    .prepare(
      `DELETE FROM carts
        WHERE updated_at < @cutoff
          AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = carts.id AND l.updated_at >= @cutoff)
          AND NOT EXISTS (SELECT 1 FROM cart_samples s WHERE s.cart_id = carts.id AND s.created_at >= @cutoff)`,
    )
    .run({ cutoff }).changes
}
