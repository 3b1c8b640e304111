import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { recordRefusal, requireAdmin } from '~/server/auth/auth.server'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { estimateForStaff } from '~/server/estimates/estimates.server'
import { jsonError, jsonResponse, pathId, readForm } from '~/server/platform/http.server'

/**
 * POST /admin/estimates/:estimateId/save: the editor's autosave (issue 39). The same forms and
 * the same writer as the page's own action, answered in JSON: `{ ok: true }`, or the refusal
 * with its messages per field. Nothing to GET (405), after the guard.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'estimates')
  return jsonError(405, 'Method not allowed', undefined, { Allow: 'POST' })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const id = pathId(params.estimateId)
  if (!id) return jsonError(404, 'Estimate not found')
  const found = estimateForStaff(admin, id)
  if (!found.ok) {
    if (found.refused) recordRefusal(request, admin, 'estimates')
    return jsonError(404, 'Estimate not found')
  }
  const answer = await answerEditorPost(admin, id, await readForm(request))
  if (!answer.ok) {
    return jsonResponse(
      { ok: false, formId: answer.formId, errors: answer.errors },
      { status: answer.status },
    )
  }
  return jsonResponse({ ok: true, anchor: answer.anchor, redirectTo: answer.redirectTo ?? null })
}
