import { redirect } from '@remix-run/node'
import {
  makeToast,
  parseToast,
  shownToastId,
  TOAST_SHOWN_COOKIE,
  type ToastInput,
} from '~/domain/toast'
import { createSiteSessionStorage } from './cookies.server'

const TOAST_KEY = 'toast'

// A flash cookie, so a toast survives the redirect after a form post without JavaScript.
const toastStorage = createSiteSessionStorage('toast')

/** Set-Cookie header that carries a toast to the next page. */
export async function createToastHeaders(toast: ToastInput): Promise<string> {
  const session = await toastStorage.getSession()
  session.flash(TOAST_KEY, makeToast(toast))
  return toastStorage.commitSession(session)
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await createToastHeaders(toast))
  return redirect(url, { ...init, headers })
}

/** Whether a flash toast waits in this Cookie header (the page showing it is rendered alone). */
export async function hasPendingToast(cookieHeader: string): Promise<boolean> {
  const session = await toastStorage.getSession(cookieHeader)
  return session.has(TOAST_KEY)
}

/**
 * A document request: the browser's own navigation (`Sec-Fetch-Mode: navigate`), or a client
 * that says nothing of it. Remix's data requests are fetches (`cors`, `same-origin`).
 */
function isDocumentRequest(request: Request) {
  const mode = request.headers.get('Sec-Fetch-Mode')
  return !mode || mode === 'navigate'
}

const SPENT_SHOWN_MARK = `${TOAST_SHOWN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/**
 * The pending toast for this page, and the Set-Cookie that spends it when it is spent now
 * (app/domain/toast.ts TOAST_SHOWN_COOKIE says when): a document spends it as it shows it; a
 * data request carries it unspent until the page says it showed it, so an answer the browser
 * aborted loses no toast.
 */
export async function getToast(request: Request) {
  const cookieHeader = request.headers.get('Cookie')
  const session = await toastStorage.getSession(cookieHeader)
  const toast = parseToast(session.get(TOAST_KEY))
  if (!toast) return { toast: null, headers: null }
  if (shownToastId(cookieHeader) === toast.id) {
    const spent = new Headers()
    spent.append('Set-Cookie', await toastStorage.commitSession(session))
    spent.append('Set-Cookie', SPENT_SHOWN_MARK)
    return { toast: null, headers: spent }
  }
  if (!isDocumentRequest(request)) return { toast, headers: null }
  return {
    toast,
    headers: new Headers({ 'Set-Cookie': await toastStorage.commitSession(session) }),
  }
}
