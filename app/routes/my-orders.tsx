import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { ORDER_KIND_LABELS } from '~/domain/admin-inbox'
import { BOOKING_SERVICES, formatLongDate, formatVisitTime } from '~/domain/booking'
import { businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import { ESTIMATE_STATUS_LABELS } from '~/domain/estimate'
import { formatCents } from '~/domain/pricing'
import { closeHubView, customerHub, readHubView } from '~/server/customers/customer-hub.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => [
  { title: 'My orders' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

const VISIT_STATUS_WORDS = {
  scheduled: 'Booked',
  confirmed: 'Confirmed',
  completed: 'Done',
  cancelled: 'Cancelled',
} as const

/**
 * /my-orders (issue 39, the customer's one place): everything we have for the address a
 * "Find my orders" link was sent to (estimates, orders, visits, invoices with their pay link
 * while due, payments), each linking to its own private page. Opened only by the
 * cookie that link's button sets (an hour, this browser); without it, back to the form.
 * Reads only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const email = await readHubView(request)
  if (!email) {
    throw await redirectWithToast(
      '/find-my-orders',
      {
        title: 'Ask for a new link',
        description: 'Your orders open with a private link we e-mail you; it works for an hour.',
      },
      { headers: PRIVATE_PAGE_HEADERS },
    )
  }
  return data({ email, ...customerHub(email) }, { headers: PRIVATE_PAGE_HEADERS })
}

/** "Done": this browser forgets the list (a shared or borrowed computer). */
export async function action(_: ActionFunctionArgs) {
  return redirectWithToast(
    '/',
    { title: 'Your orders are closed', description: 'This browser no longer shows them.' },
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
  return (
    <article aria-labelledby="my-orders-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="my-orders-title" className="text-3xl font-bold text-brand-900">
        My orders
      </h1>
      <p className="mt-1 break-words text-slate-700">Everything we have for {hub.email}.</p>

      <Section
        id="estimates"
        title="Estimates"
        count={hub.estimates.length}
        empty="No estimates for this address."
      >
        {hub.estimates.map((e) => (
          <li key={e.href} className={rowClass}>
            <Link to={e.href} className={linkClass}>
              Estimate {e.reference}
              {e.version > 1 ? ` (version ${e.version})` : ''}
            </Link>
            <p className="text-sm text-slate-700">
              {ESTIMATE_STATUS_LABELS[e.state]}
              {e.state === 'sent' ? ` · valid until ${longCalendarDate(e.expiresOn)}` : ''}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="orders"
        title="Orders"
        count={hub.orders.length}
        empty="No orders for this address."
      >
        {hub.orders.map((o) => (
          <li key={o.href} className={rowClass}>
            <Link to={o.href} className={linkClass}>
              {ORDER_KIND_LABELS[o.kind]} {o.reference}
            </Link>
            <p className="text-sm text-slate-700">
              {o.status} · placed {businessDateTimeShort(o.placedAt)}
              {o.kind === 'order' || o.kind === 'installed-job'
                ? ` · ${formatCents(o.totalCents)}`
                : ''}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="visits"
        title="Visits"
        count={hub.visits.length}
        empty="No visits for this address."
      >
        {hub.visits.map((v) => (
          <li key={v.href} className={rowClass}>
            <Link to={v.href} className={linkClass}>
              {BOOKING_SERVICES[v.serviceType].name} {v.reference}
            </Link>
            <p className="text-sm text-slate-700">
              {formatLongDate(v.date)}, {formatVisitTime(v.time, v.serviceType)} ·{' '}
              {VISIT_STATUS_WORDS[v.status]}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="invoices"
        title="Invoices"
        count={hub.invoices.length}
        empty="No invoices for this address."
      >
        {hub.invoices.map((i) => (
          <li key={i.href} className={rowClass}>
            <Link to={i.href} className={linkClass}>
              Balance of installation job {i.reference}
            </Link>
            <p className="text-sm text-slate-700">
              Invoiced {businessDateTimeShort(i.invoicedAt)} · total {formatCents(i.totalCents)} ·
              paid {formatCents(i.paidCents)} ·{' '}
              {i.paidInFull ? (
                <strong className="text-green-800">paid in full</strong>
              ) : (
                <strong>{formatCents(i.balanceCents)} due</strong>
              )}
            </p>
            {i.payHref ? (
              <Link
                to={i.payHref}
                className="mt-1 inline-block font-semibold text-brand-800 underline"
              >
                Pay the balance of {i.reference}
              </Link>
            ) : null}
          </li>
        ))}
      </Section>

      <Section
        id="payments"
        title="Payments"
        count={hub.payments.length}
        empty="No payments for this address."
      >
        {hub.payments.map((p) => (
          <li key={p.key} className={rowClass}>
            <p className="font-semibold">
              {formatCents(p.amountCents)} · {p.statusWords}
            </p>
            <p className="text-sm text-slate-700">
              {businessDateTimeShort(p.at)}
              {p.orderReference ? ` · for order ${p.orderReference}` : ''}
            </p>
          </li>
        ))}
      </Section>

      <Form method="post" className="mt-10 border-t border-slate-200 pt-6">
        <p className="text-slate-700">
          On a shared computer? Close the list when you are done; it also closes by itself after an
          hour.
        </p>
        <Button variant="outline" className="mt-3">
          Done: close my orders
        </Button>
      </Form>
    </article>
  )
}
