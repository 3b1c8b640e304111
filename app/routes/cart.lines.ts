import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { MAX_QUANTITY, MIN_QUANTITY } from '~/domain/cart'
import { getCartSummary, removeLine, setLineQuantity } from '~/server/cart.server'
import { createToastHeaders } from '~/server/toast.server'

/** Only a path on this site (no scheme, no '//host'): never an open redirect. */
function safeRedirect(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/cart'
  return value.includes('\\') ? '/cart' : value
}

/**
 * POST /cart/lines: change a line's quantity (plus, minus, or a number) or remove it.
 * Real forms (the sticky bar, the cart page) post here without JavaScript and get redirected
 * back; with JavaScript a fetcher posts and the page revalidates.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const lineId = Number(form.get('lineId'))
  const withJs = form.get('_js') === '1'
  const redirectTo = safeRedirect(form.get('redirectTo'))
  if (!Number.isInteger(lineId) || lineId <= 0) {
    return Response.json({ ok: false, error: 'Unknown cart line' }, { status: 400 })
  }
  const summary = await getCartSummary(request)
  const line = summary.lines.find((l) => l.id === lineId)
  if (!line) return Response.json({ ok: false, error: 'Unknown cart line' }, { status: 404 })

  const headers = new Headers()
  if (intent === 'remove') {
    await removeLine(request, lineId)
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: 'Item removed',
        description: 'Item has been removed from your cart.',
      }),
    )
  } else {
    let quantity = line.quantity
    if (intent === 'increment') quantity += 1
    else if (intent === 'decrement') quantity -= 1
    else if (intent === 'quantity') quantity = Number(form.get('quantity'))
    else return Response.json({ ok: false, error: 'Unknown action' }, { status: 400 })
    // Never below 1 (a lower value is ignored), never above the maximum.
    if (Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY) {
      await setLineQuantity(request, lineId, quantity)
    } else if (intent === 'quantity') {
      return Response.json(
        { ok: false, error: `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}` },
        { status: 400 },
      )
    }
  }
  if (withJs) return Response.json({ ok: true }, { headers })
  return redirect(redirectTo, { headers })
}
