/**
 * The admin frame's search (issue 40.27): a GET form (in every staff page's frame) to
 * /admin/search?q=…, answering leads, orders, visits and customers by name, phone in any
 * formatting, e-mail or reference, grouped by kind, each linking to its page. Each kind is
 * searched only for whom the capability table lets see it: an installer finds only their own
 * visits.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Badge, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { APPOINTMENT_STATUS_LABELS, ORDER_KIND_LABELS } from '~/domain/admin-inbox'
import { BOOKING_SERVICES, formatTime } from '~/domain/booking'
import { businessDateTimeShort, formatCalendarDate } from '~/domain/business-time'
import { staffSearch } from '~/domain/customer-list'
import { formatCents } from '~/domain/pricing/dimensions'
import { can } from '~/domain/staff-access'
import { searchForStaff } from '~/server/admin/staff-search.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Search')

export async function loader({ request }: LoaderFunctionArgs) {
  // Every signed-in person may search; what each kind shows is decided per kind below.
  const admin = await requireAdmin(request, 'own-visits')
  const search = staffSearch(new URL(request.url).searchParams.get('q'))
  return {
    q: search.text,
    // Installers open their visits on their own phone view; the calendar is the office's.
    visitsOnCalendar: can(admin.role, 'daily-work'),
    found: searchForStaff(search, admin),
  }
}

function Group({
  id,
  title,
  total,
  shown,
  more,
  children,
}: {
  id: string
  title: string
  total: number
  shown: number
  more?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-800">
        {title} ({total})
      </h2>
      {total === 0 ? (
        <p className="mt-1 text-slate-600">None found</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {children}
        </ul>
      )}
      {more && total > shown ? (
        <p className="mt-2">
          <Link to={more} className="font-semibold text-brand-800 underline">
            All {total} {title.toLowerCase()}
          </Link>
        </p>
      ) : null}
    </section>
  )
}

const rowClass = 'flex flex-wrap items-center gap-x-3 gap-y-1 p-3'
const linkClass = 'font-semibold text-brand-800 underline'

export default function AdminSearch() {
  const { q, visitsOnCalendar, found } = useLoaderData<typeof loader>()
  const { leads, orders, visits, customers } = found
  const query = encodeURIComponent(q)
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" className="text-2xl font-bold text-brand-900">
        {q ? `Search: “${q}”` : 'Search'}
      </h1>
      {q ? null : (
        <p className="mt-2 text-slate-700">
          Type a name, phone number, e-mail address or reference in the search box above.
        </p>
      )}
      {customers ? (
        <Group
          id="found-customers"
          title="Customers"
          total={customers.total}
          shown={customers.rows.length}
          more={`/admin/customers?q=${query}`}
        >
          {customers.rows.map((c) => (
            <li key={c.key} className={rowClass}>
              <Link to={`/admin/customers/${encodeURIComponent(c.key)}`} className={linkClass}>
                {c.name}
              </Link>
              <span>{[c.email, c.phone].filter(Boolean).join(' · ')}</span>
              <span className="text-slate-600">
                Last activity {businessDateTimeShort(c.lastActivity)}
              </span>
            </li>
          ))}
        </Group>
      ) : null}
      {leads ? (
        <Group
          id="found-leads"
          title="Leads"
          total={leads.total}
          shown={leads.rows.length}
          more={`/admin/leads?q=${query}`}
        >
          {leads.rows.map((l) => (
            <li key={l.id} className={rowClass}>
              <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                {l.reference} {l.name}
              </Link>
              <span>{[l.email, l.phone].filter(Boolean).join(' · ')}</span>
              <span className="text-slate-600">{businessDateTimeShort(l.createdAt)}</span>
              <Badge tone={statusTone(l.status)}>{l.statusLabel}</Badge>
              {l.archived ? <Badge>Archived</Badge> : null}
            </li>
          ))}
        </Group>
      ) : null}
      {orders ? (
        <Group
          id="found-orders"
          title="Orders"
          total={orders.total}
          shown={orders.rows.length}
          more={`/admin/orders?q=${query}`}
        >
          {orders.rows.map((o) => (
            <li key={o.id} className={rowClass}>
              <Link to={`/admin/orders/${o.id}`} className={linkClass}>
                {o.number} {o.name}
              </Link>
              {o.reference ? <span>{o.reference}</span> : null}
              <span className="text-slate-600">{businessDateTimeShort(o.createdAt)}</span>
              <span>{formatCents(o.totalCents)}</span>
              <Badge tone="violet">{ORDER_KIND_LABELS[o.kind]}</Badge>
              <Badge tone={statusTone(o.stage)}>{o.stageLabel}</Badge>
            </li>
          ))}
        </Group>
      ) : null}
      {visits ? (
        <Group id="found-visits" title="Visits" total={visits.total} shown={visits.rows.length}>
          {visits.rows.map((v) => (
            <li key={v.id} className={rowClass}>
              <Link
                to={
                  visitsOnCalendar
                    ? `/admin/appointments?date=${v.date}`
                    : `/admin/my-visits/${v.id}`
                }
                className={linkClass}
              >
                {formatCalendarDate(v.date, 'EEE, MMM d, yyyy')} {formatTime(v.time)} {v.name}
              </Link>
              {v.reference ? <span>{v.reference}</span> : null}
              <span className="text-slate-600">{BOOKING_SERVICES[v.serviceType].name}</span>
              <span>{v.address}</span>
              <Badge tone={statusTone(v.status)}>{APPOINTMENT_STATUS_LABELS[v.status]}</Badge>
            </li>
          ))}
        </Group>
      ) : null}
    </section>
  )
}
