/**
 * The cart as every view shows it: every line priced again now with the shared engine
 * (docs/requirements.md, R2), its samples, and its totals from domain/cart (docs/requirements.md, R1); and the projection
 * every page's frame needs (the sticky bar and the localStorage mirror).
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  type CartTotals,
  cartTotals,
  INSTALLATION_OPTION,
  lineInstallationCents,
  sampleTotalsLines,
} from '~/domain/cart'
import { type TaxRates, taxLabelFor } from '~/domain/florida-tax'
import {
  ENGLISH_SPEC_WORDS,
  type LineSpecification,
  type SpecWords,
  specifyLine,
} from '~/domain/order-specification'
import {
  type ControlSide,
  formatDimensions,
  type MountType,
  type OperationType,
  PRODUCTS,
  type PriceCatalog,
  type PricedProductType,
  priceConfiguration,
  priceInput,
} from '~/domain/pricing'
import { loadPriceCatalog, swatchIsLive } from '../catalog/catalog.server'
import { taxRatesForZip } from '../catalog/sales-tax.server'
import { specWordsFor } from '../orders/spec-words.server'
import { db, schema } from '../platform/db.server'
import { requestLocale } from '../platform/i18n.server'
import { cartIdCookie, customerInfoOfCookie, readCartId } from './cart-cookie.server'

const { cartLines, cartSamples, fabricSwatches } = schema

/** One cart line as every cart view shows it, priced now. */
export interface CartLineView {
  id: number
  productType: PricedProductType
  /** The cart item type (docs/requirements.md#cart): 'vertical blinds', 'zebra-shades', 'roller-shades'. */
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
  /** Every option of the product -> selected (the cart item 'options' of docs/requirements.md#cart). */
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
  /**
   * The line written out by the one specification function (mount, operation, side, options
   * with their prices, room, the figures above), from the catalogue that priced it: what
   * checkout shows is exactly what is charged.
   */
  specification: LineSpecification
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

function emptyTotals(taxRates: TaxRates): CartTotals {
  return {
    itemCount: 0,
    sampleCount: 0,
    subtotalCents: 0,
    installationCents: 0,
    taxCents: 0,
    totalCents: 0,
    taxRates,
    taxLabel: taxLabelFor(taxRates),
  }
}

/**
 * The cart with every line priced now, and its totals (available lines only), taxed at the
 * rates of where it is delivered or installed.
 */
export function summarizeCart(
  cartId: string | null,
  taxRates: TaxRates,
  /** The words of the lines' specifications: the page's language. */
  specWords: SpecWords = ENGLISH_SPEC_WORDS,
): CartSummary {
  if (!cartId) return { cartId, lines: [], samples: [], totals: emptyTotals(taxRates) }
  const samples = listCartSamples(cartId)
  const sampleTotals = {
    ...emptyTotals(taxRates),
    sampleCount: samples.filter((s) => s.available).length,
  }
  const rows = db
    .select({
      line: cartLines,
      fabricName: fabricSwatches.fabricName,
      fabricGroup: fabricSwatches.priceGroup,
      fabricColor: fabricSwatches.color,
      fabricImage: fabricSwatches.imageUrl,
      fabricActive: swatchIsLive(),
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
    ({ line, fabricName, fabricGroup, fabricColor, fabricImage, fabricActive }) => {
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
      const lineTotalCents = unitPriceCents * line.quantity
      const installationCents = available
        ? lineInstallationCents({
            widthEighths: line.widthEighths,
            quantity: line.quantity,
            installation,
          })
        : 0
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
        lineTotalCents,
        installationCents,
        specification: specifyLine(
          {
            kind: 'product',
            productType: line.productType,
            productName: PRODUCTS[line.productType].name,
            fabricName,
            widthEighths: line.widthEighths,
            heightEighths: line.heightEighths,
            mountType: line.mountType,
            operationType: line.operationType,
            controlSide: line.controlSide,
            optionCodes: line.optionCodes,
            unitPriceCents,
            quantity: line.quantity,
            installationCents,
            lineTotalCents,
            roomLabel: line.roomLabel,
          },
          {
            fabric: { color: fabricColor, priceGroup: fabricGroup },
            options: catalog.options,
          },
          specWords,
        ),
      }
    },
  )
  const totals = cartTotals(
    [
      ...lines
        .filter((l) => l.available)
        .map((l) => ({
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          widthEighths: l.widthEighths,
          installation: l.installation,
        })),
      ...sampleTotalsLines(samples.filter((s) => s.available).length),
    ],
    taxRates,
  )
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
      available: swatchIsLive(),
    })
    .from(cartSamples)
    .innerJoin(fabricSwatches, eq(fabricSwatches.id, cartSamples.fabricSwatchId))
    .where(eq(cartSamples.cartId, cartId))
    .orderBy(cartSamples.id)
    .all()
    .map((row) => ({ ...row, productName: PRODUCTS[row.productType].name }))
}

/**
 * The visitor's cart, priced now and taxed for where it goes: the ZIP given (the address an
 * order is placed or paid for, `undefined` when it has none), else the ZIP the visitor's
 * details remember (the cart and checkout pages, the frame), else no ZIP
 * (app/domain/florida-tax.ts `destinationRates`).
 */
export async function getCartSummary(
  request: Request,
  delivery?: { zip: string | undefined },
): Promise<CartSummary> {
  const cookie = request.headers.get('Cookie')
  const zip = delivery ? delivery.zip : (await customerInfoOfCookie(cookie)).zipCode
  return summarizeCart(
    await readCartId(request),
    taxRatesForZip(zip),
    specWordsFor(requestLocale(request)),
  )
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

export type CartLayout = ReturnType<typeof cartForLayout>

/**
 * A fingerprint of everything a page's frame shows of the cart ('' for an empty cart): the page
 * cache keeps a shopper's page under it, so equal fingerprints mean byte-equal frames
 * (docs/decisions/122-shopper-speed.md).
 */
export function cartLayoutFingerprint(layout: CartLayout): string {
  if (layout.quantity === 0 && layout.bar.lines.length === 0 && layout.mirror.length === 0)
    return ''
  return createHash('sha256').update(JSON.stringify(layout)).digest('base64url').slice(0, 22)
}

/**
 * The fingerprint of the cart a Cookie header holds, read as the root loader reads it: with
 * the remembered ZIP, whose county's tax is in the sticky bar's total.
 */
export async function cartFingerprintOfCookie(cookieHeader: string): Promise<string> {
  const cartId = await cartIdCookie.parse(cookieHeader)
  if (typeof cartId !== 'string' || !cartId) return ''
  const zip = (await customerInfoOfCookie(cookieHeader)).zipCode
  return cartLayoutFingerprint(cartForLayout(summarizeCart(cartId, taxRatesForZip(zip))))
}
