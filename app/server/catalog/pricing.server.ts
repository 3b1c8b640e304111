/**
 * The price calls (/api/price, /api/arabel-price, /api/zebra-price, /api/roller-price):
 * parse the payload of either document, find the fabric, price with the shared engine.
 * Bad input answers 400 with a JSON `{ error, field }`; nothing a client sends is trusted,
 * and a price in the payload is ignored (the schema strips unknown keys).
 */
import { z } from 'zod'
import {
  inchesToEighths,
  type PricedProductType,
  type PriceField,
  type PriceResult,
  priceConfiguration,
  priceInput,
  toPriceResult,
} from '~/domain/pricing'
import { memoUntilNextWrite } from '../platform/db-version.server'
import { jsonError, jsonResponse, methodNotAllowed, tooManyRequests } from '../platform/http.server'
import {
  clientKey,
  clientKeyOf,
  hitMemoryRateLimit,
  type RateLimitResult,
  rateLimitMessage,
} from '../platform/rate-limit.server'
import { findSwatch, findSwatchByName, loadPriceCatalog, type Swatch } from './catalog.server'

const dimension = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of inches')
    .transform(Number),
])

const PriceRequestSchema = z.object({
  width: dimension,
  height: dimension,
  fabric: z.union([z.string().trim().min(1).max(200), z.number().int().positive()]),
  mountType: z.enum(['inside', 'outside']).nullish(),
  operationType: z.enum(['manual', 'motorized']).nullish(),
  controlSide: z.enum(['left', 'right']).nullish(),
  /** A map of option code -> selected, or a list of selected codes. */
  options: z
    .union([z.record(z.string().max(64), z.boolean()), z.array(z.string().max(64)).max(32)])
    .nullish(),
  zipCode: z.string().max(10).nullish(),
  shippingZip: z.string().max(10).nullish(),
})

export type PriceRequest = z.infer<typeof PriceRequestSchema>

export type PriceCallResult =
  | { ok: true; result: PriceResult; swatchId: number }
  | { ok: false; error: string; field?: PriceField | string }

/** Selected option codes from either payload form (map of flags, or list). */
export function selectedCodes(options: PriceRequest['options']): string[] {
  if (!options) return []
  if (Array.isArray(options)) return options
  return Object.entries(options)
    .filter(([, on]) => on)
    .map(([code]) => code)
}

/** Prices a parsed request body (unknown shape) for a product. */
export function priceRequestBody(productType: PricedProductType, body: unknown): PriceCallResult {
  const parsed = PriceRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? '')
    return {
      ok: false,
      error: field ? `Invalid ${field}: ${issue.message}` : 'Invalid request body',
      field: field || undefined,
    }
  }
  const req = parsed.data
  const widthEighths = inchesToEighths(req.width)
  if (widthEighths === null) {
    return { ok: false, field: 'width', error: 'Width must be whole inches plus eighths' }
  }
  const heightEighths = inchesToEighths(req.height)
  if (heightEighths === null) {
    return { ok: false, field: 'height', error: 'Height must be whole inches plus eighths' }
  }
  const swatch = swatchOf(productType, req.fabric)
  if (!swatch) return { ok: false, field: 'fabric', error: 'Unknown fabric' }

  const optionCodes = selectedCodes(req.options)
  const outcome = priceConfiguration(
    priceInput({ ...req, productType, widthEighths, heightEighths, optionCodes }, swatch),
    loadPriceCatalog(productType, [swatch.group]),
  )
  if (!outcome.ok) return { ok: false, field: outcome.field, error: outcome.reason }
  return { ok: true, result: toPriceResult(outcome.quote), swatchId: swatch.id }
}

const swatches = memoUntilNextWrite<Swatch | undefined>(500)

/**
 * The fabric a call names, remembered until the next database write (docs/decisions/100-performance.md): a price
 * call should cost the pricing, not a query built anew for the same fabric every time.
 */
function swatchOf(productType: PricedProductType, fabric: string | number): Swatch | undefined {
  return swatches(`${productType}|${typeof fabric}|${fabric}`, () =>
    typeof fabric === 'number'
      ? findSwatch(productType, fabric)
      : findSwatchByName(productType, fabric),
  )
}

/** Price calls per visitor: the configurators price in the browser; this is for API clients. */
export const PRICE_CALL_LIMIT = { limit: 120, windowMs: 60_000 }

/**
 * Counts a price call in this process's memory, not in SQLite (docs/decisions/100-performance.md): a write per call
 * cost more than the pricing and emptied every cache that watches the database (the price
 * grids, the anonymous pages). Price calls are read-only, so a limit per server process is
 * enough; the forms keep their shared limits in SQLite.
 */
export function countPriceCall(key: string, now = Date.now()): RateLimitResult {
  return hitMemoryRateLimit(`price-call:${key}`, PRICE_CALL_LIMIT, now)
}
export const MAX_OPTION_KEYS = 32

function tooManyOptions(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('options' in body)) return false
  const options = (body as { options: unknown }).options
  if (Array.isArray(options)) return options.length > MAX_OPTION_KEYS
  if (options && typeof options === 'object') {
    let count = 0
    for (const _ in options) if (++count > MAX_OPTION_KEYS) return true
  }
  return false
}

/** The whole resource-route action of a price call. */
export async function priceCallAction(request: Request, productType: PricedProductType) {
  if (request.method !== 'POST') return methodNotAllowed()
  return answerPriceCall(productType, clientKey(request), await request.text())
}

/**
 * A price call's answer from its visitor's key and its body, with no Request to build: the
 * HTTP server answers price calls through this before Remix's routing, which cost a third of
 * each call (docs/decisions/122-shopper-speed.md); the routes answer through it too.
 */
export function answerPriceCall(productType: PricedProductType, visitor: string, body: string) {
  const limit = countPriceCall(visitor)
  if (!limit.allowed) {
    return tooManyRequests({ ...limit, message: rateLimitMessage(limit.retryAfterSeconds) })
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return jsonError(400, 'The body must be JSON')
  }
  // Counted before zod looks at it: a million option keys must not cost a million checks.
  if (tooManyOptions(parsed)) {
    return jsonError(400, `Invalid options: at most ${MAX_OPTION_KEYS} options`, {
      field: 'options',
    })
  }
  const priced = priceRequestBody(productType, parsed)
  if (!priced.ok) return jsonError(400, priced.error, { field: priced.field })
  return jsonResponse(priced.result)
}

/** The price call addresses and the product each prices (app/routes-api/api.*-price.ts). */
export const PRICE_CALL_PRODUCTS: Record<string, PricedProductType> = {
  '/api/price': 'regular',
  '/api/arabel-price': 'regular',
  '/api/zebra-price': 'zebra',
  '/api/roller-price': 'roller',
}

/** What the HTTP server (server/index.js) uses to answer price calls before Remix. */
export const priceCalls = {
  productFor: (path: string): PricedProductType | null => PRICE_CALL_PRODUCTS[path] ?? null,
  answer: (
    productType: PricedProductType,
    header: (name: string) => string | null | undefined,
    body: string,
  ) => answerPriceCall(productType, clientKeyOf(header), body),
}
