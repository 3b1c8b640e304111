import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import {
  CheckboxField,
  ErrorList,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button } from '~/components/ui/button'
import { formatTime, isBookingServiceType, type WeekHours } from '~/domain/booking'
import {
  cancelVisitSchema,
  confirmVisitSchema,
  moveVisitSchema,
  staffVisitTimes,
  type TemplateTime,
  visitLengthWords,
} from '~/domain/staff-calendar'

type Visit = {
  id: number
  customerName: string
  /** Empty for a caller booked without one: nothing is e-mailed to them. */
  customerEmail?: string
  serviceType: string
  appointmentDate: string
  appointmentTime: string
}

/** The weekly template's times and the published hours: the times a visit can move to. */
export type MoveTimes = { templates: readonly TemplateTime[]; hours: WeekHours }

export type VisitReply = { visitId: number; intent: string; result: SubmissionResult<string[]> }

function replyFor(reply: VisitReply | undefined, visit: Visit, intent: string) {
  return reply && reply.visitId === visit.id && reply.intent === intent ? reply.result : undefined
}

function useBusy(visit: Visit, intent: string) {
  const navigation = useNavigation()
  return (
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === String(visit.id)
  )
}

function MoveForm({
  visit,
  moveTimes,
  reply,
}: {
  visit: Visit
  moveTimes: MoveTimes
  reply?: VisitReply
}) {
  const [form, fields] = useValidatedForm({
    id: `visit-${visit.id}-move`,
    schema: moveVisitSchema,
    lastResult: replyFor(reply, visit, 'move-visit'),
    defaultValue: { date: visit.appointmentDate, time: visit.appointmentTime },
  })
  // The times the visit's service fits on the new day (the server refuses the others).
  const [day, setDay] = useState(
    typeof fields.date.initialValue === 'string' ? fields.date.initialValue : '',
  )
  const service = isBookingServiceType(visit.serviceType) ? visit.serviceType : 'consultation'
  const times = staffVisitTimes(moveTimes.templates, service, day, moveTimes.hours)
  const busy = useBusy(visit, 'move-visit')
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-3">
      <h4 className="font-semibold text-slate-800">Move to another time</h4>
      <input type="hidden" name="id" value={visit.id} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          field={fields.date}
          label="New day"
          type="date"
          onChange={(event) => setDay(event.currentTarget.value)}
        />
        <SelectField
          field={fields.time}
          label="New time"
          placeholder={times.length ? 'Choose a time' : 'No time fits'}
          options={times.map((t) => ({ value: t, label: formatTime(t) }))}
          hint={`Times ${visitLengthWords(service)} fits before closing.`}
        />
      </div>
      <CheckboxField
        field={fields.overbook}
        label="Overbook: book this time even if it is full or blocked"
      />
      <Button name="intent" value="move-visit" size="sm" disabled={busy}>
        {busy ? 'Moving…' : 'Move visit'}
        <span className="sr-only"> of {visit.customerName}</span>
      </Button>
    </Form>
  )
}

function ConfirmForm({ visit, reply }: { visit: Visit; reply?: VisitReply }) {
  const [form, fields] = useValidatedForm({
    id: `visit-${visit.id}-confirm`,
    schema: confirmVisitSchema,
    lastResult: replyFor(reply, visit, 'confirm-visit'),
  })
  const busy = useBusy(visit, 'confirm-visit')
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-3">
      <h4 className="font-semibold text-slate-800">Confirm</h4>
      <input type="hidden" name="id" value={visit.id} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextareaField
        field={fields.note}
        label="Note to the customer"
        rows={2}
        hint="Goes in the e-mail, e.g. “Our installer Carlos will call 30 minutes before.”"
      />
      <Button name="intent" value="confirm-visit" size="sm" variant="outline" disabled={busy}>
        {busy
          ? 'Confirming…'
          : visit.customerEmail === ''
            ? 'Confirm (no e-mail address: tell them by phone)'
            : 'Confirm and e-mail the customer'}
      </Button>
    </Form>
  )
}

function CancelForm({ visit, reply }: { visit: Visit; reply?: VisitReply }) {
  const [form, fields] = useValidatedForm({
    id: `visit-${visit.id}-cancel`,
    schema: cancelVisitSchema,
    lastResult: replyFor(reply, visit, 'cancel-visit'),
  })
  const busy = useBusy(visit, 'cancel-visit')
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-3">
      <h4 className="font-semibold text-slate-800">Cancel</h4>
      <input type="hidden" name="id" value={visit.id} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextareaField field={fields.reason} label="Reason (the customer is told)" rows={2} />
      <Button name="intent" value="cancel-visit" size="sm" variant="danger" disabled={busy}>
        {busy ? 'Cancelling…' : 'Cancel visit'}
        <span className="sr-only"> of {visit.customerName}</span>
      </Button>
    </Form>
  )
}

/**
 * Move, confirm or cancel one visit; each form e-mails the customer. Open when one of its
 * forms was just refused, so the errors are seen next to their fields.
 */
export function VisitChanges({
  visit,
  active,
  times,
  reply,
}: {
  visit: Visit
  active: boolean
  times: MoveTimes
  reply?: VisitReply
}) {
  if (!active) return null
  const open = reply?.visitId === visit.id
  return (
    // Keyed by the visit's time, so it closes once the visit is moved.
    <details
      key={`${visit.appointmentDate} ${visit.appointmentTime}`}
      open={open}
      className="mt-2 w-full rounded-md border border-slate-200 p-3"
    >
      <summary className="cursor-pointer font-semibold text-brand-800">
        Move, confirm or cancel
        <span className="sr-only"> the visit of {visit.customerName}</span>
      </summary>
      <div className="mt-3 grid gap-5 md:grid-cols-3">
        <MoveForm visit={visit} moveTimes={times} reply={reply} />
        <ConfirmForm visit={visit} reply={reply} />
        <CancelForm visit={visit} reply={reply} />
      </div>
    </details>
  )
}
