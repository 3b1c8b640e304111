import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { FallbackMessages } from './components/i18n'
import {
  type CartLayout,
  cartFingerprintOfCookie,
  cartLayoutFingerprint,
} from './server/cart/summary.server'
import { reportServerError } from './server/platform/error-reporting.server'
import { messagesFor, requestLocale } from './server/platform/i18n.server'
import { lowPriorityModulePreloads } from './server/platform/module-preload-priority.server'
import {
  pageCache as pages,
  RENDERED_CART_HEADER,
  type VisitorReaders,
} from './server/platform/page-cache.server'
import { rememberServerRoutes } from './server/platform/route-twins.server'
import { hasPendingToast } from './server/platform/toast.server'
import { NonceProvider } from './utils/nonce'

// The render entry only renders. What the server starts once (settings, database, background
// jobs) is the boot module, called by the process entry through the build (scripts/ops/start.js).
export { boot, validateSettings } from './server/platform/boot.server'

const ABORT_DELAY = 5_000

/** Price calls, answered by the HTTP server before Remix's routing (server/index.js). */
export { priceCalls } from './server/catalog/pricing.server'

/** The first-touch cookie, set by the HTTP server outside the page cache (server/index.js). */
export { firstTouchCookie } from './server/platform/arrival-cookie.server'

/** Each client's share of the renders, for the HTTP server (server/index.js). */
export { admitRender, renderLine } from './server/platform/render-budget.server'
// Which pages have their Spanish twin, told by server/index.js when it loads the build.
export { rememberServerRoutes } from './server/platform/route-twins.server'

/**
 * The page cache, for the HTTP server (server/index.js reads it from the build), keyed with
 * what a visitor's cookies change on a page: the cart's fingerprint, a pending toast.
 */
const visitorReaders: VisitorReaders = {
  cartFingerprint: cartFingerprintOfCookie,
  hasPendingToast,
}
export const pageCache = {
  ...pages,
  keyFor: (method: string, url: URL, header: (name: string) => string | null | undefined) =>
    pages.keyFor(method, url, header, visitorReaders),
}

/**
 * What the HTTP server (server/index.js) hands every request. `renderFailed` is set when the
 * render hit an error after the status was sent, so the page cache leaves that page out.
 */
type LoadContext = { cspNonce?: string; requestId?: string; renderFailed?: boolean }

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: LoadContext = {},
) {
  // Security headers are set by the HTTP server on every response; pages are per visitor.
  if (!responseHeaders.has('Cache-Control'))
    responseHeaders.set('Cache-Control', 'private, no-cache')
  const nonce = loadContext.cspNonce ?? ''
  // The cart this page was rendered with: the page cache stores it only under that cart's key.
  const root = remixContext.staticHandlerContext.loaderData?.root as { cart?: CartLayout } | null
  const renderedCart = root?.cart ? cartLayoutFingerprint(root.cart) : ''
  if (renderedCart) responseHeaders.set(RENDERED_CART_HEADER, renderedCart)
  // Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get('user-agent') || '') ? 'onAllReady' : 'onShellReady'
  // Which pages have their Spanish twin (route-twins.server.ts): server/index.js tells it when
  // it loads the build; the dev server's first render does here.
  rememberServerRoutes(remixContext.manifest.routes)
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* The words of a page whose root loader did not run (root.tsx's Layout). */}
        <FallbackMessages.Provider value={messagesFor(requestLocale(request))}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </FallbackMessages.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = lowPriorityModulePreloads()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          loadContext.renderFailed = true
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

/**
 * Every unexpected server error is logged once, with the request that caused it. A request
 * refused for what it is (a POST to the sitemap, a GET of a call that is only posted to: the
 * router's own 4xx) is the client's mistake, not ours: not logged, or anyone could fill the
 * error log (issue 40).
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const requestId = (context as LoadContext | undefined)?.requestId
  console.error(
    `[server error] ${request.method} ${new URL(request.url).pathname}${requestId ? ` request ${requestId}` : ''}`,
    error,
  )
  reportServerError(error, request)
}
