import type { LoaderFunctionArgs } from '@remix-run/node'
import { filtersFromUrl, orderFiltersSchema } from '~/domain/admin-inbox'
import { datedCsvFileName } from '~/domain/csv'
import { requireAdmin } from '~/server/auth/auth.server'
import { orderCsvRows } from '~/server/orders/order-export.server'
import { csvResponse } from '~/server/platform/csv.server'

/** GET /admin/orders/export: the orders the tab shows (same filters, every page) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const rows = orderCsvRows(filtersFromUrl(orderFiltersSchema, request.url))
  return csvResponse(rows, datedCsvFileName('orders'))
}
