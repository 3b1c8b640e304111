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
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { getEstimateByToken } from '~/server/estimates/estimates.server'
import {
  confirmJobPayment,
  depositPaid,
  jobOfEstimate,
  lookUpJobPayment,
  NOT_ACCEPTED_MESSAGE,
  startJobCardPayment,
  startJobHostedCheckout,
  upsertPendingJob,
} from '~/server/orders/installed-job.server'
import { orderPath } from '~/server/orders/links.server'
import { CARD_PAYMENT_LIMIT } from '~/server/orders/payment.server'
import { limitPaymentLookups } from '~/server/orders/settle.server'
import { PRIVATE_PAGE_HEADERS, readForm, retryAfter } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { limitVisitor } from '~/server/platform/rate-limit.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { cardPaymentStatus } from '~/server/vendors/stripe.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? 'Pay your deposit' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

function estimateOf(token: string | undefined) {
  const view = getEstimateByToken(token ?? '')
  if (!view || view.status === 'draft') {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  return view
}

function depositPaidRedirect(orderId: number, locale: Locale) {
  const { t } = serverT(locale)
  return redirectWithToast(pathInLocale(orderPath(orderId), locale), {
    title: t('invoice.deposit.toast.title'),
    description: t('invoice.deposit.toast.body'),
  })
}

/**
 * /estimates/{token}/deposit (issue 39): the accepted estimate's deposit, by card. A GET only
 * reads (the return from Stripe is looked up, never recorded here); a deposit already paid
 * sends the customer to the job's private page. The amount is the estimate's, always.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = estimateOf(params.token)
  const job = jobOfEstimate(view.id)
  const locale = requestLocale(request)
  const base = {
    title: serverT(locale).t('invoice.deposit.meta.title'),
    messages: pageMessages(request, ['invoice']),
    estimateHref: pathInLocale(`/estimates/${view.token}`, locale),
    reference: view.reference,
    token: view.token,
    customerName: view.customer.name,
    totalCents: view.totals.totalCents,
    depositCents: view.totals.depositCents,
    publishableKey: cardPaymentStatus().publishableKey,
    cardPayment: cardPaymentStatus().enabled,
  }
  if (job && depositPaid(job))
    return { ...base, state: 'paid' as const, orderUrl: pathInLocale(orderPath(job.id), locale) }
  if (view.status !== 'accepted')
    return data(
      { ...base, state: 'not-accepted' as const, message: NOT_ACCEPTED_MESSAGE },
      { headers: PRIVATE_PAGE_HEADERS },
    )
  const id = stripeReturnId(new URL(request.url).searchParams)
  if (id && job) {
    const limit = limitPaymentLookups(request)
    if (!limit.allowed)
      return data(
        { ...base, state: 'limited' as const, message: limit.message },
        { status: 429, headers: retryAfter(limit) },
      )
    const found = await lookUpJobPayment(job.id, id)
    if (found.state === 'paid' && !found.recorded)
      return { ...base, state: 'to-record' as const, id }
    if (found.state !== 'paid') return { ...base, state: 'due' as const, error: found.error }
  }
  return { ...base, state: 'due' as const, error: null }
}

type ActionData = { payment?: { clientSecret: string; amountCents: number }; error?: string }

/** Start paying (a hosted page without JavaScript, a client secret with it), or record a payment. */
export async function action({ params, request }: ActionFunctionArgs) {
  const view = estimateOf(params.token)
  const form = await readForm(request)
  const locale = requestLocale(request)
  const path = pathInLocale(`/estimates/${view.token}/deposit`, locale)
  if (form.get('intent') === 'confirm') {
    const id = stripeReturnId(form)
    const job = jobOfEstimate(view.id)
    if (!id || !job) return redirect(path)
    const limit = limitPaymentLookups(request)
    if (!limit.allowed)
      return data<ActionData>({ error: limit.message }, { status: 429, headers: retryAfter(limit) })
    const result = await confirmJobPayment(job.id, id)
    if (!result.ok) return data<ActionData>({ error: result.error }, { status: result.status })
    return depositPaidRedirect(job.id, locale)
  }
  const paid = jobOfEstimate(view.id)
  if (paid && depositPaid(paid)) return depositPaidRedirect(paid.id, locale)
  if (view.status !== 'accepted')
    return data<ActionData>({ error: NOT_ACCEPTED_MESSAGE }, { status: 409 })
  if (!cardPaymentStatus().enabled)
    return data<ActionData>(
      { error: 'Card payment is unavailable right now. Please call us.' },
      { status: 503 },
    )
  const limit = limitVisitor(request, 'card-payment', CARD_PAYMENT_LIMIT)
  if (!limit.allowed)
    return data<ActionData>({ error: limit.message }, { status: 429, headers: retryAfter(limit) })
  const order = upsertPendingJob(view)
  if (form.get('_js') === '1') {
    const started = await startJobCardPayment(order, 'deposit')
    if (!started.ok) return data<ActionData>({ error: started.error }, { status: started.status })
    return data<ActionData>({
      payment: { clientSecret: started.clientSecret, amountCents: started.amountCents },
    })
  }
  const hosted = await startJobHostedCheckout(order, 'deposit', {
    returnPath: path,
    cancelPath: path,
    locale,
  })
  if (!hosted.ok) return data<ActionData>({ error: hosted.error }, { status: hosted.status })
  return redirect(hosted.url, 303)
}

export default function DepositPage() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as ActionData | undefined
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const money = (cents: number) => formatCents(cents, locale)
  const error = answer?.error ?? ('error' in page ? page.error : null)
  return (
    <section className="bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-xl rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-brand-900">{t('invoice.deposit.title')}</h1>
        <p className="mt-2 text-slate-800">
          {t('invoice.deposit.intro', {
            reference: page.reference,
            name: page.customerName,
            total: money(page.totalCents),
          })}
        </p>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
          >
            {fromEnglish(error)}
          </p>
        ) : null}
        {page.state === 'paid' ? (
          <div className="mt-4">
            <p className="text-lg font-semibold text-green-800">{t('invoice.deposit.paid')}</p>
            <Link
              to={page.orderUrl}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              {t('invoice.deposit.seeJob')}
            </Link>
          </div>
        ) : page.state === 'not-accepted' || page.state === 'limited' ? (
          <div className="mt-4">
            <p>{fromEnglish(page.message)}</p>
            <Link
              to={page.estimateHref}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              {t('invoice.deposit.backToEstimate')}
            </Link>
          </div>
        ) : page.state === 'to-record' ? (
          <RecordPaymentForm id={page.id} />
        ) : (
          <>
            <p className="mt-4 text-lg">
              {t('invoice.deposit.due')}{' '}
              <strong className="tabular-nums" data-testid="deposit-due">
                {money(page.depositCents)}
              </strong>
              {t('invoice.deposit.balanceLater', {
                balance: money(page.totalCents - page.depositCents),
              })}
            </p>
            {page.cardPayment ? (
              <JobPayForm
                amountCents={page.depositCents}
                label={t('invoice.deposit.pay')}
                payment={answer?.payment ?? null}
                publishableKey={page.publishableKey}
              />
            ) : (
              <p className="mt-4">{t('invoice.unavailable')}</p>
            )}
            <Link to={page.estimateHref} className="mt-4 inline-block text-brand-800 underline">
              {t('invoice.back')}
            </Link>
          </>
        )}
      </div>
    </section>
  )
}
