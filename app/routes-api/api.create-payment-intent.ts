import type { ActionFunctionArgs } from '@remix-run/node'
import { CHECKOUT_REQUIRED_MESSAGE, checkoutCustomerSchema } from '~/domain/order'
import { readCustomerInfo } from '~/server/cart/cart-cookie.server'
import { CARD_PAYMENT_LIMIT, startCardPayment } from '~/server/orders/payment.server'
import {
  jsonError,
  jsonResponse,
  methodNotAllowed,
  tooManyRequests,
} from '~/server/platform/http.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { cardPaymentStatus } from '~/server/vendors/stripe.server'

export const loader = () => methodNotAllowed()

/**
 * POST /api/create-payment-intent. Clients send (docs/requirements.md#public-json-api) { amount, currency, metadata }: none
 * of it is read. The server prices the visitor's cart, creates or reuses the pending order
 * and a PaymentIntent for exactly its total (idempotency key per order and attempt), and
 * answers the client secret. The customer's details come from the body's customerInfo or,
 * failing that, from what the checkout step remembered.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  let body: { customerInfo?: unknown } = {}
  try {
    const text = await request.text()
    body = text ? JSON.parse(text) : {}
  } catch {
    return jsonError(400, 'Send a JSON body')
  }
  if (!cardPaymentStatus().enabled) return jsonError(503, 'Card payment is unavailable')
  const parsed = checkoutCustomerSchema.safeParse(
    body?.customerInfo ?? (await readCustomerInfo(request)),
  )
  if (!parsed.success) {
    return jsonError(400, CHECKOUT_REQUIRED_MESSAGE, {
      fieldErrors: parsed.error.flatten().fieldErrors,
    })
  }
  const limit = limitVisitor(request, 'card-payment', CARD_PAYMENT_LIMIT)
  if (!limit.allowed) return tooManyRequests(limit)
  const started = await startCardPayment(request, parsed.data)
  if (!started.ok) return jsonError(started.status, started.error)
  return jsonResponse({
    clientSecret: started.clientSecret,
    orderId: started.orderId,
    amount: started.totals.totalCents,
    currency: 'usd',
  })
}
