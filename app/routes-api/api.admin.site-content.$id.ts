import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { auditSiteContentDeleted, auditSiteContentSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  deleteSiteContent,
  getSiteContentItem,
  saveSiteContentForm,
} from '~/server/content/site-content.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'
import { readJsonOrImageForm } from '~/server/platform/image-form.server'

/** PUT /api/admin/site-content/{id} (JSON) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.id)
  const before = id ? getSiteContentItem(id) : undefined
  if (request.method === 'DELETE') {
    if (!id || !before || !deleteSiteContent(id)) {
      return jsonError(404, 'Failed to delete content: it does not exist')
    }
    auditSiteContentDeleted(admin, before)
    return jsonResponse({ message: 'Content deleted', id })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  if (!id) return jsonError(404, 'Failed to update content: it does not exist')
  const read = await readJsonOrImageForm(request, { maxBytes: 0 })
  if (!read.ok) return jsonError(read.status, `Failed to update content: ${read.error}`)
  const saved = saveSiteContentForm(read.form, { id, failure: 'Failed to update content' })
  if (!saved.ok)
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  auditSiteContentSaved(admin, before, saved.item)
  return jsonResponse(saved.item)
}

/** A GET here is a 405 naming what it takes, for staff (it was a 400 "Unexpected Server Error"). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('PUT, DELETE')
}
