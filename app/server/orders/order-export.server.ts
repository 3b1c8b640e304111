/** The Orders tab's CSV export: the orders its filters show, every line specified. */
import type { OrderFilters } from '~/domain/admin-inbox'
import type { CsvValue } from '~/domain/csv'
import { orderCsvRecords } from '~/domain/order-export'
import { specifyOrderLines } from './order-specification.server'
import { listOrdersForExport } from './staff.server'

/** The export's rows (header first), for the one CSV writer. */
export function orderCsvRows(filters: OrderFilters): CsvValue[][] {
  const found = listOrdersForExport(filters)
  // Every line of every order specified at once: two catalogue queries in all.
  const specs = specifyOrderLines(found.flatMap((f) => f.lines))
  let next = 0
  return orderCsvRecords(
    found.map(({ order, lines, paymentStatus }) => {
      const own = specs.slice(next, next + lines.length)
      next += lines.length
      return { ...order, paymentStatus, specs: own }
    }),
  )
}
