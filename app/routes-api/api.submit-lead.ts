import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '~/server/platform/http.server'
import { handleSubmitLeadApi } from '~/server/requests/quote-requests.server'

/**
 * POST /api/submit-lead: a quote request as a multipart form (every field as text, repair
 * photos under `repairImages`). 200 `{ success }`; 400 `{ error, fieldErrors }`; 413 a photo
 * over 10 MB; 415 a file that is not an image; 429 too many requests.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  return handleSubmitLeadApi(request)
}

export function loader() {
  return methodNotAllowed()
}
