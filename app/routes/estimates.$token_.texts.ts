import type { ActionFunctionArgs } from '@remix-run/node'
import { answerEstimateTexts } from '~/server/estimates/estimate-texts.server'
import { methodNotAllowedText } from '~/server/platform/http.server'

/** POST /estimates/:token/texts: the estimate page's "Text me about this request" form. */
export async function action({ request, params }: ActionFunctionArgs) {
  return answerEstimateTexts(request, params.token ?? '')
}

export function loader() {
  return methodNotAllowedText('POST')
}
