import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readBlogPostRequest, saveBlogPost } from '~/routes-admin/admin.blog.post-form.server'
import { auditBlogPostSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { blogPostJson, listAllPosts } from '~/server/blog/posts.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/blog/posts: every post, any status (staff). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(listAllPosts().map(blogPostJson))
}

/** POST /api/admin/blog/posts: multipart (with an optional image) or JSON; 201 with the post. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readBlogPostRequest(request)
  if (!read.ok) return jsonError(read.status, `Failed to create blog post: ${read.error}`)
  const saved = await saveBlogPost(read.form, { failure: 'Failed to create blog post' })
  if (!saved.ok) {
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  }
  auditBlogPostSaved(admin, saved.post, true)
  return jsonResponse(saved.post, { status: 201 })
}
