import type { LoaderFunctionArgs } from '@remix-run/node'
import { auditCsv, auditQuery } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'

/** GET /admin/audit/export: the entries the audit page's filter shows, as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'audit-log')
  const csv = auditCsv(auditQuery(request.url).filter)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="audit-log.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
