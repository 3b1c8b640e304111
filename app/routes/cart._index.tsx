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
import { leadTimeSentence } from '~/domain/lead-time'
import { CONTACT_REQUIRED_MESSAGE, cartContactSchema, samplesContactSchema } from '~/domain/order'
import { withTextablePhone } from '~/domain/text-consent'
import { readCustomerInfo, saveCustomerInfo } from '~/server/cart/cart-cookie.server'
import { getCartSummary } from '~/server/cart/summary.server'
import { leadWindowOf } from '~/server/catalog/lead-times.server'
import { orderPath, orderReference } from '~/server/orders/links.server'
import { cartMode, ORDER_FAILED_MESSAGE, ORDER_LIMIT } from '~/server/orders/place.server'
import { isSpam, readForm } from '~/server/platform/http.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { requestCartQuote } from '~/server/requests/quote-requests.server'
import { requestTextConsent, textableNumber } from '~/server/sms/consents.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...seoMeta({
      site,
      title: `Shopping Cart | ${site.name}`,
      description: 'Your made-to-measure blinds and shades, free fabric samples and order summary.',
      path: '/cart',
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [summary, stored] = await Promise.all([getCartSummary(request), readCustomerInfo(request)])
  return {
    lines: summary.lines,
    samples: summary.samples,
    totals: summary.totals,
    mode: cartMode(summary),
    stored,
    textConsent: requestTextConsent(),
    // The whole cart is installed together: ready when its slowest product is.
    leadTime: (() => {
      const window = leadWindowOf(
        summary.lines.filter((l) => l.available).map((l) => l.productType),
      )
      return window ? leadTimeSentence(window) : null
    })(),
  }
}

/**
 * The contact form's three buttons: Proceed to Checkout (remembers the details, then
 * /checkout), Request Quote Only and Order Free Samples (store a pending order priced by the
 * server, empty the cart, and open the order's private page).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  if (isSpam(form)) return redirect('/cart')
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
  if (intent === 'checkout' && mode === 'products') return redirect('/checkout', { headers })

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
      title: 'Order Successful!',
      description:
        placed.kind === 'samples'
          ? `Samples request ${orderReference(placed.orderId)}: your swatches are on their way.`
          : `Order ${orderReference(placed.orderId)}: we will contact you within 24 hours with your quote.`,
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
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Shopping Cart</h1>
      {empty ? (
        <EmptyCart
          text="Configure made-to-measure blinds and shades, or order free fabric samples."
          to="/shop"
          label="Start Shopping"
        />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            {lines.length ? (
              <section aria-labelledby="items-title">
                <h2 id="items-title" className="sr-only">
                  Items
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
              title="Contact information"
              className="mt-8"
              intro={
                loaderData.mode === 'samples'
                  ? 'Where should we mail your free samples?'
                  : 'Pay by card at checkout, or ask for a quote and we will call you.'
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
