import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { ArchiveButton, RestoreButton } from '~/components/admin/archive'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  SearchBox,
  StatusForm,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { buttonClass } from '~/components/ui/button'
import {
  b2bActionSchema,
  b2bFiltersSchema,
  filtersFromUrl,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_URGENCIES,
  URGENCY_LABELS,
} from '~/domain/admin-inbox'
import { businessDate, businessDateTimeShort } from '~/domain/business-time'
import { isFollowUpDue } from '~/domain/follow-up'
import { refused } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { readForm, safeRedirect } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import {
  countWindowCompanyRequestsByStatus,
  findWindowCompanyRequests,
  setWindowCompanyRequestArchived,
  updateWindowCompanyRequestStatus,
} from '~/server/requests/window-company-requests.server'

export const meta: MetaFunction = () => adminMeta('Window Company Requests')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const filters = filtersFromUrl(b2bFiltersSchema, request.url)
  const today = businessDate()
  return {
    filters,
    today,
    requests: findWindowCompanyRequests(filters, today),
    stats: countWindowCompanyRequestsByStatus(),
  }
}

/** The detail dialog asks to come back to itself after a status change. */
function stayOn(returnTo: FormDataEntryValue | null, fallback: string): string {
  const to = safeRedirect(returnTo, fallback)
  return /^\/admin\/b2b(\/\d+)?(\?|$)/.test(to) ? to : fallback
}

const FAILED = {
  status: { title: 'Update Failed', description: 'Failed to update request status.' },
  archive: { title: 'Archive Failed', description: 'Failed to archive request.' },
  restore: { title: 'Restore Failed', description: 'Failed to restore request.' },
} as const

/**
 * Intents: status (any status to any other), archive (with an Undo) and restore; back to the
 * list as it was filtered.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: b2bActionSchema })
  const url = new URL(request.url)
  const backTo = `/admin/b2b${url.search}`
  if (submission.status !== 'success') {
    return refused(
      submission.reply(),
      formData.get('intent') === 'archive'
        ? FAILED.archive
        : formData.get('intent') === 'restore'
          ? FAILED.restore
          : FAILED.status,
    )
  }
  const { value } = submission
  switch (value.intent) {
    case 'status':
      if (!updateWindowCompanyRequestStatus(value.id, value.status, admin.username)) {
        return redirectWithToast(backTo, { ...FAILED.status, variant: 'destructive' })
      }
      return redirectWithToast(stayOn(formData.get('returnTo'), backTo), {
        title: 'Status Updated',
        description: `Request #${value.id} is now ${REQUEST_STATUS_LABELS[value.status]}.`,
      })
    case 'archive':
      if (!setWindowCompanyRequestArchived(value.id, true, admin.username)) {
        return redirectWithToast(backTo, { ...FAILED.archive, variant: 'destructive' })
      }
      return redirectWithToast(backTo, {
        title: 'Request Archived',
        description: `Request #${value.id} is out of the list (Archived filter to see it).`,
        undo: { action: backTo, fields: { intent: 'restore', id: String(value.id) } },
      })
    case 'restore':
      if (!setWindowCompanyRequestArchived(value.id, false, admin.username)) {
        return redirectWithToast(backTo, { ...FAILED.restore, variant: 'destructive' })
      }
      return redirectWithToast(stayOn(formData.get('returnTo'), backTo), {
        title: 'Request Restored',
        description: `Request #${value.id} is back in the list.`,
      })
  }
}

const STATUS_CHOICES = choicesOf(REQUEST_STATUSES, REQUEST_STATUS_LABELS)
const URGENCY_CHOICES = choicesOf(REQUEST_URGENCIES, URGENCY_LABELS)
const FOLLOW_UP_CHOICES = [{ value: 'due', label: 'Due today or earlier' }]
const ARCHIVED_CHOICES = [{ value: 'yes', label: 'Archived (restorable)' }]

function urgencyTone(urgency: string) {
  return urgency === 'urgent' ? 'red' : urgency === 'high' ? 'amber' : 'slate'
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-brand-900">{value}</p>
    </div>
  )
}

export default function AdminB2b() {
  const { filters, today, requests, stats } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Window Company Requests">
        <a
          href={`/admin/b2b/export${search}`}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Export CSV
        </a>
      </TabHeading>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total requests" value={stats.total} />
        <StatCard label="Pending" value={stats.pending} />
        <StatCard label="In progress" value={stats['in-progress']} />
        <StatCard label="Completed" value={stats.completed} />
      </div>
      <FilterForm label="Filter requests" clearTo="/admin/b2b">
        <SearchBox
          label="Search"
          defaultValue={filters.q}
          placeholder="Company, contact, customer, e-mail, phone, address, details or #id"
        />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={filters.status}
        />
        <FilterSelect
          name="urgency"
          label="Urgency"
          allLabel="All urgencies"
          options={URGENCY_CHOICES}
          defaultValue={filters.urgency}
        />
        <FilterSelect
          name="followUp"
          label="Follow-up"
          allLabel="Any follow-up"
          options={FOLLOW_UP_CHOICES}
          defaultValue={filters.followUp}
        />
        <FilterSelect
          name="archived"
          label="Archived"
          allLabel="Current requests"
          options={ARCHIVED_CHOICES}
          defaultValue={filters.archived}
        />
      </FilterForm>
      {requests.length ? (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">Window company requests, newest first</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {[
                  'ID',
                  'Company',
                  'Contact',
                  'Customer',
                  'Project',
                  'Urgency',
                  'Status',
                  'Created',
                  'Actions',
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {requests.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="px-3 py-2 font-semibold">#{r.id}</td>
                  <td className="px-3 py-2 font-semibold text-brand-900">{r.companyName}</td>
                  <td className="px-3 py-2">
                    {r.contactName}
                    <br />
                    <span className="text-slate-600">{r.contactPhone}</span>
                  </td>
                  <td className="px-3 py-2">
                    {r.customerName}
                    <br />
                    <span className="text-slate-600">{r.customerAddress}</span>
                  </td>
                  <td className="max-w-64 px-3 py-2">
                    {r.blindType}, {r.numberOfWindows}{' '}
                    {r.numberOfWindows === 1 ? 'window' : 'windows'}
                    <br />
                    <span className="line-clamp-2 text-slate-600">{r.projectDetails}</span>
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={urgencyTone(r.urgency)}>{URGENCY_LABELS[r.urgency]}</Badge>
                  </td>
                  <td className="px-3 py-2">
                    <div className="mb-1">
                      <Badge tone={statusTone(r.status)}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
                      {isFollowUpDue(r.followUpOn, r.status, today) ? (
                        <>
                          {' '}
                          <Badge tone="amber">Follow-up due</Badge>
                        </>
                      ) : null}
                    </div>
                    <StatusForm
                      id={`request-${r.id}-status`}
                      label={`Status of request #${r.id}`}
                      current={r.status}
                      options={STATUS_CHOICES}
                      fields={{ id: String(r.id) }}
                      compact
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {businessDateTimeShort(r.createdAt)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <Link
                        to={`/admin/b2b/${r.id}${search}`}
                        preventScrollReset
                        className={buttonClass({ variant: 'outline', size: 'sm' })}
                      >
                        View<span className="sr-only"> request #{r.id}</span>
                      </Link>
                      {r.archivedAt ? (
                        <RestoreButton id={r.id} what={`request #${r.id}`} />
                      ) : (
                        <ArchiveButton id={r.id} what={`request #${r.id}`} />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No requests found matching your criteria.
        </p>
      )}
      <Outlet />
    </section>
  )
}
