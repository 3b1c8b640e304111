import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { ALL_ADMIN_TABS, adminTabUrl } from '~/components/admin/tabs'
import { requireAdmin } from '~/server/auth/auth.server'
import { countNewLeads } from '~/server/requests/leads.server'
import { countWindowCompanyRequestsByStatus } from '~/server/requests/window-company-requests.server'

export const meta: MetaFunction = () => adminMeta('Admin Dashboard')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return {
    newLeads: countNewLeads(),
    pendingRequests: countWindowCompanyRequestsByStatus().pending,
  }
}

export default function AdminHome() {
  const { newLeads, pendingRequests } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-900">
        Admin Dashboard
      </h1>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Link
          to="/admin/leads?status=new"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
        >
          <p className="text-3xl font-bold text-brand-900">{newLeads}</p>
          <p className="mt-1 font-semibold text-slate-700">New leads to contact</p>
        </Link>
        <Link
          to="/admin/b2b?status=pending"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
        >
          <p className="text-3xl font-bold text-brand-900">{pendingRequests}</p>
          <p className="mt-1 font-semibold text-slate-700">Pending B2B requests</p>
        </Link>
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
