import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { CheckboxField, ErrorList, Field, useValidatedForm } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import {
  addTimeSchema,
  availabilityActionSchema,
  closeDaySchema,
  holidaySuggestions,
  saveTimeSchema,
} from '~/domain/availability'
import { formatLongDate, formatTime, ISO_WEEKDAYS, WEEKDAY_NAMES } from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  addTemplateTime,
  closeDay,
  listClosedDays,
  listTemplate,
  reopenDay,
  saveTemplateTime,
} from '~/server/booking/availability.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Availability')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const today = businessDate()
  const closed = listClosedDays(today)
  return {
    today,
    template: listTemplate(),
    closed,
    suggestions: holidaySuggestions(
      today,
      closed.map((d) => d.date),
    ),
  }
}

type Reply = { intent: string; id?: number; result: SubmissionResult<string[]> }

/**
 * Intents: add a time to the weekly template, save one (length, capacity, offered or not),
 * close a day (a holiday suggestion or any day, with a name), reopen a closed day.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: availabilityActionSchema })
  const intent = String(formData.get('intent'))
  const id = Number(formData.get('id')) || undefined
  if (submission.status !== 'success') {
    return data<Reply>({ intent, id, result: submission.reply() }, { status: 400 })
  }
  const value = submission.value
  const back = '/admin/appointments/availability'
  switch (value.intent) {
    case 'template-add':
    case 'template-save': {
      const result =
        value.intent === 'template-add' ? addTemplateTime(value) : saveTemplateTime(value.id, value)
      if (!result.ok) {
        const reply = result.field
          ? submission.reply({ fieldErrors: { [result.field]: [result.error] } })
          : submission.reply({ formErrors: [result.error] })
        return data<Reply>({ intent, id, result: reply }, { status: 400 })
      }
      return redirectWithToast(back, {
        title: 'Weekly Times Saved',
        description: 'The coming days have the new times. Booked visits stay as they are.',
      })
    }
    case 'close-day':
      closeDay({ date: value.date, label: value.label })
      return redirectWithToast(back, {
        title: 'Day Closed',
        description: `${formatLongDate(value.date)} (${value.label}) can no longer be booked. Visits booked on it stay booked.`,
      })
    case 'reopen-day':
      reopenDay(value.date)
      return redirectWithToast(back, {
        title: 'Day Opened',
        description: `${formatLongDate(value.date)} can be booked again.`,
      })
  }
}

function replyFor(reply: Reply | undefined, intent: string, id?: number) {
  return reply && reply.intent === intent && reply.id === id ? reply.result : undefined
}

/** The days of the week a time is offered: seven checkboxes named `weekdays`. */
function WeekdayChoices({
  field,
}: {
  field: { id: string; name: string; errorId: string; initialValue?: unknown; errors?: string[] }
}) {
  const initial = Array.isArray(field.initialValue)
    ? field.initialValue.map(String)
    : typeof field.initialValue === 'string'
      ? [field.initialValue]
      : []
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Days</legend>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {ISO_WEEKDAYS.map((day) => (
          <label key={day} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={day}
              defaultChecked={initial.includes(String(day))}
              aria-invalid={invalid || undefined}
              className="size-5 accent-brand-700"
            />
            <abbr title={WEEKDAY_NAMES[day]} className="no-underline">
              {WEEKDAY_NAMES[day].slice(0, 3)}
            </abbr>
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

type TemplateRow = ReturnType<typeof useLoaderData<typeof loader>>['template'][number]

function TemplateTimeForm({ time, reply }: { time: TemplateRow; reply?: Reply }) {
  const [form, fields] = useValidatedForm({
    id: `template-${time.id}`,
    schema: saveTimeSchema,
    lastResult: replyFor(reply, 'template-save', time.id),
    defaultValue: {
      intent: 'template-save',
      id: String(time.id),
      durationMinutes: String(time.durationMinutes),
      maxBookings: String(time.maxBookings),
      weekdays: time.weekdays.split(','),
      isActive: time.isActive ? 'on' : undefined,
    },
  })
  const f = fields
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <h3 className="font-bold text-slate-800">{formatTime(time.startTime)}</h3>
        <input type="hidden" name="intent" value="template-save" />
        <input type="hidden" name="id" value={time.id} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="grid grid-cols-2 gap-3">
          <Field field={f.durationMinutes} label="Minutes" type="number" inputMode="numeric" />
          <Field field={f.maxBookings} label="Visits at once" type="number" inputMode="numeric" />
        </div>
        <WeekdayChoices field={f.weekdays} />
        <CheckboxField field={f.isActive} label="Offered" />
        <Button size="sm" variant="outline">
          Save<span className="sr-only"> {formatTime(time.startTime)}</span>
        </Button>
      </Form>
    </li>
  )
}

function AddTimeForm({ reply }: { reply?: Reply }) {
  const [form, fields] = useValidatedForm({
    id: 'template-add',
    schema: addTimeSchema,
    lastResult: replyFor(reply, 'template-add'),
    defaultValue: {
      intent: 'template-add',
      durationMinutes: '60',
      maxBookings: '1',
      weekdays: ['1', '2', '3', '4', '5'],
    },
  })
  const f = fields
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="template-add" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field field={f.startTime} label="Start time" type="time" step={900} />
        <Field field={f.durationMinutes} label="Minutes" type="number" inputMode="numeric" />
        <Field field={f.maxBookings} label="Visits at once" type="number" inputMode="numeric" />
      </div>
      <WeekdayChoices field={f.weekdays} />
      <Button size="sm">Add this time</Button>
    </Form>
  )
}

function CloseDayForm({ reply }: { reply?: Reply }) {
  const [form, fields] = useValidatedForm({
    id: 'close-day',
    schema: closeDaySchema,
    lastResult: replyFor(reply, 'close-day'),
    defaultValue: { intent: 'close-day' },
  })
  const f = fields
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="close-day" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field field={f.date} label="Day" type="date" />
        <Field field={f.label} label="Name" placeholder="Office day off" />
      </div>
      <Button size="sm" variant="danger">
        Close this day
      </Button>
    </Form>
  )
}

/** Closed days, each with its button to open it again (a form each: works without JavaScript). */
function ClosedDayList({ days }: { days: readonly { date: string; label: string }[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {days.map((day) => (
        <li key={day.date} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span>
            <span className="font-semibold">{formatLongDate(day.date)}</span> · {day.label}
          </span>
          <Form method="post">
            <input type="hidden" name="date" value={day.date} />
            <Button name="intent" value="reopen-day" size="sm" variant="outline">
              Open again<span className="sr-only"> {formatLongDate(day.date)}</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  )
}

export default function AdminAvailability() {
  const { template, closed, suggestions, today } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  // The coming twelve months in full; the years the seed closed ahead folded away.
  const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
  const soon = closed.filter((d) => d.date < yearAhead)
  const later = closed.filter((d) => d.date >= yearAhead)
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs
        items={[{ name: 'Appointments', to: '/admin/appointments' }, { name: 'Availability' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Availability
      </h1>

      <h2 className="mt-6 text-xl font-bold text-slate-800">Weekly times</h2>
      <p className="mt-1 text-slate-700">
        The times customers can book and the days each is offered (tick Saturday to open Saturdays).
        A change applies to the coming days at once; visits already booked stay as they are.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {template.map((time) => (
          <TemplateTimeForm key={time.id} time={time} reply={reply} />
        ))}
      </ul>
      <h3 className="mt-5 font-bold text-slate-800">Add a time</h3>
      <AddTimeForm reply={reply} />

      <h2 className="mt-8 text-xl font-bold text-slate-800">Closed days</h2>
      <p className="mt-1 text-slate-700">
        A closed day leaves the public booking page. Visits already booked on it stay booked. The
        public holidays and the days around them the office usually closes are closed for you: open
        again any the office works.
      </p>
      {soon.length ? (
        <ClosedDayList days={soon} />
      ) : (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-700">
          No closed days in the coming twelve months.
        </p>
      )}
      {later.length ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Later closed days ({later.length})
          </summary>
          <ClosedDayList days={later} />
        </details>
      ) : null}
      <h3 className="mt-5 font-bold text-slate-800">Close a day</h3>
      <CloseDayForm reply={reply} />

      {suggestions.length ? (
        <>
          <h3 className="mt-6 font-bold text-slate-800">Holidays to close</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {suggestions.map((h) => (
              <li key={h.date} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{h.label}</span> · {formatLongDate(h.date)}
                </span>
                <Form method="post">
                  <input type="hidden" name="date" value={h.date} />
                  <input type="hidden" name="label" value={h.label} />
                  <Button name="intent" value="close-day" size="sm" variant="outline">
                    Close<span className="sr-only"> {h.label}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
