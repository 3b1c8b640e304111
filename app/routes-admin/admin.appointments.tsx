// Long because the day and week views share one loader and the visit forms' one action.
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  LanguageBadge,
  StatusForm,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { VisitChanges, type VisitReply } from '~/components/admin/visit-changes'
import { WeekView } from '~/components/admin/week-view'
import { controlClass, FieldLabel } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { telHref } from '~/content/business'
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  appointmentActionSchema,
  appointmentFiltersSchema,
  filtersFromUrl,
  MAX_SLOT_CAPACITY,
} from '~/domain/admin-inbox'
import {
  BOOKING_SERVICES,
  formatLongDate,
  formatShortDate,
  formatTime,
  isBookingServiceType,
  isoWeekday,
} from '~/domain/booking'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { customerPageUrl } from '~/domain/dashboard'
import { formatPhone } from '~/domain/phone'
import { isVisitIntent, visitActionSchema, weekGrid } from '~/domain/staff-calendar'
import { refused, samePage, statusUpdated } from '~/server/admin/admin-forms.server'
import { recordAudit } from '~/server/admin/audit-log.server'
import { type Admin, requireAdmin } from '~/server/auth/auth.server'
import { notifyStaffChange } from '~/server/booking/appointment-notices.server'
import { staffMoveAppointment } from '~/server/booking/appointments.server'
import { closeDay, closedDay, reopenDay } from '~/server/booking/availability.server'
import { assignVisit, staffMembers } from '~/server/booking/my-visits.server'
import {
  bookingsPerDay,
  cancelVisit,
  confirmVisit,
  listAppointmentsForStaff,
  setAppointmentStatus,
  setDayBlocked,
  setSlotCapacity,
  slotsBetween,
  slotsOfDay,
  templateTimesWithDays,
} from '~/server/booking/staff.server'
import { bookingHours } from '~/server/content/business-settings.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { inviteVisitReview } from '~/server/reviews/reviews.server'

export const meta: MetaFunction = () => adminMeta('Appointments')

/** How far ahead the day list looks. */
const UPCOMING_DAYS = 28

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const filters = filtersFromUrl(appointmentFiltersSchema, request.url)
  const today = businessDate()
  const date = filters.date ?? today
  const view = new URL(request.url).searchParams.get('view') === 'week' ? 'week' : 'day'
  // The week of the chosen day, Monday to Sunday.
  const monday = addCalendarDays(date, 1 - (isoWeekday(date) || 1))
  const weekDays = Array.from({ length: 7 }, (_, i) => addCalendarDays(monday, i))
  const week =
    view === 'week'
      ? weekGrid(
          weekDays,
          slotsBetween(weekDays[0], weekDays[6]),
          listAppointmentsForStaff(weekDays[0], weekDays[6], filters.status),
        )
      : []
  return {
    view,
    week,
    monday,
    date,
    today,
    status: filters.status,
    slots: slotsOfDay(date),
    appointments: listAppointmentsForStaff(date, date, filters.status),
    upcoming: bookingsPerDay(today, addCalendarDays(today, UPCOMING_DAYS)),
    times: { templates: templateTimesWithDays(), hours: bookingHours() },
    closed: closedDay(date) ?? null,
    staff: staffMembers(),
  }
}

function failed(description: string) {
  return refused({ error: description }, { title: 'Update Failed', description })
}

/** The customer hears of every change staff make; a mail that fails is kept in the outbox. */
async function tellCustomer(...args: Parameters<typeof notifyStaffChange>) {
  await notifyStaffChange(...args).catch((error) =>
    console.error(`[appointments] visit ${args[0].id}: notice failed`, error),
  )
}

/**
 * One visit's forms (confirm, cancel with a reason, move): conform's reply for the form of
 * that visit, with the errors next to its fields; on success the customer is e-mailed.
 */
