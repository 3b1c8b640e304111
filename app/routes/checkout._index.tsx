import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSubmit,
} from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { EmptyCart } from '~/components/cart/empty-cart'
import { OrderSummary } from '~/components/cart/order-summary'
import { Panel } from '~/components/cart/panel'
import { CheckoutCustomerForm } from '~/components/checkout/customer-form'
import { OrderComplete } from '~/components/checkout/order-complete'
import { type CompletedOrder, PaymentStep } from '~/components/checkout/payment-step'
import { Spinner } from '~/components/checkout/spinner'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { LineSpecificationList } from '~/components/orders/line-specification'
import { ButtonLink } from '~/components/ui/button'
import type { CartTotals } from '~/domain/cart'
import { pathInLocale } from '~/domain/locale'
import { CHECKOUT_REQUIRED_MESSAGE, checkoutCustomerSchema } from '~/domain/order'
import { formatCents } from '~/domain/pricing'
import { withTextablePhone } from '~/domain/text-consent'
import { orderTextSubject } from '~/domain/texts'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { readCustomerInfo, saveCustomerInfo } from '~/server/cart/cart-cookie.server'
import { type CartSummary, getCartSummary } from '~/server/cart/summary.server'
import {
  CARD_PAYMENT_LIMIT,
  startCardPayment,
  startHostedCheckout,
} from '~/server/orders/payment.server'
import { cartMode } from '~/server/orders/place.server'
import { isSpam, readForm, retryAfter } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { keepRequestTextConsent, requestTextConsent } from '~/server/sms/consent-words.server'
import { textableNumber } from '~/server/sms/consents.server'
import { cardPaymentStatus } from '~/server/vendors/stripe.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/**
 * Rows the summary says in its own words: the product and quantity in each line's heading, the
 * line total beside it, installation and the all-in figure under the list.
 */
const SUMMARY_OMITS = ['product', 'quantity', 'installation', 'lineTotal'] as const

export const CARD_UNAVAILABLE_MESSAGE =
  'Card payment is unavailable right now. You can still request a quote from your cart and we will call you.'

/**
 * What the payment is for: every line's quantity and price, and the total. When it changes
 * while the payment form is open (the sticky bar's plus and minus are on this page too), the
 * page asks the server again, which brings the PaymentIntent to the new amount.
 */
