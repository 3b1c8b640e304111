// Long (over 400 lines): one report page of five sections (money, funnel, where customers come from, team, reviews) sharing its period form, figure and table pieces; to be split into components/admin/reports/* by section.
/**
 * /admin/reports (issue 42): what the owner opens on Monday morning. Money over time with the
 * period before and last year, by product, county and city; the lead funnel with its
 * conversions; the team's weeks and the 2-hour promise; reviews. A GET form picks the dates, so
 * it works without JavaScript; every chart is server-rendered SVG with its table; each figure
 * links to the list it counts, and each table downloads as CSV (admin.reports_.export.ts).
 * Owner only, and the office when the owner gives it (the 'reports' capability).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { BarChart, CHART_COLOURS, FunnelChart, LineChart } from '~/components/admin/reports/charts'
import { Button } from '~/components/ui/button'
import { formatCalendarDate } from '~/domain/business-time'
import { formatCents } from '~/domain/pricing/dimensions'
import { FUNNEL_STEP_LINKS } from '~/domain/report-funnel'
import { REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportRange } from '~/domain/report-range'
import { requireAdmin } from '~/server/auth/auth.server'
import { reportsFor } from '~/server/reports/reports.server'

export const meta: MetaFunction = () => adminMeta('Reports')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'reports')
  return reportsFor(new URL(request.url).searchParams)
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

const FIELD =
  'mt-1 block rounded border border-slate-400 bg-white px-2 py-1.5 font-normal text-slate-900'

function pointLabel(key: string, bucket: ReportRange['bucket']) {
  return formatCalendarDate(key, bucket === 'month' ? 'MMM yyyy' : 'MMM d')
}

function rangeQuery(range: Pick<ReportRange, 'from' | 'to'>) {
  return `from=${range.from}&to=${range.to}`
}

function RangeForm({ range }: { range: Data['range'] }) {
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor="report-preset" className="block text-sm font-semibold text-slate-800">
          Period
        </label>
        <select
          id="report-preset"
          name="preset"
          defaultValue={range.preset === 'custom' ? '' : range.preset}
          className={FIELD}
        >
          <option value="">Dates below</option>
          {REPORT_PRESETS.map((p) => (
            <option key={p} value={p}>
              {REPORT_PRESET_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="report-from" className="block text-sm font-semibold text-slate-800">
          From
        </label>
        <input
          id="report-from"
          type="date"
          name="from"
          defaultValue={range.preset === 'custom' ? range.from : ''}
          aria-describedby={range.error ? 'range-error' : undefined}
          aria-invalid={range.error ? true : undefined}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor="report-to" className="block text-sm font-semibold text-slate-800">
          To
        </label>
        <input
          id="report-to"
          type="date"
          name="to"
          defaultValue={range.preset === 'custom' ? range.to : ''}
          aria-describedby={range.error ? 'range-error' : undefined}
          aria-invalid={range.error ? true : undefined}
          className={FIELD}
        />
      </div>
      <Button type="submit">Show</Button>
      {range.error ? (
        <p id="range-error" role="alert" className="w-full text-sm font-semibold text-red-700">
          {range.error}. Showing{' '}
          {REPORT_PRESET_LABELS[range.preset as keyof typeof REPORT_PRESET_LABELS] ??
            'the default period'}{' '}
          instead.
        </p>
      ) : null}
      <p className="w-full text-sm text-slate-600">
        {formatCalendarDate(range.from, 'MMMM d, yyyy')} to{' '}
        {formatCalendarDate(range.to, 'MMMM d, yyyy')} (Florida time), by {range.bucket}. A preset
        wins over dates typed below it.
      </p>
    </Form>
  )
}

function Change({ change, against }: { change: number | null; against: string }) {
  if (change === null) return <span className="text-slate-600">nothing to compare {against}</span>
  const word = change > 0 ? 'up' : change < 0 ? 'down' : 'same'
  return (
    <span className={change < 0 ? 'text-red-700' : 'text-green-800'}>
      {word === 'same' ? 'same' : `${word} ${Math.abs(change)}%`} {against}
    </span>
  )
}

function Figure({
  label,
  value,
  to,
  children,
}: {
  label: string
  value: string
  to?: string
  children?: React.ReactNode
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">
        {to ? (
          <Link
            to={to}
            className="underline decoration-slate-300 underline-offset-4 hover:decoration-brand-700"
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {children ? <dd className="mt-1 text-sm">{children}</dd> : null}
    </div>
  )
}

function ExportLink({ report, range }: { report: string; range: Data['range'] }) {
  return (
    <a
      href={`/admin/reports/export?report=${report}&${rangeQuery(range)}`}
      className="text-sm font-semibold text-brand-800 underline"
      download
    >
      Download CSV<span className="sr-only"> of {report}</span>
    </a>
  )
}

/** A table beside a chart: the same figures, for screen readers and for copying. */
function Table({
  caption,
  head,
  rows,
}: {
  caption: string
  head: readonly string[]
  rows: readonly (readonly React.ReactNode[])[]
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`px-3 py-2 ${i ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function dollars(cents: number) {
  return formatCents(cents).replace(/\.00$/, '')
}

function Money({ data }: { data: Data }) {
  const { money, range } = data
  const ordersLink = `/admin/orders?paidFrom=${range.from}&paidTo=${range.to}`
  return (
    <Section id="money" title="Money">
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Paid" value={formatCents(money.totals.paidCents)} to={ordersLink}>
          {money.totals.orders} orders
        </Figure>
        <Figure label="Refunded" value={formatCents(money.totals.refundedCents)} />
        <Figure label="Net" value={formatCents(money.totals.netCents)}>
          <Change change={money.comparisons.net.previous.change} against="on the period before" />
          <br />
          <Change change={money.comparisons.net.lastYear.change} against="on last year" />
        </Figure>
        <Figure label="Average order" value={formatCents(money.totals.averageOrderCents)} />
        <Figure
          label="Balances due today"
          value={formatCents(money.balancesDue.cents)}
          to="/admin/orders?kind=installed-job"
        >
          {money.balancesDue.jobs} installed {money.balancesDue.jobs === 1 ? 'job' : 'jobs'}
        </Figure>
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <LineChart
            title={`Paid and net by ${range.bucket}`}
            labels={money.series.map((p) => pointLabel(p.key, range.bucket))}
            series={[
              {
                name: 'Paid',
                colour: CHART_COLOURS.blue,
                values: money.series.map((p) => p.paidCents),
              },
              {
                name: 'Net',
                colour: CHART_COLOURS.vermillion,
                values: money.series.map((p) => p.netCents),
              },
            ]}
            formatValue={dollars}
          />
          <p className="mt-1 flex gap-4 text-sm font-semibold text-slate-800">
            {/* The colour is the line's; the words stay dark enough to read. */}
            <span>
              <span aria-hidden="true" style={{ color: CHART_COLOURS.blue }}>
                ━
              </span>{' '}
              Paid
            </span>
            <span>
              <span aria-hidden="true" style={{ color: CHART_COLOURS.vermillion }}>
                ━
              </span>{' '}
              Net (paid less refunds)
            </span>
          </p>
        </div>
        <Table
          caption={`Paid, refunded and net by ${range.bucket}`}
          head={[
            range.bucket === 'month' ? 'Month' : range.bucket === 'week' ? 'Week of' : 'Day',
            'Paid',
            'Refunded',
            'Net',
          ]}
          rows={money.series.map((p) => [
            pointLabel(p.key, range.bucket),
            formatCents(p.paidCents),
            formatCents(p.refundedCents),
            formatCents(p.netCents),
          ])}
        />
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Figure label="Net, period before" value={formatCents(money.previous.netCents)}>
          {formatCalendarDate(range.previous.from, 'MMM d, yyyy')} to{' '}
          {formatCalendarDate(range.previous.to, 'MMM d, yyyy')}
        </Figure>
        <Figure label="Net, same dates last year" value={formatCents(money.lastYear.netCents)}>
          {formatCalendarDate(range.lastYear.from, 'MMM d, yyyy')} to{' '}
          {formatCalendarDate(range.lastYear.to, 'MMM d, yyyy')}
        </Figure>
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {(
          [
            ['By product', money.byProduct],
            ['By county', money.counties],
            ['By city', money.cities],
          ] as const
        ).map(([title, rows]) => (
          <div key={title}>
            <h3 className="text-lg font-bold text-slate-800">{title}</h3>
            {rows.length ? (
              <>
                <BarChart
                  title={`Paid ${title.toLowerCase()}`}
                  data={rows.slice(0, 8).map((r) => ({ label: r.label, value: r.paidCents }))}
                  formatValue={dollars}
                />
                <Table
                  caption={`Paid ${title.toLowerCase()}`}
                  head={[
                    title.replace('By ', '').replace(/^./, (c) => c.toUpperCase()),
                    'Orders',
                    'Paid',
                  ]}
                  rows={rows.map((r) => [r.label, r.orders, formatCents(r.paidCents)])}
                />
              </>
            ) : (
              <p className="mt-2 text-sm text-slate-600">No paid orders in this period.</p>
            )}
          </div>
        ))}
      </div>
      <p className="mt-3">
        <ExportLink report="money" range={range} />
      </p>
    </Section>
  )
}

function Funnel({ data }: { data: Data }) {
  const { funnel, range } = data
  const rows = (funnelRows: Data['funnel']['all']) =>
    funnelRows.map((r) => [
      <Link key={r.step} to={FUNNEL_STEP_LINKS[r.step]} className="underline">
        {r.label}
      </Link>,
      r.count,
      r.conversion === null ? '—' : `${r.conversion}%`,
      r.medianDays === null ? '—' : `${r.medianDays} d`,
    ])
  const head = ['Step', 'Leads', 'Of the step before', 'Median days from it']
  return (
    <Section id="funnel" title="From lead to sale">
      <p className="mt-1 text-sm text-slate-600">
        The leads that arrived in this period, and how far each has gone since.
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <FunnelChart
          title="Leads, visits booked, estimates sent and accepted"
          steps={funnel.all.map((r) => ({ label: r.label, count: r.count }))}
        />
        <Table caption="The funnel" head={head} rows={rows(funnel.all)} />
      </div>
      {(
        [
          ['By source', funnel.bySource],
          ['By city page', funnel.byCity],
          ['By service', funnel.byService],
        ] as const
      ).map(([title, groups]) => (
        <div key={title} className="mt-6">
          <h3 className="text-lg font-bold text-slate-800">{title}</h3>
          <Table
            caption={`The funnel ${title.toLowerCase()}`}
            head={[
              title.replace('By ', '').replace(/^./, (c) => c.toUpperCase()),
              ...data.funnel.all.map((r) => r.label),
            ]}
            rows={groups.map((g) => [
              g.label,
              ...g.rows.map((r) =>
                r.conversion === null ? `${r.count}` : `${r.count} (${r.conversion}%)`,
              ),
            ])}
          />
        </div>
      ))}
      <p className="mt-3">
        <ExportLink report="funnel" range={range} />
      </p>
    </Section>
  )
}

/** Where customers come from: leads, visits booked, orders paid and revenue by source, campaign and landing page. */
function Arrivals({ data }: { data: Data }) {
  const { arrivals, range } = data
  const head = ['Leads', 'Visits booked', 'Orders paid', 'Paid']
  const leadsLink = (key: string) =>
    `/admin/leads?cameFrom=${encodeURIComponent(key)}&arrivedFrom=${range.from}&arrivedTo=${range.to}`
  const ordersLink = (key: string) =>
    `/admin/orders?paidFrom=${range.from}&paidTo=${range.to}&cameFrom=${encodeURIComponent(key)}`
  const groups = [
    ['By campaign', 'Campaign', arrivals.byCampaign],
    ['By landing page', 'Landing page', arrivals.byLanding],
  ] as const
  return (
    <Section id="arrivals" title="Where customers come from">
      <p className="mt-1 text-sm text-slate-600">
        The first page of each customer's visit, the site that sent them and the link's campaign,
        kept with each lead, visit booked and order when it arrived. Source is the link's
        utm_source, else the site that linked to us, else direct.
      </p>
      {arrivals.bySource.length ? (
        <>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <BarChart
              title="Leads by source"
              data={arrivals.bySource.slice(0, 8).map((r) => ({ label: r.label, value: r.leads }))}
              formatValue={(v) => String(Math.round(v))}
              colour={CHART_COLOURS.green}
            />
            <BarChart
              title="Paid by source"
              data={arrivals.bySource
                .slice(0, 8)
                .map((r) => ({ label: r.label, value: r.paidCents }))}
              formatValue={dollars}
            />
          </div>
          <div className="mt-3">
            <Table
              caption="Leads, visits booked, orders paid and paid by source"
              head={['Source', ...head]}
              rows={arrivals.bySource.map((r) => [
                r.label,
                <Link key="leads" to={leadsLink(r.key)} className="underline">
                  {r.leads}
                </Link>,
                r.bookings,
                <Link key="orders" to={ordersLink(r.key)} className="underline">
                  {r.orders}
                </Link>,
                formatCents(r.paidCents),
              ])}
            />
          </div>
          {groups.map(([title, column, rows]) => (
            <div key={title} className="mt-6">
              <h3 className="text-lg font-bold text-slate-800">{title}</h3>
              <Table
                caption={`Leads, visits booked, orders paid and paid ${title.toLowerCase()}`}
                head={[column, ...head]}
                rows={rows.map((r) => [
                  r.label,
                  r.leads,
                  r.bookings,
                  r.orders,
                  formatCents(r.paidCents),
                ])}
              />
            </div>
          ))}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          No leads, visits or paid orders in this period.
        </p>
      )}
      <p className="mt-3">
        <ExportLink report="arrivals" range={range} />
      </p>
    </Section>
  )
}

function Team({ data }: { data: Data }) {
  const { team, range } = data
  const weeks = team.visits.weeks.map((w) => formatCalendarDate(w, 'MMM d'))
  return (
    <Section id="team" title="The team">
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Figure
          label="Visits in this period"
          value={String(team.visits.people.reduce((n, p) => n + p.total, 0))}
          to={`/admin/appointments?date=${range.from}`}
        />
        <Figure label="Orders installed" value={String(team.install.installed)} />
        <Figure
          label="Median days from payment to installation"
          value={team.install.medianDays === null ? '—' : `${team.install.medianDays} d`}
        />
      </dl>
      <h3 className="mt-6 text-lg font-bold text-slate-800">Visits per person per week</h3>
      {weeks.length <= 13 ? (
        <Table
          caption="Visits per person per week"
          head={['Person', ...weeks.map((w) => `Week of ${w}`), 'All', 'Done']}
          rows={team.visits.people.map((p) => [p.name, ...p.visits, p.total, p.done])}
        />
      ) : (
        // More than a quarter: a column per week would not be read; the busiest week says more.
        <Table
          caption="Visits per person per week"
          head={['Person', 'Visits', 'Done', 'Average per week', 'Busiest week']}
          rows={team.visits.people.map((p) => {
            const most = Math.max(...p.visits)
            return [
              p.name,
              p.total,
              p.done,
              (p.total / weeks.length).toFixed(1),
              `${most} (week of ${weeks[p.visits.indexOf(most)]})`,
            ]
          })}
        />
      )}
      <h3 className="mt-6 text-lg font-bold text-slate-800">The 2-hour answer promise</h3>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <LineChart
          title="Leads answered within 2 hours and late, by week"
          labels={team.promise.map((w) => formatCalendarDate(w.key, 'MMM d'))}
          series={[
            { name: 'Kept', colour: CHART_COLOURS.green, values: team.promise.map((w) => w.kept) },
            {
              name: 'Missed',
              colour: CHART_COLOURS.vermillion,
              values: team.promise.map((w) => w.missed),
            },
          ]}
          formatValue={(v) => String(Math.round(v))}
          height={200}
        />
        <Table
          caption="The 2-hour answer promise by week"
          head={['Week of', 'Kept', 'Missed', 'Waiting']}
          rows={team.promise.map((w) => [
            formatCalendarDate(w.key, 'MMM d'),
            w.kept,
            w.missed,
            w.waiting,
          ])}
        />
      </div>
      <p className="mt-3">
        <ExportLink report="team" range={range} />
      </p>
    </Section>
  )
}

function Reviews({ data }: { data: Data }) {
  const { reviews } = data
  return (
    <Section id="reviews" title="Reviews">
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Figure label="Waiting for approval" value={String(reviews.waiting)} to="/admin/reviews" />
      </dl>
      <div className="mt-3">
        <Table
          caption="Approved reviews per product"
          head={['Product', 'Average rating', 'Reviews']}
          rows={reviews.perProduct.map((r) => [r.label, `${r.average.toFixed(1)} of 5`, r.count])}
        />
      </div>
    </Section>
  )
}

export default function AdminReports() {
  const data = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Reports" />
      <RangeForm range={data.range} />
      <nav aria-label="Reports" className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
        <a href="#money" className="underline">
          Money
        </a>
        <a href="#funnel" className="underline">
          From lead to sale
        </a>
        <a href="#arrivals" className="underline">
          Where customers come from
        </a>
        <a href="#team" className="underline">
          The team
        </a>
        <a href="#reviews" className="underline">
          Reviews
        </a>
      </nav>
      <Money data={data} />
      <Funnel data={data} />
      <Arrivals data={data} />
      <Team data={data} />
      <Reviews data={data} />
    </section>
  )
}
