import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { auditSiteImageSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  listSiteImages,
  SITE_IMAGE_MAX_BYTES,
  saveSiteImageForm,
} from '~/server/content/site-content.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { readJsonOrImageForm } from '~/server/platform/image-form.server'

/** GET /api/admin/site-images: every site image. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(listSiteImages())
}

/** POST /api/admin/site-images (multipart with an optional image, or JSON): 201. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readJsonOrImageForm(request, { maxBytes: SITE_IMAGE_MAX_BYTES })
  if (!read.ok) return jsonError(read.status, `Failed to create image: ${read.error}`)
  const saved = await saveSiteImageForm(read.form, { failure: 'Failed to create image' })
  if (!saved.ok)
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  auditSiteImageSaved(admin, null, saved.image)
  return jsonResponse(saved.image, { status: 201 })
}
