/**
 * "Today": the back office's first screen (issue 28). One card per thing to do, each a heading
 * with its count, the first few items and a link to the list filtered to exactly what it
 * counts. Reads through app/server/admin/dashboard.server.ts; rules in app/domain/dashboard.ts.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Badge, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { ALL_ADMIN_TABS, adminTabUrl } from '~/components/admin/tabs'
import { APPOINTMENT_STATUS_LABELS, URGENCY_LABELS } from '~/domain/admin-inbox'
import { formatTime } from '~/domain/booking'
import { businessDateTimeShort, formatCalendarDate } from '~/domain/business-time'
import { ageText, DASHBOARD_LINKS, daysText, minutesSince, moreText } from '~/domain/dashboard'
import { followUpDateText } from '~/domain/follow-up'
import { formatCents } from '~/domain/pricing/dimensions'
import { readDashboard } from '~/server/admin/dashboard.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Today')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return readDashboard(new Date())
}

const NOTHING = 'Nothing waiting'

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`
}

/** One card: its heading (with the count), its items or "Nothing waiting", its link(s). */
function Card({
  id,
  title,
  count,
  links,
  summary,
  shown,
  children,
}: {
  id: string
  title: string
  count: number
  /** How many items the card lists, when it may list fewer than it counts. */
  shown?: number
  links: { to: string; label: string }[]
  summary?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-card={id}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="flex items-baseline gap-2 text-lg font-bold text-slate-800">
        <span className="text-2xl text-brand-900" data-count>
          {count}
        </span>
        <span>{title}</span>
      </h2>
      {summary ? <p className="mt-1 text-sm text-slate-700">{summary}</p> : null}
      {count === 0 ? <p className="mt-2 text-slate-600">{NOTHING}</p> : children}
      {shown !== undefined && moreText(count, shown) ? (
        <p className="mt-1 text-sm font-semibold text-slate-700">{moreText(count, shown)}</p>
      ) : null}
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="font-semibold text-brand-800 underline">
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  )
}

const itemClass = 'border-t border-slate-100 py-2 first:border-t-0'

