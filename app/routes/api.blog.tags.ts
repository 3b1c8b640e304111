import { listBlogTags } from '~/server/blog.server'
import { jsonResponse } from '~/server/http.server'

/** GET /api/blog/tags: tags used by published posts, with their counts. */
export async function loader() {
  return jsonResponse(listBlogTags())
}
