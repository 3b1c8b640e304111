/**
 * The written-out specification of one order line: everything a supplier, an installer and the
 * customer need to see that the right blind is made. ONE function (`specifyLine`) writes it;
 * the staff order page, the staff e-mail, the customer's order page, the customer's e-mails,
 * the printable work order and the Stripe line-item name all use it, so they never disagree.
 *
 * Input: an order line exactly as `order_lines` stores it (db/schema.ts; a type test checks the
 * stored row still fits `StoredOrderLine`), plus what the catalogue knows that the line does
 * not store: the fabric's colour and price group or chart (fabric_swatches, by
 * fabricSwatchId) and the names and prices of its options (product_options, by product type
 * and code). A motors-and-accessories line (the motors quote's lines) is accepted too.
 *
 * Pure: no I/O, safe in the browser. Money is integer cents, shown with formatCents.
 */
import { INSTALLATION_OPTION } from './cart'
import { formatDimensions, formatCents as money } from './pricing/dimensions'
import { PRODUCTS } from './pricing/limits'
import type { PricedProductType } from './pricing/types'

// ---------------------------------------------------------------- input

/**
 * An order line as `order_lines` stores it (db/schema.ts), without its ids. Mount, operation
 * and control side are null for vertical blinds (this shop offers none) and control side is
 * null for a motorized shade. A 'sample' line has no size (0 x 0) and no price.
 */
export type StoredOrderLine = {
  kind: 'product' | 'sample'
  productType: string
  productName: string
  fabricName: string
  widthEighths: number
  heightEighths: number
  mountType: string | null
  operationType: string | null
  controlSide: string | null
  optionCodes: readonly string[]
  unitPriceCents: number
  quantity: number
  /** Installation for the whole line (all units), 0 when not chosen. */
  installationCents: number
  /** unitPriceCents x quantity: products only, installation apart. */
  lineTotalCents: number
  roomLabel: string | null
}

/**
 * A motor or accessory, as the motors quote list keeps it (app/domain/motors-quote.ts
 * QuoteLine) and as an order would if hardware is ever sold by card.
 */
export type HardwareLine = {
  kind: 'hardware'
  productName: string
  quantity: number
  unitPriceCents: number
  /** 'motor' or 'accessory' (hardware_products.kind), when known. */
  hardwareKind?: 'motor' | 'accessory' | null
  roomLabel?: string | null
}

export type SpecifiableLine = StoredOrderLine | HardwareLine

/** An option as the catalogue (product_options) names and prices it. */
export type CatalogueOption = { code: string; name: string; priceCents: number }

/** What the catalogue knows about a line that the line itself does not store. */
export type LineCatalogueFacts = {
  /** The fabric swatch (fabric_swatches.color and .price_group); null once it is deleted. */
  fabric?: { color: string; priceGroup: string } | null
  /**
   * The product's options (product_options of the line's product type). Pass a snapshot
   * taken when the order was placed if one is ever stored: today's catalogue price of an
   * option can differ from what was charged (the line's unit price is what was charged).
   */
  options?: readonly CatalogueOption[]
}

// ---------------------------------------------------------------- output

export type SpecRowKey =
  | 'product'
  | 'fabric'
  | 'size'
  | 'mount'
  | 'operation'
  | 'controlSide'
  | 'option'
  | 'room'
  | 'quantity'
  | 'unitPrice'
  | 'installation'
  | 'lineTotal'

/** One label and value, e.g. { label: 'Mount', value: 'Inside mount' }. */
export type SpecRow = { key: SpecRowKey; label: string; value: string }

export type LineSpecification = {
  kind: SpecifiableLine['kind']
  /** 'Zebra Shades', 'Fabric sample', 'Motor' … */
  title: string
  /** Every fact, in the order a supplier form asks for them. */
  rows: SpecRow[]
  /** The rows as plain text, one 'Label: value' a line (e-mails, the printable work order). */
  text: string
  /**
   * One line for Stripe (a Checkout line item's name, a payment's description) and for lists:
   * at most STRIPE_SUMMARY_MAX characters.
   */
  summary: string
}

/**
 * Stripe accepts up to 5,000 characters in a Checkout line item's product name and 40,000 in
 * its description (Stripe API reference, checkout.sessions.create line_items.price_data
 * .product_data). A summary is one readable line, so it is held far below either.
 */
export const STRIPE_SUMMARY_MAX = 500

// ---------------------------------------------------------------- wording

