/**
 * The History panel of every versioned content page (business settings, city pages, gallery,
 * services, testimonials): each version with Preview, Edit, and Publish (a draft) or Restore
 * (an earlier version). Real forms, so they work without JavaScript.
 */
import { Form, Link } from '@remix-run/react'
import { Button } from '~/components/ui/button'

export type VersionHistoryEntry = {
  id: number
  status: 'draft' | 'published' | 'superseded'
  author: string | null
  saved: string
}

export function VersionHistory({
  history,
  previewHref,
  editHref,
  hidden = {},
  empty,
}: {
  history: VersionHistoryEntry[]
  /** The public page showing this version (staff only). */
  previewHref: (id: number) => string
  /** The editing form opened on this version, when the page offers it. */
  editHref?: (id: number) => string
  /** Fields the action needs besides the version (a city's slug). */
  hidden?: Record<string, string>
  /** What to say when nothing was saved yet; without it an empty history is not shown. */
  empty?: string
}) {
  if (history.length === 0 && !empty) return null
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="history-title" className="text-lg font-bold text-brand-900">
        History
      </h2>
      {history.length === 0 ? <p className="mt-2 text-sm text-slate-700">{empty}</p> : null}
      <ul className="mt-2 divide-y divide-slate-200">
        {history.map((v) => (
          <li key={v.id} className="py-3 text-sm">
            <p>
              <span className="font-semibold">Version {v.id}</span> · {v.status} · {v.saved}
              {v.author ? ` · ${v.author}` : ''}
            </p>
            <Form method="post" className="mt-2 flex flex-wrap gap-2">
              <input type="hidden" name="id" value={v.id} />
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <a href={previewHref(v.id)} className="font-semibold underline">
                Preview<span className="sr-only"> version {v.id}</span>
              </a>
              {editHref ? (
                <Link to={editHref(v.id)} className="font-semibold underline">
                  Edit<span className="sr-only"> version {v.id}</span>
                </Link>
              ) : null}
              {v.status === 'draft' ? (
                <Button name="intent" value="publish-version" size="sm">
                  Publish<span className="sr-only"> version {v.id}</span>
                </Button>
              ) : v.status === 'superseded' ? (
                <Button name="intent" value="restore" size="sm" variant="outline">
                  Restore<span className="sr-only"> version {v.id}</span>
                </Button>
              ) : null}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The note above a form opened on an earlier version or a draft. */
export function OpenedVersionNote({
  opened,
  previewHref,
}: {
  opened: number | null
  previewHref: (id: number) => string
}) {
  if (!opened) return null
  return (
    <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      Editing from version {opened}.{' '}
      <a href={previewHref(opened)} className="font-semibold underline">
        Preview this version
      </a>
    </p>
  )
}
