// Long (over 400 lines): ONE function (specifyLine) writes every order line's specification, for every kind of product, with the words of either language; its helpers belong with it.
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
  /** A product line with installation chosen (the installer's view keeps only that). */
  installed?: boolean
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

/**
 * The words of a specification in one language (issue 41): English here, the customer's
 * Spanish from the catalogs (app/server/orders/spec-words.server.ts, app/locales/es/order.json).
 * Staff, the work order and the installer read English; a Spanish customer reads Spanish on
 * the checkout, their order page, their e-mails and Stripe's page.
 */
export type SpecWords = {
  labels: Record<SpecRowKey | 'price', string>
  mount: Record<string, string>
  operation: Record<string, string>
  side: Record<string, string>
  /** 'group' or 'chart' (PRODUCTS[type].groupLabel), as the fabric's price group is called. */
  group: Record<'group' | 'chart', string>
  /** A name the office or the code wrote in English (a product, an option), in this language. */
  name: (english: string) => string
  color: (color: string) => string
  optionIncluded: string
  optionNotOnFile: (option: string) => string
  optionEach: (price: string) => string
  installed: (price: string) => string
  notIncluded: string
  professionalInstallation: string
  lineTotalInstalled: (total: string) => string
  sampleTitle: string
  freeSample: (product: string) => string
  free: string
  motor: string
  accessory: string
  room: (room: string) => string
  sideControl: (side: string) => string
  withInstallation: string
  noInstallation: string
}

export const ENGLISH_SPEC_WORDS: SpecWords = {
  labels: {
    product: 'Product',
    fabric: 'Fabric',
    size: 'Size (width x height)',
    mount: 'Mount',
    operation: 'Operation',
    controlSide: 'Control side',
    option: 'Option',
    room: 'Room',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    price: 'Price',
    installation: 'Installation',
    lineTotal: 'Line total',
  },
  mount: { inside: 'Inside mount', outside: 'Outside mount' },
  operation: { manual: 'Manual', motorized: 'Motorized' },
  side: { left: 'Left', right: 'Right' },
  group: { group: 'group', chart: 'chart' },
  name: (english) => english,
  color: (color) => `color ${color}`,
  optionIncluded: 'included',
  optionNotOnFile: (option) => `${option}, price not on file`,
  optionEach: (price) => `${price} each`,
  installed: (price) => `Professional installation, ${price}`,
  notIncluded: 'Not included',
  professionalInstallation: 'Professional installation',
  lineTotalInstalled: (total) => `${total} with installation`,
  sampleTitle: 'Fabric sample',
  freeSample: (product) => `Free fabric sample (${product})`,
  free: 'Free',
  motor: 'motor',
  accessory: 'accessory',
  room: (room) => `Room: ${room}`,
  sideControl: (side) => `${side} control`,
  withInstallation: 'With installation',
  noInstallation: 'No installation',
}

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
function fabricValue(line: StoredOrderLine, facts: LineCatalogueFacts, words: SpecWords): string {
  const parts = [line.fabricName]
  const fabric = facts.fabric
  if (fabric?.color) parts.push(words.color(fabric.color))
  if (fabric?.priceGroup) {
    const groupLabel = isPricedType(line.productType)
      ? PRODUCTS[line.productType].groupLabel
      : 'group'
    parts.push(`${words.group[groupLabel]} ${fabric.priceGroup}`)
  }
  return parts.join(', ')
}

/** The line's options (installation apart: it has its own row), with their prices. */
function optionRows(line: StoredOrderLine, facts: LineCatalogueFacts, words: SpecWords): SpecRow[] {
  const catalogue = facts.options ?? []
  // An option's price is per unit, as the unit price that includes it.
  const price = (cents: number) =>
    line.quantity > 1 ? words.optionEach(money(cents)) : money(cents)
  const codes = [...new Set(line.optionCodes)].filter((c) => c !== INSTALLATION_OPTION)
  // Catalogue order first (as the configurator lists them), then codes it no longer knows.
  const ordered = [
    ...catalogue.filter((o) => codes.includes(o.code)).map((o) => o.code),
    ...codes.filter((c) => !catalogue.some((o) => o.code === c)),
  ]
  return ordered.map((code) => {
    const option = catalogue.find((o) => o.code === code)
    const value = option
      ? `${words.name(option.name)}, ${option.priceCents > 0 ? price(option.priceCents) : words.optionIncluded}`
      : words.optionNotOnFile(humanise(code))
    return { key: 'option', label: words.labels.option, value }
  })
}

const isInstalled = (line: StoredOrderLine) =>
  line.optionCodes.includes(INSTALLATION_OPTION) || line.installationCents > 0

