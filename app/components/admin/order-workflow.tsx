/**
 * The staff order page's workflow: where the order is, the moves the workflow allows now (each
 * a real form with what it needs), internal notes, and the history. Works without JavaScript;
 * with it, conform checks each form with the same schema as the action.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import {
  CheckboxField,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button } from '~/components/ui/button'
import { formatLongDate, formatTime } from '~/domain/booking'
import { businessDateTimeShort } from '~/domain/business-time'
import { moveSchema, noteSchema } from '~/domain/order-move-rules'
import { trackingUrl } from '~/domain/order-timeline'
import type { AllowedMove, MoveDetails, OrderKind } from '~/domain/order-workflow'
import { Badge } from './inbox'

export type WorkflowView = {
  kind: OrderKind
  stage: string
  stageLabel: string
  /** `toldAt`: the customer already had this step's news then (ISO), so is not e-mailed again. */
  moves: (AllowedMove<string> & { toldAt?: string | null })[]
  visits: { value: string; label: string }[]
  current: {
    supplierReference: string | null
    expectedDate: string | null
    carrier: string | null
    trackingNumber: string | null
    visit: { date: string; time: string; cancelled: boolean } | null
  }
  history: {
    id: number
    kind: 'move' | 'note'
    at: string
    by: string
    fromLabel: string | null
    toLabel: string | null
    note: string | null
    reason: string | null
    details: MoveDetails | null
    notified: boolean
    mail: string | null
    /** Not e-mailed because the customer had this same notice then (ISO). */
    toldBefore?: string | null
  }[]
}

/** What the action answered: conform's reply for one form, or a refusal in words. */
export type WorkflowActionData =
  | (SubmissionResult<string[]> & { initialValue?: Record<string, unknown> | null })
  | { refusal: string }
  | undefined

function replyFor(data: WorkflowActionData, intent: string, to?: string) {
  if (!data || 'refusal' in data) return undefined
  const initial = (data.initialValue ?? {}) as Record<string, unknown>
  if (initial.intent !== intent) return undefined
  if (to !== undefined && initial.to !== to) return undefined
  return data
}

function detailWords(details: MoveDetails | null): string[] {
  if (!details) return []
  const words: string[] = []
  if (details.supplierReference) words.push(`Supplier reference ${details.supplierReference}`)
  if (details.expectedDate) words.push(`expected ${formatLongDate(details.expectedDate)}`)
  if (details.carrier) words.push(`carrier ${details.carrier}`)
  if (details.trackingNumber) words.push(`tracking ${details.trackingNumber}`)
  if (details.appointmentId) words.push(`visit #${details.appointmentId}`)
  return words
}

function MoveForm({
  kind,
  stage,
  move,
  visits,
  lastResult,
}: {
  kind: OrderKind
  stage: string
  move: WorkflowView['moves'][number]
  visits: WorkflowView['visits']
  lastResult: ReturnType<typeof replyFor>
}) {
  const schema = moveSchema(kind, stage, move.to)
  const navigation = useNavigation()
  const id = `move-${move.to}`
  const [form, fields] = useValidatedForm({
    id,
    // An allowed move always has its schema.
    schema: schema!,
    lastResult,
  })
  const f = fields as Record<string, Parameters<typeof Field>[0]['field']>
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'move' &&
    navigation.formData?.get('to') === move.to
  const back = move.direction === 'back'
  return (
    <details
      className="rounded-md border border-slate-200 p-3"
      open={Boolean(lastResult) || undefined}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        {move.label}
        {back ? <span className="font-normal text-slate-600"> (going back)</span> : null}
      </summary>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-3 space-y-3"
        aria-label={move.label}
      >
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="to" value={move.to} />
        {form.errors?.length ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {form.errors.join(' ')}
          </p>
        ) : null}
        {!back && move.to === 'ordered' ? (
          <>
            <Field field={f.supplierReference} label="Supplier reference" />
            <Field field={f.expectedDate} label="Expected date" type="date" />
          </>
        ) : null}
        {!back && (move.to === 'shipped' || move.to === 'mailed') ? (
          <>
            <Field field={f.carrier} label="Carrier" hint="UPS, FedEx, USPS, DHL…" />
            <Field field={f.trackingNumber} label="Tracking number" />
          </>
        ) : null}
        {!back && move.to === 'installation-scheduled' ? (
          <SelectField
            field={f.appointmentId}
            label="Installation visit"
            placeholder={
              visits.length ? 'Choose a booked visit' : 'No installation visit is booked'
            }
            options={visits}
            hint="Book the visit first in the Appointments tab; the customer's own visits come first."
          />
        ) : null}
        {back || move.to === 'cancelled' || move.to === 'lost' ? (
          <TextareaField field={f.reason} label="Reason" rows={2} />
        ) : null}
        <TextareaField
          field={f.note}
          label="Note"
          rows={2}
          hint="Kept in the history, not sent to the customer."
        />
        {back ? (
          <CheckboxField
            field={f.confirm}
            label={`Yes, take this order back to ${move.label.replace(/^Back to /, '')}`}
          />
        ) : null}
        {move.customerFacing && move.toldAt ? (
          <p className="text-sm text-slate-700">
            The customer was e-mailed about this step on{' '}
            {businessDateTimeShort(new Date(move.toldAt))}: they are not e-mailed again.
          </p>
        ) : move.customerFacing ? (
          <CheckboxField
            field={f.dontNotify}
            label="Don't notify the customer"
            hint="Without this, the customer is e-mailed about this step with their private link."
          />
        ) : null}
        <Button type="submit" variant={back ? 'danger' : 'primary'} size="sm" disabled={busy}>
          {busy ? 'Saving…' : move.label}
        </Button>
      </Form>
    </details>
  )
}

