/**
 * The calendar file (.ics) of an appointment, made with the `ics` library. The start is the
 * exact instant of the visit computed in the business time zone and written in UTC, so every
 * calendar shows it at the right local time; the calendar also names America/New_York.
 *
 * E-mailed, it is an invitation (RFC 5546, iTIP): METHOD:REQUEST with the business as
 * ORGANIZER and the customer as ATTENDEE when a visit is booked or moved, METHOD:CANCEL when
 * it is cancelled. Every file of a visit has the same UID and the SEQUENCE the visit has
 * reached (raised by each move or cancellation), so the customer's calendar updates or removes
 * the one event instead of adding another. Downloaded from the private page, it is a published
 * copy (METHOD:PUBLISH, no attendee), as iTIP asks of a file that is not a message.
 */
import { createEvent } from 'ics'
import type { Translate } from '~/components/i18n'
import { BUSINESS_TIME_ZONE } from '~/content/business'
import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
  slotStart,
} from './booking'
import type { Locale } from './locale'

export type CalendarAppointment = {
  id: number
  /** The customer's reference: the event's UID names it, never the sequential id. */
  reference?: string | null
  serviceType: BookingServiceType
  appointmentDate: string
  appointmentTime: string
  customerAddress: string
  customerName?: string
  /** The invitation's ATTENDEE; a visit booked by phone without one gets no invitation. */
  customerEmail?: string | null
  serviceDescription?: string | null
  status: string
  /** Raised by every move or cancellation: a calendar updates the event of the same UID. */
  calendarSequence?: number
}

export type CalendarBusiness = { name: string; phone: string; email: string; siteUrl: string }

/** PUBLISH: a file to import; REQUEST: the invitation (booked, moved); CANCEL: it is off. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

/** The method of the e-mail that goes with a visit now: CANCEL once cancelled, else REQUEST. */
export function invitationMethod(appointment: { status: string }): 'REQUEST' | 'CANCEL' {
  return appointment.status === 'cancelled' ? 'CANCEL' : 'REQUEST'
}

/** The catalog's words when given, else the English written here (the page's download). */
function calendarWords(t: Translate | undefined) {
  return (id: string, english: string, values?: Record<string, string | number>) =>
    t ? t(id, values) : english
}

export function appointmentCalendar(
  appointment: CalendarAppointment,
  business: CalendarBusiness,
  manageUrl: string,
  method: CalendarMethod = 'PUBLISH',
  /**
   * The customer's language and its words (app/locales/<language>/email.json, 'email.ics.*'):
   * a Spanish customer's calendar says it in Spanish (issue 41). Without them, English.
   */
  words?: { t: Translate; locale: Locale },
): string {
  const service = BOOKING_SERVICES[appointment.serviceType]
  const locale = words?.locale ?? 'en'
  const date = formatLongDate(appointment.appointmentDate, locale)
  const time = formatVisitTime(appointment.appointmentTime, appointment.serviceType, locale)
  const say = calendarWords(words?.t)
  const serviceName = say(`email.visit.serviceName.${appointment.serviceType}`, service.name)
  const when = say('email.ics.when', `${date}, ${time} Eastern Time`, { date, time })
  const invitation = method !== 'PUBLISH'
  if (invitation && !appointment.customerEmail) {
    throw new Error('An invitation needs the customer’s e-mail address')
  }
  const cancelled = method === 'CANCEL' || appointment.status === 'cancelled'
  const { error, value } = createEvent({
    uid: `appointment-${appointment.reference ?? appointment.id}@${new URL(business.siteUrl).hostname}`,
    sequence: appointment.calendarSequence ?? 0,
    productId: business.name,
    method,
    title: say('email.ics.title', `${service.name} - ${business.name}`, {
      service: serviceName,
      business: business.name,
    }),
    description: [
      say(
        'email.ics.service',
        `${service.name} (${service.durationMinutes} min): ${service.description}.`,
        {
          service: serviceName,
          minutes: service.durationMinutes,
          description: say(
            `email.visit.serviceDescription.${appointment.serviceType}`,
            service.description,
          ),
        },
      ),
      when,
      appointment.serviceDescription
        ? say('email.ics.notes', `Your notes: ${appointment.serviceDescription}`, {
            notes: appointment.serviceDescription,
          })
        : '',
      say('email.ics.contact', `Questions or changes: ${business.phone} or ${business.email}.`, {
        phone: business.phone,
        email: business.email,
      }),
      say('email.ics.manage', `See, reschedule or cancel: ${manageUrl}`, { url: manageUrl }),
    ]
      .filter(Boolean)
      .join('\n'),
    location: appointment.customerAddress,
    start: slotStart(appointment.appointmentDate, appointment.appointmentTime).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: service.durationMinutes },
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: parameterText(business.name), email: business.email },
    // The customer booked it (or agreed it on the phone): accepted, no answer asked for.
    attendees: invitation
      ? [
          {
            name: parameterText(appointment.customerName || appointment.customerEmail || ''),
            email: appointment.customerEmail ?? '',
            rsvp: false,
            partstat: 'ACCEPTED',
            role: 'REQ-PARTICIPANT',
          },
        ]
      : undefined,
    url: manageUrl,
    // A cancellation carries no reminder.
    alarms: cancelled
      ? undefined
      : [
          {
            action: 'display',
            description: say('email.ics.alarm', 'Appointment tomorrow'),
            trigger: { hours: 24, before: true },
          },
        ],
  })
  if (error || !value) throw error ?? new Error('Calendar file could not be made')
  const unfolded = value
    .replace(/\r\n[ \t]/g, '')
    // The library quotes every parameter; a few calendars (Outlook among them) misread a
    // quoted keyword such as PARTSTAT="ACCEPTED", so keywords are written bare.
    .replace(/;(ROLE|PARTSTAT|CUTYPE)="([A-Z-]+)"/g, ';$1=$2')
    .replace('BEGIN:VCALENDAR\r\n', `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${BUSINESS_TIME_ZONE}\r\n`)
  return foldContentLines(unfolded)
}

/**
 * A name as a quoted parameter value (CN) may hold it: no double quote (RFC 5545 has no escape
 * for one inside quotes) and no control character.
 */
function parameterText(name: string): string {
  return name
    .replace(/\p{Cc}/gu, ' ')
    .replaceAll('"', "'")
    .trim()
}

const encoder = new TextEncoder()

/**
 * Folds every content line at 75 octets (RFC 5545 3.1), each continuation starting with one
 * space, never inside a character: the library folds at 75 characters, so a line with accents
 * or other non-ASCII text came out longer than calendars accept.
 */
export function foldContentLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines
    .map((line) => {
      const parts: string[] = []
      let current = ''
      let octets = 0
      // The first line holds 75 octets; each continuation 74 after its leading space.
      let room = 75
      for (const char of line) {
        const size = encoder.encode(char).length
        if (octets + size > room) {
          parts.push(current)
          current = ''
          octets = 0
          room = 74
        }
        current += char
        octets += size
      }
      parts.push(current)
      return parts.join('\r\n ')
    })
    .join('\r\n')
}