export default function AdminToday() {
  const d = useLoaderData<typeof loader>()
  const dayTitle = (date: string) => formatCalendarDate(date, 'EEE, MMM d')
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-900">
        Today
      </h1>
      <p className="text-slate-700">{formatCalendarDate(d.today, 'EEEE, MMMM d, yyyy')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {(['today', 'tomorrow'] as const).map((which) => {
          const day = d.visits[which]
          return (
            <Card
              key={which}
              id={`visits-${which}`}
              title={`${which === 'today' ? "Today's" : "Tomorrow's"} ${day.count === 1 ? 'visit' : 'visits'} (${dayTitle(day.date)})`}
              count={day.count}
              shown={day.visits.length}
              links={[
                {
                  to: DASHBOARD_LINKS.visits(day.date),
                  label: `Open ${dayTitle(day.date)} in the calendar`,
                },
              ]}
            >
              <ul className="mt-2">
                {day.visits.map((v) => (
                  <li key={v.id} className={itemClass}>
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{formatTime(v.time)}</span>
                      <span>{v.customerName}</span>
                      <Badge tone={statusTone(v.status)}>
                        {APPOINTMENT_STATUS_LABELS[v.status]}
                      </Badge>
                    </p>
                    <p className="text-sm text-slate-600">{v.customerAddress}</p>
                  </li>
                ))}
              </ul>
            </Card>
          )
        })}

        <Card
          id="new-leads"
          title="New leads"
          count={d.newLeads.count}
          shown={d.newLeads.leads.length}
          summary={
            d.newLeads.count
              ? `${plural(d.newLeads.emergencies, 'emergency', 'emergencies')} · ${d.newLeads.late} late (answer within 2 hours)`
              : undefined
          }
          links={[
            { to: DASHBOARD_LINKS.newLeads, label: 'All new leads' },
            ...(d.newLeads.emergencies
              ? [{ to: DASHBOARD_LINKS.emergencyLeads, label: 'Emergencies' }]
              : []),
          ]}
        >
          <ul className="mt-2">
            {d.newLeads.leads.map((lead) => (
              <li key={lead.id} className={itemClass}>
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {lead.name}
                  </Link>
                  <span className="text-sm text-slate-600">{lead.reference}</span>
                  {lead.emergency ? <Badge tone="red">Emergency</Badge> : null}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span>Waiting {lead.age}</span>
                  <Badge tone={lead.state === 'late' ? 'red' : 'green'}>{lead.label}</Badge>
                  {lead.city ? <span className="text-slate-600">{lead.city}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="follow-ups"
          title="Follow-ups due today"
          count={d.followUps.count}
          shown={d.followUps.items.length}
          summary={
            d.followUps.count
              ? `${plural(d.followUps.leads, 'lead')} · ${plural(d.followUps.b2b, 'B2B request')}`
              : undefined
          }
          links={[
            { to: DASHBOARD_LINKS.leadsFollowUp, label: 'Leads to follow up' },
            { to: DASHBOARD_LINKS.b2bFollowUp, label: 'B2B requests to follow up' },
          ]}
        >
          <ul className="mt-2">
            {d.followUps.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={itemClass}>
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={item.kind === 'lead' ? `/admin/leads/${item.id}` : `/admin/b2b/${item.id}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {item.name}
                  </Link>
                  <span className="text-sm text-slate-600">{item.reference}</span>
                </p>
                <p className="text-sm">
                  {item.overdue ? (
                    <Badge tone="red">Overdue since {followUpDateText(item.followUpOn)}</Badge>
                  ) : (
                    'Due today'
                  )}
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="paid-orders"
          title="Paid orders to order from the supplier"
          count={d.orders.paid.count}
          shown={d.orders.paid.orders.length}
          links={[{ to: DASHBOARD_LINKS.paidOrders, label: 'All paid orders waiting' }]}
        >
          <ul className="mt-2">
            {d.orders.paid.orders.map((o) => (
              <li key={o.id} className={itemClass}>
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {o.reference ?? `Order ${o.id}`}
                </Link>{' '}
                {o.customerName}
                <p className="text-sm text-slate-600">
                  {o.stageLabel} {ageText(minutesSince(o.since, d.now))} ago
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="samples"
          title="Free samples to mail"
          count={d.orders.samples.count}
          shown={d.orders.samples.orders.length}
          links={[{ to: DASHBOARD_LINKS.samplesToMail, label: 'All samples to mail' }]}
        >
          <ul className="mt-2">
            {d.orders.samples.orders.map((o) => (
              <li key={o.id} className={itemClass}>
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {o.reference ?? `Order ${o.id}`}
                </Link>{' '}
                {o.customerName}
                <p className="text-sm text-slate-600">
                  Requested {ageText(minutesSince(o.since, d.now))} ago
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="waiting-estimates"
          title="Estimates waiting for an answer"
          count={d.waitingEstimates.count}
          shown={d.waitingEstimates.estimates.length}
          summary={
            d.waitingEstimates.oldestDays !== null
              ? `The oldest sent ${daysText(d.waitingEstimates.oldestDays)} ago`
              : undefined
          }
          links={[{ to: DASHBOARD_LINKS.waitingEstimates, label: 'All estimates sent' }]}
        >
          <ul className="mt-2">
            {d.waitingEstimates.estimates.map((e) => (
              <li key={e.id} className={itemClass}>
                <Link
                  to={`/admin/estimates/${e.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {e.reference ?? `Estimate ${e.id}`}
                </Link>{' '}
                {e.customerName}
                <p className="text-sm text-slate-600">Sent {daysText(e.days)} ago</p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="deposits-unpaid"
          title="Accepted, deposit unpaid"
          count={d.depositsUnpaid.count}
          shown={d.depositsUnpaid.estimates.length}
          links={[{ to: DASHBOARD_LINKS.depositsUnpaid, label: 'All accepted estimates' }]}
        >
          <ul className="mt-2">
            {d.depositsUnpaid.estimates.map((e) => (
              <li key={e.id} className={itemClass}>
                <Link
                  to={`/admin/estimates/${e.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {e.reference ?? `Estimate ${e.id}`}
                </Link>{' '}
                {e.customerName}
                <p className="text-sm text-slate-600">
                  Deposit {formatCents(e.depositCents)}, accepted {daysText(e.days)} ago
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="balances-due"
          title="Balances due"
          count={d.balancesDue.count}
          shown={d.balancesDue.jobs.length}
          summary={
            d.balancesDue.count ? `${formatCents(d.balancesDue.totalCents)} owed in all` : undefined
          }
          links={[{ to: DASHBOARD_LINKS.installedJobs, label: 'All installed jobs' }]}
        >
          <ul className="mt-2">
            {d.balancesDue.jobs.map((j) => (
              <li key={j.id} className={itemClass}>
                <Link
                  to={`/admin/orders/${j.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {j.reference ?? `Order ${j.id}`}
                </Link>{' '}
                {j.customerName}
                <p className="text-sm text-slate-600">
                  {formatCents(j.balanceCents)} owed, invoiced {daysText(j.days)} ago
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="pending-b2b"
          title="Pending B2B requests"
          count={d.pendingB2b.count}
          shown={d.pendingB2b.requests.length}
          links={[{ to: DASHBOARD_LINKS.pendingB2b, label: 'All pending B2B requests' }]}
        >
          <ul className="mt-2">
            {d.pendingB2b.requests.map((r) => (
              <li key={r.id} className={itemClass}>
                <Link to={`/admin/b2b/${r.id}`} className="font-semibold text-brand-800 underline">
                  {r.companyName}
                </Link>{' '}
                for {r.customerName}
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span>Waiting {r.age}</span>
                  <Badge tone={r.urgency === 'urgent' || r.urgency === 'high' ? 'red' : 'slate'}>
                    {URGENCY_LABELS[r.urgency]}
                  </Badge>
                </p>
              </li>
            ))}
          </ul>
        </Card>

        <Card
          id="failed-mail"
          title="Mail not sent"
          count={d.failedMail.count}
          shown={d.failedMail.messages.length}
          links={[{ to: DASHBOARD_LINKS.failedMail, label: 'Open the outbox (not sent)' }]}
        >
          <ul className="mt-2">
            {d.failedMail.messages.map((m) => (
              <li key={m.id} className={itemClass}>
                <p className="font-semibold break-words">{m.subject}</p>
                <p className="text-sm break-words text-slate-600">
                  To {m.to} · {businessDateTimeShort(m.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <h2 className="mt-8 text-lg font-bold text-slate-800">All sections</h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-3">
        {ALL_ADMIN_TABS.map((tab) => (
          <li key={tab.path}>
            <Link to={adminTabUrl(tab)} className="font-semibold text-brand-800 underline">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
