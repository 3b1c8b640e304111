import { longCalendarDate } from '~/domain/business-time'
import type { GalleryEntry } from '~/domain/gallery-projects'
import type { Locale } from '~/domain/locale'
import { ContentLanguageNotice, useContentLang } from './content-language-notice'
import { GalleryImage } from './gallery-image'
import { useFromEnglish, useLocale, useT } from './i18n'

/** The details of one project; shared by the dialog and the /gallery/:id page. */
export function ProjectDetails({
  project,
  headingId,
}: {
  /** `contentLocale`: the language of the office's words (issue 41; English until translated). */
  project: GalleryEntry & { contentLocale?: Locale }
  headingId?: string
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const lang = useContentLang(project.contentLocale)
  return (
    <div>
      <div className={project.beforeImage ? 'grid gap-4 sm:grid-cols-2' : undefined}>
        <figure>
          <GalleryImage
            photo={project.image}
            alt={t('gallery.afterAlt', { title: project.title })}
            sizes={
              project.beforeImage
                ? '(min-width: 768px) 360px, 100vw'
                : '(min-width: 768px) 720px, 100vw'
            }
            eager
            className="h-auto w-full rounded-lg bg-slate-100"
          />
          <figcaption className="mt-1 text-sm font-semibold text-slate-700">
            {t('gallery.after')}
          </figcaption>
        </figure>
        {project.beforeImage ? (
          <figure>
            <GalleryImage
              photo={project.beforeImage}
              alt={t('gallery.beforeAlt', { title: project.title })}
              sizes="(min-width: 768px) 360px, 100vw"
              className="h-auto w-full rounded-lg bg-slate-100"
            />
            <figcaption className="mt-1 text-sm font-semibold text-slate-700">
              {t('gallery.before')}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t('gallery.location')}</dt>
          <dd className="text-slate-900" lang={lang}>
            {project.location}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('gallery.completed')}</dt>
          <dd className="text-slate-900">
            <time dateTime={project.date}>{longCalendarDate(project.date, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('gallery.category')}</dt>
          <dd className="text-slate-900">{fromEnglish(project.category)}</dd>
        </div>
      </dl>
      <ContentLanguageNotice shown={project.contentLocale} className="mt-4" />
      <p
        className="mt-4 text-slate-800"
        id={headingId ? `${headingId}-desc` : undefined}
        lang={lang}
      >
        {project.description}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('gallery.tags')} lang={lang}>
        {project.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  )
}
