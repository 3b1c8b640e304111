import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { auditSiteContentSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { listSiteContent, saveSiteContentForm } from '~/server/content/site-content.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { readJsonOrImageForm } from '~/server/platform/image-form.server'

/** GET /api/admin/site-content: every content item. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(listSiteContent())
}

/** POST /api/admin/site-content { section, key, value, contentType }: 201 with the item. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readJsonOrImageForm(request, { maxBytes: 0 })
  if (!read.ok) return jsonError(read.status, `Failed to create content: ${read.error}`)
  const saved = saveSiteContentForm(read.form, { failure: 'Failed to create content' })
  if (!saved.ok)
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  auditSiteContentSaved(admin, null, saved.item)
  return jsonResponse(saved.item, { status: 201 })
}
