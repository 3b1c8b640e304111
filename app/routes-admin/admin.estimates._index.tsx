import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  LanguageBadge,
  Pager,
  SearchBox,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { buttonClass } from '~/components/ui/button'
import { businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import { ESTIMATE_STATUS_LABELS, ESTIMATE_STATUSES, type EstimateStatus } from '~/domain/estimate'
import { formatCents } from '~/domain/pricing'
import { can } from '~/domain/staff-access'
import { requireAdmin } from '~/server/auth/auth.server'
import { listEstimates } from '~/server/estimates/estimates.server'

export const meta: MetaFunction = () => adminMeta('Estimates')

/**
 * GET /admin/estimates: every estimate, newest change first (issue 39); an installer's list
 * holds only the estimates they started.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const params = new URL(request.url).searchParams
  const status = params.get('status') ?? ''
  const filters = {
    status: (ESTIMATE_STATUSES as readonly string[]).includes(status) ? status : '',
    q: (params.get('q') ?? '').slice(0, 100),
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    filters,
    list: listEstimates({
      status: (filters.status || undefined) as EstimateStatus | undefined,
      search: filters.q,
      page: Number.isFinite(page) ? page : 1,
      createdById: can(admin.role, 'daily-work') ? undefined : admin.id,
    }),
    ownerSettings: can(admin.role, 'staff-accounts'),
  }
}

const STATUS_CHOICES = choicesOf(ESTIMATE_STATUSES, ESTIMATE_STATUS_LABELS)

export default function EstimatesList() {
  const { filters, list, ownerSettings } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Estimates">
        <Link
          to="/admin/estimates/new"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Start an estimate
        </Link>
      </TabHeading>
      <p className="mt-1 text-slate-700">
        Written at the customer’s home: start one from a lead, a visit or a customer’s page.
        {ownerSettings ? (
          <>
            {' '}
            <Link to="/admin/estimates/settings" className="font-semibold text-brand-800 underline">
              Discount limits and reminders
            </Link>
          </>
        ) : null}
      </p>
      <FilterForm label="Find estimates" clearTo="/admin/estimates">
        <SearchBox label="Name, e-mail, phone or reference" defaultValue={filters.q} />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={filters.status}
        />
      </FilterForm>
      {list.estimates.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {list.estimates.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div>
                <Link
                  to={`/admin/estimates/${e.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {e.reference} · {e.customerName}
                </Link>
                <p className="text-sm text-slate-700">
                  {e.rooms} {e.rooms === 1 ? 'room' : 'rooms'} · valid until{' '}
                  {longCalendarDate(e.expiresOn)} · changed{' '}
                  {businessDateTimeShort(new Date(e.updatedAt))}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {e.version > 1 ? <Badge tone="violet">v{e.version}</Badge> : null}
                <Badge tone={statusTone(e.status)}>{ESTIMATE_STATUS_LABELS[e.status]}</Badge>
                <LanguageBadge language={e.language} />
                <span className="font-semibold">{formatCents(e.totalCents)}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          No estimates found.
        </p>
      )}
      <Pager page={list.page} pageCount={list.pageCount} />
    </section>
  )
}
