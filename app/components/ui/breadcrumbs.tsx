import { Link } from '@remix-run/react'
import { Fragment } from 'react'

export type Crumb = { name: string; to?: string }

/**
 * Where the page sits in the site; the last crumb is the page itself. `tone` follows the
 * background: 'dark' on the blue page heroes, 'light' on white.
 * (The matching JSON-LD comes from `breadcrumbJsonLd` in utils/seo.)
 */
export function Breadcrumbs({
  items,
  tone = 'light',
  className = '',
  label = 'Breadcrumb',
}: {
  items: readonly Crumb[]
  /** The trail's name for a screen reader, in the page's language. */
  label?: string
  tone?: 'light' | 'dark'
  className?: string
}) {
  const linkClass =
    tone === 'dark'
      ? 'font-semibold text-white underline'
      : 'font-semibold text-brand-700 underline'
  return (
    <nav
      aria-label={label}
      className={`text-sm ${tone === 'dark' ? 'text-slate-200' : 'text-slate-700'} ${className}`}
    >
      <ol className="flex flex-wrap gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <Fragment key={`${item.name}-${index}`}>
              <li aria-current={last ? 'page' : undefined}>
                {item.to && !last ? (
                  <Link to={item.to} className={linkClass}>
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
              </li>
              {last ? null : <li aria-hidden="true">/</li>}
            </Fragment>
          )
        })}
      </ol>
    </nav>
  )
}
