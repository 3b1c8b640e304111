import { useLocation } from '@remix-run/react'
import { pathInLocale } from '~/domain/locale'
import { useT } from './i18n'
import { buttonClass } from './ui/button'

/**
 * Offered on an English page that has a Spanish one: the Spanish page (a plain link; moving to
 * it remembers the choice) or staying in English (a form, so the offer stops without JavaScript).
 */
export function LanguageOffer() {
  const t = useT()
  const { pathname, search, hash } = useLocation()
  const here = `${pathname}${search}${hash}`
  return (
    <aside
      aria-label={t('offer.accept')}
      lang="es"
      className="border-b border-brand-200 bg-brand-50 text-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>{t('offer.text')}</p>
        <a
          href={pathInLocale(here, 'es')}
          hrefLang="es"
          className={buttonClass({ size: 'sm' }, 'whitespace-nowrap')}
        >
          {t('offer.accept')}
        </a>
        <form method="post" action="/language" lang="en">
          <input type="hidden" name="language" value="en" />
          <input type="hidden" name="back" value={here} />
          <button
            type="submit"
            className={buttonClass({ size: 'sm', variant: 'outline' }, 'whitespace-nowrap')}
          >
            {t('offer.decline')}
          </button>
        </form>
      </div>
    </aside>
  )
}
