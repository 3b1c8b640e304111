/**
 * Placing an order: every order is built from the server cart priced now (docs/requirements.md, R1 and R2);
 * nothing a browser sends about prices or totals is read. A quote or samples request is stored
 * at once; a card order is kept as the cart's one pending order until it is paid.
 */

import crypto from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { ArrivalColumns } from '~/domain/arrival'
import type { CartTotals } from '~/domain/cart'
import { storedTaxColumns } from '~/domain/florida-tax'
import type { Locale } from '~/domain/locale'
import { requestLocale } from '~/server/platform/i18n.server'
import { clearCartById } from '../cart/lines.server'
import { type CartSummary, getCartSummary } from '../cart/summary.server'
import { arrivalFromRequest } from '../platform/arrival-cookie.server'
import { db, schema } from '../platform/db.server'
import { sendOrderEmails } from './order-mail.server'
import {
  IMMEDIATE,
  type OrderCustomer,
  type OrderLineInsert,
  type OrderRefusal,
  type OrderRow,
} from './order-rows.server'

const { orders, orderLines } = schema

/** What the cart holds that can be ordered: 'empty', 'products' (maybe with samples) or 'samples'. */
export function cartMode(summary: CartSummary): 'empty' | 'products' | 'samples' {
  if (summary.lines.some((l) => l.available)) return 'products'
  if (summary.samples.some((s) => s.available)) return 'samples'
  return 'empty'
}

function orderLineRows(summary: CartSummary): OrderLineInsert[] {
  const products: OrderLineInsert[] = summary.lines
    .filter((l) => l.available)
    .map((l) => ({
      kind: 'product',
      productType: l.productType,
      productName: l.name,
      fabricSwatchId: l.fabricSwatchId,
      fabricName: l.fabric,
      widthEighths: l.widthEighths,
      heightEighths: l.heightEighths,
      mountType: l.mountType,
      operationType: l.operationType,
      controlSide: l.controlSide,
      optionCodes: l.optionCodes,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      installationCents: l.installationCents,
      lineTotalCents: l.lineTotalCents,
      roomLabel: l.roomLabel || null,
    }))
  const samples: OrderLineInsert[] = summary.samples
    .filter((s) => s.available)
    .map((s) => ({
      kind: 'sample',
      productType: s.productType,
      productName: `Fabric sample: ${s.productName}`,
      fabricSwatchId: s.fabricSwatchId,
      fabricName: s.fabric,
      widthEighths: 0,
      heightEighths: 0,
      optionCodes: [],
      unitPriceCents: 0,
      quantity: 1,
      installationCents: 0,
      lineTotalCents: 0,
    }))
  return [...products, ...samples]
}

function customerColumns(customer: OrderCustomer) {
  return {
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? '',
    customerAddress: customer.address ?? null,
    customerCity: customer.city ?? null,
    customerZip: customer.zipCode ?? null,
  }
}

function totalsColumns(totals: CartTotals) {
  return {
    subtotalCents: totals.subtotalCents,
    installationCents: totals.installationCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    ...storedTaxColumns(totals.taxRates),
  }
}

export type PlacedOrder = {
  ok: true
  orderId: number
  kind: 'quote' | 'samples'
  totals: CartTotals
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty'
export const ORDER_FAILED_MESSAGE = 'Error placing order. Please try again.'
/** Orders without payment (quotes, samples) a visitor may place in the window. */
export const ORDER_LIMIT = { limit: 8, windowMs: 10 * 60 * 1000 }

/**
 * 'Request Quote Only' (products, with any samples) or a samples-only request: stores a
 * pending order with the lines priced now and empties the cart, in one transaction.
 */
export async function placeOrderWithoutPayment(
  request: Request,
  customer: OrderCustomer,
): Promise<PlacedOrder | OrderRefusal> {
  // Taxed for the address given with the order (none: the safe rate of destinationRates).
  const summary = await getCartSummary(request, { zip: customer.zipCode })
  const mode = cartMode(summary)
  if (mode === 'empty' || !summary.cartId)
    return { ok: false, status: 400, error: EMPTY_CART_MESSAGE }
  const cartId = summary.cartId
  const kind = mode === 'products' ? 'quote' : 'samples'
  const orderId = db.transaction((tx) => {
    const order = tx
      .insert(orders)
      .values({
        kind,
        status: 'pending',
        stage: 'received',
        cartId,
        ...customerColumns(customer),
        ...totalsColumns(summary.totals),
        ...arrivalFromRequest(request),
        language: requestLocale(request),
      })
      .returning({ id: orders.id })
      .get()
    const lines = orderLineRows(summary)
    tx.insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .run()
    clearCartById(cartId, tx)
    return order.id
  }, IMMEDIATE)
  await sendOrderEmails(orderId)
  return { ok: true, orderId, kind, totals: summary.totals }
}

/** A short fingerprint of what an order charges for (lines, total and the tax's label). */
function fingerprint(lines: OrderLineInsert[], totals: CartTotals): string {
  const content = lines.map((l) => [
    l.kind,
    l.productType,
    l.fabricSwatchId,
    l.widthEighths,
    l.heightEighths,
    l.mountType,
    l.operationType,
    l.controlSide,
    l.optionCodes,
    l.unitPriceCents,
    l.quantity,
    l.roomLabel ?? null,
  ])
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([content, totals.totalCents, totals.taxLabel]))
    .digest('hex')
    .slice(0, 24)
}

/**
 * The cart's pending card order, created or brought up to date with the cart priced now
 * (lines replaced, totals recomputed). One pending order per cart.
 */
export function upsertPendingOrder(
  summary: CartSummary & { cartId: string },
  customer: OrderCustomer,
  arrival: ArrivalColumns,
  /** The page's language: the order's e-mails go in it (the latest page the customer paid on). */
  language: Locale = 'en',
): { order: OrderRow; lines: OrderLineInsert[]; version: string } {
  const lines = orderLineRows(summary)
  const version = fingerprint(lines, summary.totals)
  const order = db.transaction((tx) => {
    const existing = tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.cartId, summary.cartId),
          eq(orders.kind, 'order'),
          eq(orders.status, 'pending'),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1)
      .get()
    const values = { ...customerColumns(customer), ...totalsColumns(summary.totals), language }
    if (!existing) {
      const created = tx
        .insert(orders)
        .values({
          kind: 'order',
          status: 'pending',
          stage: 'awaiting-payment',
          cartId: summary.cartId,
          ...values,
          ...arrival,
        })
        .returning()
        .get()
      tx.insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: created.id })))
        .run()
      return created
    }
    tx.delete(orderLines).where(eq(orderLines.orderId, existing.id)).run()
    tx.insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: existing.id })))
      .run()
    return tx.update(orders).set(values).where(eq(orders.id, existing.id)).returning().get()
  }, IMMEDIATE)
  return { order, lines, version }
}
