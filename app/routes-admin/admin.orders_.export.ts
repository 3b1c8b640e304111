import type { LoaderFunctionArgs } from '@remix-run/node'
import { filtersFromUrl, orderFiltersSchema } from '~/domain/admin-inbox'
import { orderCsvFileName } from '~/domain/order-export'
import { requireAdmin } from '~/server/auth/auth.server'
import { ordersCsv } from '~/server/orders/order-export.server'

/** GET /admin/orders/export: the orders the tab shows (same filters, every page) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const csv = ordersCsv(filtersFromUrl(orderFiltersSchema, request.url))
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${orderCsvFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
