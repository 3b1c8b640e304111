import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { MAX_QUANTITY, MIN_QUANTITY, ROOM_LABEL_MAX } from '~/domain/cart'
import { pathInLocale } from '~/domain/locale'
import {
  findCartLine,
  removeLine,
  setLineQuantity,
  setLineRoomLabel,
} from '~/server/cart/lines.server'
import {
  jsonError,
  jsonResponse,
  methodNotAllowedText,
  readForm,
  safeRedirect,
} from '~/server/platform/http.server'
import { requestLocale, serverT } from '~/server/platform/i18n.server'
import { createToastHeaders } from '~/server/platform/toast.server'

/**
 * POST /cart/lines: change a line's quantity (plus, minus, or a number), its room label, or
 * remove it.
 * Real forms (the sticky bar, the cart page) post here without JavaScript and get redirected
 * back; with JavaScript a fetcher posts and the page revalidates.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const lineId = Number(form.get('lineId'))
  const withJs = form.get('_js') === '1'
  // /es/cart/lines answers in Spanish (the cart page and the bar on a Spanish page post there).
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const redirectTo = safeRedirect(form.get('redirectTo'), pathInLocale('/cart', locale))
  if (!Number.isInteger(lineId) || lineId <= 0) {
    return jsonError(400, 'Unknown cart line', { ok: false })
  }
  const line = await findCartLine(request, lineId)
  if (!line) return jsonError(404, 'Unknown cart line', { ok: false })

  const headers = new Headers()
  if (intent === 'remove') {
    await removeLine(request, lineId)
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: t('cart.toast.removedTitle'),
        description: t('cart.toast.removed'),
      }),
    )
  } else if (intent === 'label') {
    const label = String(form.get('roomLabel') ?? '')
    if (label.trim().length > ROOM_LABEL_MAX) {
      return jsonError(400, t('cart.room.tooLong', { max: ROOM_LABEL_MAX }), { ok: false })
    }
    await setLineRoomLabel(request, lineId, label)
    if (!withJs) {
      headers.append(
        'Set-Cookie',
        await createToastHeaders({
          title: t('cart.toast.roomSaved'),
          description: label.trim() || t('cart.toast.roomCleared'),
        }),
      )
    }
  } else {
    let quantity = line.quantity
    if (intent === 'increment') quantity += 1
    else if (intent === 'decrement') quantity -= 1
    else if (intent === 'quantity') quantity = Number(form.get('quantity'))
    else return jsonError(400, 'Unknown action', { ok: false })
    // Never below 1 (a lower value is ignored), never above the maximum.
    if (Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY) {
      await setLineQuantity(request, lineId, quantity)
    } else if (intent === 'quantity') {
      return jsonError(
        400,
        t('cart.line.quantityRange', { min: MIN_QUANTITY, max: MAX_QUANTITY }),
        { ok: false },
      )
    }
  }
  if (withJs) return jsonResponse({ ok: true }, { headers })
  return redirect(redirectTo, { headers })
}

/** Only posted to: a GET is a plain 405 naming POST (it was a 400 "Unexpected Server Error"). */
export const loader = () => methodNotAllowedText('POST')
