import { listBlogCategories } from '~/server/blog.server'
import { jsonResponse } from '~/server/http.server'

/** GET /api/blog/categories: the six categories with their published post counts. */
export async function loader() {
  return jsonResponse(listBlogCategories())
}
