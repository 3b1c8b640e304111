/** The small steps every staff form shares: not found, refusals and confirmations. */

import { data } from '@remix-run/node'
import { createToastHeaders, redirectWithToast } from '../platform/toast.server'

export function notFound(): never {
  throw new Response('Not found', { status: 404 })
}

/** The page that posted (path and filters), to come back to after a change. */
export function samePage(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** A refused post: `body` (conform's reply or `{ error }`) with a destructive toast. */
export async function refused<T>(
  body: T,
  toast: { title: string; description: string },
  status = 400,
) {
  const cookie = await createToastHeaders({ ...toast, variant: 'destructive' })
  return data(body, { status, headers: { 'Set-Cookie': cookie } })
}

/** Back to the page that posted, saying the status changed. */
export function statusUpdated(request: Request, description: string) {
  return redirectWithToast(samePage(request), { title: 'Status Updated', description })
}
