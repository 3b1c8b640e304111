import type { LoaderFunctionArgs } from '@remix-run/node'
import { auditCsvRows, auditQuery } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { csvResponse } from '~/server/platform/csv.server'

/** GET /admin/audit/export: the entries the audit page's filter shows, as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'audit-log')
  return csvResponse(auditCsvRows(auditQuery(request.url).filter), 'audit-log.csv')
}
