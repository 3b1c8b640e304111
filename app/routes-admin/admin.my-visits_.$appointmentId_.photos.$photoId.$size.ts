import type { LoaderFunctionArgs } from '@remix-run/node'
import { recordRefusal, requireAdmin } from '~/server/auth/auth.server'
import { visitPhotoKey } from '~/server/booking/my-visits.server'
import { pathId } from '~/server/platform/http.server'
import { readStored } from '~/server/platform/storage-backends.server'

/** Staff answers are never kept by a browser or a shared cache: the photo is of a customer's home. */
const NOT_CACHED = 'private, no-store'

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_CACHED },
  })
}

/**
 * GET /admin/my-visits/<visit>/photos/<photo>/<size>: one of the installer's photos of a visit
 * (issue 38), to those who may see the visit (an installer: their own). Any other visit, photo
 * or size is not found, so an id is never confirmed; /uploads never serves these photos.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const visitId = pathId(params.appointmentId)
  const photoId = pathId(params.photoId)
  if (!visitId || !photoId) return notFound()
  const found = visitPhotoKey(admin, visitId, photoId, params.size ?? '')
  if (!found.ok) {
    if (found.refused) recordRefusal(request, admin, 'own-visits')
    return notFound()
  }
  const file = await readStored(found.key)
  if (!file) return notFound()
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': NOT_CACHED,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  if (file.size !== undefined) headers.set('Content-Length', String(file.size))
  return new Response(file.body, { status: 200, headers })
}
