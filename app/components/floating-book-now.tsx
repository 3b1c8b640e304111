import { Link } from '@remix-run/react'
import { englishPath } from '~/domain/locale'
import { useLocalePath, useT } from './i18n'
import { CalendarIcon } from './icons'
import { buttonClass } from './ui/button'

/**
 * Pages that are themselves the booking, the quote or the order: the bar would only repeat
 * them and cover their buttons.
 */
const FORM_PAGES = /^\/(book-appointment|appointments|quote|cart|checkout)(\/|$)/

/** Whether a page gets the phone's Book Now bar (when the cart bar is not there instead). */
export function hasBookNowBar(pathname: string) {
  return !FORM_PAGES.test(englishPath(pathname))
}

/**
 * The phone's bottom bar (below md): Get Free Quote and Book Now, the two ways in that the
 * header has no room for on a phone. A full-width bar whose height the page reserves at its
 * end and in its scroll padding, so it never hides a control; it steps aside while the
 * customer types and while the menu is open (app/tailwind.css).
 */
export function BookNowBar({ inCartBar = false }: { inCartBar?: boolean }) {
  const t = useT()
  const localePath = useLocalePath()
  return (
    <nav
      aria-label={t('bookBar.label')}
      data-bottom-bar="book"
      className={
        inCartBar
          ? // Once the cart has something it stays, as the top row of the cart bar (issue 30).
            'flex gap-2 border-b border-slate-200 bg-white px-3 py-2 md:hidden'
          : 'site-bottom-bar fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-300 bg-white px-3 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:hidden'
      }
    >
      <Link
        to={localePath('/#contact-form')}
        className={buttonClass({ variant: 'secondary', size: 'md' }, 'flex-1 whitespace-nowrap')}
      >
        {t('layout.getFreeQuote')}
      </Link>
      <Link
        to={localePath('/book-appointment')}
        className={buttonClass({ size: 'md' }, 'flex-1 whitespace-nowrap')}
      >
        <CalendarIcon width={18} height={18} />
        {t('bookBar.bookNow')}
      </Link>
    </nav>
  )
}
