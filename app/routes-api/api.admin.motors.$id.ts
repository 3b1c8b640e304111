import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { hardwareItemCall } from '~/server/catalog/catalog-admin-forms.server'
import { methodNotAllowed } from '~/server/platform/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT, DELETE')
}

/** PUT /api/admin/motors/{id} (same form data as POST) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return hardwareItemCall(request, 'motor', params.id, admin)
}