function NoteForm({ lastResult }: { lastResult: ReturnType<typeof replyFor> }) {
  const [form, fields] = useValidatedForm({ id: 'order-note', schema: noteSchema, lastResult })
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'note'
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-2 space-y-2">
      <input type="hidden" name="intent" value="note" />
      <TextareaField
        field={fields.note}
        label="Internal note"
        rows={3}
        hint="Staff only: shown in the history, never to the customer."
      />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {busy ? 'Saving…' : 'Add note'}
      </Button>
    </Form>
  )
}

/** Where the order is and the moves staff may make now. */
export function OrderProgress({
  workflow,
  actionData,
}: {
  workflow: WorkflowView
  actionData: WorkflowActionData
}) {
  const { current } = workflow
  const tracking =
    current.trackingNumber && current.carrier
      ? trackingUrl(current.carrier, current.trackingNumber)
      : null
  return (
    <section aria-labelledby="order-progress" className="mt-4">
      <h3 id="order-progress" className="text-lg font-bold text-slate-800">
        Progress
      </h3>
      <p className="mt-1">
        Stage: <Badge tone="blue">{workflow.stageLabel}</Badge>
      </p>
      <ul className="mt-1 text-sm text-slate-700">
        {current.supplierReference ? (
          <li>
            Supplier reference {current.supplierReference}
            {current.expectedDate ? `, expected ${formatLongDate(current.expectedDate)}` : ''}
          </li>
        ) : null}
        {current.trackingNumber ? (
          <li>
            {current.carrier ? `${current.carrier}, ` : ''}tracking{' '}
            {tracking ? (
              <a href={tracking} className="text-brand-800 underline" rel="noreferrer">
                {current.trackingNumber}
              </a>
            ) : (
              current.trackingNumber
            )}
          </li>
        ) : null}
        {current.visit ? (
          <li>
            Installation visit {formatLongDate(current.visit.date)} at{' '}
            {formatTime(current.visit.time)}
            {current.visit.cancelled ? ' (this visit was cancelled)' : ''}
          </li>
        ) : null}
      </ul>
      {actionData && 'refusal' in actionData ? (
        <p
          role="alert"
          className="mt-2 rounded-md bg-red-50 p-2 text-sm font-semibold text-red-800"
        >
          {actionData.refusal}
        </p>
      ) : null}
      {workflow.moves.length ? (
        <div className="mt-3 space-y-2">
          {workflow.moves.map((move) => (
            <MoveForm
              key={move.to}
              kind={workflow.kind}
              stage={workflow.stage}
              move={move}
              visits={workflow.visits}
              lastResult={replyFor(actionData, 'move', move.to)}
            />
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          No move is open to staff from this stage
          {workflow.stage === 'awaiting-payment' ? ' except cancelling' : ''}.
        </p>
      )}
    </section>
  )
}

/** The order's history, newest first: moves (with e-mails) and internal notes. */
/** Something the audit log recorded on the order that its workflow history does not (a refund). */
export type OrderEvent = { id: number; at: string; by: string; summary: string }

export function OrderHistory({
  workflow,
  events = [],
  actionData,
}: {
  workflow: WorkflowView
  events?: readonly OrderEvent[]
  actionData: WorkflowActionData
}) {
  // One list, newest first, every date written the same way.
  const entries = [
    ...workflow.history.map((entry) => ({ type: 'workflow' as const, at: entry.at, entry })),
    ...events.map((event) => ({ type: 'event' as const, at: event.at, event })),
  ].sort((a, b) => b.at.localeCompare(a.at))
  return (
    <section aria-labelledby="order-history" className="mt-6">
      <h3 id="order-history" className="text-lg font-bold text-slate-800">
        History and notes
      </h3>
      {/* A new entry remounts the form: the note just added leaves the box. */}
      <NoteForm key={workflow.history.length} lastResult={replyFor(actionData, 'note')} />
      {entries.length ? (
        <ol className="mt-3 space-y-2 text-sm" data-testid="order-history">
          {entries.map((item) => {
            if (item.type === 'event') {
              const { event } = item
              return (
                <li key={`event-${event.id}`} className="rounded-md border border-slate-200 p-2">
                  <p>
                    <span className="text-slate-600">
                      {businessDateTimeShort(new Date(event.at))} · {event.by}
                    </span>{' '}
                    <strong>{event.summary}</strong>
                  </p>
                </li>
              )
            }
            const { entry } = item
            return (
              <li key={entry.id} className="rounded-md border border-slate-200 p-2">
                <p>
                  <span className="text-slate-600">
                    {businessDateTimeShort(new Date(entry.at))} · {entry.by}
                  </span>{' '}
                  {entry.kind === 'note' ? (
                    <Badge tone="amber">Internal note</Badge>
                  ) : (
                    <strong>
                      {entry.fromLabel ? `${entry.fromLabel} → ` : ''}
                      {entry.toLabel}
                    </strong>
                  )}
                </p>
                {entry.reason ? <p>Reason: {entry.reason}</p> : null}
                {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
                {detailWords(entry.details).length ? (
                  <p className="text-slate-700">{detailWords(entry.details).join(', ')}</p>
                ) : null}
                {entry.kind === 'move' ? (
                  <p className="text-slate-600">
                    {entry.notified
                      ? entry.mail === 'sent'
                        ? 'Customer e-mailed'
                        : 'Customer e-mail waiting in the outbox (not delivered yet)'
                      : entry.toldBefore
                        ? `Customer not e-mailed again: told of this on ${businessDateTimeShort(new Date(entry.toldBefore))}`
                        : 'Customer not e-mailed'}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Nothing recorded yet.</p>
      )}
    </section>
  )
}
