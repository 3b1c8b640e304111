import { redirect } from '@remix-run/node'
import { makeToast, parseToast, type ToastInput } from '~/domain/toast'
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

/** Reads (and consumes) the pending toast. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get('Cookie'))
  const toast = parseToast(session.get(TOAST_KEY))
  return {
    toast,
    headers: toast ? { 'Set-Cookie': await toastStorage.commitSession(session) } : null,
  }
}
