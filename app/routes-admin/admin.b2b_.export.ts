import type { LoaderFunctionArgs } from '@remix-run/node'
import { b2bCsvFileName, b2bFiltersSchema, filtersFromUrl } from '~/domain/admin-inbox'
import { requireAdmin } from '~/server/auth/auth.server'
import { windowCompanyRequestsCsv } from '~/server/requests/window-company-requests.server'

/** GET /admin/b2b/export: the requests the tab shows (same filters) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const csv = windowCompanyRequestsCsv(filtersFromUrl(b2bFiltersSchema, request.url))
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${b2bCsvFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