async function changeVisit(request: Request, formData: FormData, admin: Admin) {
  const submission = parseWithZod(formData, { schema: visitActionSchema })
  const visitId = Number(formData.get('id')) || 0
  const intent = String(formData.get('intent'))
  if (submission.status !== 'success') {
    return data({ visitId, intent, result: submission.reply() }, { status: 400 })
  }
  const value = submission.value
  const result =
    value.intent === 'cancel-visit'
      ? cancelVisit(value.id, value.reason)
      : value.intent === 'confirm-visit'
        ? confirmVisit(value.id, value.note ?? null)
        : staffMoveAppointment(value.id, value)
  if (!result.ok) {
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.error] } })
      : submission.reply({ formErrors: [result.error] })
    return data({ visitId, intent, result: reply }, { status: result.status })
  }
  const { appointment } = result
  const change =
    value.intent === 'cancel-visit'
      ? 'cancelled'
      : value.intent === 'confirm-visit'
        ? 'confirmed'
        : 'moved'
  recordAudit({
    actor: admin,
    kind: 'appointment-change',
    subjectType: 'appointment',
    subjectId: appointment.id,
    summary: `Visit ${appointment.reference ?? appointment.id} ${change}: ${appointment.appointmentDate} ${appointment.appointmentTime}`,
    after: {
      status: appointment.status,
      date: appointment.appointmentDate,
      time: appointment.appointmentTime,
    },
  })
  await tellCustomer(
    appointment,
    change,
    value.intent === 'cancel-visit'
      ? value.reason
      : value.intent === 'confirm-visit'
        ? value.note
        : null,
  )
  const url = new URL(request.url)
  if (change === 'moved') url.searchParams.set('date', appointment.appointmentDate)
  const overbooked = value.intent === 'move-visit' && value.overbook ? ' (overbooked)' : ''
  return redirectWithToast(`${url.pathname}${url.search}`, {
    title: { cancelled: 'Visit Cancelled', confirmed: 'Visit Confirmed', moved: 'Visit Moved' }[
      change
    ],
    description: `${appointment.customerName}: ${formatLongDate(appointment.appointmentDate)}, ${formatTime(appointment.appointmentTime)}${overbooked}. ${appointment.customerEmail ? 'The customer is e-mailed.' : 'No e-mail address: tell the customer by phone.'}`,
  })
}

/**
 * Intents: a visit's status, confirm, cancel or move one visit, a slot's capacity, blocking
 * or opening a whole day.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const formData = await readForm(request)
  if (isVisitIntent(formData.get('intent'))) return changeVisit(request, formData, admin)
  if (formData.get('intent') === 'assign') {
    const id = Number(formData.get('id'))
    const raw = String(formData.get('assigneeId') ?? '')
    const assigneeId = raw === '' ? null : Number(raw)
    if (!Number.isSafeInteger(id) || (assigneeId !== null && !Number.isSafeInteger(assigneeId))) {
      return failed('Choose a staff member')
    }
    const result = assignVisit(id, assigneeId, admin)
    if (!result.ok)
      return refused(
        { error: result.error },
        { title: 'Not assigned', description: result.error },
        result.status,
      )
    return redirectWithToast(samePage(request), {
      title: 'Visit assigned',
      description: result.assignee
        ? `${result.assignee} goes to this visit.`
        : 'Nobody is assigned to this visit.',
    })
  }
  const submission = parseWithZod(formData, { schema: appointmentActionSchema })
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).flat()[0]
    return failed(first ?? 'Failed to update the appointments.')
  }
  const back = samePage(request)
  const value = submission.value
  switch (value.intent) {
    case 'status': {
      const result = setAppointmentStatus(value.id, value.status)
      if (!result.ok) return failed(result.error)
      const changed = result.changed
      if (changed) {
        recordAudit({
          actor: admin,
          kind: 'status-change',
          subjectType: 'appointment',
          subjectId: value.id,
          summary: `Visit ${changed.reference ?? value.id} is now ${APPOINTMENT_STATUS_LABELS[value.status]}`,
          after: value.status,
        })
      }
      if (changed && (changed.status === 'cancelled' || changed.status === 'confirmed')) {
        await tellCustomer(changed, changed.status)
      }
      // A completed visit: the customer is invited to review it (once per visit), by e-mail.
      if (changed?.status === 'completed' && changed.customerEmail) {
        await inviteVisitReview(changed.id)
      }
      return statusUpdated(
        request,
        `Appointment #${value.id} is now ${APPOINTMENT_STATUS_LABELS[value.status]}.`,
      )
    }
    case 'capacity': {
      const result = setSlotCapacity(value.slotId, value.maxBookings)
      if (!result.ok) return failed(result.error)
      return redirectWithToast(back, {
        title: 'Capacity Updated',
        description: `This time now takes ${value.maxBookings} ${value.maxBookings === 1 ? 'visit' : 'visits'}.`,
      })
    }
    case 'block-day':
    case 'unblock-day': {
      // Blocking a day closes it: it is listed under Closed days (Availability), where it can
      // be opened again as well as here.
      const blocked = value.intent === 'block-day'
      if (blocked) closeDay({ date: value.date, label: BLOCKED_DAY_LABEL })
      else if (closedDay(value.date)) reopenDay(value.date)
      else setDayBlocked(value.date, false)
      return redirectWithToast(back, {
        title: blocked ? 'Day Blocked' : 'Day Opened',
        description: blocked
          ? `${formatLongDate(value.date)} can no longer be booked; it is listed under Closed days. Booked visits stay booked.`
          : `${formatLongDate(value.date)} can be booked again.`,
      })
    }
  }
}

/** The name a day blocked from the calendar gets among the closed days. */
const BLOCKED_DAY_LABEL = 'Blocked from the calendar'

