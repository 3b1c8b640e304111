import type { ReactNode } from 'react'
import type { Locale } from '~/domain/locale'
import { useLocale, useT } from './i18n'

/**
 * The `lang` the office's content block needs: 'en' when a Spanish page shows words the office
 * has not written in Spanish yet (so a screen reader pronounces them as English), else nothing.
 */
export function useContentLang(shown: Locale | undefined): 'en' | undefined {
  const page = useLocale()
  return page === 'es' && shown === 'en' ? 'en' : undefined
}

/**
 * On a Spanish page whose office content (a city page, a service, testimonials, gallery
 * captions) has no Spanish version yet, a short note saying it is shown in English (issue 41).
 * Nothing on English pages or when the content is in Spanish. With children, it also wraps
 * them in a block marked `lang="en"`; without, put `lang={useContentLang(shown)}` on the block.
 * Its words are in the part `content` (the page's loader lists it in `pageMessages`).
 */
export function ContentLanguageNotice({
  shown,
  children,
  className = '',
}: {
  /** The `contentLocale` of what the page shows. */
  shown: Locale | undefined
  children?: ReactNode
  className?: string
}) {
  const t = useT()
  const lang = useContentLang(shown)
  const note = lang ? (
    <p
      data-content-language-notice
      className={`rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 ${className}`}
    >
      {t('content.englishOnly')}
    </p>
  ) : null
  if (children === undefined) return note
  return (
    <>
      {note}
      {lang ? <div lang={lang}>{children}</div> : children}
    </>
  )
}