function productRows(
  line: StoredOrderLine,
  facts: LineCatalogueFacts,
  words: SpecWords,
): SpecRow[] {
  const { labels } = words
  const rows: SpecRow[] = [
    { key: 'product', label: labels.product, value: words.name(line.productName) },
    { key: 'fabric', label: labels.fabric, value: fabricValue(line, facts, words) },
    {
      key: 'size',
      label: labels.size,
      value: formatDimensions(line.widthEighths, line.heightEighths),
    },
  ]
  if (line.mountType)
    rows.push({ key: 'mount', label: labels.mount, value: known(words.mount, line.mountType) })
  if (line.operationType) {
    rows.push({
      key: 'operation',
      label: labels.operation,
      value: known(words.operation, line.operationType),
    })
  }
  if (line.controlSide && line.operationType !== 'motorized') {
    rows.push({
      key: 'controlSide',
      label: labels.controlSide,
      value: known(words.side, line.controlSide),
    })
  }
  rows.push(...optionRows(line, facts, words))
  if (line.roomLabel) rows.push({ key: 'room', label: labels.room, value: line.roomLabel })
  rows.push(
    { key: 'quantity', label: labels.quantity, value: String(line.quantity) },
    { key: 'unitPrice', label: labels.unitPrice, value: money(line.unitPriceCents) },
  )
  const installed = isInstalled(line)
  rows.push({
    key: 'installation',
    label: labels.installation,
    value: installed ? words.installed(money(line.installationCents)) : words.notIncluded,
  })
  // Says what it adds up, so it never reads as a second figure for the table's line total
  // (which is before installation); the label stays short for the printed work order.
  rows.push({
    key: 'lineTotal',
    label: labels.lineTotal,
    value: installed
      ? words.lineTotalInstalled(money(line.lineTotalCents + line.installationCents))
      : money(line.lineTotalCents),
  })
  return rows
}

function sampleRows(line: StoredOrderLine, facts: LineCatalogueFacts, words: SpecWords): SpecRow[] {
  const product = line.productName.replace(/^Fabric sample:\s*/, '')
  const { labels } = words
  return [
    { key: 'product', label: labels.product, value: words.freeSample(words.name(product)) },
    { key: 'fabric', label: labels.fabric, value: fabricValue(line, facts, words) },
    { key: 'quantity', label: labels.quantity, value: '1' },
    { key: 'unitPrice', label: labels.price, value: words.free },
  ]
}

function hardwareRows(line: HardwareLine, words: SpecWords): SpecRow[] {
  const { labels } = words
  const kind =
    line.hardwareKind === 'motor'
      ? ` (${words.motor})`
      : line.hardwareKind
        ? ` (${words.accessory})`
        : ''
  const rows: SpecRow[] = [
    { key: 'product', label: labels.product, value: `${words.name(line.productName)}${kind}` },
  ]
  if (line.roomLabel) rows.push({ key: 'room', label: labels.room, value: line.roomLabel })
  rows.push(
    { key: 'quantity', label: labels.quantity, value: String(line.quantity) },
    { key: 'unitPrice', label: labels.unitPrice, value: money(line.unitPriceCents) },
    {
      key: 'lineTotal',
      label: labels.lineTotal,
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
 * summary for Stripe and lists; in English unless other `words` are given.
 */
export function specifyLine(
  line: SpecifiableLine,
  facts: LineCatalogueFacts = {},
  words: SpecWords = ENGLISH_SPEC_WORDS,
): LineSpecification {
  if (line.kind === 'hardware') {
    const rows = hardwareRows(line, words)
    return {
      kind: line.kind,
      title: words.name(line.productName),
      rows,
      text: rowsText(rows),
      summary: clip(
        [words.name(line.productName), line.roomLabel ? words.room(line.roomLabel) : '']
          .filter(Boolean)
          .join(' · '),
        STRIPE_SUMMARY_MAX,
      ),
    }
  }
  if (line.kind === 'sample') {
    const rows = sampleRows(line, facts, words)
    return {
      kind: line.kind,
      title: words.sampleTitle,
      rows,
      text: rowsText(rows),
      summary: clip(`${rows[0].value} · ${rows[1].value}`, STRIPE_SUMMARY_MAX),
    }
  }
  const rows = productRows(line, facts, words)
  return {
    kind: line.kind,
    installed: isInstalled(line),
    title: words.name(line.productName),
    rows,
    text: rowsText(rows),
    summary: productSummary(line, rows, words),
  }
}

/**
 * What is made, in one line (prices are Stripe's own columns): 'Zebra Shades · Natural Linen
 * Zebra, color Linen, chart 2 · 52" x 64" · Inside mount · Manual · Right control · 4"
 * Cassette Valance · With installation · Room: Master bedroom'.
 */
function productSummary(line: StoredOrderLine, rows: readonly SpecRow[], words: SpecWords): string {
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
    side ? words.sideControl(side) : undefined,
    ...options,
    isInstalled(line) ? words.withInstallation : words.noInstallation,
    line.roomLabel ? words.room(line.roomLabel) : undefined,
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
  words: SpecWords = ENGLISH_SPEC_WORDS,
): { lines: LineSpecification[]; text: string } {
  const specs = lines.map(({ line, facts }) => specifyLine(line, facts, words))
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
      if (r.key === 'installation' && spec.installed) {
        return { ...r, value: ENGLISH_SPEC_WORDS.professionalInstallation }
      }
      return r
    })
  return { title: spec.title, text: rowsText(rows) }
}
