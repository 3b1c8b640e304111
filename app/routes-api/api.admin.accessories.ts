import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { hardwareCollectionCall } from '~/server/catalog/catalog-admin-forms.server'

/** GET /api/admin/accessories: every accessory, inactive too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return hardwareCollectionCall(request, 'accessory', admin)
}

/** POST /api/admin/accessories (multipart, lists and objects as JSON text or comma-separated; image at most 5 MB). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return hardwareCollectionCall(request, 'accessory', admin)
}
