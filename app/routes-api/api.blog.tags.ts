import { listBlogTags } from '~/server/blog/posts.server'
import { jsonResponse, readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/blog/tags: tags used by published posts, with their counts. */
export async function loader() {
  return jsonResponse(listBlogTags())
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
