import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseBlogApiQuery } from '~/domain/blog'
import { blogPostJson, listPublishedPosts } from '~/server/blog/posts.server'
import { jsonError, jsonResponse, readOnlyApiAction } from '~/server/platform/http.server'

/**
 * GET /api/blog/posts[?status=published][&category=][&tag=][&search=][&limit=][&offset=]:
 * published posts, newest first (the public never sees drafts). The total is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseBlogApiQuery(new URL(request.url).searchParams)
  if (!query.ok) return jsonError(400, query.error)
  const { posts, total } = listPublishedPosts(query.value)
  return jsonResponse(posts.map(blogPostJson), { headers: { 'X-Total-Count': String(total) } })
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
