import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowedText } from '~/server/platform/http.server'
import {
  emptyTwiml,
  handleInboundText,
  signedUrl,
  twilioParams,
  webhookFailed,
} from '~/server/sms/inbound.server'
import { isTwilioRequest } from '~/server/sms/texts.server'

export const loader = () => methodNotAllowedText('POST')

/**
 * POST /api/sms/inbound: a customer's text, from Twilio. Refused (403, nothing read further)
 * without a valid X-Twilio-Signature for this URL and these parameters; answered with empty
 * TwiML (our own answers to STOP and HELP go through the API, kept in the outbox); 503 with
 * empty TwiML when it could not be recorded.
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
    await handleInboundText({
      from: params.From ?? '',
      body: params.Body ?? '',
      sid: params.MessageSid,
    })
  } catch (error) {
    return webhookFailed('an inbound text', error)
  }
  return emptyTwiml()
}
