import { listBlogCategories } from '~/server/blog/posts.server'
import { jsonResponse, readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/blog/categories: the six categories with their published post counts. */
export async function loader() {
  return jsonResponse(listBlogCategories())
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