const STATUS_CHOICES = choicesOf(APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS)

function serviceName(type: string) {
  return isBookingServiceType(type) ? BOOKING_SERVICES[type].name : type
}

function DayLink({
  date,
  week = false,
  children,
}: {
  date: string
  week?: boolean
  children: ReactNode
}) {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  params.set('date', date)
  if (week) params.set('view', 'week')
  else params.delete('view')
  return (
    <Link to={`/admin/appointments?${params}`} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  )
}

function ViewLink({
  view,
  current,
  children,
}: {
  view: 'day' | 'week'
  current: string
  children: ReactNode
}) {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  if (view === 'week') params.set('view', 'week')
  else params.delete('view')
  const chosen = view === current
  return (
    <Link
      to={`/admin/appointments?${params}`}
      aria-current={chosen ? 'page' : undefined}
      className={`rounded-md border px-4 py-2 font-semibold ${chosen ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-brand-800'}`}
    >
      {children}
    </Link>
  )
}

export default function AdminAppointments() {
  const {
    date,
    today,
    status,
    slots,
    appointments,
    upcoming,
    times,
    view,
    week,
    monday,
    closed,
    staff,
  } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const refused = answer && 'error' in answer ? answer : undefined
  const visitReply = answer && 'visitId' in answer ? (answer as VisitReply) : undefined
  const blocked = slots.length > 0 && slots.every((s) => !s.isAvailable)
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Appointments" />
      {refused?.error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900"
        >
          {refused.error}
        </p>
      ) : null}
      <FilterForm label="Choose a day" clearTo="/admin/appointments">
        <div>
          <FieldLabel htmlFor="filter-date" required>
            Day
          </FieldLabel>
          <input
            id="filter-date"
            name="date"
            type="date"
            defaultValue={date}
            className={controlClass}
          />
        </div>
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={status}
        />
        {view === 'week' ? <input type="hidden" name="view" value="week" /> : null}
      </FilterForm>

      <nav aria-label="Calendar view" className="mt-4 flex flex-wrap gap-2">
        <ViewLink view="day" current={view}>
          Day
        </ViewLink>
        <ViewLink view="week" current={view}>
          Week
        </ViewLink>
      </nav>

      {view === 'week' ? (
        <div className="mt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-slate-800">Week of {formatLongDate(monday)}</h2>
            <p className="flex flex-wrap gap-4 text-sm">
              <DayLink date={addCalendarDays(monday, -7)} week>
                Previous week
              </DayLink>
              <DayLink date={addCalendarDays(monday, 7)} week>
                Next week
              </DayLink>
              <Link
                to={`/admin/appointments/new?date=${date}`}
                className="font-semibold text-brand-800 underline"
              >
                Book a visit
              </Link>
            </p>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            Each time shows the places booked of its capacity; open a day to move, confirm or cancel
            a visit.
          </p>
          <WeekView days={week} today={today} staff={staff} />
        </div>
      ) : null}

      <div
        hidden={view === 'week'}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-slate-800">
              {formatLongDate(date)}
              {date === today ? ' (today)' : ''}
            </h2>
            <p className="flex flex-wrap gap-4 text-sm">
              <DayLink date={addCalendarDays(date, -1)}>Previous day</DayLink>
              <DayLink date={addCalendarDays(date, 1)}>Next day</DayLink>
              <Link
                to={`/admin/appointments/new?date=${date}`}
                className="font-semibold text-brand-800 underline"
              >
                Book a visit
              </Link>
              <Link
                to="/admin/appointments/availability"
                className="font-semibold text-brand-800 underline"
              >
                Weekly times and closed days
              </Link>
            </p>
          </div>

          <h3 className="mt-4 text-lg font-bold text-slate-800">Visits</h3>
          {appointments.length ? (
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {appointments.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
                >
                  <div>
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-brand-900">
                        {formatTime(a.appointmentTime)} · {a.customerName}
                      </span>
                      <Badge tone={statusTone(a.status)}>
                        {APPOINTMENT_STATUS_LABELS[a.status]}
                      </Badge>
                      <LanguageBadge language={a.language} />
                    </p>
                    <p className="text-sm text-slate-700">
                      {serviceName(a.serviceType)} · {a.customerAddress}
                    </p>
                    <p className="text-sm">
                      <a href={telHref(a.customerPhone)} className="text-brand-800 underline">
                        {formatPhone(a.customerPhone)}
                      </a>{' '}
                      ·{' '}
                      {a.customerEmail ? (
                        <a
                          href={`mailto:${a.customerEmail}`}
                          className="break-all text-brand-800 underline"
                        >
                          {a.customerEmail}
                        </a>
                      ) : (
                        <span className="text-slate-700">no e-mail (tell them by phone)</span>
                      )}{' '}
                      ·{' '}
                      <Link
                        to={customerPageUrl({ email: a.customerEmail, phone: a.customerPhone })}
                        className="text-brand-800 underline"
                      >
                        All of this customer's requests
                      </Link>{' '}
                      ·{' '}
                      <Link
                        to={`/admin/estimates/new?visit=${a.id}`}
                        className="text-brand-800 underline"
                      >
                        Start an estimate
                        <span className="sr-only"> for {a.customerName}</span>
                      </Link>
                    </p>
                    {a.serviceDescription ? (
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
                        {a.serviceDescription}
                      </p>
                    ) : null}
                  </div>
                  <StatusForm
                    id={`appointment-${a.id}-status`}
                    label={`Status of the visit at ${formatTime(a.appointmentTime)} for ${a.customerName}`}
                    current={a.status}
                    options={STATUS_CHOICES}
                    fields={{ id: String(a.id) }}
                    compact
                  />
                  <AssignForm
                    visitId={a.id}
                    label={`Who goes to the visit at ${formatTime(a.appointmentTime)} for ${a.customerName}`}
                    current={a.assignedAdminId}
                    staff={staff}
                  />
                  <VisitChanges
                    visit={a}
                    active={a.status === 'scheduled' || a.status === 'confirmed'}
                    times={times}
                    reply={visitReply}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
              No appointments on this day.
            </p>
          )}

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-bold text-slate-800">Times and capacity</h3>
            <div className="flex flex-wrap items-center gap-3">
              {closed ? (
                <p className="text-sm">
                  Closed: {closed.label}.{' '}
                  <Link
                    to="/admin/appointments/availability"
                    className="font-semibold text-brand-800 underline"
                  >
                    Closed days
                  </Link>
                </p>
              ) : null}
              <Form method="post">
                <input type="hidden" name="date" value={date} />
                <Button
                  name="intent"
                  value={closed || blocked ? 'unblock-day' : 'block-day'}
                  variant={closed || blocked ? 'outline' : 'danger'}
                  size="sm"
                >
                  {closed || blocked ? 'Open this day again' : 'Block this day'}
                </Button>
              </Form>
            </div>
          </div>
          {slots.length ? (
            <div className="relative mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Time
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Booked
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Open
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Capacity
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {slots.map((slot) => (
                    <tr key={slot.id}>
                      <th scope="row" className="px-3 py-2 font-semibold">
                        {formatTime(slot.timeSlot)}
                      </th>
                      <td className="px-3 py-2">
                        {slot.currentBookings} of {slot.maxBookings}
                      </td>
                      <td className="px-3 py-2">{slot.isAvailable ? 'Yes' : 'Blocked'}</td>
                      <td className="px-3 py-2">
                        <Form method="post" className="flex items-center gap-2">
                          <input type="hidden" name="intent" value="capacity" />
                          <input type="hidden" name="slotId" value={slot.id} />
                          <label htmlFor={`capacity-${slot.id}`} className="sr-only">
                            Capacity at {formatTime(slot.timeSlot)}
                          </label>
                          <input
                            id={`capacity-${slot.id}`}
                            name="maxBookings"
                            type="number"
                            min={slot.currentBookings}
                            max={MAX_SLOT_CAPACITY}
                            required
                            defaultValue={slot.maxBookings}
                            key={slot.maxBookings}
                            className={`${controlClass} mt-0 w-20 py-1.5 text-sm`}
                          />
                          <Button variant="outline" size="sm">
                            Save
                            <span className="sr-only">
                              {' '}
                              capacity at {formatTime(slot.timeSlot)}
                            </span>
                          </Button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
              No bookable times on this day yet. Blocking it keeps it closed when its times are
              made.
            </p>
          )}
        </div>

        <aside aria-labelledby="upcoming-title">
          <h2 id="upcoming-title" className="text-lg font-bold text-slate-800">
            Coming up
          </h2>
          {upcoming.length ? (
            <ul className="mt-2 space-y-1 rounded-lg border border-slate-200 bg-white p-3">
              {upcoming.map((day) => {
                const short = formatShortDate(day.date)
                return (
                  <li key={day.date} className="flex justify-between gap-3">
                    <DayLink date={day.date}>
                      {short.weekday} {short.day}
                    </DayLink>
                    <span>
                      {day.count} {day.count === 1 ? 'visit' : 'visits'}
                    </span>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No visits booked in the next four weeks.</p>
          )}
        </aside>
      </div>
    </section>
  )
}

/** Who goes to a visit: a select of the staff and a button (works without JavaScript). */
function AssignForm({
  visitId,
  label,
  current,
  staff,
}: {
  visitId: number
  label: string
  current: number | null
  staff: readonly { id: number; name: string; active: boolean }[]
}) {
  // Active people only; a suspended assignee stays shown as such until someone else is chosen.
  const offered = staff.filter((s) => s.active || s.id === current)
  const selectId = `appointment-${visitId}-assignee`
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id" value={visitId} />
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-slate-800">
          Assigned to
          <span className="sr-only"> ({label})</span>
        </label>
        <select
          id={selectId}
          name="assigneeId"
          defaultValue={current ?? ''}
          className={controlClass}
        >
          <option value="">Nobody</option>
          {offered.map((s) => (
            <option key={s.id} value={s.id}>
              {s.active ? s.name : `${s.name} (suspended)`}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" size="sm">
        Assign
      </Button>
    </Form>
  )
}
