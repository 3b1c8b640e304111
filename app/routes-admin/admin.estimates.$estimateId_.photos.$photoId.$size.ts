import type { LoaderFunctionArgs } from '@remix-run/node'
import { recordRefusal, requireAdmin } from '~/server/auth/auth.server'
import { photoNotFound, photoResponse } from '~/server/estimates/estimate-photo-response.server'
import { staffWindowPhotoKey } from '~/server/estimates/estimate-photos.server'
import { pathId } from '~/server/platform/http.server'

/**
 * GET /admin/estimates/<estimate>/photos/<photo>/<size>: a window photo (issue 39), to staff
 * who may see the estimate (an installer: the ones they started); removed ones too, to be put
 * back. Any other estimate, photo or size is not found; /uploads never serves these photos.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const estimateId = pathId(params.estimateId)
  const photoId = pathId(params.photoId)
  if (!estimateId || !photoId) return photoNotFound()
  const found = staffWindowPhotoKey(admin, estimateId, photoId, params.size ?? '')
  if (!found.ok) {
    if (found.refused) recordRefusal(request, admin, 'estimates')
    return photoNotFound()
  }
  return photoResponse(found.key)
}
