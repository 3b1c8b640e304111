/**
 * Pieces the staff inbox tabs share: the filter bar (a GET form, so a filtered list is a
 * link), badges, pages, the detail list and the status form (a real POST form).
 */
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { controlClass, FieldLabel } from '~/components/forms'
import { Button } from '~/components/ui/button'

export type Choice = { value: string; label: string }

const TONES = {
  blue: 'bg-blue-100 text-blue-900',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-200 text-slate-800',
  violet: 'bg-violet-100 text-violet-900',
} as const
export type Tone = keyof typeof TONES

export function Badge({ tone = 'slate', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

/**
 * A Spanish-speaking customer's record (issue 41): staff know to answer in Spanish, and that
 * what the site sends them goes in Spanish. Nothing for an English one.
 */
export function LanguageBadge({ language }: { language: string | null | undefined }) {
  if (language !== 'es') return null
  return (
    <Badge tone="blue">
      <span aria-hidden="true">ES</span>
      <span className="sr-only">Spanish-speaking customer</span>
    </Badge>
  )
}

/**
 * The customer's language on a lead or an order, and the small form staff correct it with
 * (intent 'language'): what the site sends them next goes in it.
 */
export function CustomerLanguageForm({ language }: { language: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="language" />
      <div>
        <FieldLabel htmlFor="customer-language">Customer's language</FieldLabel>
        <select
          id="customer-language"
          name="language"
          defaultValue={language}
          className={controlClass}
        >
          <option value="en">English</option>
          <option value="es">Spanish</option>
        </select>
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Save language
      </Button>
    </Form>
  )
}

/** The colour of a status, whatever the list: new/pending blue, work under way amber… */
export function statusTone(status: string): Tone {
  if (['new', 'pending', 'scheduled', 'requires_payment'].includes(status)) return 'blue'
  if (
    ['contacted', 'in-progress', 'quoted', 'confirmed', 'in-production', 'processing'].includes(
      status,
    )
  )
    return 'amber'
  if (['won', 'completed', 'paid', 'installed', 'succeeded', 'done'].includes(status))
    return 'green'
  if (['lost', 'cancelled', 'refunded', 'failed', 'canceled'].includes(status)) return 'red'
  return 'slate'
}

export function TabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {children}
    </div>
  )
}

/** A filter bar: a GET form; Apply submits, Clear goes back to the bare list. */
export function FilterForm({
  label,
  clearTo,
  children,
}: {
  label: string
  clearTo: string
  children: ReactNode
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {children}
      <div className="flex items-center gap-3">
        <Button variant="secondary">Apply</Button>
        <Link to={clearTo} className="font-semibold text-brand-800 underline">
          Clear
        </Link>
      </div>
    </Form>
  )
}

export function SearchBox({
  label,
  defaultValue,
  placeholder,
}: {
  label: string
  defaultValue?: string
  placeholder?: string
}) {
  return (
    <div className="min-w-56 flex-1">
      <FieldLabel htmlFor="filter-q" required>
        {label}
      </FieldLabel>
      <input
        id="filter-q"
        name="q"
        type="search"
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        className={controlClass}
      />
    </div>
  )
}

export function FilterSelect({
  name,
  label,
  allLabel,
  options,
  defaultValue,
}: {
  name: string
  label: string
  allLabel: string
  options: readonly Choice[]
  defaultValue?: string
}) {
  const id = `filter-${name}`
  return (
    <div className="min-w-40">
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={controlClass}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Previous / next page links that keep the filters. */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation()
  if (pageCount <= 1) return null
  const to = (p: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(p))
    return `${pathname}?${params}`
  }
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className="font-semibold text-brand-800 underline">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className="font-semibold text-brand-800 underline">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/**
 * A list whose items open a detail route beside it (below on small screens, where the list
 * then steps aside): the Leads and Orders tabs.
 */
export function ListWithDetail({
  detail,
  emptyText,
  page,
  pageCount,
  children,
}: {
  detail: ReactNode
  emptyText: string
  page: number
  pageCount: number
  children: ReactNode[]
}) {
  return (
    <div className={detail ? 'mt-6 gap-6 lg:grid lg:grid-cols-2' : 'mt-6'}>
      <div className={detail ? 'hidden lg:block' : undefined}>
        {children.length ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {children}
          </ul>
        ) : (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
            {emptyText}
          </p>
        )}
        <Pager page={page} pageCount={pageCount} />
      </div>
      {detail}
    </div>
  )
}

/** One row of a ListWithDetail: title with badges, a summary line and when it arrived. */
export function ListItemLink({
  to,
  current,
  accent = false,
  title,
  badges,
  summary,
  when,
}: {
  to: string
  current: boolean
  accent?: boolean
  title: ReactNode
  badges: ReactNode
  summary: ReactNode
  when: string
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? 'true' : undefined}
        className={`block border-l-4 px-4 py-3 hover:bg-slate-50 aria-[current=true]:bg-brand-50 ${accent ? 'border-accent-500' : 'border-transparent'}`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className={`text-brand-900 ${accent ? 'font-bold' : 'font-semibold'}`}>
            {title}
          </span>
          {badges}
        </span>
        <span className="mt-1 block text-sm text-slate-700">{summary}</span>
        <span className="mt-0.5 block text-xs text-slate-600">{when}</span>
      </Link>
    </li>
  )
}

/** Label / value pairs; empty values are left out. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * A status dropdown with its own submit (works without JavaScript). `fields` are extra hidden
 * inputs (e.g. the id when one form serves a whole table).
 */
export function StatusForm({
  id,
  label,
  current,
  options,
  action,
  fields = {},
  compact = false,
}: {
  id: string
  label: string
  current: string
  options: readonly Choice[]
  action?: string
  fields?: Record<string, string>
  compact?: boolean
}) {
  const navigation = useNavigation()
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'status' &&
    Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v)
  return (
    <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label
          htmlFor={id}
          className={compact ? 'sr-only' : 'block text-sm font-semibold text-slate-800'}
        >
          {label}
        </label>
        <select
          id={id}
          name="status"
          defaultValue={current}
          key={current}
          className={`${controlClass} ${compact ? 'mt-0 py-1.5 text-sm' : ''}`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" size="sm" disabled={busy}>
        {busy ? 'Saving…' : 'Update'}
        {compact ? <span className="sr-only"> {label.toLowerCase()}</span> : null}
      </Button>
    </Form>
  )
}

/** A delete button posting `intent=delete` and the id (no confirmation, as docs/requirements.md#admin-area says). */
export function DeleteButton({ id, what, action }: { id: number; what: string; action?: string }) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button name="intent" value="delete" variant="danger" size="sm">
        Delete<span className="sr-only"> {what}</span>
      </Button>
    </Form>
  )
}

export function choicesOf<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}
