/**
 * The customers list (issue 40.27): everyone known by an e-mail or phone across leads, orders,
 * visits, estimates and window-company jobs (the customer page's own rule, customerKey), with
 * last activity and lifetime value, newest activity first; searchable by name, phone, e-mail or
 * reference; a GET form and links, so it works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FilterForm, Pager, SearchBox, TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { businessDateTimeShort } from '~/domain/business-time'
import { staffSearch } from '~/domain/customer-list'
import { formatCents } from '~/domain/pricing/dimensions'
import { listCustomers } from '~/server/admin/customers.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Customers')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const search = staffSearch(params.get('q'))
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    q: search.text,
    ...listCustomers(search, Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1),
  }
}

function plural(n: number, one: string, many = `${one}s`) {
  return n ? `${n} ${n === 1 ? one : many}` : null
}

export default function AdminCustomers() {
  const { q, customers, total, page, pageCount } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Customers">
        <p className="text-slate-700">
          {total} {total === 1 ? 'customer' : 'customers'}
          {q ? ` matching “${q}”` : ''}
        </p>
      </TabHeading>
      <FilterForm label="Search customers" clearTo="/admin/customers">
        <SearchBox label="Search" defaultValue={q} placeholder="Name, phone, e-mail or reference" />
      </FilterForm>
      {customers.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {customers.map((c) => (
            <li key={c.key} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
              <Link
                to={`/admin/customers/${encodeURIComponent(c.key)}`}
                className="min-w-48 flex-1 font-semibold text-brand-800 underline"
              >
                {c.name}
              </Link>
              <span className="min-w-48 flex-1 text-sm text-slate-700">
                {[c.email, c.phone].filter(Boolean).join(' · ')}
                <span className="block text-slate-600">
                  {[
                    plural(c.leads, 'lead'),
                    plural(c.orders, 'order'),
                    plural(c.visits, 'visit'),
                    plural(c.estimates, 'estimate'),
                    plural(c.b2b, 'B2B job'),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </span>
              <span className="text-sm">
                <span className="text-slate-600">Last activity </span>
                {businessDateTimeShort(c.lastActivity)}
              </span>
              <span className="text-sm">
                <span className="text-slate-600">Lifetime value </span>
                <span className="font-semibold">{formatCents(c.lifetimeValueCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {q ? `No customer matches “${q}”.` : 'No customers yet.'}
        </p>
      )}
      <Pager page={page} pageCount={pageCount} />
    </section>
  )
}
