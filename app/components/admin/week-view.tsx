import { Link, useLocation } from '@remix-run/react'
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '~/domain/admin-inbox'
import {
  BOOKING_SERVICES,
  formatShortDate,
  formatTime,
  isBookingServiceType,
} from '~/domain/booking'
import type { WeekDay } from '~/domain/staff-calendar'
import { type StaffColour, staffColour } from '~/domain/staff-colour'

function statusLabel(status: string) {
  return APPOINTMENT_STATUS_LABELS[status as AppointmentStatus] ?? status
}

/**
 * Seven days at a glance: each day's times in order, the places booked of each, and the
 * visits at each time. One column per day on a wide screen; on a phone the days stack, each
 * a card, so nothing scrolls sideways at 375 px.
 */
export function WeekView({
  days,
  today,
  staff = [],
}: {
  days: readonly WeekDay[]
  today: string
  staff?: readonly { id: number; name: string; colour?: StaffColour | null }[]
}) {
  const nameOf = (id: number | null | undefined) => staff.find((s) => s.id === id)?.name
  // The colour each person chose (staffMembers), else the one derived from their id.
  const colourOf = (id: number | null | undefined) =>
    staff.find((s) => s.id === id)?.colour ?? staffColour(id)
  const { search } = useLocation()
  const dayHref = (date: string) => {
    const params = new URLSearchParams(search)
    params.set('date', date)
    params.delete('view')
    return `/admin/appointments?${params}`
  }
  return (
    <ol className="mt-4 grid gap-3 lg:grid-cols-7" aria-label="The week's days">
      {days.map((day) => {
        const label = formatShortDate(day.date)
        return (
          <li
            key={day.date}
            className={`min-w-0 rounded-lg border bg-white p-2 ${day.date === today ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
          >
            <h3 className="font-bold text-slate-800">
              <Link to={dayHref(day.date)} className="text-brand-800 underline">
                {label.weekday} {label.day}
              </Link>
              {day.date === today ? (
                <span className="ml-1 text-sm font-normal">(today)</span>
              ) : null}
            </h3>
            {day.rows.length ? (
              <ul className="mt-1 space-y-1">
                {day.rows.map((row) => (
                  <li key={row.time} className="rounded border border-slate-100 p-1 text-sm">
                    <p className="flex flex-wrap justify-between gap-x-2">
                      <span className="font-semibold">{formatTime(row.time)}</span>
                      <span
                        className={
                          row.slot && !row.slot.isAvailable
                            ? 'text-slate-500'
                            : row.slot && row.slot.currentBookings >= row.slot.maxBookings
                              ? 'font-semibold text-red-800'
                              : 'text-slate-700'
                        }
                      >
                        {row.slot
                          ? row.slot.isAvailable
                            ? `${row.slot.currentBookings}/${row.slot.maxBookings}`
                            : 'Blocked'
                          : 'Not offered'}
                        <span className="sr-only"> booked</span>
                      </span>
                    </p>
                    {row.visits.length ? (
                      <ul>
                        {row.visits.map((v) => (
                          <li
                            key={v.id}
                            data-assignee={nameOf(v.assignedAdminId) ?? ''}
                            style={assigneeStyle(colourOf(v.assignedAdminId))}
                            className={`break-words ${v.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-slate-900'}`}
                          >
                            {v.customerName}
                            {nameOf(v.assignedAdminId) ? (
                              <span className="text-slate-700"> · {nameOf(v.assignedAdminId)}</span>
                            ) : null}
                            <span className="text-slate-600">
                              {' '}
                              ·{' '}
                              {isBookingServiceType(v.serviceType)
                                ? BOOKING_SERVICES[v.serviceType].name.replace(' Service', '')
                                : v.serviceType}
                              {v.status !== 'scheduled' ? ` · ${statusLabel(v.status)}` : ''}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">No times.</p>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/** A visit in its assignee's colour (a tinted background and a coloured left edge). */
function assigneeStyle(colour: StaffColour | null) {
  return colour
    ? { background: colour.background, borderLeft: `4px solid ${colour.border}`, paddingLeft: 4 }
    : undefined
}
