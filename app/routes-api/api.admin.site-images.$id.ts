import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { auditSiteContentDeleted, auditSiteImageSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  deleteSiteImage,
  getSiteImage,
  SITE_IMAGE_MAX_BYTES,
  saveSiteImageForm,
} from '~/server/content/site-content.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'
import { readJsonOrImageForm } from '~/server/platform/image-form.server'

/** PUT /api/admin/site-images/{id} (multipart or JSON) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.id)
  const before = id ? getSiteImage(id) : undefined
  if (request.method === 'DELETE') {
    if (!id || !before || !deleteSiteImage(id)) {
      return jsonError(404, 'Failed to delete image: it does not exist')
    }
    auditSiteContentDeleted(admin, before)
    return jsonResponse({ message: 'Image deleted', id })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  if (!id) return jsonError(404, 'Failed to update image: it does not exist')
  const read = await readJsonOrImageForm(request, { maxBytes: SITE_IMAGE_MAX_BYTES })
  if (!read.ok) return jsonError(read.status, `Failed to update image: ${read.error}`)
  const saved = await saveSiteImageForm(read.form, { id, failure: 'Failed to update image' })
  if (!saved.ok)
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  auditSiteImageSaved(admin, before, saved.image)
  return jsonResponse(saved.image)
}

/** A GET here is a 405 naming what it takes, for staff (it was a 400 "Unexpected Server Error"). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT, DELETE')
}
