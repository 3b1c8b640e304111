import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { TextConsentField } from '~/components/forms/text-consent-field'
import { MotorsQuoteSchema } from '~/domain/motors-quote'
import { QUOTE_SUCCESS_TOAST } from '~/domain/quote-wizard-steps'
import type { TextConsentWords } from '~/domain/text-consent'
import { useBusinessPhone } from '~/hooks/use-root-data'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  HoneypotField,
  TextareaField,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from './forms'
import { useFromEnglish, useT } from './i18n'
import { RequestReceived } from './request-received'
import { Button } from './ui/button'

/**
 * The motors page's Request Quote form. A real form to the page's action; with JavaScript a
 * fetcher sends it, so the page does not move, and conform validates as the customer types.
 * `navigationResult` is the action's reply after a post without JavaScript.
 */
export function MotorsQuoteForm({
  tab,
  sent,
  navigationResult,
  textConsent,
}: {
  tab: string
  /** The "Text me" wording, as the server stores it. */
  textConsent: TextConsentWords
  /** The page was loaded right after a request sent without JavaScript. */
  sent: boolean
  navigationResult: SubmissionResult<string[]> | undefined
}) {
  const businessPhone = useBusinessPhone()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const fetcher = useFetcher<SubmissionResult<string[]>>()
  const hydrated = useHydrated()
  const [form, fields] = useValidatedForm({
    id: 'motors-quote',
    schema: MotorsQuoteSchema,
    lastResult: fetcher.data ?? navigationResult,
  })
  const { name, email, phone, address, details, textConsent: consent } = fields
  const busy = fetcher.state !== 'idle'
  // The server's answer to a fetcher post (an empty quote list, a rate limit) is marked and
  // focused like conform's own checks; without JavaScript the post lands on the summary.
  useFocusOnReply(form.id, form.errorId, fetcher.data)
  const action = useOwnFormAction(form.errorId)
  // The confirmation sits where the form was sent from; with JavaScript it takes focus (the
  // disabled button had it), without it the redirect lands on this panel.
  // The action answers a fetcher with the refusal (status 'error') or, once the request is
  // stored, with conform's reset (no status).
  const sentWithJs =
    fetcher.state === 'idle' && Boolean(fetcher.data) && fetcher.data?.status !== 'error'
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sentWithJs) confirmation.current?.focus()
  }, [sentWithJs])
  return (
    <>
      {sent || sentWithJs ? (
        <div ref={confirmation} tabIndex={-1} className="focus:outline-none">
          <RequestReceived
            title={fromEnglish(QUOTE_SUCCESS_TOAST.title)}
            phone={businessPhone}
            anotherHref={`?tab=${tab}#quote`}
            anotherLabel={t('shop.motors.form.another')}
            className="mt-4 bg-white"
          >
            {fromEnglish(QUOTE_SUCCESS_TOAST.description)} {t('shop.motors.form.sooner')}
          </RequestReceived>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className="mt-4 space-y-3"
      >
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <input type="hidden" name="tab" value={tab} />
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors}
          fieldErrors={conformSummaryErrors(form, [name, email, phone, address, details, consent])}
        />
        <Field field={name} label={t('shop.motors.form.name')} autoComplete="name" />
        <Field
          field={email}
          label={t('shop.motors.form.email')}
          type="email"
          autoComplete="email"
        />
        <Field field={phone} label={t('shop.motors.form.phone')} type="tel" autoComplete="tel" />
        <Field
          field={address}
          label={t('shop.motors.form.address')}
          autoComplete="street-address"
        />
        <TextareaField field={details} label={t('shop.motors.form.details')} rows={3} />
        <TextConsentField field={consent} words={textConsent} />
        <HoneypotField />
        <Button name="intent" value="submit" size="lg" block disabled={busy}>
          {busy ? t('shop.motors.form.sending') : t('shop.motors.request')}
        </Button>
      </fetcher.Form>
    </>
  )
}
