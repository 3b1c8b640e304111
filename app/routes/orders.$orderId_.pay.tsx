import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useFromEnglish, useLocale, useT } from '~/components/i18n'
import { JobPayForm, RecordPaymentForm, stripeReturnId } from '~/components/orders/job-pay'
import { JobBalance } from '~/components/orders/job-specification'
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import {
  balanceOf,
  balancePayPath,
  confirmJobPayment,
  lookUpJobPayment,
  startJobCardPayment,
  startJobHostedCheckout,
} from '~/server/orders/installed-job.server'
import { openOrderLink, orderPath } from '~/server/orders/links.server'
import { CARD_PAYMENT_LIMIT } from '~/server/orders/payment.server'
import { limitPaymentLookups } from '~/server/orders/settle.server'
import { PRIVATE_PAGE_HEADERS, readForm, retryAfter } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { cardPaymentStatus } from '~/server/vendors/stripe.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? 'Pay your balance' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

/** The job the private link names (its token checked); 404 otherwise, 410 once it ended. */
function jobOfLink(request: Request, orderParam: string | undefined) {
  const link = openOrderLink(orderParam, new URL(request.url).searchParams.get('t'))
  if (link?.order.kind !== 'installed-job')
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  if (link.state === 'expired')
    throw new Response('This link has expired', { status: 410, headers: PRIVATE_PAGE_HEADERS })
  return link.order
}

function paidRedirect(orderId: number, locale: Locale) {
  const { t } = serverT(locale)
  return redirectWithToast(pathInLocale(orderPath(orderId), locale), {
    title: t('invoice.balance.toast.title'),
    description: t('invoice.balance.toast.body'),
  })
}

/**
 * /orders/{reference}/pay?t={token} (issue 39): an installed job's balance, by card, from the
 * invoice's link. The amount is the one rule's balance now; a GET only reads.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = jobOfLink(request, params.orderId)
  const balance = balanceOf(order)
  const locale = requestLocale(request)
  const base = {
    title: serverT(locale).t('invoice.balance.meta.title'),
    messages: pageMessages(request, ['invoice', 'order']),
    reference: order.reference ?? '',
    balance,
    orderUrl: pathInLocale(orderPath(order.id), locale),
    publishableKey: cardPaymentStatus().publishableKey,
    cardPayment: cardPaymentStatus().enabled,
  }
  const id = stripeReturnId(new URL(request.url).searchParams)
  if (id) {
    const limit = limitPaymentLookups(request)
    if (!limit.allowed)
      return data(
        { ...base, state: 'due' as const, error: limit.message },
        { status: 429, headers: retryAfter(limit) },
      )
    const found = await lookUpJobPayment(order.id, id)
    if (found.state === 'paid' && !found.recorded)
      return { ...base, state: 'to-record' as const, id, error: null }
    if (found.state !== 'paid') return { ...base, state: 'due' as const, error: found.error }
  }
  if (balance.balanceCents <= 0) return { ...base, state: 'paid' as const, error: null }
  return { ...base, state: 'due' as const, error: null }
}

type ActionData = { payment?: { clientSecret: string; amountCents: number }; error?: string }

export async function action({ request, params }: ActionFunctionArgs) {
  const order = jobOfLink(request, params.orderId)
  const form = await readForm(request)
  const locale = requestLocale(request)
  const path = pathInLocale(balancePayPath(order.id), locale)
  if (form.get('intent') === 'confirm') {
    const id = stripeReturnId(form)
    if (!id) return redirect(path)
    const limit = limitPaymentLookups(request)
    if (!limit.allowed)
      return data<ActionData>({ error: limit.message }, { status: 429, headers: retryAfter(limit) })
    const result = await confirmJobPayment(order.id, id)
    if (!result.ok) return data<ActionData>({ error: result.error }, { status: result.status })
    return paidRedirect(order.id, locale)
  }
  if (!cardPaymentStatus().enabled)
    return data<ActionData>(
      { error: 'Card payment is unavailable right now. Please call us.' },
      { status: 503 },
    )
  const limit = limitVisitor(request, 'card-payment', CARD_PAYMENT_LIMIT)
  if (!limit.allowed)
    return data<ActionData>({ error: limit.message }, { status: 429, headers: retryAfter(limit) })
  if (form.get('_js') === '1') {
    const started = await startJobCardPayment(order, 'balance')
    if (!started.ok) return data<ActionData>({ error: started.error }, { status: started.status })
    return data<ActionData>({
      payment: { clientSecret: started.clientSecret, amountCents: started.amountCents },
    })
  }
  const hosted = await startJobHostedCheckout(order, 'balance', {
    returnPath: path,
    cancelPath: path,
    locale,
  })
  if (!hosted.ok) return data<ActionData>({ error: hosted.error }, { status: hosted.status })
  return redirect(hosted.url, 303)
}

export default function BalancePage() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as ActionData | undefined
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const error = answer?.error ?? page.error
  return (
    <section className="bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-xl rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-brand-900">{t('invoice.balance.title')}</h1>
        <p className="mt-2 text-slate-800">
          {t('invoice.balance.job', { reference: page.reference })}
        </p>
        <div className="mt-4">
          <JobBalance balance={page.balance} />
        </div>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
          >
            {fromEnglish(error)}
          </p>
        ) : null}
        {page.state === 'to-record' ? (
          <RecordPaymentForm id={page.id} />
        ) : page.state === 'paid' ? (
          <p className="mt-4 text-lg font-semibold text-green-800">
            {t('invoice.balance.nothingDue')}
          </p>
        ) : page.cardPayment ? (
          <JobPayForm
            amountCents={page.balance.balanceCents}
            label={t('invoice.balance.pay')}
            payment={answer?.payment ?? null}
            publishableKey={page.publishableKey}
          />
        ) : (
          <p className="mt-4">
            {t('invoice.balance.unavailable', {
              amount: formatCents(page.balance.balanceCents, locale),
            })}
          </p>
        )}
        <Link to={page.orderUrl} className="mt-4 inline-block text-brand-800 underline">
          {t('invoice.balance.yourJob')}
        </Link>
      </div>
    </section>
  )
}
