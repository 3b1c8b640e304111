import type { LoaderFunctionArgs } from '@remix-run/node'
import { blogPostJson, getPublishedPost } from '~/server/blog/posts.server'
import { jsonError, jsonResponse, readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/blog/posts/{slug}: one published post (content sanitised), or 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const post = getPublishedPost(params.slug ?? '')
  if (!post) return jsonError(404, 'Blog post not found')
  return jsonResponse(blogPostJson(post))
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
