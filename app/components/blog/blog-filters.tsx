import { Form, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { Button, ButtonLink, controlClass } from '~/components/ui/button'
import { blogListHref, type BlogFilters as Filters, parseBlogFilters } from '~/domain/blog'
import type { BlogTerm } from './types'

/** How long the visitor may pause between keystrokes before the list follows the search. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Search, category and tag as a GET form: the filters live in the query string, so they work
 * without JavaScript and can be shared. With JavaScript a changed select applies at once and
 * the list follows the search box as the visitor types (debounced); a word typed in one go
 * makes one history entry, so Back returns to the list before the search.
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
  const navigate = useNavigate()
  const t = useT()
  const to = useLocalePath()
  const formRef = useRef<HTMLFormElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; pushed: boolean; sent?: string }>({
    pushed: false,
  })
  /** The list for what the form says now, at its shortest address (no 'all', no blanks). */
  const show = (replace: boolean) => {
    if (!formRef.current) return
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(formRef.current)) {
      if (typeof value === 'string') params.append(name, value)
    }
    const chosen = parseBlogFilters(params)
    typing.current.sent = chosen.search
    navigate(to(blogListHref(chosen)), { replace, preventScrollReset: true })
  }
  const applyNow = () => {
    clearTimeout(typing.current.timer)
    typing.current.pushed = false
    show(false)
  }
  const onSearchInput = () => {
    clearTimeout(typing.current.timer)
    typing.current.timer = setTimeout(() => {
      typing.current.timer = undefined
      // The first pause of a word adds the history entry; the next ones replace it.
      show(typing.current.pushed)
      typing.current.pushed = true
    }, SEARCH_DEBOUNCE_MS)
  }
  // The box is not re-created on each result (that would take the visitor's focus); it follows
  // the address only when the search changed elsewhere (Back, Clear, a shared link).
  useEffect(() => {
    const input = searchRef.current
    if (!input || filters.search === typing.current.sent) return
    // Still typing there: the box already says what the visitor means.
    if (document.activeElement === input && typing.current.timer) return
    input.value = filters.search
    typing.current.pushed = false
  }, [filters.search])
  useEffect(() => () => clearTimeout(typing.current.timer), [])
  return (
    <Form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        applyNow()
      }}
      method="get"
      action={to('/blog')}
      role="search"
      aria-label={t('blog.filter.label')}
      preventScrollReset
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="blog-search" className="font-semibold text-slate-800">
          {t('blog.filter.search')}
        </label>
        <input
          id="blog-search"
          type="search"
          name="search"
          ref={searchRef}
          defaultValue={filters.search}
          onInput={onSearchInput}
          maxLength={100}
          placeholder={t('blog.filter.searchPlaceholder')}
          className={controlClass}
        />
      </div>
      <TermSelect
        name="category"
        label={t('blog.filter.category')}
        allLabel={t('blog.filter.allCategories')}
        value={filters.category}
        terms={categories}
        onChange={applyNow}
      />
      <TermSelect
        name="tag"
        label={t('blog.filter.tag')}
        allLabel={t('blog.filter.allTags')}
        value={filters.tag}
        terms={tags}
        onChange={applyNow}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {t('blog.filter.submit')}
        </Button>
        {filters.search || filters.category || filters.tag ? (
          <ButtonLink to={to('/blog')} variant="outline" preventScrollReset>
            {t('blog.filter.clear')}
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
  // The categories are the office's fixed English names; a Spanish part carries their Spanish.
  const fromEnglish = useFromEnglish()
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
            {fromEnglish(t.name)}
          </option>
        ))}
      </select>
    </div>
  )
}
