import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth.server'
import { getIntegrationStatus } from '~/server/housecall-pro.server'
import { jsonResponse } from '~/server/http.server'

/** GET /api/housecall-pro/status (staff): configured, connected, webhooksConfigured. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return jsonResponse(await getIntegrationStatus())
}
