import type { ActionFunctionArgs } from '@remix-run/node'
import { cartContactSchema, samplesContactSchema } from '~/domain/order'
import { withTextablePhone } from '~/domain/text-consent'
import { saveCustomerInfo } from '~/server/cart/cart-cookie.server'
import { getCartSummary } from '~/server/cart/summary.server'
import { orderPath, orderReference } from '~/server/orders/links.server'
import { cartMode, ORDER_LIMIT } from '~/server/orders/place.server'
import {
  jsonError,
  jsonResponse,
  methodNotAllowed,
  tooManyRequests,
} from '~/server/platform/http.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { requestCartQuote } from '~/server/requests/quote-requests.server'
import { textableNumber } from '~/server/sms/consents.server'

export const loader = () => methodNotAllowed()

/**
 * POST /api/orders (the quote order of docs/requirements.md#public-json-api): JSON { customerInfo, items?, subtotal?, … }.
 * Only customerInfo is read: the lines and every amount come from the visitor's server cart,
 * priced now. Stores a pending quote (or a samples request), empties the cart, answers 201
 * with the order's number and private link.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'Send a JSON body')
  }
  const summary = await getCartSummary(request)
  const mode = cartMode(summary)
  if (mode === 'empty') return jsonError(400, 'Your cart is empty')
  // customerInfo.textConsent true: "Text me" ticked (a US number needed).
  const schema = withTextablePhone(
    mode === 'samples' ? samplesContactSchema : cartContactSchema,
    textableNumber,
  )
  const parsed = schema.safeParse((body as { customerInfo?: unknown } | null)?.customerInfo ?? {})
  if (!parsed.success) {
    return jsonError(400, 'Please fill in all required contact information', {
      fieldErrors: parsed.error.flatten().fieldErrors,
    })
  }
  const limit = limitVisitor(request, 'cart-order', ORDER_LIMIT)
  if (!limit.allowed) return tooManyRequests(limit)
  const placed = await requestCartQuote(request, parsed.data)
  if (!placed.ok) return jsonError(placed.status, placed.error)
  const headers = { 'Set-Cookie': await saveCustomerInfo(request, parsed.data) }
  return jsonResponse(
    {
      orderId: placed.orderId,
      orderNumber: orderReference(placed.orderId),
      orderUrl: orderPath(placed.orderId),
      kind: placed.kind,
      status: 'pending',
      subtotal: placed.totals.subtotalCents / 100,
      installationFee: placed.totals.installationCents / 100,
      tax: placed.totals.taxCents / 100,
      total: placed.totals.totalCents / 100,
    },
    { status: 201, headers },
  )
}
