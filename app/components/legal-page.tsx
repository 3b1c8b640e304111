import type { LegalDocument } from '~/content/legal'
import { longCalendarDate } from '~/domain/business-time'
import { useLocale, useT } from './i18n'

/**
 * A static legal document (privacy, terms) in the page's language, with the business's
 * settings filled in.
 */
export function LegalPage({
  doc,
  values,
}: {
  doc: LegalDocument
  values: { business: string; phone: string; email: string }
}) {
  const t = useT()
  const locale = useLocale()
  const fill = (id: string) => t(id, values)
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold text-brand-900">{t(doc.title)}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('legal.updated')}{' '}
        <time dateTime={doc.updated}>{longCalendarDate(doc.updated, locale)}</time>
      </p>
      <p className="mt-6 text-lg text-slate-800">{fill(doc.intro)}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-bold text-brand-900">{t(section.heading)}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-slate-800">
              {fill(p)}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
              {section.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}
