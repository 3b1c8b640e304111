import type { ActionFunctionArgs } from '@remix-run/node'
import { promisedLeadTime } from '~/server/orders/customer-view.server'
import { orderPath, orderReference } from '~/server/orders/links.server'
import { confirmCardPayment, limitPaymentLookups } from '~/server/orders/settle.server'
import {
  jsonError,
  jsonResponse,
  methodNotAllowed,
  tooManyRequests,
} from '~/server/platform/http.server'

export const loader = () => methodNotAllowed()

/**
 * POST /api/process-order { paymentIntentId, customerInfo?, cartItems? }. Only the payment
 * intent's id is read: the server retrieves it from Stripe and marks its order paid if it
 * succeeded for exactly the order's amount (once, however often this and the webhook
 * arrive). The private link is answered only to the visitor whose cart it was. Each visitor
 * may look payments up 20 times in 10 minutes (429 after).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  let body: { paymentIntentId?: unknown }
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'Send a JSON body')
  }
  const id = body?.paymentIntentId
  if (typeof id !== 'string' || !/^pi_[A-Za-z0-9_]{1,200}$/.test(id)) {
    return jsonError(400, 'paymentIntentId is required')
  }
  const limit = limitPaymentLookups(request)
  if (!limit.allowed) return tooManyRequests(limit)
  const result = await confirmCardPayment(request, id)
  if (!result.ok) return jsonError(result.status, result.error)
  return jsonResponse({
    orderId: result.orderId,
    orderNumber: orderReference(result.orderId),
    orderUrl: result.ownCart ? orderPath(result.orderId) : null,
    // The window promised at payment (issue 30), for the confirmation's own customer.
    leadTime: result.ownCart ? promisedLeadTime(result.orderId) : null,
  })
}
