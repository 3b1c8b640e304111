import type { LoaderFunctionArgs } from '@remix-run/node'
import { photoNotFound, photoResponse } from '~/server/estimates/estimate-photo-response.server'
import { customerWindowPhotoKey } from '~/server/estimates/estimate-photos.server'
import { pathId } from '~/server/platform/http.server'

/**
 * GET /estimates/<token>/photos/<photo>/<size>: a window photo of the estimate, to the holder
 * of its private link (issue 39). A removed photo, another estimate's, or a wrong token is not
 * found; never cached (the customer's home).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const photoId = pathId(params.photoId)
  const key = photoId
    ? customerWindowPhotoKey(params.token ?? '', photoId, params.size ?? '')
    : null
  return key ? photoResponse(key) : photoNotFound()
}
