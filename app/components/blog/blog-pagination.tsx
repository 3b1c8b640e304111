import { Link } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { type BlogFilters, blogListHref } from '~/domain/blog'

const linkClass = 'inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2'

/** Previous, page numbers and Next; links keep the filters. Nothing when one page holds all. */
export function BlogPagination({ filters, pages }: { filters: BlogFilters; pages: number }) {
  const t = useT()
  const to = useLocalePath()
  if (pages <= 1) return null
  const current = Math.min(filters.page, pages)
  return (
    <nav aria-label={t('blog.pages.label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              to={to(blogListHref(filters, { page: current - 1 }))}
              rel="prev"
              className={`${linkClass} border border-slate-300 font-semibold text-brand-800`}
            >
              {t('blog.pages.previous')}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <Link
              to={to(blogListHref(filters, { page }))}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('blog.pages.page', { page })}
              className={`${linkClass} ${
                page === current
                  ? 'bg-brand-700 font-bold text-white'
                  : 'border border-slate-300 text-brand-800'
              }`}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < pages ? (
          <li>
            <Link
              to={to(blogListHref(filters, { page: current + 1 }))}
              rel="next"
              className={`${linkClass} border border-slate-300 font-semibold text-brand-800`}
            >
              {t('blog.pages.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
