import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { telHref } from '~/content/business'
import { newLinkRequestSchema } from '~/domain/private-links'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from './forms'
import { useFromEnglish, useLocalePath, useT } from './i18n'
import { Button, ButtonLink } from './ui/button'

/** What the "Send me a new link" post answers (app/server/requests/private-links.server.ts). */
export type NewLinkReply = {
  result: SubmissionResult<string[]>
  sent: string | null
  limited: string | null
}

/**
 * The page of a private link whose time is over (answered 410): nothing of the order or the
 * visit, and a form that e-mails a new link to the address the order or visit has. A real
 * POST form, so it works without JavaScript.
 */
export function ExpiredLink({
  what,
  reply,
  phone,
}: {
  what: 'order' | 'appointment'
  reply: NewLinkReply | undefined
  phone: string
}) {
  const [form, fields] = useValidatedForm({
    id: 'new-link',
    schema: newLinkRequestSchema,
    lastResult: reply?.result,
  })
  useFocusOnReply(form.id, form.errorId, reply?.result)
  const action = useOwnFormAction(form.errorId)
  const busy = useNavigation().state === 'submitting'
  // Its words are the shared 'forms' part's: an order's page shows it too.
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  return (
    <section aria-labelledby="expired-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="expired-title" className="text-3xl font-bold text-brand-900">
        {t('forms.expired.title')}
      </h1>
      <p className="mt-3 text-slate-800">{t(`forms.expired.text.${what}`)}</p>
      {reply?.sent ? (
        <p
          role="status"
          data-testid="new-link-sent"
          className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
        >
          {fromEnglish(reply.sent)}
        </p>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} className="mt-6 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={[...(form.errors ?? []), ...(reply?.limited ? [reply.limited] : [])]}
          fieldErrors={conformSummaryErrors(form, [fields.email])}
        />
        <input type="hidden" name="intent" value="new-link" />
        <Field
          field={fields.email}
          label={t('forms.expired.email')}
          type="email"
          autoComplete="email"
        />
        <Button size="lg" disabled={busy}>
          {busy ? t('forms.expired.sending') : t('forms.expired.send')}
        </Button>
      </Form>
      <p className="mt-6 text-slate-700">
        {t('forms.expired.another')}{' '}
        <Link to={to('/find-my-orders')} className="font-semibold text-brand-800 underline">
          {t('forms.expired.findOrders')}
        </Link>
        .
      </p>
      <p className="mt-3 text-slate-700">
        {t('forms.expired.noAccess')}{' '}
        <a href={telHref(phone)} className="font-semibold underline">
          {phone}
        </a>
        .
      </p>
      <div className="mt-8">
        <ButtonLink to={to('/')} variant="secondary">
          {t('forms.expired.home')}
        </ButtonLink>
      </div>
    </section>
  )
}
