/**
 * Request plumbing every route shares: JSON answers for resource routes, safe redirects,
 * the honeypot, and the one sequence a public form runs (honeypot, validation, rate limit,
 * store, redirect with a toast).
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
import { safeRedirect as safeLocalPath } from 'remix-utils/safe-redirect'
import type { z } from 'zod'
import type { ToastInput } from '~/domain/toast'
import { limitVisitor } from './rate-limit.server'
import { createToastHeaders, redirectWithToast } from './toast.server'

// ---------------------------------------------------------------- ids in URLs

/**
 * The record id a URL names (a route parameter, or `?edit=12`): a positive whole number
 * written in digits, else null (the route answers 404: JSON for an API call, a page else).
 */
export function pathId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

// ---------------------------------------------------------------- JSON answers

/** A resource route's JSON answer; never cached (prices, carts and errors are per request). */
export function jsonResponse(body: unknown, init?: { status?: number; headers?: HeadersInit }) {
  const headers = new Headers(init?.headers)
  headers.set('Cache-Control', 'no-store')
  return Response.json(body, { status: init?.status ?? 200, headers })
}

/** `{ error, ...extra }` with a 4xx status: what a client sent was wrong, not the server. */
export function jsonError(
  status: number,
  error: string,
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
) {
  return jsonResponse({ ...extra, error }, { status, headers })
}

/** 405 for a method the route does not take (a GET on a POST-only call). */
export function methodNotAllowed(allow = 'POST') {
  return jsonError(405, 'Method not allowed', undefined, { Allow: allow })
}

/**
 * 405 for an address that is not a page (a file, a feed, a form's target): plain words and
 * the methods it takes in `Allow`, for people, crawlers and scanners alike. It said
 * "Unexpected Server Error" and logged a whole error each time (issue 40).
 */
export function methodNotAllowedText(allow: string) {
  return new Response(`Method not allowed. This address answers ${allow} only.\n`, {
    status: 405,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Allow: allow,
    },
  })
}

/** The action of a resource route that is only read (a sitemap, a feed, a file): 405. */
export const readOnlyResourceAction = () => methodNotAllowedText('GET, HEAD')

/** The action of a JSON call that is only read: 405 in JSON, with `Allow`. */
export const readOnlyApiAction = () => methodNotAllowed('GET, HEAD')

/** 429 with Retry-After and the message that names the phone. */
export function tooManyRequests(limit: { message: string; retryAfterSeconds: number }) {
  return jsonError(429, limit.message, undefined, retryAfter(limit))
}

export function retryAfter(limit: { retryAfterSeconds: number }) {
  return { 'Retry-After': String(limit.retryAfterSeconds) }
}

// ---------------------------------------------------------------- reading a form

export const UNREADABLE_FORM_MESSAGE = 'The form could not be read'

/**
 * The form a visitor posted. A body that is not a readable form (multipart cut short, without
 * or with the wrong boundary, not a form type at all) is the client's mistake, not the
 * server's: it is thrown as a 400 `{ error }` answer, which a resource route sends as it is
 * and a page shows in its error boundary, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw jsonError(400, UNREADABLE_FORM_MESSAGE)
  }
}

// ---------------------------------------------------------------- redirects

/**
 * A redirect target a visitor sent (returnTo, redirectTo): only a path on this site, never
 * another host, a backslash or control-character trick; the fragment is dropped
 * (it would stop the browser's autofocus after a no-JS post).
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  // Control characters too: browsers drop a tab from a URL, so '/\t/evil.com' means //evil.com.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (typeof to !== 'string' || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback
  const path = safeLocalPath(to.split('#')[0], fallback) || fallback
  // Last word: the target, resolved as a browser would, must stay on this site.
  const site = 'http://site.invalid'
  const resolved = new URL(path, site)
  if (resolved.origin !== site) return fallback
  return `${resolved.pathname}${resolved.search}`
}

// ---------------------------------------------------------------- the honeypot

/**
 * The honeypot field rendered by `HoneypotInputs` (components/forms). No encrypted
 * "valid from" timestamp: it would make every anonymous page's HTML unique, and it only
 * rejects timestamps from the future.
 */
const honeypot = new Honeypot({ validFromFieldName: null })

/** True when a bot filled in the field people never see. */
export function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData)
    return false
  } catch (error) {
    if (error instanceof SpamError) return true
    throw error
  }
}

// ---------------------------------------------------------------- public forms

export type RateRule = { limit: number; windowMs: number }

type Reply = SubmissionResult<string[]>

/**
 * The sequence every public form runs (city pages, the window-company portal, the motors
 * quote): a filled honeypot is answered like a success and nothing is kept; invalid fields
 * come back with conform's reply (400); a visitor over the limit gets a form error naming the
 * phone (429); otherwise `store` runs and the visitor is redirected with a toast.
 *
 * `formErrors` adds form-level checks on valid fields (e.g. an empty quote list).
 */
export async function handlePublicForm<Schema extends z.ZodTypeAny>(
  request: Request,
  options: {
    schema: Schema
    /** The limit's key: one bucket per form and visitor. */
    rateLimit: { name: string } & RateRule
    /**
     * Where to go with which toast. `stayOnPage` (a fetcher post from a page with JavaScript)
     * answers with conform's reply that resets the form, plus the toast, instead of a redirect.
     */
    success: { redirectTo: string; toast: ToastInput; stayOnPage?: boolean }
    formErrors?: (value: z.output<Schema>) => string[]
    /** Keeps the request; may return headers for the redirect (e.g. a cleared cookie). */
    // biome-ignore lint/suspicious/noConfusingVoidType: a store that returns nothing is the usual case
    store: (value: z.output<Schema>) => void | Headers | Promise<void | Headers>
    formData?: FormData
  },
): Promise<Response | ReturnType<typeof data<Reply>>> {
  const formData = options.formData ?? (await readForm(request))
  const { redirectTo, toast } = options.success
  if (isSpam(formData)) return redirectWithToast(redirectTo, toast)

  const submission = parseWithZod(formData, { schema: options.schema })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })

  const formErrors = options.formErrors?.(submission.value) ?? []
  if (formErrors.length) return data(submission.reply({ formErrors }), { status: 400 })

  const { name, ...rule } = options.rateLimit
  const limit = limitVisitor(request, name, rule)
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [limit.message] }), {
      status: 429,
      headers: retryAfter(limit),
    })
  }
  const headers = new Headers((await options.store(submission.value)) ?? undefined)
  // Read after storing: `store` may name a more precise page (the city form's out-of-area answer).
  if (!options.success.stayOnPage) {
    return redirectWithToast(options.success.redirectTo, toast, { headers })
  }
  headers.append('Set-Cookie', await createToastHeaders(toast))
  return data(submission.reply({ resetForm: true }), { headers })
}

/**
 * The headers of a page only its link's holder may see (an order, an estimate, a visit, a review
 * link, "Find my orders"): never kept by a shared cache, never indexed, and its address never
 * sent to another site as a referrer. Not no-referrer: browsers then send `Origin: null` with
 * the page's own POSTs, which the CSRF guard refuses as cross-site.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
}
