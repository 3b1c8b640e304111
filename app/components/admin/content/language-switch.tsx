/**
 * The English / Español pair above a content editor (issue 41): two plain links (`?lang=es`),
 * so staff switch versions without JavaScript. Staff words stay English; "Español" is the
 * language's own name.
 */
import { Link } from '@remix-run/react'
import type { Locale } from '~/domain/locale'

export function ContentLanguageSwitch({
  locale,
  href,
}: {
  locale: Locale
  /** The editor's address in a language (keep the item being edited). */
  href: (locale: Locale) => string
}) {
  return (
    <nav aria-label="Language of the content" className="mt-3 flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-700">Version:</span>
      {(['en', 'es'] as const).map((l) => (
        <Link
          key={l}
          to={href(l)}
          aria-current={l === locale ? 'page' : undefined}
          lang={l}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm underline aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold"
        >
          {l === 'en' ? 'English' : 'Español'}
        </Link>
      ))}
      {locale === 'es' ? (
        <span className="text-sm text-slate-700">
          Editing the Spanish version: the English page is not changed.
        </span>
      ) : null}
    </nav>
  )
}
