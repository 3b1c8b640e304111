import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { Button } from '~/components/ui/button'
import { ORDER_KIND_LABELS } from '~/domain/admin-inbox'
import { BOOKING_SERVICES, formatLongDate, formatVisitTime } from '~/domain/booking'
import { businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import { ESTIMATE_STATUS_LABELS } from '~/domain/estimate'
import { pathInLocale, plainWords } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { closeHubView, customerHub, readHubView } from '~/server/customers/customer-hub.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: plainWords(data?.messages['hub.list.title']) ?? 'My orders' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

/**
 * /my-orders (issue 39, the customer's one place): everything we have for the address a
 * "Find my orders" link was sent to (estimates, orders, visits, invoices with their pay link
 * while due, payments), each linking to its own private page. Opened only by the
 * cookie that link's button sets (an hour, this browser); without it, back to the form.
 * Reads only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const email = await readHubView(request)
  const locale = requestLocale(request)
  if (!email) {
    const { t } = serverT(locale)
    throw await redirectWithToast(
      pathInLocale('/find-my-orders', locale),
      { title: t('hub.list.newLink.title'), description: t('hub.list.newLink.description') },
      { headers: PRIVATE_PAGE_HEADERS },
    )
  }
  return data(
    {
      email,
      ...customerHub(email),
      // The list's words, an order's stages and the booking's services (by their English).
      messages: pageMessages(request, ['hub', 'order', 'booking']),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

/** "Done": this browser forgets the list (a shared or borrowed computer). */
export async function action({ request }: ActionFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return redirectWithToast(
    pathInLocale('/', locale),
    { title: t('hub.list.closed.title'), description: t('hub.list.closed.description') },
    { headers: { ...PRIVATE_PAGE_HEADERS, 'Set-Cookie': await closeHubView() } },
  )
}

function Section({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string
  title: string
  empty: string
  count: number
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {count ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {children}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{empty}</p>
      )}
    </section>
  )
}

const rowClass = 'p-3 sm:p-4'
const linkClass = 'font-semibold text-brand-800 underline'

export default function MyOrders() {
  const hub = useLoaderData<typeof loader>()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  const money = (cents: number) => formatCents(cents, locale)
  const when = (at: string | number | Date) => businessDateTimeShort(at, locale)
  // 'Deposit: paid by card', 'Paid', 'Paid by cash', put together in the page's language.
  const paymentWords = (words: { what: string; state: string; method: string | null }) => {
    if (words.method)
      return t('hub.list.paidBy', { method: fromEnglish(words.method).toLowerCase() })
    const state = fromEnglish(words.state)
    if (!words.what) return state
    return t('hub.list.byCard', { what: fromEnglish(words.what), state: state.toLowerCase() })
  }
  return (
    <article aria-labelledby="my-orders-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="my-orders-title" className="text-3xl font-bold text-brand-900">
        {t('hub.list.title')}
      </h1>
      <p className="mt-1 break-words text-slate-700">{t('hub.list.intro', { email: hub.email })}</p>

      <Section
        id="estimates"
        title={t('hub.list.estimates')}
        count={hub.estimates.length}
        empty={t('hub.list.estimates.none')}
      >
        {hub.estimates.map((e) => (
          <li key={e.href} className={rowClass}>
            <Link to={to(e.href)} className={linkClass}>
              {e.version > 1
                ? t('hub.list.estimate.version', { reference: e.reference, version: e.version })
                : t('hub.list.estimate', { reference: e.reference })}
            </Link>
            <p className="text-sm text-slate-700">
              {fromEnglish(ESTIMATE_STATUS_LABELS[e.state])}
              {e.state === 'sent'
                ? t('hub.list.validUntil', { date: longCalendarDate(e.expiresOn, locale) })
                : ''}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="orders"
        title={t('hub.list.orders')}
        count={hub.orders.length}
        empty={t('hub.list.orders.none')}
      >
        {hub.orders.map((o) => (
          <li key={o.href} className={rowClass}>
            <Link to={to(o.href)} className={linkClass}>
              {fromEnglish(ORDER_KIND_LABELS[o.kind])} {o.reference}
            </Link>
            <p className="text-sm text-slate-700">
              {t('hub.list.placed', { status: fromEnglish(o.status), when: when(o.placedAt) })}
              {o.kind === 'order' || o.kind === 'installed-job' ? ` · ${money(o.totalCents)}` : ''}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="visits"
        title={t('hub.list.visits')}
        count={hub.visits.length}
        empty={t('hub.list.visits.none')}
      >
        {hub.visits.map((v) => (
          <li key={v.href} className={rowClass}>
            <Link to={to(v.href)} className={linkClass}>
              {fromEnglish(BOOKING_SERVICES[v.serviceType].name)} {v.reference}
            </Link>
            <p className="text-sm text-slate-700">
              {formatLongDate(v.date, locale)}, {formatVisitTime(v.time, v.serviceType, locale)} ·{' '}
              {t(`hub.list.visit.${v.status}`)}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="invoices"
        title={t('hub.list.invoices')}
        count={hub.invoices.length}
        empty={t('hub.list.invoices.none')}
      >
        {hub.invoices.map((i) => (
          <li key={i.href} className={rowClass}>
            <Link to={to(i.href)} className={linkClass}>
              {t('hub.list.invoice', { reference: i.reference })}
            </Link>
            <p className="text-sm text-slate-700">
              {t('hub.list.invoiced', {
                when: when(i.invoicedAt),
                total: money(i.totalCents),
                paid: money(i.paidCents),
              })}{' '}
              {i.paidInFull ? (
                <strong className="text-green-800">{t('hub.list.paidInFull')}</strong>
              ) : (
                <strong>{t('hub.list.due', { amount: money(i.balanceCents) })}</strong>
              )}
            </p>
            {i.payHref ? (
              <Link
                to={to(i.payHref)}
                className="mt-1 inline-block font-semibold text-brand-800 underline"
              >
                {t('hub.list.pay', { reference: i.reference })}
              </Link>
            ) : null}
          </li>
        ))}
      </Section>

      <Section
        id="payments"
        title={t('hub.list.payments')}
        count={hub.payments.length}
        empty={t('hub.list.payments.none')}
      >
        {hub.payments.map((p) => (
          <li key={p.key} className={rowClass}>
            <p className="font-semibold">
              {money(p.amountCents)} · {paymentWords(p.words)}
            </p>
            <p className="text-sm text-slate-700">
              {when(p.at)}
              {p.orderReference ? t('hub.list.forOrder', { reference: p.orderReference }) : ''}
            </p>
          </li>
        ))}
      </Section>

      <Form method="post" className="mt-10 border-t border-slate-200 pt-6">
        <p className="text-slate-700">{t('hub.list.shared')}</p>
        <Button variant="outline" className="mt-3">
          {t('hub.list.close')}
        </Button>
      </Form>
    </article>
  )
}
