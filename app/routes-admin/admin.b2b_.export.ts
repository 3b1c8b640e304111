import type { LoaderFunctionArgs } from '@remix-run/node'
import { b2bFiltersSchema, filtersFromUrl } from '~/domain/admin-inbox'
import { datedCsvFileName } from '~/domain/csv'
import { requireAdmin } from '~/server/auth/auth.server'
import { csvResponse } from '~/server/platform/csv.server'
import { windowCompanyRequestCsvRows } from '~/server/requests/window-company-requests.server'

/** GET /admin/b2b/export: the requests the tab shows (same filters) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const rows = windowCompanyRequestCsvRows(filtersFromUrl(b2bFiltersSchema, request.url))
  return csvResponse(rows, datedCsvFileName('window-company-requests'))
}