const MOUNT_LABELS: Record<string, string> = {
  inside: 'Inside mount',
  outside: 'Outside mount',
}
const OPERATION_LABELS: Record<string, string> = { manual: 'Manual', motorized: 'Motorized' }
const SIDE_LABELS: Record<string, string> = { left: 'Left', right: 'Right' }

function known(table: Record<string, string>, code: string): string {
  return Object.hasOwn(table, code) ? table[code] : humanise(code)
}

/** 'cassette_4' -> 'Cassette 4': a code the catalogue no longer knows, still readable. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim()
  return words ? words[0].toUpperCase() + words.slice(1) : code
}

function isPricedType(type: string): type is PricedProductType {
  return Object.hasOwn(PRODUCTS, type)
}

/** 'Natural Linen Zebra, color Linen, chart 2' (the colour and chart when the catalogue knows them). */
function fabricValue(line: StoredOrderLine, facts: LineCatalogueFacts): string {
  const parts = [line.fabricName]
  const fabric = facts.fabric
  if (fabric?.color) parts.push(`color ${fabric.color}`)
  if (fabric?.priceGroup) {
    const groupLabel = isPricedType(line.productType)
      ? PRODUCTS[line.productType].groupLabel
      : 'group'
    parts.push(`${groupLabel} ${fabric.priceGroup}`)
  }
  return parts.join(', ')
}

/** The line's options (installation apart: it has its own row), with their prices. */
function optionRows(line: StoredOrderLine, facts: LineCatalogueFacts): SpecRow[] {
  const catalogue = facts.options ?? []
  // An option's price is per unit, as the unit price that includes it.
  const each = line.quantity > 1 ? ' each' : ''
  const codes = [...new Set(line.optionCodes)].filter((c) => c !== INSTALLATION_OPTION)
  // Catalogue order first (as the configurator lists them), then codes it no longer knows.
  const ordered = [
    ...catalogue.filter((o) => codes.includes(o.code)).map((o) => o.code),
    ...codes.filter((c) => !catalogue.some((o) => o.code === c)),
  ]
  return ordered.map((code) => {
    const option = catalogue.find((o) => o.code === code)
    const value = option
      ? `${option.name}, ${option.priceCents > 0 ? `${money(option.priceCents)}${each}` : 'included'}`
      : `${humanise(code)}, price not on file`
    return { key: 'option', label: 'Option', value }
  })
}

function productRows(line: StoredOrderLine, facts: LineCatalogueFacts): SpecRow[] {
  const rows: SpecRow[] = [
    { key: 'product', label: 'Product', value: line.productName },
    { key: 'fabric', label: 'Fabric', value: fabricValue(line, facts) },
    {
      key: 'size',
      label: 'Size (width x height)',
      value: formatDimensions(line.widthEighths, line.heightEighths),
    },
  ]
  if (line.mountType)
    rows.push({ key: 'mount', label: 'Mount', value: known(MOUNT_LABELS, line.mountType) })
  if (line.operationType) {
    rows.push({
      key: 'operation',
      label: 'Operation',
      value: known(OPERATION_LABELS, line.operationType),
    })
  }
  if (line.controlSide && line.operationType !== 'motorized') {
    rows.push({
      key: 'controlSide',
      label: 'Control side',
      value: known(SIDE_LABELS, line.controlSide),
    })
  }
  rows.push(...optionRows(line, facts))
  if (line.roomLabel) rows.push({ key: 'room', label: 'Room', value: line.roomLabel })
  rows.push(
    { key: 'quantity', label: 'Quantity', value: String(line.quantity) },
    { key: 'unitPrice', label: 'Unit price', value: money(line.unitPriceCents) },
  )
  const installed = line.optionCodes.includes(INSTALLATION_OPTION) || line.installationCents > 0
  rows.push({
    key: 'installation',
    label: 'Installation',
    value: installed
      ? `Professional installation, ${money(line.installationCents)}`
      : 'Not included',
  })
  // Says what it adds up, so it never reads as a second figure for the table's line total
  // (which is before installation); the label stays short for the printed work order.
  rows.push({
    key: 'lineTotal',
    label: 'Line total',
    value: installed
      ? `${money(line.lineTotalCents + line.installationCents)} with installation`
      : money(line.lineTotalCents),
  })
  return rows
}

function sampleRows(line: StoredOrderLine, facts: LineCatalogueFacts): SpecRow[] {
  const product = line.productName.replace(/^Fabric sample:\s*/, '')
  return [
    { key: 'product', label: 'Product', value: `Free fabric sample (${product})` },
    { key: 'fabric', label: 'Fabric', value: fabricValue(line, facts) },
    { key: 'quantity', label: 'Quantity', value: '1' },
    { key: 'unitPrice', label: 'Price', value: 'Free' },
  ]
}

