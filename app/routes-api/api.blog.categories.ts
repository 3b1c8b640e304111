import { listBlogCategories } from '~/server/blog/posts.server'
import { jsonResponse } from '~/server/platform/http.server'

/** GET /api/blog/categories: the six categories with their published post counts. */
export async function loader() {
  return jsonResponse(listBlogCategories())
}
