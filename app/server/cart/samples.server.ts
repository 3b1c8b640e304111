/**
 * Free fabric samples in the server cart: adding (up to MAX_SAMPLES) and removing.
 */
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { MAX_SAMPLES } from '~/domain/cart'
import type { PricedProductType } from '~/domain/pricing'
import { swatchIsLive } from '../catalog/catalog.server'
import { db, schema } from '../platform/db.server'
import { cartIdCookie, readCartId } from './cart-cookie.server'
import { IMMEDIATE } from './lines.server'

const { carts, cartSamples, fabricSwatches } = schema

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
          active: swatchIsLive(),
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
