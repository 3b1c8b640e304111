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
  return (
    <section aria-labelledby="expired-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="expired-title" className="text-3xl font-bold text-brand-900">
        This link has expired
      </h1>
      <p className="mt-3 text-slate-800">
        For your privacy, the private link to your {what} works for a limited time. Enter the e-mail
        address you gave us and we will send you a new link.
      </p>
      {reply?.sent ? (
        <p
          role="status"
          data-testid="new-link-sent"
          className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
        >
          {reply.sent}
        </p>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} className="mt-6 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={[...(form.errors ?? []), ...(reply?.limited ? [reply.limited] : [])]}
          fieldErrors={conformSummaryErrors(form, [fields.email])}
        />
        <input type="hidden" name="intent" value="new-link" />
        <Field field={fields.email} label="Your e-mail" type="email" autoComplete="email" />
        <Button size="lg" disabled={busy}>
          {busy ? 'Sending...' : 'Send me a new link'}
        </Button>
      </Form>
      <p className="mt-6 text-slate-700">
        Looking for another order, estimate or visit?{' '}
        <Link to="/find-my-orders" className="font-semibold text-brand-800 underline">
          Find all my orders
        </Link>
        .
      </p>
      <p className="mt-3 text-slate-700">
        No longer have access to that e-mail? Call us at{' '}
        <a href={telHref(phone)} className="font-semibold underline">
          {phone}
        </a>
        .
      </p>
      <div className="mt-8">
        <ButtonLink to="/" variant="secondary">
          Return Home
        </ButtonLink>
      </div>
    </section>
  )
}
