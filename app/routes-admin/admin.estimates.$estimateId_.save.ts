import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/server/auth/auth.server'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { jsonError, jsonResponse, pathId, readForm } from '~/server/platform/http.server'

/**
 * POST /admin/estimates/:estimateId/save: the editor's autosave (issue 39). The same forms and
 * the same writer as the page's own action, answered in JSON: `{ ok: true }`, or the refusal
 * with its messages per field. Nothing to GET (405), after the guard.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return jsonError(405, 'Method not allowed', undefined, { Allow: 'POST' })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.estimateId)
  if (!id) return jsonError(404, 'Estimate not found')
  const answer = await answerEditorPost(admin, id, await readForm(request))
  if (!answer.ok) {
    return jsonResponse(
      { ok: false, formId: answer.formId, errors: answer.errors },
      { status: answer.status },
    )
  }
  return jsonResponse({ ok: true, anchor: answer.anchor, redirectTo: answer.redirectTo ?? null })
}
