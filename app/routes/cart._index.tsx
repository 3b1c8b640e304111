import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CartLineItem } from '~/components/cart/cart-line-item'
import { CartSamples } from '~/components/cart/cart-samples'
import { CartContactForm } from '~/components/cart/contact-form'
import { EmptyCart } from '~/components/cart/empty-cart'
import { OrderSummary } from '~/components/cart/order-summary'
import { Panel } from '~/components/cart/panel'
import { useOptimisticCart } from '~/components/cart/use-optimistic-cart'
import { useLocalePath, useT } from '~/components/i18n'
import { longCalendarDate } from '~/domain/business-time'
import { type LeadWindow, leadTimeSentence, leadTimeSpan } from '~/domain/lead-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import { CONTACT_REQUIRED_MESSAGE, cartContactSchema, samplesContactSchema } from '~/domain/order'
import { withTextablePhone } from '~/domain/text-consent'
import { readCustomerInfo, saveCustomerInfo } from '~/server/cart/cart-cookie.server'
import { getCartSummary } from '~/server/cart/summary.server'
import { leadWindowOf } from '~/server/catalog/lead-times.server'
import { orderPath, orderReference } from '~/server/orders/links.server'
import { cartMode, ORDER_FAILED_MESSAGE, ORDER_LIMIT } from '~/server/orders/place.server'
import { isSpam, readForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { requestCartQuote } from '~/server/requests/quote-requests.server'
import { requestTextConsent } from '~/server/sms/consent-words.server'
import { textableNumber } from '~/server/sms/consents.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...seoMeta({
      site,
      title: `${data?.title ?? 'Shopping Cart'} | ${site.name}`,
      description:
        data?.description ??
        'Your made-to-measure blinds and shades, free fabric samples and order summary.',
      path: data?.path ?? '/cart',
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [summary, stored] = await Promise.all([getCartSummary(request), readCustomerInfo(request)])
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    title: t('cart.meta.title'),
    description: t('cart.meta.description'),
    path: pathInLocale('/cart', locale),
    messages: pageMessages(request, CART_PARTS),
    lines: summary.lines,
    samples: summary.samples,
    totals: summary.totals,
    mode: cartMode(summary),
    stored,
    textConsent: requestTextConsent(request),
    // The whole cart is installed together: ready when its slowest product is.
    leadTime: (() => {
      const window = leadWindowOf(
        summary.lines.filter((l) => l.available).map((l) => l.productType),
      )
      return window ? leadTimeWords(window, locale) : null
    })(),
  }
}

/** The cart's words, the product and option names, the line controls' words. */
export const CART_PARTS = ['shop', 'configurator', 'cart']

/** 'Ready to install in 2–3 weeks: expected between … .', in the page's language. */
function leadTimeWords(window: LeadWindow, locale: Locale): string {
  if (locale === 'en') return leadTimeSentence(window)
  const span = leadTimeSpan(window)
  const range = span.from === span.to ? `${span.to}` : `${span.from}–${span.to}`
  const one = span.to === 1 ? '1' : ''
  const dates =
    window.fromDate === window.toDate
      ? longCalendarDate(window.toDate, locale)
      : `${longCalendarDate(window.fromDate, locale)} – ${longCalendarDate(window.toDate, locale)}`
  return serverT(locale).t(`configurator.leadTime.${span.unit}${one}`, { range, dates })
}

/**
 * The contact form's three buttons: Proceed to Checkout (remembers the details, then
 * /checkout), Request Quote Only and Order Free Samples (store a pending order priced by the
 * server, empty the cart, and open the order's private page).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  if (isSpam(form)) return redirect(pathInLocale('/cart', locale))
  const summary = await getCartSummary(request)
  const mode = cartMode(summary)
  const schema = withTextablePhone(
    mode === 'samples' ? samplesContactSchema : cartContactSchema,
    textableNumber,
  )
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success') {
    return data(submission.reply({ formErrors: [CONTACT_REQUIRED_MESSAGE] }), { status: 400 })
  }
  const headers = new Headers({ 'Set-Cookie': await saveCustomerInfo(request, submission.value) })
  if (mode === 'empty') {
    return data(submission.reply({ formErrors: ['Your cart is empty'] }), { status: 400, headers })
  }
  if (intent === 'checkout' && mode === 'products') {
    return redirect(pathInLocale('/checkout', locale), { headers })
  }

  const limit = limitVisitor(request, 'cart-order', ORDER_LIMIT)
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [limit.message] }), { status: 429, headers })
  }
  const placed = await requestCartQuote(request, submission.value)
  if (!placed.ok) {
    return data(submission.reply({ formErrors: [ORDER_FAILED_MESSAGE] }), {
      status: placed.status,
      headers,
    })
  }
  // A fragment of its own, so the form's error-summary fragment is not carried to the order.
  return redirectWithToast(
    `${orderPath(placed.orderId)}&new=1#order-title`,
    {
      title: t('cart.toast.orderTitle'),
      description: t(
        placed.kind === 'samples' ? 'cart.toast.samplesPlaced' : 'cart.toast.quotePlaced',
        {
          reference: orderReference(placed.orderId),
        },
      ),
    },
    { headers },
  )
}

export default function CartPage() {
  const loaderData = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const { lines, samples, totals } = useOptimisticCart(
    loaderData.lines,
    loaderData.samples,
    loaderData.totals.taxRates,
  )
  const empty = lines.length === 0 && samples.length === 0
  const t = useT()
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('cart.heading')}</h1>
      {empty ? (
        <EmptyCart text={t('cart.empty.text')} to={to('/shop')} label={t('cart.empty.start')} />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            {lines.length ? (
              <section aria-labelledby="items-title">
                <h2 id="items-title" className="sr-only">
                  {t('cart.items')}
                </h2>
                <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4">
                  {lines.map((line) => (
                    <CartLineItem key={line.id} line={line} />
                  ))}
                </ul>
                {loaderData.leadTime && lines.length ? (
                  <p
                    className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-900"
                    data-testid="cart-lead-time"
                  >
                    {loaderData.leadTime}
                  </p>
                ) : null}
              </section>
            ) : null}
            <CartSamples samples={samples} />
            <Panel
              id="contact-title"
              title={t('cart.contact.title')}
              className="mt-8"
              intro={
                loaderData.mode === 'samples'
                  ? t('cart.contact.introSamples')
                  : t('cart.contact.introProducts')
              }
            >
              <CartContactForm
                key={loaderData.mode}
                mode={loaderData.mode === 'samples' ? 'samples' : 'products'}
                lastResult={lastResult}
                stored={loaderData.stored}
                textConsent={loaderData.textConsent}
              />
            </Panel>
          </div>
          <OrderSummary
            totals={totals}
            itemCount={totals.itemCount}
            sampleCount={totals.sampleCount}
            className="lg:sticky lg:top-20 lg:self-start"
          />
        </div>
      )}
    </div>
  )
}
