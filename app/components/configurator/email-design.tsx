import { useActionData, useFetcher } from '@remix-run/react'
import type { FormEvent } from 'react'
import { ErrorList } from '~/components/forms'
import { Button } from '~/components/ui/button'
import type { ConfiguratorActionData } from './types'

/** This form's place: where its post without JavaScript comes back to. */
const ANCHOR = 'email-design'

/**
 * "E-mail me this design": the link to this design and its itemised price, sent to the address
 * typed here (issue 30). A form of its own, outside the configurator's, so the address never
 * goes into the page's URL with 'Update price'. Without JavaScript it carries the design the
 * page shows as hidden fields and posts to the page with it (issue 40); with it, the
 * configurator form's fields as they are now are sent with the address (its props stay
 * stable: it loads late, late.tsx). The server prices the design again, limits how often a
 * visitor may send, and keeps no address beyond sending (app/server/catalog/design-mail.server.ts).
 * Works without JavaScript.
 */
export function EmailDesign({
  action,
  query,
  formId,
}: {
  action: string
  /**
   * The design the page shows (and the picture), as a query: without JavaScript the form posts
   * to the page with it and carries it as hidden fields, so the page comes back to this design,
   * here, and a second send sends it again.
   */
  query: string
  /** The configurator form, read when sending with JavaScript. */
  formId: string
}) {
  const fetcher = useFetcher<ConfiguratorActionData>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const configurator = document.getElementById(formId)
    if (!(configurator instanceof HTMLFormElement)) return
    event.preventDefault()
    const body = new FormData(configurator)
    body.delete('_js')
    body.set('intent', 'email')
    body.set('designEmail', String(new FormData(event.currentTarget).get('designEmail') ?? ''))
    fetcher.submit(body, { method: 'post', action })
  }
  const navigation = useActionData<ConfiguratorActionData>()
  const result = fetcher.data ?? (navigation?.intent === 'email' ? navigation : undefined)
  const error = result?.errors.email ?? result?.errors.form ?? designError(result)
  const busy = fetcher.state !== 'idle'
  return (
    <details
      id={ANCHOR}
      open={result ? true : undefined}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        E-mail me this design
      </summary>
      <fetcher.Form
        method="post"
        action={`${action}?${query}#${ANCHOR}`}
        noValidate
        onSubmit={onSubmit}
        className="mt-3"
      >
        {[...new URLSearchParams(query)].map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="intent" value="email" />
        <label htmlFor="designEmail" className="block text-sm font-semibold text-slate-800">
          Your e-mail
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id="designEmail"
            name="designEmail"
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={`designEmail-hint${error ? ' designEmail-error' : ''}`}
            className="min-w-0 flex-1 rounded-md border border-slate-500 px-3 py-2"
          />
          <Button variant="outline" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </div>
        <p id="designEmail-hint" className="mt-1 text-sm text-slate-700">
          We send the link and the price, and keep your address for nothing else.
        </p>
        <ErrorList id="designEmail-error" errors={error ? [error] : null} />
        <p role="status" className="mt-2 font-semibold text-brand-800">
          {result?.emailedTo ? `Sent to ${result.emailedTo}.` : ''}
        </p>
      </fetcher.Form>
    </details>
  )
}

/** A design the server could not price (no fabric yet…): said here, beside the button. */
function designError(result: ConfiguratorActionData | undefined): string | undefined {
  if (!result || result.emailedTo) return undefined
  const first = Object.values(result.errors)[0]
  return first ? `Your design is not complete yet: ${first.toLowerCase()}.` : undefined
}
