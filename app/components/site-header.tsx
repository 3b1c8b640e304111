import { Link, NavLink, useLocation } from '@remix-run/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { telHref } from '~/content/business'
import { LANGUAGE_NAME, type Locale, pathInLocale } from '~/domain/locale'
import { useLocale, useLocalePath, useT } from './i18n'
import { CalendarIcon, CartIcon, CloseIcon, MenuIcon, PhoneIcon } from './icons'
import { useHasBothLanguages } from './language'
import { ButtonAnchor, ButtonLink, buttonClass } from './ui/button'

/** `label` is the id of the words in app/locales. */
type NavItem = { label: string; to: string; highlight?: boolean }

export const MAIN_NAV: NavItem[] = [
  { label: 'nav.shop', to: '/shop' },
  { label: 'nav.services', to: '/#services' },
  { label: 'nav.bookAppointment', to: '/book-appointment', highlight: true },
  { label: 'nav.serviceAreas', to: '/service-areas' },
  { label: 'nav.gallery', to: '/gallery' },
  { label: 'nav.blog', to: '/blog' },
  { label: 'nav.reviews', to: '/#testimonials' },
]

declare global {
  interface Window {
    HCPWidget?: { openModal: () => void }
  }
}

/** Book Appointment opens the field-service widget when it has loaded; otherwise the link goes to /book-appointment. */
function openBookingWidget(event: MouseEvent<HTMLAnchorElement>) {
  if (typeof window !== 'undefined' && window.HCPWidget?.openModal) {
    event.preventDefault()
    window.HCPWidget.openModal()
  }
}

function navClass(item: NavItem, mobile: boolean) {
  if (item.highlight) {
    return mobile
      ? buttonClass({ size: 'lg', block: true })
      : buttonClass({ size: 'sm' }, 'whitespace-nowrap')
  }
  return mobile
    ? 'block rounded-md px-4 py-3 font-medium text-slate-800 hover:bg-brand-50'
    : 'whitespace-nowrap rounded-md px-2 py-2 font-medium text-slate-700 hover:text-brand-700'
}

function NavLinks({ mobile, onNavigate }: { mobile: boolean; onNavigate?: () => void }) {
  const t = useT()
  const localePath = useLocalePath()
  return MAIN_NAV.map((item) => (
    <li key={item.to}>
      <NavLink
        to={localePath(item.to)}
        className={navClass(item, mobile)}
        onClick={(event) => {
          if (item.highlight) openBookingWidget(event)
          onNavigate?.()
        }}
      >
        {item.highlight ? <CalendarIcon width={18} height={18} /> : null}
        {t(item.label)}
      </NavLink>
    </li>
  ))
}

/**
 * The language switch: the same page in the other language, its query kept (a configured
 * design lives in the query; the cart is the visitor's whatever the language). An English page
 * not yet in Spanish offers none (a link to a page saying "not yet in Spanish" helps nobody);
 * the /es page that says so (routes/es.$.tsx) offers the English one.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const { pathname, search, hash } = useLocation()
  const hasSpanish = useHasBothLanguages()
  if (locale === 'en' && !hasSpanish) return null
  const other: Locale = locale === 'es' ? 'en' : 'es'
  const short = other.toUpperCase()
  return (
    <Link
      to={pathInLocale(`${pathname}${search}${hash}`, other)}
      lang={other}
      hrefLang={other}
      className={`inline-flex h-11 min-w-10 items-center justify-center rounded-md px-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline min-[480px]:min-w-11 min-[480px]:px-2 ${className}`}
    >
      {/* Short ("EN") on small phones, and beside the full navigation (1280-1535px), where the
          Spanish words leave no room for the name. */}
      <span className="max-[419px]:sr-only xl:max-2xl:sr-only">{LANGUAGE_NAME[other]}</span>
      <span aria-hidden="true" className="min-[420px]:max-xl:hidden 2xl:hidden">
        {short}
      </span>
    </Link>
  )
}

