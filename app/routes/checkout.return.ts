import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { formatOrderNumber } from '~/domain/order'
import { confirmCardPayment, confirmCheckoutSession, orderPath } from '~/server/orders.server'
import { redirectWithToast } from '~/server/toast.server'

/**
 * Where Stripe sends the customer back: from the hosted page (session_id, the path without
 * JavaScript) or after a bank's extra check (payment_intent). The server asks Stripe itself,
 * marks the order paid when the payment is good, and opens the order's private page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const sessionId = url.searchParams.get('session_id')
  const intentId = url.searchParams.get('payment_intent')
  const valid = (id: string | null, prefix: string) =>
    id !== null && new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`).test(id)
  if (!valid(sessionId, 'cs') && !valid(intentId, 'pi')) return redirect('/checkout')
  const result = valid(sessionId, 'cs')
    ? await confirmCheckoutSession(request, sessionId as string)
    : await confirmCardPayment(request, intentId as string)
  if (!result.ok) {
    return redirectWithToast('/checkout', {
      title: 'Payment Failed',
      description: result.error,
      variant: 'destructive',
    })
  }
  // A payment intent id alone is not proof enough to open the private page: the cart must be theirs.
  if (!sessionId && !result.ownCart) return redirect('/')
  return redirectWithToast(`${orderPath(result.orderId)}`, {
    title: 'Order Complete',
    description: `Thank you! Your order ${formatOrderNumber(result.orderId)} is paid.`,
  })
}
