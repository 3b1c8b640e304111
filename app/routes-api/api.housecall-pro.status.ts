import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonResponse } from '~/server/platform/http.server'
import { getIntegrationStatus } from '~/server/vendors/housecall-pro.server'

/** GET /api/housecall-pro/status (staff): configured, connected, webhooksConfigured. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(await getIntegrationStatus())
}
