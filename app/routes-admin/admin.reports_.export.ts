import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { csvResponse } from '~/server/platform/csv.server'
import { jsonError } from '~/server/platform/http.server'
import { REPORT_EXPORTS, reportCsvRows } from '~/server/reports/reports.server'

/** GET /admin/reports/export?report=money|funnel|arrivals|team&from=&to=: a report's table as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'reports')
  const query = new URL(request.url).searchParams
  const report = REPORT_EXPORTS.find((r) => r === query.get('report'))
  if (!report) return jsonError(400, `Ask for report=${REPORT_EXPORTS.join(', report=')}`)
  return csvResponse(reportCsvRows(report, query), `report-${report}.csv`)
}
