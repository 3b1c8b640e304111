import { listBlogTags } from '~/server/blog/posts.server'
import { jsonResponse } from '~/server/platform/http.server'

/** GET /api/blog/tags: tags used by published posts, with their counts. */
export async function loader() {
  return jsonResponse(listBlogTags())
}
