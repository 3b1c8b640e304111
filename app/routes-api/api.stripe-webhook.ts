import type { ActionFunctionArgs } from '@remix-run/node'
import { handleJobStripeEvent } from '~/server/orders/installed-job.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import { reconcileRefundEvent } from '~/server/orders/refunds.server'
import { handleStripeEvent } from '~/server/orders/settle.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { verifyWebhook } from '~/server/vendors/stripe.server'

export const loader = () => methodNotAllowed()

/**
 * POST /api/stripe-webhook: Stripe's events, accepted only with a valid Stripe-Signature for
 * this exact body (400 and no change otherwise). A paid intent or hosted session marks its
 * order paid once; charge.refunded and refund.updated bring refunds (also those made in
 * Stripe's dashboard) onto the order; an event already handled changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const body = await request.text()
  const event = verifyWebhook(body, request.headers.get('Stripe-Signature'))
  if (!event) return jsonError(400, 'Invalid signature')
  if (event.type === 'charge.refunded' || event.type === 'refund.updated') {
    try {
      return jsonResponse({ received: true, outcome: await reconcileRefundEvent(event) })
    } catch (error) {
      // Stripe could not be asked for the charge's refunds just now: answer 503, and Stripe
      // sends the event again later (it retries every answer that is not a 2xx).
      console.error('[stripe] refunds could not be read for the webhook', error)
      return jsonResponse(
        { error: 'Refunds could not be read from Stripe just now; send the event again.' },
        { status: 503, headers: { 'Retry-After': '60' } },
      )
    }
  }
  // An installed job's deposit or balance (its metadata names the purpose).
  const job = await handleJobStripeEvent(event)
  if (job) return jsonResponse({ received: true, outcome: job })
  const outcome = handleStripeEvent(event)
  const orderId = Number((event.object.metadata as { orderId?: string } | undefined)?.orderId)
  if (outcome === 'paid') await sendOrderEmails(orderId)
  return jsonResponse({ received: true, outcome })
}
