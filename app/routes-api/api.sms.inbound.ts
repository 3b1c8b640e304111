import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowedText } from '~/server/platform/http.server'
import { handleInboundText, signedUrl, twilioParams } from '~/server/sms/inbound.server'
import { isTwilioRequest } from '~/server/sms/texts.server'

export const loader = () => methodNotAllowedText('POST')

/**
 * POST /api/sms/inbound: a customer's text, from Twilio. Refused (403, nothing read further)
 * without a valid X-Twilio-Signature for this URL and these parameters; answered with empty
 * TwiML (our own answers to STOP and HELP go through the API, kept in the outbox).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowedText('POST')
  const params = await twilioParams(request)
  if (
    !params ||
    !isTwilioRequest(request.headers.get('X-Twilio-Signature'), signedUrl(request), params)
  )
    return new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } })
  await handleInboundText({
    from: params.From ?? '',
    body: params.Body ?? '',
    sid: params.MessageSid,
  })
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { 'Content-Type': 'text/xml' },
  })
}
