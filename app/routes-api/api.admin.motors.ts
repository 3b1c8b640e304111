import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { hardwareCollectionCall } from '~/server/catalog/catalog-admin-forms.server'

/** GET /api/admin/motors: every motor, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return hardwareCollectionCall(request, 'motor', admin)
}

/** POST /api/admin/motors (multipart, lists and objects as JSON text or comma-separated; image at most 5 MB). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return hardwareCollectionCall(request, 'motor', admin)
}