function hardwareRows(line: HardwareLine): SpecRow[] {
  const kind = line.hardwareKind === 'motor' ? ' (motor)' : line.hardwareKind ? ' (accessory)' : ''
  const rows: SpecRow[] = [
    { key: 'product', label: 'Product', value: `${line.productName}${kind}` },
  ]
  if (line.roomLabel) rows.push({ key: 'room', label: 'Room', value: line.roomLabel })
  rows.push(
    { key: 'quantity', label: 'Quantity', value: String(line.quantity) },
    { key: 'unitPrice', label: 'Unit price', value: money(line.unitPriceCents) },
    {
      key: 'lineTotal',
      label: 'Line total',
      value: money(line.unitPriceCents * line.quantity),
    },
  )
  return rows
}

/** Cuts text to `max` characters at a word, ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;·]+$/, '')}…`
}

/**
 * The full specification of one line: labelled rows, the same as plain text, and a one-line
 * summary for Stripe and lists.
 */
export function specifyLine(
  line: SpecifiableLine,
  facts: LineCatalogueFacts = {},
): LineSpecification {
  if (line.kind === 'hardware') {
    const rows = hardwareRows(line)
    return {
      kind: line.kind,
      title: line.productName,
      rows,
      text: rowsText(rows),
      summary: clip(
        [line.productName, line.roomLabel ? `Room: ${line.roomLabel}` : '']
          .filter(Boolean)
          .join(' · '),
        STRIPE_SUMMARY_MAX,
      ),
    }
  }
  if (line.kind === 'sample') {
    const rows = sampleRows(line, facts)
    return {
      kind: line.kind,
      title: 'Fabric sample',
      rows,
      text: rowsText(rows),
      summary: clip(`${rows[0].value} · ${rows[1].value}`, STRIPE_SUMMARY_MAX),
    }
  }
  const rows = productRows(line, facts)
  return {
    kind: line.kind,
    title: line.productName,
    rows,
    text: rowsText(rows),
    summary: productSummary(line, rows),
  }
}

/**
 * What is made, in one line (prices are Stripe's own columns): 'Zebra Shades · Natural Linen
 * Zebra, color Linen, chart 2 · 52" x 64" · Inside mount · Manual · Right control · 4"
 * Cassette Valance · With installation · Room: Master bedroom'.
 */
function productSummary(line: StoredOrderLine, rows: readonly SpecRow[]): string {
  const value = (key: SpecRowKey) => rows.find((r) => r.key === key)?.value
  const options = rows
    .filter((r) => r.key === 'option')
    .map((r) => r.value.slice(0, r.value.lastIndexOf(', ')))
  const side = value('controlSide')
  const parts = [
    value('product'),
    value('fabric'),
    value('size'),
    value('mount'),
    value('operation'),
    side ? `${side} control` : undefined,
    ...options,
    line.optionCodes.includes(INSTALLATION_OPTION) || line.installationCents > 0
      ? 'With installation'
      : 'No installation',
    line.roomLabel ? `Room: ${line.roomLabel}` : undefined,
  ]
  return clip(parts.filter(Boolean).join(' · '), STRIPE_SUMMARY_MAX)
}

/** 'Label: value' a line. */
export function rowsText(rows: readonly SpecRow[]): string {
  return rows.map((r) => `${r.label}: ${r.value}`).join('\n')
}

/** Every line of an order, specified, with the order's lines numbered for the text. */
export function specifyOrder(
  lines: readonly { line: SpecifiableLine; facts?: LineCatalogueFacts }[],
): { lines: LineSpecification[]; text: string } {
  const specs = lines.map(({ line, facts }) => specifyLine(line, facts))
  const text = specs.map((s, i) => `${i + 1}. ${s.title}\n${s.text}`).join('\n\n')
  return { lines: specs, text }
}

/**
 * A line as the installer's phone shows it: what to make and fit, without a price (prices are
 * the office's and the customer's business). Options keep their names, installation says
 * whether it is included.
 */
export function withoutPrices(spec: LineSpecification): { title: string; text: string } {
  const rows = spec.rows
    .filter((r) => r.key !== 'unitPrice' && r.key !== 'lineTotal')
    .map((r) => {
      if (r.key === 'option') return { ...r, value: r.value.slice(0, r.value.lastIndexOf(', ')) }
      if (r.key === 'installation' && r.value !== 'Not included') {
        return { ...r, value: 'Professional installation' }
      }
      return r
    })
  return { title: spec.title, text: rowsText(rows) }
}
