import { Form, useSubmit } from '@remix-run/react'
import { useRef } from 'react'
import { Button, ButtonLink } from '~/components/ui/button'
import type { BlogFilters as Filters } from '~/domain/blog'
import type { BlogTerm } from './types'

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900'

/**
 * Search, category and tag as a GET form: the filters live in the query string, so they work
 * without JavaScript and can be shared. With JavaScript a changed select applies at once.
 */
export function BlogFilterForm({
  filters,
  categories,
  tags,
}: {
  filters: Filters
  categories: BlogTerm[]
  tags: BlogTerm[]
}) {
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const applyNow = () => {
    if (formRef.current) submit(formRef.current, { preventScrollReset: true })
  }
  return (
    <Form
      ref={formRef}
      method="get"
      action="/blog"
      role="search"
      aria-label="Filter blog posts"
      preventScrollReset
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="blog-search" className="font-semibold text-slate-800">
          Search articles
        </label>
        <input
          id="blog-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          key={filters.search}
          maxLength={100}
          placeholder="Search titles and summaries"
          className={controlClass}
        />
      </div>
      <TermSelect
        name="category"
        label="Category"
        allLabel="All categories"
        value={filters.category}
        terms={categories}
        onChange={applyNow}
      />
      <TermSelect
        name="tag"
        label="Tag"
        allLabel="All tags"
        value={filters.tag}
        terms={tags}
        onChange={applyNow}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {filters.search || filters.category || filters.tag ? (
          <ButtonLink to="/blog" variant="outline" preventScrollReset>
            Clear
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  )
}

/** A category or tag filter: 'all' first, then the terms by slug. */
function TermSelect({
  name,
  label,
  allLabel,
  value,
  terms,
  onChange,
}: {
  name: string
  label: string
  allLabel: string
  value: string
  terms: BlogTerm[]
  onChange: () => void
}) {
  const id = `blog-${name}`
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value || 'all'}
        key={value}
        onChange={onChange}
        className={controlClass}
      >
        <option value="all">{allLabel}</option>
        {terms.map((t) => (
          <option key={t.slug} value={t.slug}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  )
}