export function SiteHeader({
  businessName,
  phone,
  cartQuantity,
}: {
  businessName: string
  phone: string
  cartQuantity: number
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  const location = useLocation()

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setMenuOpen(false), [location.key])

  useEffect(() => {
    if (!menuOpen) return
    const panel = panelRef.current
    panel?.querySelector<HTMLElement>('a, button')?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        toggleRef.current?.focus()
      }
      if (event.key === 'Tab' && panel) {
        // Keep focus inside the open panel.
        const focusable = [...panel.querySelectorAll<HTMLElement>('a, button')]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const t = useT()
  const localePath = useLocalePath()
  const closeMenu = () => setMenuOpen(false)
  const cartLabel = t('layout.cartLabel', { count: cartQuantity })

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.skipToContent')}
      </a>
      {/* Below 480px the language switch, the call, the cart and the menu are 40px wide side by
          side (targets still 40 by 44) and the name 13-14px, so a 360px phone keeps them all:
          the call is one tap, in either language. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 min-[480px]:gap-3">
        <Link
          to={localePath('/')}
          // The name may narrow (still two lines) so the buttons keep their margin on a 360px phone.
          className="flex min-w-0 items-center gap-2"
          aria-label={t('layout.homeLink', { businessName })}
        >
          <svg viewBox="0 0 36 36" aria-hidden="true" className="size-9 shrink-0">
            <rect width="36" height="36" rx="8" fill="#1e3a8a" />
            <path d="M8 9h20M8 14h20M8 19h20M8 24h20" stroke="#fbbf24" strokeWidth="3" />
          </svg>
          {/* The name shows on phones too (two lines at most): the icon alone says nothing. */}
          <span className="max-w-[9.5rem] text-[13px] font-bold leading-tight text-brand-900 min-[375px]:text-sm min-[480px]:text-[15px] sm:max-w-[11rem] sm:text-base">
            {businessName}
          </span>
        </Link>

        <nav aria-label={t('layout.mainNav')} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1 text-sm">
            <NavLinks mobile={false} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center min-[480px]:gap-1 sm:gap-2 xl:ml-2">
          <LanguageSwitch />
          <a
            href={telHref(phone)}
            className="inline-flex h-11 min-w-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-1 text-sm font-semibold text-brand-800 hover:text-brand-600 min-[480px]:min-w-11 min-[480px]:px-2"
          >
            <PhoneIcon width={18} height={18} />
            {/* The number shows where it fits (768-1279px and from 1536px); elsewhere the icon carries it. */}
            <span className="sr-only md:not-sr-only xl:sr-only 2xl:not-sr-only">{phone}</span>
          </a>
          {/* Below md, Get Free Quote sits in the bottom bar (floating-book-now.tsx), leaving room for the name. */}
          <ButtonLink
            to={localePath('/#contact-form')}
            variant="secondary"
            size="sm"
            className="whitespace-nowrap max-md:hidden"
          >
            {t('layout.getFreeQuote')}
          </ButtonLink>
          <Link
            to={localePath('/cart')}
            className="relative inline-flex h-11 w-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 min-[480px]:w-11"
            aria-label={cartLabel}
          >
            <CartIcon />
            {cartQuantity > 0 ? (
              <span
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs font-bold leading-5 text-brand-900"
                data-testid="cart-badge"
                aria-hidden="true"
              >
                {cartQuantity}
              </span>
            ) : null}
          </Link>
          <a
            ref={toggleRef}
            href="#site-menu"
            role="button"
            aria-controls="site-menu"
            aria-expanded={menuOpen}
            className="inline-flex h-11 w-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 min-[480px]:w-11 xl:hidden"
            onClick={(event) => {
              event.preventDefault()
              setMenuOpen(true)
            }}
          >
            <MenuIcon />
            <span className="sr-only">{t('layout.openMenu')}</span>
          </a>
        </div>
      </div>

      {/* Narrow screens: a right-side panel. Without JavaScript it opens through #site-menu. */}
      <nav
        id="site-menu"
        ref={panelRef}
        aria-label={t('layout.mainMenu')}
        data-open={menuOpen || undefined}
        className={`fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-[320px] flex-col overflow-y-auto bg-white shadow-2xl transition-[translate,visibility] duration-200 sm:max-w-[400px] xl:hidden ${
          menuOpen ? 'visible translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="font-bold text-brand-900">{t('layout.menu')}</span>
          <a
            href="#"
            role="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-brand-50"
            onClick={(event) => {
              event.preventDefault()
              closeMenu()
              toggleRef.current?.focus()
            }}
          >
            <CloseIcon />
            <span className="sr-only">{t('layout.closeMenu')}</span>
          </a>
        </div>
        <ul className="flex flex-col gap-1 p-3">
          <NavLinks mobile onNavigate={closeMenu} />
        </ul>
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 p-4">
          <ButtonAnchor href={telHref(phone)} size="lg">
            <PhoneIcon width={18} height={18} /> {phone}
          </ButtonAnchor>
          <ButtonLink
            to={localePath('/#contact-form')}
            onClick={closeMenu}
            variant="secondary"
            size="lg"
          >
            {t('layout.getFreeQuote')}
          </ButtonLink>
        </div>
      </nav>
      <a
        href="#"
        tabIndex={-1}
        aria-hidden="true"
        className={`site-menu-backdrop fixed inset-0 z-40 bg-black/40 xl:hidden ${menuOpen ? 'block' : 'hidden'}`}
        onClick={(event) => {
          event.preventDefault()
          closeMenu()
        }}
      >
        <span className="sr-only">{t('layout.closeMenu')}</span>
      </a>
    </header>
  )
}
