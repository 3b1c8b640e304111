import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowedText } from '~/server/platform/http.server'
import { signedUrl, twilioParams, webhookFailed } from '~/server/sms/inbound.server'
import { isTwilioRequest, noteDeliveryStatus } from '~/server/sms/texts.server'

export const loader = () => methodNotAllowedText('POST')

/**
 * POST /api/sms/status: Twilio's status callback of a text we sent (delivered, undelivered…),
 * noted on its outbox row. Refused (403) without a valid X-Twilio-Signature; 503 when it
 * could not be noted.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowedText('POST')
  const params = await twilioParams(request)
  if (
    !params ||
    !isTwilioRequest(request.headers.get('X-Twilio-Signature'), signedUrl(request), params)
  )
    return new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } })
  try {
    if (params.MessageSid && params.MessageStatus)
      noteDeliveryStatus(params.MessageSid, params.MessageStatus)
  } catch (error) {
    return webhookFailed('a delivery status', error)
  }
  return new Response(null, { status: 204 })
}