function cartKey(summary: CartSummary): string {
  return JSON.stringify([
    summary.totals.totalCents,
    summary.lines.filter((l) => l.available).map((l) => [l.id, l.quantity, l.unitPriceCents]),
  ])
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...seoMeta({
      site,
      title: `${data?.title ?? 'Checkout'} | ${site.name}`,
      description:
        data?.description ?? 'Secure checkout for your made-to-measure blinds and shades.',
      path: data?.path ?? '/checkout',
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [summary, stored] = await Promise.all([getCartSummary(request), readCustomerInfo(request)])
  const payment = cardPaymentStatus()
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    title: t('checkout.meta.title'),
    description: t('checkout.meta.description'),
    path: pathInLocale('/checkout', locale),
    messages: pageMessages(request, ['shop', 'configurator', 'cart', 'checkout']),
    mode: cartMode(summary),
    lines: summary.lines
      .filter((l) => l.available)
      .map((l) => ({
        id: l.id,
        name: l.name,
        fabric: l.fabric,
        dimensionsLabel: l.dimensionsLabel,
        quantity: l.quantity,
        lineTotalCents: l.lineTotalCents,
        // The cart's own per-line figures (docs/requirements.md, R17): the same numbers the cart page shows.
        installationCents: l.installationCents,
        allInCents: l.lineTotalCents + l.installationCents,
        // Mount, operation, side, paid options and room, from the one specification function
        // with the figures the cart charges (issue 40): the buyer sees what they pay for.
        specification: l.specification,
      })),
    totals: summary.totals,
    cartKey: cartKey(summary),
    stored,
    textConsent: requestTextConsent(request),
    cardPayment: payment.enabled,
    publishableKey: payment.publishableKey,
  }
}

type ActionData = {
  reply: SubmissionResult<string[]>
  payment?: { clientSecret: string; orderId: number; totals: CartTotals; cartKey: string }
}

/**
 * The customer step. Valid details are remembered; then, with JavaScript, the answer carries
 * a PaymentIntent's client secret for the Payment Element; without, the browser is sent to a
 * Stripe Checkout Session for the same server-computed amount.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (isSpam(form)) return redirect(pathInLocale('/checkout', requestLocale(request)))
  const submission = parseWithZod(form, {
    schema: withTextablePhone(checkoutCustomerSchema, textableNumber),
  })
  if (submission.status !== 'success') {
    return data<ActionData>(
      { reply: submission.reply({ formErrors: [CHECKOUT_REQUIRED_MESSAGE] }) },
      { status: 400 },
    )
  }
  const headers = new Headers({ 'Set-Cookie': await saveCustomerInfo(request, submission.value) })
  const fail = (error: string, status: number) =>
    data<ActionData>({ reply: submission.reply({ formErrors: [error] }) }, { status, headers })
  if (!cardPaymentStatus().enabled) return fail(CARD_UNAVAILABLE_MESSAGE, 400)
  const limit = limitVisitor(request, 'card-payment', CARD_PAYMENT_LIMIT)
  if (!limit.allowed) {
    for (const [name, value] of Object.entries(retryAfter(limit))) headers.set(name, value)
    return fail(limit.message, 429)
  }
  // "Text me" ticked: kept with the pending order the payment is for.
  const customer = submission.value
  const keepConsent = (orderId: number) => {
    if (customer.textConsent) {
      const subject = orderTextSubject(orderId)
      keepRequestTextConsent(request, { phone: customer.phone, source: 'checkout', subject })
    }
  }

  if (form.get('_js') === '1') {
    const started = await startCardPayment(request, submission.value)
    if (!started.ok) return fail(started.error, started.status)
    keepConsent(started.orderId)
    return data<ActionData>(
      {
        reply: submission.reply(),
        payment: {
          clientSecret: started.clientSecret,
          orderId: started.orderId,
          totals: started.totals,
          cartKey: cartKey(started.summary),
        },
      },
      { headers },
    )
  }
  const hosted = await startHostedCheckout(request, submission.value)
  if (!hosted.ok) return fail(hosted.error, hosted.status)
  keepConsent(hosted.orderId)
  return redirect(hosted.url, { status: 303, headers })
}

export default function CheckoutPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const phone = useBusinessPhone()
  const revalidator = useRevalidator()
  const [completed, setCompleted] = useState<CompletedOrder | null>(null)
  const [customerInfo, setCustomerInfo] = useState<Record<string, string>>({})
  const submit = useSubmit()
  const navigation = useNavigation()
  const answered = actionData?.payment
  // The payment form stands only while the cart is what the PaymentIntent was made for.
  const payment =
    answered && loaderData.mode === 'products' && answered.cartKey === loaderData.cartKey
      ? answered
      : undefined
  const asked = useRef<string | null>(null)
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  const cartChanged = Boolean(answered && loaderData.mode === 'products' && !payment)
  // Asked already for this cart and still no matching answer: the customer step again.
  const updating =
    cartChanged && (asked.current !== loaderData.cartKey || navigation.state !== 'idle')
  useEffect(() => {
    if (!cartChanged || navigation.state !== 'idle' || asked.current === loaderData.cartKey) return
    // Once per cart state: the server re-prices the order and updates (or replaces) the intent.
    asked.current = loaderData.cartKey
    submit({ ...loaderData.stored, ...customerInfo, _js: '1' }, { method: 'post' })
  }, [cartChanged, navigation.state, loaderData.cartKey, loaderData.stored, customerInfo, submit])

  if (completed) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="sr-only">{t('checkout.heading')}</h1>
        <OrderComplete order={completed} phone={phone} />
      </div>
    )
  }

  const totals = payment?.totals ?? loaderData.totals
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('checkout.heading')}</h1>
      {loaderData.mode !== 'products' ? (
        loaderData.mode === 'samples' ? (
          <EmptyCart
            title={t('checkout.samples.title')}
            text={t('checkout.samples.text')}
            to={to('/cart')}
            label={t('checkout.goToCart')}
          />
        ) : (
          <EmptyCart
            text={t('checkout.empty.text')}
            to={to('/shop')}
            label={t('checkout.goToShop')}
          />
        )
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            {!loaderData.cardPayment ? (
              <div role="alert" className="rounded-xl border-2 border-amber-600 bg-amber-50 p-5">
                <h2 className="text-xl font-bold text-slate-900">
                  {t('checkout.unavailable.title')}
                </h2>
                <p className="mt-1 text-slate-800">{fromEnglish(CARD_UNAVAILABLE_MESSAGE)}</p>
                <ButtonLink to={to('/cart')} size="lg" className="mt-4">
                  {t('checkout.unavailable.quote')}
                </ButtonLink>
              </div>
            ) : updating ? (
              <Panel id="secure-checkout-title" title={t('checkout.secure')}>
                <Spinner label={t('checkout.updating')} />
              </Panel>
            ) : payment && loaderData.publishableKey ? (
              <PaymentStep
                key={`${payment.clientSecret}:${payment.totals.totalCents}`}
                publishableKey={loaderData.publishableKey}
                clientSecret={payment.clientSecret}
                totalCents={payment.totals.totalCents}
                customerInfo={customerInfo}
                onComplete={(order) => {
                  setCompleted(order)
                  revalidator.revalidate()
                }}
              />
            ) : (
              <Panel
                id="customer-title"
                title={t('checkout.customer.title')}
                intro={t('checkout.customer.intro')}
              >
                <CheckoutCustomerForm
                  lastResult={actionData?.reply}
                  stored={loaderData.stored}
                  onValues={setCustomerInfo}
                  textConsent={loaderData.textConsent}
                />
                <ButtonLink to={to('/cart')} variant="ghost" className="mt-4">
                  {t('checkout.backToCart')}
                </ButtonLink>
              </Panel>
            )}
          </div>
          <OrderSummary
            totals={totals}
            itemCount={totals.itemCount}
            sampleCount={totals.sampleCount}
            className="lg:sticky lg:top-20 lg:self-start"
          >
            <ul className="mt-4 space-y-3 border-t border-slate-300 pt-3 text-sm text-slate-700">
              {loaderData.lines.map((line) => (
                <li key={line.id} data-testid="checkout-line">
                  <p className="flex justify-between gap-3 font-semibold text-slate-900">
                    <span>
                      {line.quantity} x {fromEnglish(line.name)}
                    </span>
                    <span className="tabular-nums">{formatCents(line.lineTotalCents, locale)}</span>
                  </p>
                  <LineSpecificationList
                    spec={line.specification}
                    omit={SUMMARY_OMITS}
                    compact
                    className="mt-1"
                  />
                  {line.installationCents > 0 ? (
                    <p className="mt-1 text-slate-600">
                      {t('cart.line.installation')}{' '}
                      <span className="tabular-nums" data-testid="checkout-line-installation">
                        {formatCents(line.installationCents, locale)}
                      </span>
                      {t('checkout.allInBeforeTax')}{' '}
                      <span className="tabular-nums" data-testid="checkout-line-all-in">
                        {formatCents(line.allInCents, locale)}
                      </span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </OrderSummary>
        </div>
      )}
    </div>
  )
}
