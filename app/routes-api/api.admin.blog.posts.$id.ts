import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readBlogPostRequest, saveBlogPost } from '~/routes-admin/admin.blog.post-form.server'
import { auditBlogPostArchived, auditBlogPostSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { setBlogPostArchived } from '~/server/blog/post-writes.server'
import { blogPostJson, getBlogPost } from '~/server/blog/posts.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '~/server/platform/http.server'

function postId(params: { id?: string }): number | null {
  return pathId(params.id)
}

/** GET /api/admin/blog/posts/{id}: one post, any status. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = postId(params)
  const post = id ? getBlogPost(id) : null
  if (!post) return jsonError(404, 'Blog post not found')
  return jsonResponse(blogPostJson(post))
}

/** PUT /api/admin/blog/posts/{id} (the whole post, as POST) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = postId(params)
  if (request.method === 'DELETE') {
    // Archived, not destroyed: staff can restore it from the blog tab's Archived posts.
    if (!id || !setBlogPostArchived(id, true)) {
      return jsonError(404, 'Failed to delete blog post: it does not exist')
    }
    auditBlogPostArchived(admin, id, true)
    return jsonResponse({ message: 'Blog post deleted', id })
  }
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT, DELETE')
  if (!id) return jsonError(404, 'Failed to update blog post: it does not exist')
  const read = await readBlogPostRequest(request)
  if (!read.ok) return jsonError(read.status, `Failed to update blog post: ${read.error}`)
  const saved = await saveBlogPost(read.form, { id, failure: 'Failed to update blog post' })
  if (!saved.ok) {
    return jsonError(saved.status, saved.error, { fieldErrors: saved.reply.error ?? {} })
  }
  auditBlogPostSaved(admin, saved.post, false)
  return jsonResponse(saved.post)
}
