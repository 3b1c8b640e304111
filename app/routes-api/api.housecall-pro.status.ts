import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonResponse, readOnlyApiAction } from '~/server/platform/http.server'
import { getIntegrationStatus } from '~/server/vendors/housecall-pro.server'

/** GET /api/housecall-pro/status (staff): configured, connected, webhooksConfigured. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(await getIntegrationStatus())
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
