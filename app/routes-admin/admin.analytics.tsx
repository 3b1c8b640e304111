import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { LEAD_SOURCE_LABELS } from '~/domain/admin-inbox'
import { adminAnalytics } from '~/server/admin/admin-analytics.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Analytics')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return adminAnalytics()
}

function Tile({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-brand-900">{value}</dd>
      {hint ? <dd className="text-sm text-slate-600">{hint}</dd> : null}
    </div>
  )
}

export default function AdminAnalytics() {
  const a = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Analytics" />
      <h2 className="mt-6 text-lg font-bold text-slate-800">Catalogue</h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        <Tile label="Total fabric swatches" value={a.catalogue.fabricSwatches} />
        <Tile label="Total options" value={a.catalogue.productOptions} />
        <Tile label="Product types" value={a.catalogue.productTypes} />
      </dl>
      <h2 className="mt-8 text-lg font-bold text-slate-800">What customers sent</h2>
      <p className="text-sm text-slate-600">Weeks start on Monday; Florida time.</p>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        <Tile label="Leads this week" value={a.leads.week} hint={`${a.leads.month} this month`} />
        <Tile
          label="Orders this week"
          value={a.orders.week}
          hint={`${a.orders.month} this month`}
        />
        <Tile
          label="Appointments booked this week"
          value={a.appointments.week}
          hint={`${a.appointments.month} this month`}
        />
      </dl>
      <h2 className="mt-8 text-lg font-bold text-slate-800">Leads by source</h2>
      <div className="relative mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                This month
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                All time
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {a.leadsBySource.map((row) => (
              <tr key={row.source}>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {LEAD_SOURCE_LABELS[row.source]}
                </th>
                <td className="px-3 py-2 text-right">{row.month}</td>
                <td className="px-3 py-2 text-right">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
