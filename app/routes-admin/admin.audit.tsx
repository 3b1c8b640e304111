import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AuditList } from '~/components/admin/audit-list'
import { FilterForm, FilterSelect, TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { businessDateTimeShort } from '~/domain/business-time'
import { AUDIT_KINDS, auditActors, auditQuery, listAudit } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'

export const meta: MetaFunction = () => adminMeta('Audit log')

/** Who changed what: filter by person, kind and dates (a GET form), export what it shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'audit-log')
  const { query, filter } = auditQuery(request.url)
  const entries = listAudit(filter, 300).map((row) => ({
    id: row.id,
    at: businessDateTimeShort(row.createdAt),
    actor: row.actorName,
    kind: row.kind,
    subject: row.subjectType ? `${row.subjectType} ${row.subjectId ?? ''}`.trim() : '',
    summary: row.summary,
    before: row.before,
    after: row.after,
  }))
  const search = new URL(request.url).search
  return {
    query,
    entries,
    actors: auditActors(),
    kinds: AUDIT_KINDS,
    exportUrl: `/admin/audit/export${search}`,
  }
}

export default function AuditLog() {
  const { query, entries, actors, kinds, exportUrl } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Audit log">
        <p className="text-slate-700">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown ·{' '}
          <Link to={exportUrl} reloadDocument className="font-semibold text-brand-800 underline">
            Export CSV
          </Link>
        </p>
      </TabHeading>
      <FilterForm label="Filter the audit log" clearTo="/admin/audit">
        <FilterSelect
          name="actor"
          label="Person"
          allLabel="Everyone"
          options={actors.map((value) => ({ value, label: value }))}
          defaultValue={query.actor}
        />
        <FilterSelect
          name="kind"
          label="Kind"
          allLabel="Every kind"
          options={kinds.map((value) => ({ value, label: value }))}
          defaultValue={query.kind}
        />
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          From
          <input
            type="date"
            name="from"
            defaultValue={query.from}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          To
          <input
            type="date"
            name="to"
            defaultValue={query.to}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
      </FilterForm>
      {entries.length ? (
        <AuditList entries={entries} />
      ) : (
        <p className="mt-6 text-slate-700">No entries match.</p>
      )}
    </section>
  )
}
