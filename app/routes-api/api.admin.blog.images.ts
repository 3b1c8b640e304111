import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { BLOG_IMAGE_MAX_BYTES } from '~/domain/blog-post-form'
import { requireAdmin } from '~/server/auth/auth.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { readImageForm, storeFormImage } from '~/server/platform/image-form.server'

/** GET is not a thing here (405): images are only posted. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed()
}

/**
 * POST /api/admin/blog/images (multipart, field `image`): an image for inside a post, from the
 * rich-text editor (issue 32). Stored through the same pipeline as a featured image (checked
 * by its bytes, ≤ 10 MB, resized variants); answers 201 { url, width, height }, or a JSON 4xx
 * (413/415 for a file we cannot take, 400 without one; 503 when storage fails).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed()
  const read = await readImageForm(request, { maxBytes: BLOG_IMAGE_MAX_BYTES })
  if (!read.ok) return jsonError(read.status, read.error)
  const stored = await storeFormImage(read.form, {
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    prefix: 'blog',
  })
  if (!stored.ok) return jsonError(stored.status, stored.error)
  if (!stored.image) return jsonError(400, 'Choose an image file to upload (field "image")')
  const { url, width, height } = stored.image
  return jsonResponse({ url, width, height }, { status: 201 })
}
