import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { homeContentSchema } from '~/domain/site-content'
import { auditHomeContentSaved } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { getHomeContent, saveHomeContent } from '~/server/content/site-content.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/** GET /api/admin/content: the home page texts and contact details as shown now. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonResponse(getHomeContent())
}

/** POST /api/admin/content { heroTitle, heroSubtitle, aboutText, contactPhone, contactEmail }. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'Error saving content: send the fields as JSON')
  }
  const parsed = homeContentSchema.safeParse(body)
  if (!parsed.success) {
    return jsonError(400, 'Error saving content', {
      fieldErrors: parsed.error.flatten().fieldErrors,
    })
  }
  const before = getHomeContent()
  saveHomeContent(parsed.data, admin.username)
  const after = getHomeContent()
  auditHomeContentSaved(admin, before, after)
  return jsonResponse({ message: 'Content saved', content: after })
}
