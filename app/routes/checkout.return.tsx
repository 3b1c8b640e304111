import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useConfigMessage } from '~/components/configurator/messages'
import { useLocalePath, useT } from '~/components/i18n'
import { Button, ButtonLink } from '~/components/ui/button'
import { type Locale, pathInLocale, SPANISH_ROUTE_IDS } from '~/domain/locale'
import { orderPath, orderReference } from '~/server/orders/links.server'
import {
  confirmPayment,
  limitPaymentLookups,
  lookUpPayment,
  type PaymentId,
} from '~/server/orders/settle.server'
import { readForm, retryAfter } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: (data && 'title' in data ? data.title : undefined) ?? 'Your payment' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  // The address holds the payment's id: never sent to another site. Not no-referrer, which
  // makes browsers send `Origin: null` with this page's own POST (refused as cross-site).
  'Referrer-Policy': 'same-origin',
})

/** The id Stripe sent the customer back with: a hosted page's session or a payment intent. */
function paymentId(params: URLSearchParams | FormData): PaymentId | null {
  const valid = (value: unknown, prefix: string): value is string =>
    typeof value === 'string' && new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`).test(value)
  const sessionId = params.get('session_id')
  if (valid(sessionId, 'cs')) return { sessionId }
  const intentId = params.get('payment_intent')
  if (valid(intentId, 'pi')) return { paymentIntentId: intentId }
  return null
}

function paymentFailed(error: string, locale: Locale) {
  const { t, fromEnglish } = serverT(locale)
  return redirectWithToast(pathInLocale('/checkout', locale), {
    title: t('checkout.payment.failedTitle'),
    description: fromEnglish(error),
    variant: 'destructive',
  })
}

function tooManyLookups(limit: { message: string; retryAfterSeconds: number }, request: Request) {
  return data(
    {
      limited: limit.message,
      messages: pageMessages(request, ['configurator', 'checkout']),
    } as const,
    { status: 429, headers: retryAfter(limit) },
  )
}

/**
 * Where Stripe sends the customer back: from the hosted page (session_id, the path without
 * JavaScript) or after a bank's extra check (payment_intent). A GET, so it only reads (a
 * LiteFS replica answers it): it asks Stripe and the order. An order the webhook already
 * marked paid opens its private page, but only for the visitor whose cart it was (an id in
 * an address is no proof); a payment Stripe took that the order does not show yet is
 * recorded by this page's POST (sent by itself with JavaScript, by a button without).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const id = paymentId(new URL(request.url).searchParams)
  if (!id) return redirect(pathInLocale('/checkout', locale))
  const limit = limitPaymentLookups(request)
  if (!limit.allowed) return tooManyLookups(limit, request)
  const payment = await lookUpPayment(request, id)
  if (payment.state !== 'paid') return paymentFailed(payment.error, locale)
  if (payment.recorded && payment.ownCart) return orderComplete(payment.orderId, locale)
  return {
    orderNumber: orderReference(payment.orderId),
    toRecord: payment.recorded ? null : id,
    title: serverT(locale).t('checkout.return.title'),
    messages: pageMessages(request, ['configurator', 'checkout']),
  }
}

function orderComplete(orderId: number, locale: Locale) {
  const { t } = serverT(locale)
  // The order's page in Spanish once it is written in Spanish (its own group's work).
  const path = orderPath(orderId)
  const spanishOrderPage = SPANISH_ROUTE_IDS.includes('routes/orders.$orderId')
  return redirectWithToast(spanishOrderPage ? pathInLocale(path, locale) : path, {
    title: t('checkout.complete.title'),
    description: t('checkout.return.paidToast', { reference: orderReference(orderId) }),
  })
}

/** Records a payment Stripe took (once, however often this and the webhook arrive). */
export async function action({ request }: ActionFunctionArgs) {
  const locale = requestLocale(request)
  const id = paymentId(await readForm(request))
  if (!id) return redirect(pathInLocale('/checkout', locale))
  const limit = limitPaymentLookups(request)
  if (!limit.allowed) return tooManyLookups(limit, request)
  const result = await confirmPayment(request, id)
  if (!result.ok) return paymentFailed(result.error, locale)
  if (result.ownCart) return orderComplete(result.orderId, locale)
  return {
    orderNumber: orderReference(result.orderId),
    toRecord: null,
    title: serverT(locale).t('checkout.return.title'),
    messages: pageMessages(request, ['configurator', 'checkout']),
  }
}

export default function PaymentReturn() {
  const page = useLoaderData<typeof loader>()
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const sending = useNavigation().state !== 'idle'
  const toRecord = 'toRecord' in page ? page.toRecord : null
  const t = useT()
  const to = useLocalePath()
  const message = useConfigMessage()
  // With JavaScript the customer never needs the button: the page records the payment itself.
  useEffect(() => {
    if (toRecord && form.current) submit(form.current, { replace: true })
  }, [toRecord, submit])

  if ('limited' in page) {
    return (
      <PaymentNote title={t('checkout.return.wait')}>
        <p>{message(page.limited)}</p>
      </PaymentNote>
    )
  }
  if (toRecord) {
    return (
      <PaymentNote title={t('checkout.return.received')}>
        <p>{t('checkout.return.oneMoreStep')}</p>
        <Form ref={form} method="post" replace className="mt-6">
          {'sessionId' in toRecord ? (
            <input type="hidden" name="session_id" value={toRecord.sessionId} />
          ) : (
            <input type="hidden" name="payment_intent" value={toRecord.paymentIntentId} />
          )}
          <Button size="lg" disabled={sending}>
            {sending ? t('checkout.return.finishing') : t('checkout.return.show')}
          </Button>
        </Form>
      </PaymentNote>
    )
  }
  return (
    <PaymentNote title={t('checkout.return.received')}>
      <p>{t('checkout.return.paid', { reference: page.orderNumber })}</p>
      <ButtonLink to={to('/')} size="lg" className="mt-6">
        {t('checkout.return.home')}
      </ButtonLink>
    </PaymentNote>
  )
}

function PaymentNote({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        <div className="mt-3 text-lg text-slate-800">{children}</div>
      </div>
    </section>
  )
}
