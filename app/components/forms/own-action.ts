import type { SubmissionResult } from '@conform-to/react'
import { useFormAction } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Where a public form posts: its own route (with the page's query and `?index` as Remix would
 * post it) at the fragment of its error summary, e.g. `/margate#city-service-request-error`.
 *
 * Without JavaScript a failed post reloads the page; the fragment makes the browser scroll to
 * the summary at the top of the form and, because the summary is focusable, focus it.
 * The fragment names the summary rather than the form: a fragment pointing at an element that
 * cannot take focus makes Chromium skip `autofocus`, so focus would stay at the top of the page.
 * After a success the redirect names its own fragment (the confirmation), which wins.
 */
export function useOwnFormAction(summaryId: string): string {
  return `${useFormAction()}#${summaryId}`
}

/**
 * With JavaScript, after the server answers a post (a fetcher, or a navigation that stayed on
 * the page): focus the first field it marked invalid, or else the error summary (a form-level
 * error such as a rate limit or an empty quote list). conform only does this for its own
 * checks in the browser; the server's reply would otherwise leave focus where it was, or on
 * the page itself once the disabled submit button lost it. The reply present when the page
 * loads is left alone: after a no-JS post the summary has already taken focus.
 */
export function useFocusOnReply(
  formId: string,
  summaryId: string,
  reply: SubmissionResult<string[]> | null | undefined,
) {
  const seen = useRef(reply)
  useEffect(() => {
    if (reply === seen.current) return
    seen.current = reply
    if (reply?.status !== 'error') return
    // The reply names the fields in error (form-level errors sit under ""); the first in the
    // form's order gets focus. conform renders the reply's errors (and so the summary) in the
    // render after this one: wait for that frame.
    const named = new Set(
      Object.keys(reply.error ?? {}).filter((name) => name && reply.error?.[name]),
    )
    const frame = requestAnimationFrame(() => {
      const form = document.getElementById(formId) as HTMLFormElement | null
      const field = Array.from(form?.elements ?? []).find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && named.has(element.getAttribute('name') ?? ''),
      )
      ;(field ?? document.getElementById(summaryId))?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [formId, summaryId, reply])
}
