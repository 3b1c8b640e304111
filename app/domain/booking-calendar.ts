/**
 * The calendar file (.ics) of an appointment, made with the `ics` library. The start is the
 * exact instant of the visit computed in the business time zone and written in UTC, so every
 * calendar shows it at the right local time; the calendar also names America/New_York.
 */
import { createEvent } from 'ics'
import { BUSINESS_TIME_ZONE } from '~/content/business'
import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
  slotStart,
} from './booking'

export type CalendarAppointment = {
  id: number
  /** The customer's reference: the event's UID names it, never the sequential id. */
  reference?: string | null
  serviceType: BookingServiceType
  appointmentDate: string
  appointmentTime: string
  customerAddress: string
  serviceDescription?: string | null
  status: string
  /** Raised by every move or cancellation: a calendar updates the event of the same UID. */
  calendarSequence?: number
}

export type CalendarBusiness = { name: string; phone: string; email: string; siteUrl: string }

export function appointmentCalendar(
  appointment: CalendarAppointment,
  business: CalendarBusiness,
  manageUrl: string,
): string {
  const service = BOOKING_SERVICES[appointment.serviceType]
  const when = `${formatLongDate(appointment.appointmentDate)}, ${formatVisitTime(appointment.appointmentTime, appointment.serviceType)} Eastern Time`
  const { error, value } = createEvent({
    uid: `appointment-${appointment.reference ?? appointment.id}@${new URL(business.siteUrl).hostname}`,
    sequence: appointment.calendarSequence ?? 0,
    productId: business.name,
    method: 'PUBLISH',
    title: `${service.name} - ${business.name}`,
    description: [
      `${service.name} (${service.durationMinutes} min): ${service.description}.`,
      when,
      appointment.serviceDescription ? `Your notes: ${appointment.serviceDescription}` : '',
      `Questions or changes: ${business.phone} or ${business.email}.`,
      `See, reschedule or cancel: ${manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: appointment.customerAddress,
    start: slotStart(appointment.appointmentDate, appointment.appointmentTime).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: service.durationMinutes },
    status: appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: business.name, email: business.email },
    url: manageUrl,
    alarms: [
      {
        action: 'display',
        description: 'Appointment tomorrow',
        trigger: { hours: 24, before: true },
      },
    ],
  })
  if (error || !value) throw error ?? new Error('Calendar file could not be made')
  return value.replace(
    'BEGIN:VCALENDAR\r\n',
    `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${BUSINESS_TIME_ZONE}\r\n`,
  )
}
