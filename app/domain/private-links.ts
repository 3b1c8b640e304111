/**
 * How long a private link (an order's page, an appointment's page and calendar file) opens.
 * A link is good through the whole of its last day in the business time zone
 * (America/New_York): it ends at midnight there, whatever the server's or the customer's zone.
 * A link sent again on request ("send me a new link") names when it was issued, and opens for
 * a fresh span from then, or until the record's own end if that is later. Pure: no I/O.
 */
import { z } from 'zod'
import { addCalendarDays, businessDate, isCalendarDate, startOfBusinessDate } from './business-time'
import { emailAddress } from './form-rules'

/** An appointment's link: through the 14th day after the visit (to look back, or rebook). */
export const APPOINTMENT_LINK_DAYS_AFTER_VISIT = 14
/** An order's link: through the 60th day after it was delivered (installed or completed). */
export const ORDER_LINK_DAYS_AFTER_DELIVERY = 60
/**
 * An order not delivered yet: through the 365th day after payment (or after it was placed,
 * for a quote or samples). Made-to-measure blinds take weeks and an installation date can
 * slip; a year covers any real order, and the customer can ask for a new link after it.
 */
export const OPEN_ORDER_LINK_DAYS = 365
/** A link sent again on request opens this many days from the day it was sent. */
export const NEW_ORDER_LINK_DAYS = 60
export const NEW_APPOINTMENT_LINK_DAYS = 14

/**
 * Statuses that end an order. The orders table records no delivery date: staff move an order
 * to 'installed' or 'completed' (or cancel or refund it) and nothing changes the row after
 * that but another status, so its updated_at is when it was closed.
 */
const CLOSED_ORDER_STATUSES = new Set(['installed', 'completed', 'cancelled', 'refunded'])

/**
 * The instant a link good through the `days`-th day after `date` (YYYY-MM-DD, business time
 * zone) ends: midnight starting the day after that. Null for a date that is not one.
 */
export function endOfDayAfter(date: string, days: number): Date | null {
  if (!isCalendarDate(date)) return null
  return startOfBusinessDate(addCalendarDays(date, days + 1)) ?? null
}

function later(a: Date, b: Date | null): Date {
  return b && b.getTime() > a.getTime() ? b : a
}

/** The end of the span a link sent again opens for, from its issue time. */
function reissuedEnd(issuedAt: Date | null, days: number): Date | null {
  return issuedAt ? endOfDayAfter(businessDate(issuedAt), days) : null
}

export type LinkedOrder = {
  status: string
  createdAt: Date
  paidAt: Date | null
  updatedAt: Date
}

/**
 * When an order's link stops opening: 60 days after it was closed, else a year after payment
 * (or placing); a link sent again (issuedAt) opens at least 60 days from the day it was sent.
 */
export function orderLinkEnd(order: LinkedOrder, issuedAt: Date | null = null): Date {
  const own = CLOSED_ORDER_STATUSES.has(order.status)
    ? endOfDayAfter(businessDate(order.updatedAt), ORDER_LINK_DAYS_AFTER_DELIVERY)
    : endOfDayAfter(businessDate(order.paidAt ?? order.createdAt), OPEN_ORDER_LINK_DAYS)
  return later(own ?? new Date(0), reissuedEnd(issuedAt, NEW_ORDER_LINK_DAYS))
}

/**
 * When an appointment's link stops opening: 14 days after the visit's day (a cancelled visit
 * too: its date is still the one the customer chose); a link sent again opens at least 14
 * days from the day it was sent.
 */
export function appointmentLinkEnd(
  appointment: { appointmentDate: string },
  issuedAt: Date | null = null,
): Date {
  const own = endOfDayAfter(appointment.appointmentDate, APPOINTMENT_LINK_DAYS_AFTER_VISIT)
  return later(own ?? new Date(0), reissuedEnd(issuedAt, NEW_APPOINTMENT_LINK_DAYS))
}

/** True from the link's end on (the end itself is already too late). */
export function linkExpired(end: Date, now: Date = new Date()): boolean {
  return now.getTime() >= end.getTime()
}

/** The expired page's form: "Send me a new link" to the e-mail the order or visit has. */
export const newLinkRequestSchema = z.object({
  intent: z.literal('new-link'),
  email: emailAddress('Your e-mail'),
})

/** The one answer to "send me a new link", whether or not the e-mail matched. */
export const NEW_LINK_SENT_MESSAGE =
  'If that e-mail matches, a new link is on its way. Please check your inbox (and spam folder).'

/** True when the e-mail typed is the one the order or appointment has (case and spaces aside). */
export function sameEmail(typed: string, stored: string): boolean {
  return typed.trim().toLowerCase() === stored.trim().toLowerCase()
}
