import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { pathInLocale } from '~/domain/locale'
import { designReturnPath, PRODUCTS } from '~/domain/pricing'
import { addSample, removeSample } from '~/server/cart/samples.server'
import {
  jsonError,
  jsonResponse,
  methodNotAllowed,
  readForm,
  safeRedirect,
} from '~/server/platform/http.server'
import { requestLocale, serverT } from '~/server/platform/i18n.server'
import { createToastHeaders } from '~/server/platform/toast.server'

export const loader = () => methodNotAllowed()

/**
 * POST /cart/samples: add a free fabric sample ('Free sample' on a configurator's fabric,
 * field sampleFabricId) or remove one (intent=remove, sampleId). Without JavaScript the
 * browser goes back to the page it came from with a toast (a configurator: its design as
 * posted, at the swatch); with it (`_js=1`) JSON answers.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const withJs = form.get('_js') === '1'
  const headers = new Headers()
  // /es/cart/samples answers in Spanish and goes back to the Spanish page.
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)

  if (form.get('intent') === 'remove') {
    const removed = await removeSample(request, Number(form.get('sampleId')))
    if (!removed) return jsonError(404, 'Unknown sample', { ok: false })
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: t('cart.toast.removedTitle'),
        description: t('cart.toast.removed'),
      }),
    )
    if (withJs) return jsonResponse({ ok: true }, { headers })
    return redirect(safeRedirect(form.get('redirectTo'), pathInLocale('/cart', locale)), {
      headers,
    })
  }

  const fabricId = Number(form.get('sampleFabricId'))
  const result = await addSample(request, fabricId)
  // From a configurator without JavaScript the whole design is posted with the button: back to
  // that design and picture (issue 40), never to the bare page; at the top, where the notice
  // ("Free sample added") is shown without JavaScript, not at the swatch far below it.
  const back = (productType?: keyof typeof PRODUCTS) => {
    const page = pathInLocale(productType ? `/shop/${PRODUCTS[productType].slug}` : '/shop', locale)
    if (productType && !form.has('redirectTo') && form.has('widthWhole')) {
      return designReturnPath(page, form, '')
    }
    return safeRedirect(form.get('redirectTo'), page)
  }
  if (!result.ok) {
    if (withJs || result.status === 404)
      return jsonError(result.status, fromEnglish(result.error), { ok: false })
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: t('cart.toast.sampleLimit'),
        description: fromEnglish(result.error),
        variant: 'destructive',
      }),
    )
    return redirect(back(result.productType), { headers })
  }
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
  const toast = {
    title: t('configurator.sample.added'),
    description: t('cart.toast.sampleAdded', { fabric: result.fabric, count: result.count }),
  }
  if (withJs) return jsonResponse({ ok: true, ...toast, count: result.count }, { headers })
  headers.append('Set-Cookie', await createToastHeaders(toast))
  return redirect(back(result.productType), { headers })
}
