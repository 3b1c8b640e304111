/**
 * What staff do to one visit from the calendar (issue 28): confirm it, cancel it with a
 * reason, or move it to another time (overbooking a full time only when they say so). One
 * schema per form, shared by the browser's checks and the action. Pure.
 */
import { z } from 'zod'
import {
  BOOKING_SERVICE_TYPES,
  BOOKING_SERVICES,
  type BookingServiceType,
  fitsBusinessHours,
  isoWeekday,
  visitWindow,
  type WeekHours,
} from './booking'
import { isCalendarDate } from './business-time'
import { optionalEmailAddress, optionalText, phoneNumber, requiredText } from './form-rules'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const visitId = z.coerce.number().int().positive()

/** A ticked checkbox posts 'on'; an unticked one posts nothing. */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

export const cancelVisitSchema = z.object({
  intent: z.literal('cancel-visit'),
  id: visitId,
  reason: requiredText('Reason', 500),
})

export const confirmVisitSchema = z.object({
  intent: z.literal('confirm-visit'),
  id: visitId,
  note: optionalText(500, 'Note'),
})

export const moveVisitSchema = z.object({
  intent: z.literal('move-visit'),
  id: visitId,
  date: z.string({ required_error: 'Choose a day' }).regex(DATE_PATTERN, 'Choose a day'),
  time: z.string({ required_error: 'Choose a time' }).regex(TIME_PATTERN, 'Choose a time'),
  overbook: checkbox.optional().default(false),
})

export const VISIT_INTENTS = ['cancel-visit', 'confirm-visit', 'move-visit'] as const
export type VisitIntent = (typeof VISIT_INTENTS)[number]

export function isVisitIntent(value: unknown): value is VisitIntent {
  return typeof value === 'string' && (VISIT_INTENTS as readonly string[]).includes(value)
}

export const visitActionSchema = z.discriminatedUnion('intent', [
  cancelVisitSchema,
  confirmVisitSchema,
  moveVisitSchema,
])

/**
 * A visit staff book for a caller (or from a lead): the customer's details as the public
 * form asks them, the day and time, and whether to overbook a full time. The phone is
 * required; the e-mail is not (a caller may have none: then no e-mail is sent, and staff tell
 * them on the phone).
 */
export const staffBookingSchema = z.object({
  customerName: requiredText('Name', 100),
  customerEmail: optionalEmailAddress(),
  customerPhone: phoneNumber('Phone'),
  customerAddress: requiredText('Address', 200),
  serviceType: z.enum(BOOKING_SERVICE_TYPES, {
    errorMap: () => ({ message: 'Choose a service' }),
  }),
  serviceDescription: optionalText(1000, 'Notes'),
  date: z.string({ required_error: 'Choose a day' }).regex(DATE_PATTERN, 'Choose a day'),
  time: z.string({ required_error: 'Choose a time' }).regex(TIME_PATTERN, 'Choose a time'),
  overbook: checkbox.optional().default(false),
  leadId: z.coerce.number().int().positive().optional().catch(undefined),
})

/** One time of the weekly template and the days of the week it is offered (ISO, 1 = Monday). */
export type TemplateTime = { time: string; weekdays: readonly number[] }

/**
 * The start times staff are offered for a visit of `serviceType`: the weekly template's times
 * on the day's weekday whose visit ends by the day's closing time (the published hours), so a
 * 2-hour installation is not offered at 5 PM on a day that closes at 6. Without a day yet, the
 * times that fit on at least one open day. The server refuses the others all the same.
 */
export function staffVisitTimes(
  templates: readonly TemplateTime[],
  serviceType: BookingServiceType,
  date: string | undefined,
  hours: WeekHours,
): string[] {
  const day = date && isCalendarDate(date) ? date : undefined
  const fits = (t: TemplateTime) =>
    day
      ? t.weekdays.includes(isoWeekday(day)) &&
        fitsBusinessHours(t.time, serviceType, visitWindow(day, hours))
      : t.weekdays.some((weekday) => {
          const open = hours[weekday - 1]
          return Boolean(
            open?.opens &&
              open.closes &&
              fitsBusinessHours(t.time, serviceType, { opens: open.opens, closes: open.closes }),
          )
        })
  return [...new Set(templates.filter(fits).map((t) => t.time))].sort()
}

/** "a 2-hour visit", "a 90-minute visit": a service's length in words. */
export function visitLengthWords(serviceType: BookingServiceType): string {
  const minutes = BOOKING_SERVICES[serviceType].durationMinutes
  if (minutes % 60 === 0) return `a ${minutes / 60}-hour visit`
  return `a ${minutes}-minute visit`
}

export type LeadForBooking = {
  id: number
  name: string
  email: string
  phone: string
  address: string | null
  city: string | null
  zipCode: string | null
  serviceType: string | null
  details: string | null
}

/**
 * The booking form filled in from a lead: its contact details, the address with the city and
 * ZIP when the lead gave them apart, the service (a repair or installation lead books that
 * visit; anything else a free consultation) and its details as the visit's notes.
 */
export function bookingFromLead(lead: LeadForBooking) {
  const place = [lead.city, lead.zipCode].filter(Boolean).join(' ')
  const address = [lead.address, place && !lead.address?.includes(place) ? place : '']
    .filter(Boolean)
    .join(', ')
  const serviceType: BookingServiceType =
    lead.serviceType === 'repair' || lead.serviceType === 'installation'
      ? lead.serviceType
      : 'consultation'
  return {
    customerName: lead.name,
    customerEmail: lead.email,
    customerPhone: lead.phone,
    customerAddress: address,
    serviceType,
    serviceDescription: lead.details ?? '',
    leadId: String(lead.id),
  }
}

export type WeekSlot = {
  id: number
  date: string
  timeSlot: string
  maxBookings: number
  currentBookings: number
  isAvailable: boolean
}
export type WeekVisit = {
  id: number
  appointmentDate: string
  appointmentTime: string
  customerName: string
  serviceType: string
  status: string
  /** The staff member going (appointments.assigned_admin_id); shown in their colour. */
  assignedAdminId?: number | null
}
export type WeekDay = {
  date: string
  rows: { time: string; slot?: WeekSlot; visits: WeekVisit[] }[]
}

/**
 * A week at a glance: the seven days from `monday`, each with its times in order; every
 * time has its slot (capacity) if one was made and the visits at it. A visit at a time
 * without a slot (its time left the template) gets a row of its own, so none is hidden.
 */
export function weekGrid(
  days: readonly string[],
  slots: readonly WeekSlot[],
  visits: readonly WeekVisit[],
): WeekDay[] {
  return days.map((date) => {
    const times = new Set<string>()
    for (const s of slots) if (s.date === date) times.add(s.timeSlot)
    for (const v of visits) if (v.appointmentDate === date) times.add(v.appointmentTime)
    return {
      date,
      rows: [...times].sort().map((time) => ({
        time,
        slot: slots.find((s) => s.date === date && s.timeSlot === time),
        visits: visits.filter((v) => v.appointmentDate === date && v.appointmentTime === time),
      })),
    }
  })
}
