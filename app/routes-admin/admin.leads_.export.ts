import type { LoaderFunctionArgs } from '@remix-run/node'
import { filtersFromUrl, leadFiltersSchema } from '~/domain/admin-inbox'
import { datedCsvFileName } from '~/domain/csv'
import { requireAdmin } from '~/server/auth/auth.server'
import { csvResponse } from '~/server/platform/csv.server'
import { leadCsvRows } from '~/server/requests/leads.server'

/** GET /admin/leads/export: the leads the tab shows (same filters, every page) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const rows = leadCsvRows(filtersFromUrl(leadFiltersSchema, request.url))
  return csvResponse(rows, datedCsvFileName('leads'))
}
