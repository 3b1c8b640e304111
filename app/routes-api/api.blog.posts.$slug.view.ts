import type { ActionFunctionArgs } from '@remix-run/node'
import { countPostView } from '~/server/blog/views.server'
import { jsonError, methodNotAllowed } from '~/server/platform/http.server'

/**
 * POST /api/blog/posts/{slug}/view: the post page's beacon counts one view (204, also when
 * this visitor was already counted), or 404 for a post the public cannot see.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const view = await countPostView(request, params.slug ?? '')
  if (view.status === 'not-found') return jsonError(404, 'Blog post not found')
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (view.status === 'counted') headers.append('Set-Cookie', view.setCookie)
  return new Response(null, { status: 204, headers })
}

/** GET answers 405: reading a post never counts it (a LiteFS replica answers GETs). */
export function loader() {
  return methodNotAllowed()
}
