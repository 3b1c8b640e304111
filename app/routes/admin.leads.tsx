import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useOutlet, useParams } from '@remix-run/react'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  Pager,
  SearchBox,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import {
  businessDateTimeShort,
  filtersFromUrl,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadFiltersSchema,
  serviceLabel,
} from '~/domain/admin-inbox'
import { requireAdmin } from '~/server/auth.server'
import { countNewLeads, listLeads } from '~/server/leads.server'

export const meta: MetaFunction = () => adminMeta('Leads')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const filters = filtersFromUrl(leadFiltersSchema, request.url)
  return { filters, ...listLeads(filters), newCount: countNewLeads() }
}

const SOURCE_CHOICES = choicesOf(LEAD_SOURCES, LEAD_SOURCE_LABELS)
const STATUS_CHOICES = choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)

export default function AdminLeads() {
  const { filters, leads, total, page, pageCount, newCount } = useLoaderData<typeof loader>()
  const detail = useOutlet()
  const { search } = useLocation()
  const openId = Number(useParams().leadId)
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Leads">
        <p className="text-slate-700">
          {total} {total === 1 ? 'lead' : 'leads'} shown · {newCount} new
        </p>
      </TabHeading>
      <FilterForm label="Filter leads" clearTo="/admin/leads">
        <SearchBox
          label="Search"
          defaultValue={filters.q}
          placeholder="Name, phone, e-mail or ZIP"
        />
        <FilterSelect
          name="source"
          label="Source"
          allLabel="All sources"
          options={SOURCE_CHOICES}
          defaultValue={filters.source}
        />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={filters.status}
        />
      </FilterForm>
      <div className={detail ? 'mt-6 gap-6 lg:grid lg:grid-cols-2' : 'mt-6'}>
        <div className={detail ? 'hidden lg:block' : undefined}>
          {leads.length ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <Link
                    to={`/admin/leads/${lead.id}${search}`}
                    aria-current={lead.id === openId ? 'true' : undefined}
                    className={`block border-l-4 px-4 py-3 hover:bg-slate-50 aria-[current=true]:bg-brand-50 ${lead.status === 'new' ? 'border-accent-500' : 'border-transparent'}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span
                        className={`text-brand-900 ${lead.status === 'new' ? 'font-bold' : 'font-semibold'}`}
                      >
                        #{lead.id} {lead.name}
                      </span>
                      <Badge tone={statusTone(lead.status)}>
                        {LEAD_STATUS_LABELS[lead.status]}
                      </Badge>
                      <Badge tone="violet">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {[
                        serviceLabel(lead.serviceType),
                        lead.city,
                        lead.zipCode,
                        lead.phone,
                        lead.photoCount
                          ? `${lead.photoCount} photo${lead.photoCount === 1 ? '' : 's'}`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      {businessDateTimeShort(lead.createdAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
              No leads found matching your criteria.
            </p>
          )}
          <Pager page={page} pageCount={pageCount} />
        </div>
        {detail}
      </div>
    </section>
  )
}
