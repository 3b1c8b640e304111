import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
} from '@remix-run/react'
import { OrderSummary } from '~/components/cart/order-summary'
import { ErrorPage } from '~/components/error-page'
import { ExpiredLink } from '~/components/expired-link'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { LinkNotFound } from '~/components/link-not-found'
import { JobBalance, JobSpecification } from '~/components/orders/job-specification'
import { LineSpecificationList } from '~/components/orders/line-specification'
import { OrderTimeline } from '~/components/orders/order-timeline'
import { ButtonLink } from '~/components/ui/button'
import { telHref } from '~/content/business'
import { businessDate, longCalendarDate } from '~/domain/business-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { getCustomerOrderView } from '~/server/orders/customer-view.server'
import { customerJobMoney } from '~/server/orders/installed-job.server'
import { openOrderLink, sendNewOrderLink } from '~/server/orders/links.server'
import { getCustomerProgress } from '~/server/orders/workflow.server'
import { PRIVATE_PAGE_HEADERS, readForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { answerNewLinkRequest } from '~/server/requests/private-links.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: page?.title ?? 'Order not found',
  },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

function requireLink(request: Request, orderParam: string | undefined) {
  const link = openOrderLink(orderParam, new URL(request.url).searchParams.get('t'))
  if (!link) throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  return link
}

/**
 * /orders/{reference}?t={token}: the order's confirmation, reachable only through the signed
 * link shown after payment or a quote (a wrong or missing token is a plain 404). Once the
 * link's time is over (app/domain/private-links.ts) the page is a 410 that shows nothing of
 * the order and offers to e-mail a new link.
 */
/**
 * Where the order is, in the page's language: the workflow writes its stage names, headings and
 * steps in English (staff read the same words); a Spanish page says them from the catalog
 * (part `order`, by their English words) and its dates as Spanish dates.
 */
function progressIn(progress: NonNullable<ReturnType<typeof getCustomerProgress>>, locale: Locale) {
  if (locale === 'en') return progress
  const { fromEnglish } = serverT(locale)
  return {
    ...progress,
    stageLabel: fromEnglish(progress.stageLabel),
    heading: fromEnglish(progress.heading),
    body: fromEnglish(progress.body),
    steps: progress.steps.map((step) => ({
      ...step,
      label: fromEnglish(step.label),
      dateLabel: step.at ? longCalendarDate(businessDate(new Date(step.at)), locale) : null,
      detail: step.detail ? fromEnglish(step.detail) : null,
      link: step.link ? { ...step.link, label: fromEnglish(step.link.label) } : null,
    })),
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = requireLink(request, params.orderId)
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  // 'cart': the totals' words (OrderSummary).
  const messages = pageMessages(request, ['order', 'invoice', 'forms', 'cart'])
  if (link.state === 'expired') {
    return data(
      {
        title: t('order.meta.expired'),
        messages,
        expired: true,
        order: null,
        progress: null,
        justPlaced: false,
        leadTime: null,
        job: null,
      },
      { status: 410 },
    )
  }
  const order = getCustomerOrderView(link.order.id, locale)
  const progress = getCustomerProgress(link.order.id, locale)
  if (!order || !progress)
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const justPlaced = new URL(request.url).searchParams.get('new') === '1'
  const money = link.order.kind === 'installed-job' ? customerJobMoney(link.order) : null
  const job = money
    ? { ...money, payPath: money.payPath ? pathInLocale(money.payPath, locale) : null }
    : null
  // When the customer gets it, in words, as the order stands now (the rule stays on the server).
  return data({
    title: t('order.meta.title', { reference: order.reference }),
    messages,
    expired: false,
    order,
    progress: progressIn(progress, locale),
    justPlaced,
    leadTime: order.leadTime,
    job,
  })
}

/** "Send me a new link" (the expired page's form): the same neutral answer whatever was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { order } = requireLink(request, params.orderId)
  const formData = await readForm(request)
  return answerNewLinkRequest(
    request,
    formData,
    { email: order.customerEmail, send: () => sendNewOrderLink(order) },
    PRIVATE_PAGE_HEADERS,
  )
}

/** A link that opens no order: the site's words, not the router's (issue 40). */
export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useBusinessPhone()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <LinkNotFound what="order" phone={phone} />
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} phone={phone} />
}

function headline(kind: string, status: string, justPlaced: boolean) {
  if (kind === 'order' && status === 'paid') return 'order.headline.complete'
  if (justPlaced) return 'order.headline.successful'
  if (kind === 'quote') return 'order.headline.quote'
  if (kind === 'samples') return 'order.headline.samples'
  return 'order.headline.order'
}

