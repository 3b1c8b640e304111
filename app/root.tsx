import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from '@remix-run/react'
import { type ReactNode, useMemo } from 'react'
import { BookingWidgetScript } from './components/booking/booking-widget-script'
import { CartMirror } from './components/cart-mirror'
import { ErrorPage } from './components/error-page'
import { ErrorReporting, useReportedError } from './components/error-reporting'
import { BookNowBar, hasBookNowBar } from './components/floating-book-now'
import {
  I18nProvider,
  KEPT_MESSAGES_ID,
  useFallbackMessages,
  useRouteMessages,
} from './components/i18n'
import { LanguageAlternates, SpanishOffer } from './components/language'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { StickyCartBar } from './components/sticky-cart-bar'
import { FlashBanner, Toaster } from './components/toaster'
import { type Locale, localeOfPath, plainWords } from './domain/locale'
import { useRootData } from './hooks/use-root-data'
import { cartForLayout, getCartSummary } from './server/cart/summary.server'
import { businessFor, serviceArea } from './server/content/business-settings.server'
import { getPublicEnv } from './server/platform/env.server'
import { CATALOG_PARTS, languageOfRequest, messagesFor } from './server/platform/i18n.server'
import { pathHasSpanishTwin } from './server/platform/route-twins.server'
import { getToast } from './server/platform/toast.server'
import stylesheet from './tailwind.css?url'
import { useNonce } from './utils/nonce'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // The ICO for browsers without SVG icons, the SVG for the rest; icons and the manifest are
  // drawn by scripts/dev/generate-icons.ts.
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!error) return []
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // The catalog's words when the root loader answered (plain text: no values in these two).
  const words = (data?.i18n.messages ?? {}) as Record<string, unknown>
  const id = notFound ? 'error.notFoundTitle' : 'error.serverTitle'
  const title = plainWords(words[id])
  return [{ title: title ?? (notFound ? '404 Page Not Found' : 'Something went wrong') }]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, summary, business] = await Promise.all([
    getToast(request),
    getCartSummary(request),
    businessFor(request),
  ])
  // The cart, priced now on the server: header badge, sticky bar, localStorage mirror.
  const cart = cartForLayout(summary)
  // The page's language comes from its address; a move to the other language is remembered.
  const language = languageOfRequest(request)
  const answerHeaders = new Headers(headers ?? undefined)
  if (language.setCookie) answerHeaders.append('Set-Cookie', language.setCookie)
  return data(
    {
      // The office's published phone and e-mail (business settings) wherever the site shows them.
      env: { ...getPublicEnv(), BUSINESS_PHONE: business.phone, BUSINESS_EMAIL: business.email },
      business: {
        hours: business.displayHours,
        address: business.address,
        // What the footer says is served (a staff preview shows the draft's words).
        areaDescription: business.serviceArea.description,
      },
      // The published area the server checks ZIPs against, so the browser's notice agrees.
      serviceArea: serviceArea(),
      toast,
      cartQuantity: cart.quantity,
      cart,
      i18n: {
        locale: language.locale,
        // Only the page's language travels to the browser, compiled (no compiler there): the
        // frame's words, a public page's loader adds its own. The staff area is English and
        // shows components the customer side shares, so it gets every English part.
        messages: isStaffPath(request)
          ? messagesFor('en', Object.keys(CATALOG_PARTS.en))
          : messagesFor(language.locale),
        offerSpanish: language.offerSpanish,
        // Whether this page answers in both languages: the switch, hreflang, og:locale:alternate.
        bilingual: pathHasSpanishTwin(new URL(request.url).pathname),
      },
    },
    { headers: answerHeaders },
  )
}

const isStaffPath = (request: Request) => /^\/admin(\/|$)/.test(new URL(request.url).pathname)

/**
 * A route that renders its own sticky action bar on phones (the configurators) exports
 * `handle = { ownBottomBar: true }`: below md the site's bottom bar then stays away, so the
 * phone never has two bars stacked over the page.
 */
function useOwnBottomBar() {
  return useMatches().some(
    (match) => (match.handle as { ownBottomBar?: boolean } | undefined)?.ownBottomBar === true,
  )
}

/**
 * Which bottom bar a page gets: the cart bar (all widths) once the cart has something in it,
 * otherwise on phones the Book Now bar; the html element's scroll padding keeps whatever
 * the customer scrolls or tabs to above the bar, and a spacer at the page end keeps the
 * footer's last line above it.
 */
function bottomBarLayout(bar: 'cart' | 'book' | null, ownBottomBar: boolean, book: boolean) {
  if (bar === 'cart') {
    if (ownBottomBar) {
      return { scroll: 'max-md:scroll-pb-24 md:scroll-pb-20', spacer: 'hidden md:block h-20' }
    }
    // On a phone Book Now stays, as a row on top of the cart bar.
    return book
      ? { scroll: 'max-md:scroll-pb-36 md:scroll-pb-20', spacer: 'max-md:h-36 md:h-20' }
      : { scroll: 'scroll-pb-20', spacer: 'h-20' }
  }
  if (ownBottomBar) return { scroll: 'max-md:scroll-pb-24', spacer: null }
  if (bar === 'book') return { scroll: 'max-md:scroll-pb-20', spacer: 'h-16 md:hidden' }
  return { scroll: '', spacer: null }
}

