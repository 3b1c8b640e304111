/**
 * A customer's page (issue 28): everything one person asked of us, found by e-mail address or
 * phone number (customerKey in app/domain/dashboard.ts): their leads, orders, visits and the
 * B2B jobs window companies sent for them, each with its date, status and a link.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Badge, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import {
  APPOINTMENT_STATUS_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  ORDER_KIND_LABELS,
  REQUEST_STATUS_LABELS,
} from '~/domain/admin-inbox'
import { BOOKING_SERVICES, formatTime } from '~/domain/booking'
import { businessDateTimeShort, formatCalendarDate } from '~/domain/business-time'
import { customerKey } from '~/domain/dashboard'
import { ESTIMATE_STATUS_LABELS } from '~/domain/estimate'
import { formatPhone } from '~/domain/phone'
import { formatCents } from '~/domain/pricing/dimensions'
import { findCustomerRecords } from '~/server/admin/customers.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Customer')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const asked = params.key ?? ''
  const key = customerKey(asked)
  if (!key) {
    return data(
      { asked, key: null, records: null, error: 'Give an e-mail address or a phone number.' },
      { status: 400 },
    )
  }
  const records = findCustomerRecords(key)
  const found =
    records.leads.length +
    records.orders.length +
    records.visits.length +
    records.b2b.length +
    records.estimates.length
  return data({ asked, key, records, error: null }, { status: found ? 200 : 404 })
}

function Part({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: string
  count: number
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-800">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="mt-1 text-slate-600">None</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {children}
        </ul>
      )}
    </section>
  )
}

const rowClass = 'flex flex-wrap items-center gap-x-3 gap-y-1 p-3'
const linkClass = 'font-semibold text-brand-800 underline'

export default function CustomerPage() {
  const { asked, key, records, error } = useLoaderData<typeof loader>()
  if (!key || !records) {
    return (
      <section aria-labelledby="customer-title">
        <h1 id="customer-title" className="text-2xl font-bold text-brand-900">
          Customer
        </h1>
        <p role="alert" className="mt-2 text-red-800">
          “{asked}” is not an e-mail address or a phone number. {error}
        </p>
      </section>
    )
  }
  const total =
    records.leads.length +
    records.orders.length +
    records.visits.length +
    records.b2b.length +
    records.estimates.length
  return (
    <section aria-labelledby="customer-title">
      <h1 id="customer-title" className="text-2xl font-bold text-brand-900">
        {records.names[0] ?? key.value}
      </h1>
      <p className="text-slate-700">
        {key.kind === 'email' ? `E-mail ${key.value}` : `Phone ${formatPhone(key.value)}`}
        {records.names.length > 1 ? ` · also named ${records.names.slice(1).join(', ')}` : ''}
      </p>
      {total > 0 ? (
        <p className="mt-2">
          <Link
            to={`/admin/estimates/new?customer=${encodeURIComponent(key.value)}`}
            className={linkClass}
          >
            Start an estimate for this customer
          </Link>
        </p>
      ) : null}
      {total === 0 ? (
        <p className="mt-4 font-semibold text-slate-800">No records for {key.value}.</p>
      ) : (
        <>
          <Part id="customer-leads" title="Quote requests (leads)" count={records.leads.length}>
            {records.leads.map((l) => (
              <li key={l.id} className={rowClass}>
                <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                  {l.reference}
                </Link>
                <span>{businessDateTimeShort(l.createdAt)}</span>
                <span className="text-slate-600">{LEAD_SOURCE_LABELS[l.source]}</span>
                <Badge tone={statusTone(l.status)}>{LEAD_STATUS_LABELS[l.status]}</Badge>
                {l.archivedAt ? <Badge>Archived</Badge> : null}
              </li>
            ))}
          </Part>
          <Part id="customer-orders" title="Orders" count={records.orders.length}>
            {records.orders.map((o) => (
              <li key={o.id} className={rowClass}>
                <Link to={`/admin/orders/${o.id}`} className={linkClass}>
                  {o.reference ?? `Order ${o.id}`}
                </Link>
                <span>{businessDateTimeShort(o.createdAt)}</span>
                <span className="text-slate-600">{ORDER_KIND_LABELS[o.kind]}</span>
                <span>{formatCents(o.totalCents)}</span>
                <Badge tone={statusTone(o.stage)}>{o.stageLabel}</Badge>
              </li>
            ))}
          </Part>
          <Part id="customer-visits" title="Visits" count={records.visits.length}>
            {records.visits.map((v) => (
              <li key={v.id} className={rowClass}>
                <Link to={`/admin/appointments?date=${v.date}`} className={linkClass}>
                  {formatCalendarDate(v.date, 'EEE, MMM d, yyyy')} {formatTime(v.time)}
                </Link>
                <span className="text-slate-600">{BOOKING_SERVICES[v.serviceType].name}</span>
                <span>{v.address}</span>
                <Badge tone={statusTone(v.status)}>{APPOINTMENT_STATUS_LABELS[v.status]}</Badge>
              </li>
            ))}
          </Part>
          <Part id="customer-estimates" title="Estimates" count={records.estimates.length}>
            {records.estimates.map((e) => (
              <li key={e.id} className={rowClass}>
                <Link to={`/admin/estimates/${e.id}`} className={linkClass}>
                  {e.reference ?? `Estimate ${e.id}`}
                </Link>
                <span>{businessDateTimeShort(e.createdAt)}</span>
                {e.version > 1 ? <span className="text-slate-600">Version {e.version}</span> : null}
                <Badge tone={statusTone(e.status)}>{ESTIMATE_STATUS_LABELS[e.status]}</Badge>
              </li>
            ))}
          </Part>
          <Part id="customer-b2b" title="B2B jobs" count={records.b2b.length}>
            {records.b2b.map((r) => (
              <li key={r.id} className={rowClass}>
                <Link to={`/admin/b2b/${r.id}`} className={linkClass}>
                  {r.companyName} #{r.id}
                </Link>
                <span>{businessDateTimeShort(r.createdAt)}</span>
                <span>{r.address}</span>
                <Badge tone={statusTone(r.status)}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
                {r.archivedAt ? <Badge>Archived</Badge> : null}
              </li>
            ))}
          </Part>
        </>
      )}
    </section>
  )
}
