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
  useRouteError,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { BookingWidgetScript } from './components/booking/booking-widget-script'
import { CartMirror } from './components/cart-mirror'
import { ErrorPage } from './components/error-page'
import { FloatingBookNow } from './components/floating-book-now'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { StickyCartBar } from './components/sticky-cart-bar'
import { Toaster } from './components/toaster'
import { useRootData } from './hooks/use-root-data'
import { cartForLayout, getCartSummary } from './server/cart.server'
import { getPublicEnv } from './server/env.server'
import { getToast } from './server/toast.server'
import stylesheet from './tailwind.css?url'
import { useNonce } from './utils/nonce'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = ({ error }) => {
  if (!error) return []
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: notFound ? '404 Page Not Found' : 'Something went wrong' }]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, summary] = await Promise.all([
    getToast(request),
    getCartSummary(request),
  ])
  // The cart, priced now on the server: header badge, sticky bar, localStorage mirror.
  const cart = cartForLayout(summary)
  return data(
    { env: getPublicEnv(), toast, cartQuantity: cart.quantity, cart },
    { headers: headers ?? undefined },
  )
}

/** The frame every page shares, also around error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  const env = root?.env
  const businessName = env?.BUSINESS_NAME ?? 'Tri-County Blinds & Shades'
  const phone = env?.BUSINESS_PHONE ?? ''
  const nonce = useNonce()
  // The admin area has its own frame: no public header, footer, cart bar or booking button.
  const isAdmin = /^\/admin(\/|$)/.test(useLocation().pathname)
  const hasCartItems = !isAdmin && (root?.cart.quantity ?? 0) > 0
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {isAdmin ? null : (
          <SiteHeader
            businessName={businessName}
            phone={phone}
            cartQuantity={root?.cartQuantity ?? 0}
          />
        )}
        <main id="main" className="flex-1">
          {children}
        </main>
        {isAdmin ? null : (
          <SiteFooter businessName={businessName} phone={phone} email={env?.BUSINESS_EMAIL ?? ''} />
        )}
        {hasCartItems ? <div aria-hidden="true" className="h-16" /> : null}
        {root?.cart && !isAdmin ? <StickyCartBar cart={root.cart.bar} /> : null}
        {isAdmin ? null : <FloatingBookNow raised={hasCartItems} />}
        {root?.cart ? <CartMirror items={root.cart.mirror} /> : null}
        {/*
          With the sticky cart bar showing, toasts never cover its buttons: live toasts sit just
          above it; the no-JavaScript flash box (which cannot be dismissed) moves to the top.
        */}
        <div
          className={
            hasCartItems
              ? '[&_ol]:bottom-20 [&>[role=status]]:top-20 [&>[role=status]]:bottom-auto'
              : undefined
          }
        >
          <Toaster serverToast={root?.toast ?? null} />
        </div>
        {/* Every navigation starts at the top of the new page; back/forward restore position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {isAdmin ? null : (
          <BookingWidgetScript
            token={env?.HOUSECALL_PRO_WIDGET_TOKEN}
            name={env?.HOUSECALL_PRO_WIDGET_NAME}
          />
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useRootData()?.env.BUSINESS_PHONE ?? ''
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} phone={phone} />
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} phone={phone} />
}