/** The frame every page shares, also around error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  const env = root?.env
  const businessName = env?.BUSINESS_NAME ?? 'Tri-County Blinds & Shades'
  const phone = env?.BUSINESS_PHONE ?? ''
  const nonce = useNonce()
  const { pathname } = useLocation()
  // The address decides the language, also for an error page whose root data is missing.
  const locale: Locale = root?.i18n.locale ?? localeOfPath(pathname)
  // …and its words, kept in the page for the browser (i18n.tsx).
  const fallbackMessages = useFallbackMessages()
  const keptMessages = root ? undefined : fallbackMessages
  // The frame's words and the page's own (each route's loader sends its parts).
  const routeMessages = useRouteMessages()
  const frameMessages = root?.i18n.messages ?? keptMessages
  const messages = useMemo(
    () => (routeMessages ? { ...frameMessages, ...routeMessages } : frameMessages),
    [frameMessages, routeMessages],
  )
  const ownBottomBar = useOwnBottomBar()
  // The admin area has its own frame: no public header, footer, cart bar or booking button.
  const isAdmin = /^\/admin(\/|$)/.test(pathname)
  const hasCartItems = !isAdmin && (root?.cart.quantity ?? 0) > 0
  const bar = isAdmin ? null : hasCartItems ? 'cart' : hasBookNowBar(pathname) ? 'book' : null
  const bookInCartBar = bar === 'cart' && !ownBottomBar && hasBookNowBar(pathname)
  const layout = bottomBarLayout(bar, ownBottomBar, bookInCartBar)
  // The sticky header's height too: a control scrolled or tabbed to never lands under it.
  const scrollPadding = isAdmin ? layout.scroll : `scroll-pt-[4.5rem] ${layout.scroll}`.trim()
  return (
    <html lang={isAdmin ? 'en' : locale} className={scrollPadding || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
        {isAdmin ? null : <LanguageAlternates siteUrl={env?.SITE_URL ?? ''} />}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {keptMessages ? (
          <script
            type="application/json"
            id={KEPT_MESSAGES_ID}
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the catalog's own JSON, with < escaped
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(keptMessages).replace(/</g, '\\u003c'),
            }}
          />
        ) : null}
        <I18nProvider locale={isAdmin ? 'en' : locale} messages={messages}>
          {isAdmin || !root?.i18n.offerSpanish ? null : <SpanishOffer />}
          {isAdmin ? null : (
            <SiteHeader
              businessName={businessName}
              phone={phone}
              cartQuantity={root?.cartQuantity ?? 0}
            />
          )}
          <FlashBanner serverToast={root?.toast ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
          {isAdmin ? null : (
            <SiteFooter
              businessName={businessName}
              phone={phone}
              email={env?.BUSINESS_EMAIL ?? ''}
              hours={root?.business.hours ?? []}
              address={root?.business.address ?? ''}
              areaDescription={root?.business.areaDescription ?? ''}
            />
          )}
          {layout.spacer ? (
            <div aria-hidden="true" className={`shrink-0 ${layout.spacer}`} />
          ) : null}
          {bar === 'cart' && root?.cart ? (
            <StickyCartBar
              cart={root.cart.bar}
              phoneHidden={ownBottomBar}
              top={bookInCartBar ? <BookNowBar inCartBar /> : null}
            />
          ) : null}
          {bar === 'book' && !ownBottomBar ? <BookNowBar /> : null}
          {root?.cart ? <CartMirror items={root.cart.mirror} /> : null}
          {/* Live toasts sit clear of the bars: under the site's header, at the admin's bottom (toaster.tsx). */}
          <Toaster serverToast={root?.toast ?? null} frame={isAdmin ? 'admin' : 'site'} />
          {/* Every navigation starts at the top of the new page; back/forward restore position. */}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
          <ErrorReporting dsn={env?.SENTRY_DSN} />
          {isAdmin ? null : (
            <BookingWidgetScript
              token={env?.HOUSECALL_PRO_WIDGET_TOKEN}
              name={env?.HOUSECALL_PRO_WIDGET_NAME}
            />
          )}
        </I18nProvider>
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const env = useRootData()?.env
  const phone = env?.BUSINESS_PHONE ?? ''
  // Pages the visitor cannot use (not a 404 or a refused request): reported when configured.
  useReportedError(isRouteErrorResponse(error) ? undefined : error, env?.SENTRY_DSN)
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} phone={phone} />
  }
  if (isRouteErrorResponse(error)) {
    // A refused request's own words (`{ error }` of jsonError, e.g. an unreadable form).
    const message = typeof error.data?.error === 'string' ? error.data.error : undefined
    return <ErrorPage status={error.status} phone={phone} message={message} />
  }
  return <ErrorPage status={500} phone={phone} />
}
