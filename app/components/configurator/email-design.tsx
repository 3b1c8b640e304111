import { useActionData, useFetcher } from '@remix-run/react'
import type { FormEvent } from 'react'
import { ErrorList } from '~/components/forms'
import { type Translate, useT } from '~/components/i18n'
import { Button } from '~/components/ui/button'
import { useConfigMessage } from './messages'
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
  const t = useT()
  const message = useConfigMessage()
  const result = fetcher.data ?? (navigation?.intent === 'email' ? navigation : undefined)
  const english = result?.errors.email ?? result?.errors.form
  const error = english ? message(english) : designError(result, t, message)
  const busy = fetcher.state !== 'idle'
  return (
    <details
      id={ANCHOR}
      open={result ? true : undefined}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        {t('configurator.email.title')}
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
          {t('configurator.email.label')}
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
            {busy ? t('configurator.email.sending') : t('configurator.email.send')}
          </Button>
        </div>
        <p id="designEmail-hint" className="mt-1 text-sm text-slate-700">
          {t('configurator.email.hint')}
        </p>
        <ErrorList id="designEmail-error" errors={error ? [error] : null} />
        <p role="status" className="mt-2 font-semibold text-brand-800">
          {result?.emailedTo ? t('configurator.email.sent', { to: result.emailedTo }) : ''}
        </p>
      </fetcher.Form>
    </details>
  )
}

/** A design the server could not price (no fabric yet…): said here, beside the button. */
function designError(
  result: ConfiguratorActionData | undefined,
  t: Translate,
  message: (english: string) => string,
): string | undefined {
  if (!result || result.emailedTo) return undefined
  const first = Object.values(result.errors)[0]
  return first ? t('configurator.email.incomplete', { reason: message(first) }) : undefined
}
