/**
 * The Orders tab's CSV export: one row per order, its lines written out by the order
 * specification (app/domain/order-specification.ts), times in the business's time zone. Pure;
 * written (every text cell safe from spreadsheet formulas) by app/server/platform/csv.server.ts.
 */
import { ORDER_KIND_LABELS } from './admin-inbox'
import { businessDateTime } from './business-time'
import { type CsvColumn, type CsvValue, csvRecords } from './csv'
import { formatOrderNumber } from './order'
import type { LineSpecification } from './order-specification'
import { STAGE_LABELS } from './order-workflow'

export type ExportOrder = {
  id: number
  reference: string | null
  kind: string
  status: string
  /** The workflow stage (app/domain/order-workflow.ts): what the office works by. */
  stage: string
  paymentStatus: string | null
  customerName: string
  customerEmail: string
  customerPhone: string
  customerAddress: string | null
  customerCity: string | null
  customerZip: string | null
  subtotalCents: number
  installationCents: number
  taxCents: number
  totalCents: number
  createdAt: Date
  paidAt: Date | null
  /** Each line's specification, in the order's order. */
  specs: readonly LineSpecification[]
}

/**
 * Dollars for a spreadsheet: 256.8 -> '256.80', no currency sign or thousands separator: a plain
 * number, which the writer leaves a number (a negative one too, `neutraliseFormula`).
 */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2)
}

function label(table: Record<string, string>, key: string): string {
  return Object.hasOwn(table, key) ? table[key] : key
}

/** A stage as staff read it ('Ordered from supplier'); one it does not know, as stored. */
export function stageText(kind: string, stage: string): string {
  const labels = Object.hasOwn(STAGE_LABELS, kind)
    ? (STAGE_LABELS[kind as keyof typeof STAGE_LABELS] as Record<string, string>)
    : {}
  return label(labels, stage)
}

export const ORDER_CSV_COLUMNS: readonly CsvColumn<ExportOrder>[] = [
  ['Number', (o) => formatOrderNumber(o.id)],
  ['Reference', (o) => o.reference ?? ''],
  ['Kind', (o) => label(ORDER_KIND_LABELS, o.kind)],
  ['Stage', (o) => stageText(o.kind, o.stage)],
  ['Payment', (o) => (o.paymentStatus ?? '').replace('_', ' ')],
  ['Customer Name', (o) => o.customerName],
  ['Customer Email', (o) => o.customerEmail],
  ['Customer Phone', (o) => o.customerPhone],
  ['Address', (o) => o.customerAddress ?? ''],
  ['City', (o) => o.customerCity ?? ''],
  ['ZIP', (o) => o.customerZip ?? ''],
  ['Lines', (o) => o.specs.length],
  // One line of the cell per order line: what is made, as Stripe and lists show it.
  ['Items', (o) => o.specs.map((s, i) => `${i + 1}. ${s.summary}`).join('\n')],
  ['Subtotal', (o) => dollars(o.subtotalCents)],
  ['Installation', (o) => dollars(o.installationCents)],
  ['Tax', (o) => dollars(o.taxCents)],
  ['Total', (o) => dollars(o.totalCents)],
  ['Placed At', (o) => businessDateTime(o.createdAt)],
  ['Paid At', (o) => (o.paidAt ? businessDateTime(o.paidAt) : '')],
]

/** Header row and one row per order. */
export function orderCsvRecords(orders: readonly ExportOrder[]): CsvValue[][] {
  return csvRecords(ORDER_CSV_COLUMNS, orders)
}
