/** The Orders tab's CSV export: the orders its filters show, every line specified. */
import { stringify } from 'csv-stringify/sync'
import type { OrderFilters } from '~/domain/admin-inbox'
import { orderCsvRecords } from '~/domain/order-export'
import { specifyOrderLines } from './order-specification.server'
import { listOrdersForExport } from './staff.server'

export function ordersCsv(filters: OrderFilters): string {
  const found = listOrdersForExport(filters)
  // Every line of every order specified at once: two catalogue queries in all.
  const specs = specifyOrderLines(found.flatMap((f) => f.lines))
  let next = 0
  const records = orderCsvRecords(
    found.map(({ order, lines, paymentStatus }) => {
      const own = specs.slice(next, next + lines.length)
      next += lines.length
      return { ...order, paymentStatus, specs: own }
    }),
  )
  return stringify(records, { bom: true })
}
