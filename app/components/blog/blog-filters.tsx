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
      <div>
        <label htmlFor="blog-category" className="font-semibold text-slate-800">
          Category
        </label>
        <select
          id="blog-category"
          name="category"
          defaultValue={filters.category || 'all'}
          key={filters.category}
          onChange={applyNow}
          className={controlClass}
        >
          <option value="all">All categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="blog-tag" className="font-semibold text-slate-800">
          Tag
        </label>
        <select
          id="blog-tag"
          name="tag"
          defaultValue={filters.tag || 'all'}
          key={filters.tag}
          onChange={applyNow}
          className={controlClass}
        >
          <option value="all">All tags</option>
          {tags.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
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
