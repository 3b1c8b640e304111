/** Audit log entries (issue 31): the owner's audit page and each record's History section. */
export type AuditEntryView = {
  id: number
  at: string
  actor: string
  kind: string
  subject?: string
  summary: string
  before: string | null
  after: string | null
}

/** The entries, newest first; also the History section of an order, lead or visit. */
export function AuditList({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {entries.map((e) => (
        <li key={e.id} className="p-3 text-sm [overflow-wrap:anywhere]">
          <p className="text-slate-600">
            {e.at} · <span className="font-semibold text-slate-900">{e.actor}</span> · {e.kind}
            {e.subject ? ` · ${e.subject}` : ''}
          </p>
          <p className="text-slate-900">{e.summary}</p>
          {e.before || e.after ? (
            <p className="text-slate-600">
              {e.before ? `Before: ${e.before}` : ''} {e.after ? `After: ${e.after}` : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** An order's, lead's or visit's part of the audit log: who changed it, newest first. */
export function AuditHistory({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <section aria-labelledby="audit-history" className="mt-8">
      <h2 id="audit-history" className="text-lg font-bold text-brand-900">
        History
      </h2>
      {entries.length ? (
        <AuditList entries={entries} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">No staff changes recorded yet.</p>
      )}
    </section>
  )
}