export default function OrderPage() {
  const { order, progress, justPlaced, leadTime, job } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const phone = useBusinessPhone()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  if (!order || !progress) {
    return (
      <ExpiredLink
        what="order"
        reply={reply && typeof reply === 'object' && 'sent' in reply ? reply : undefined}
        phone={phone}
      />
    )
  }
  const products = order.lines.filter((l) => l.kind === 'product')
  const samples = order.lines.filter((l) => l.kind === 'sample')
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 id="order-title" className="text-3xl font-bold text-brand-900">
        {t(headline(order.kind, order.status, justPlaced))}
      </h1>
      <p className="mt-2 text-lg text-slate-800">
        {t('order.reference')} <strong data-testid="order-number">{order.reference}</strong>{' '}
        {t('order.status')} <strong data-testid="order-status">{progress.stageLabel}</strong>
      </p>
      <h2 className="mt-4 text-xl font-bold text-brand-900" data-testid="order-stage-heading">
        {progress.heading}
      </h2>
      <p className="mt-1 text-slate-700">
        <span data-testid="order-stage-text">{progress.body}</span> {t('order.questions')}{' '}
        <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
          {phone}
        </a>
        .
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('order.keepLink')}</p>
      <OrderTimeline steps={progress.steps} />
      {leadTime ? (
        <p
          className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 font-semibold text-slate-900"
          data-testid="order-lead-time"
        >
          {fromEnglish(leadTime)}
        </p>
      ) : null}

      {job ? (
        <section aria-labelledby="job-title" className="mt-8">
          <h2 id="job-title" className="text-xl font-bold text-brand-900">
            {t('order.job.title')}
          </h2>
          {order.specification ? (
            <div className="mt-3">
              <JobSpecification spec={order.specification} />
            </div>
          ) : null}
          <h3 className="mt-6 text-lg font-bold text-brand-900">{t('order.job.payments')}</h3>
          <ul className="mt-2 space-y-1 text-sm" data-testid="customer-job-payments">
            {job.payments.map((p) => (
              <li key={p.key}>
                {fromEnglish(p.label)}: {formatCents(p.amountCents, locale)} ·{' '}
                {locale === 'en' ? p.on : longCalendarDate(p.on, locale)}
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <JobBalance balance={job.balance} />
          </div>
          {job.payPath ? (
            <ButtonLink to={job.payPath} size="lg" className="mt-4">
              {t('order.job.payBalance')}
            </ButtonLink>
          ) : null}
        </section>
      ) : null}
      {products.length ? (
        <section aria-labelledby="lines-title" className="mt-8">
          <h2 id="lines-title" className="text-xl font-bold text-brand-900">
            {t('order.items')}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 px-4">
            {products.map((line, index) => (
              <li
                key={index}
                className="flex flex-wrap justify-between gap-3 py-3"
                data-testid="order-line"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {t('order.line', {
                      quantity: line.quantity,
                      name: fromEnglish(line.productName),
                    })}
                  </p>
                  <LineSpecificationList
                    spec={line.spec}
                    omit={['product', 'room', 'quantity', 'unitPrice', 'lineTotal']}
                    className="mt-1 text-sm"
                  />
                  {line.roomLabel ? (
                    <p className="text-sm text-slate-700" data-testid="order-line-room">
                      {t('order.room', { room: line.roomLabel })}
                    </p>
                  ) : null}
                </div>
                <p className="text-right tabular-nums">
                  {formatCents(line.lineTotalCents, locale)}
                  <span className="block text-sm text-slate-600">
                    {t('order.each', { amount: formatCents(line.unitPriceCents, locale) })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {samples.length ? (
        <section aria-labelledby="samples-title" className="mt-8">
          <h2 id="samples-title" className="text-xl font-bold text-brand-900">
            {t('order.samples')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {samples.map((line, index) => (
              <li key={index} data-testid="order-sample">
                {line.fabricName} ({line.productName.replace('Fabric sample: ', '')})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {products.length ? (
        <OrderSummary totals={order.totals} title={t('order.totals')} className="mt-8" />
      ) : null}
      {progress.refundedCents > 0 ? (
        <p className="mt-3 text-slate-800" data-testid="order-refunded">
          {t('order.refunded')} <strong>{formatCents(progress.refundedCents, locale)}</strong>
        </p>
      ) : null}

      <section aria-labelledby="customer-title" className="mt-8">
        <h2 id="customer-title" className="text-xl font-bold text-brand-900">
          {t('order.contact')}
        </h2>
        <p className="mt-2 text-slate-800">
          {order.customer.name} · {order.customer.email}
          {order.customer.phone ? ` · ${order.customer.phone}` : ''}
        </p>
        {order.customer.address ? (
          <p className="text-slate-800">
            {[order.customer.address, order.customer.city, order.customer.zipCode]
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={to('/')} variant="secondary" size="lg">
          {t('order.home')}
        </ButtonLink>
        <ButtonLink to={to('/shop')} variant="outline" size="lg">
          {t('order.shop')}
        </ButtonLink>
      </div>
      <p className="mt-6 text-slate-700">
        {t('order.findMore')}{' '}
        <Link to={to('/find-my-orders')} className="font-semibold text-brand-800 underline">
          {t('order.findAll')}
        </Link>
        .
      </p>
    </div>
  )
}
