/**
 * The follow-up of a lead or a window-company request on its detail page (issue 28): the
 * activity timeline (newest first, with times), "Add a note", the follow-up date and the
 * e-mail to the customer. Real POST forms: they work without JavaScript; conform checks them
 * in the browser with the same schemas the action uses.
 */

import type { SubmissionResult } from '@conform-to/react'
import { getFormProps } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { ErrorSummary, Field, TextareaField, useValidatedForm } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import {
  ACTIVITY_KIND_LABELS,
  emailCustomerSchema,
  followUpDateText,
  followUpSchema,
  noteSchema,
} from '~/domain/follow-up'
import { Badge, type Tone } from './inbox'

export type ActivityItem = {
  id: number | string
  kind: keyof typeof ACTIVITY_KIND_LABELS
  body: string
  author: string | null
  createdAt: string | Date
}

/** What an action answers for a refused follow-up form: which form, and conform's reply. */
export type FollowUpReply = { intent: string; result: SubmissionResult<string[]> } | undefined

const KIND_TONES: Record<ActivityItem['kind'], Tone> = {
  note: 'slate',
  status: 'amber',
  email: 'blue',
  'follow-up': 'violet',
  visit: 'green',
  estimate: 'violet',
  archived: 'red',
  restored: 'green',
  job: 'blue',
}

function replyFor(reply: FollowUpReply, intent: string) {
  return reply?.intent === intent ? reply.result : undefined
}

function useBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

/** The timeline, newest first. */
export function ActivityTimeline({ items }: { items: readonly ActivityItem[] }) {
  if (!items.length) {
    return <p className="mt-2 text-slate-700">Nothing yet: notes, e-mails and changes show here.</p>
  }
  return (
    <ol aria-label="Activity, newest first" className="mt-2 space-y-3">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={KIND_TONES[item.kind]}>{ACTIVITY_KIND_LABELS[item.kind]}</Badge>
            <time dateTime={new Date(item.createdAt).toISOString()}>
              {businessDateTimeShort(item.createdAt)}
            </time>
            <span>· {item.author ?? 'the website'}</span>
          </div>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{item.body}</p>
        </li>
      ))}
    </ol>
  )
}

/** "Add a note": required, at most NOTE_MAX_LENGTH characters, the error next to the field. */
export function NoteForm({
  action,
  reply,
  formKey,
}: {
  action: string
  reply: FollowUpReply
  /** Changes after each saved note, so the field starts empty again. */
  formKey: number
}) {
  const [form, fields] = useValidatedForm({
    id: `note-form-${formKey}`,
    schema: noteSchema,
    lastResult: replyFor(reply, 'note'),
  })
  const busy = useBusy('note')
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-2 space-y-2">
      <input type="hidden" name="intent" value="note" />
      <TextareaField
        field={fields.note}
        label="Add a note"
        hint="e.g. called 9:40, left voicemail"
        rows={3}
      />
      <Button variant="secondary" size="sm" disabled={busy}>
        {busy ? 'Saving…' : 'Save the note'}
      </Button>
    </Form>
  )
}

/** The follow-up date: set it, change it, or clear it. */
export function FollowUpForm({
  action,
  reply,
  followUpOn,
  today,
}: {
  action: string
  reply: FollowUpReply
  followUpOn: string | null
  today: string
}) {
  const [form, fields] = useValidatedForm({
    id: `follow-up-form-${followUpOn ?? 'none'}`,
    schema: followUpSchema,
    lastResult: replyFor(reply, 'follow-up'),
    defaultValue: { followUpOn: followUpOn ?? '' },
  })
  const busy = useBusy('follow-up')
  const due = followUpOn !== null && followUpOn <= today
  return (
    <div className="mt-2">
      <p className="text-slate-800">
        {followUpOn ? (
          <>
            Follow up on <strong>{followUpDateText(followUpOn)}</strong>
            {due ? (
              <>
                {' '}
                <Badge tone="red">Due</Badge>
              </>
            ) : null}
          </>
        ) : (
          'No follow-up date.'
        )}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Form
          method="post"
          action={action}
          {...getFormProps(form)}
          className="flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="follow-up" />
          <div className="min-w-48">
            <Field field={fields.followUpOn} label="Follow-up date" type="date" />
          </div>
          <Button variant="outline" size="sm" disabled={busy}>
            {busy ? 'Saving…' : 'Save the date'}
          </Button>
        </Form>
        {followUpOn ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="follow-up" />
            <input type="hidden" name="followUpOn" value="" />
            <Button variant="outline" size="sm" disabled={busy}>
              Clear the date
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}

/** "E-mail the customer": subject and message, sent through the site's mail (outbox, timeline). */
export function EmailCustomerForm({
  action,
  reply,
  to,
  formKey,
  defaultSubject,
}: {
  action: string
  reply: FollowUpReply
  to: string
  formKey: number
  defaultSubject: string
}) {
  const [form, fields] = useValidatedForm({
    id: `email-form-${formKey}`,
    schema: emailCustomerSchema,
    lastResult: replyFor(reply, 'email'),
    defaultValue: { subject: defaultSubject },
  })
  const busy = useBusy('email')
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-2 space-y-3">
      <ErrorSummary id={form.errorId} formErrors={form.errors} />
      <input type="hidden" name="intent" value="email" />
      <p className="text-sm text-slate-700">To {to}</p>
      <Field field={fields.subject} label="Subject" />
      <TextareaField field={fields.message} label="Message" rows={5} />
      <Button variant="secondary" size="sm" disabled={busy}>
        {busy ? 'Sending…' : 'Send the e-mail'}
      </Button>
    </Form>
  )
}
