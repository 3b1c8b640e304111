/**
 * What every way of booking shares (the wizard's action and `POST /api/appointments`):
 * the rate limit, the booking itself, the e-mails it sends, and the links a booked customer
 * gets. The writes are in appointments.server.ts.
 */

import { type AppointmentRequest, BOOKING_FAILED_FALLBACK } from '~/domain/booking'
import { visitTextSubject } from '~/domain/texts'
import { requestLocale } from '~/server/platform/i18n.server'
import { arrivalFromRequest } from '../platform/arrival-cookie.server'
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy, whenDatabaseFree } from '../platform/db.server'
import { clientAddress, limitVisitor } from '../platform/rate-limit.server'
import { textConsentWording } from '../sms/consent-words.server'
import { recordTextConsent } from '../sms/consents.server'
import { appointmentLinks } from './appointment-links.server'
import { notifyBooked } from './appointment-notices.server'
import { type Appointment, type BookingResult, bookAppointment } from './appointments.server'

/** Bookings per visitor address: a family booking a few visits is fine, a script is not. */
export const BOOKING_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 }

export type SubmitBookingResult =
  | BookingResult
  | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number; field?: undefined }
  | { ok: false; status: 500; error: string; field?: undefined }

/** Rate limit, then the booking; the confirmations go out once it is stored. */
export async function submitBooking(
  request: Request,
  input: AppointmentRequest,
): Promise<SubmitBookingResult> {
  try {
    return await bookWhenFree(request, input)
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error
    // Another process held the write lock for seconds: nothing was written, the customer keeps
    // what they typed and is asked to press Book again.
    return { ok: false, status: 503, error: DATABASE_BUSY_MESSAGE, retryAfterSeconds: 5 }
  }
}

async function bookWhenFree(
  request: Request,
  input: AppointmentRequest,
): Promise<SubmitBookingResult> {
  const limit = await whenDatabaseFree(() =>
    limitVisitor(request, 'appointment-booking', BOOKING_LIMIT),
  )
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      error: limit.message,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  let result: BookingResult
  const language = requestLocale(request)
  try {
    const arrival = arrivalFromRequest(request)
    result = await whenDatabaseFree(() => bookAppointment({ ...input, arrival, language }))
  } catch (error) {
    if (isDatabaseBusy(error)) throw error
    // Nothing was written (the transaction rolled back): the customer keeps the details typed
    // and is told to try again, rather than landing on an error page.
    console.error('[booking] could not book:', error)
    return { ok: false, status: 500, error: BOOKING_FAILED_FALLBACK }
  }
  if (result.ok && input.textConsent) {
    const { appointment } = result
    // Kept before the confirmation, which is the first text it allows.
    await whenDatabaseFree(() =>
      recordTextConsent({
        phone: appointment.customerPhone,
        // The words the booking page showed, in its language.
        wording: textConsentWording('visit', language),
        source: 'booking',
        subject: visitTextSubject(appointment.id),
        ipAddress: clientAddress(request),
      }),
    ).catch((error) =>
      console.error(`[booking] appointment ${appointment.id}: consent to texts not kept`, error),
    )
  }
  if (result.ok) {
    // The booking is stored: a mail that cannot go out (or be kept) must not tell the customer
    // otherwise. Staff see every booking in the admin.
    await notifyBooked(result.appointment).catch((error) =>
      console.error(`[booking] appointment ${result.appointment.id}: notices failed`, error),
    )
  }
  return result
}

/**
 * What the JSON call answers about a booked appointment (no other customer's data): its
 * reference, never its sequential id (which would tell how many visits are booked).
 */
export function publicAppointment(appointment: Appointment) {
  return {
    reference: appointment.reference,
    slotId: appointment.slotId,
    serviceType: appointment.serviceType,
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    customerName: appointment.customerName,
    status: appointment.status,
    ...appointmentLinks(appointment),
  }
}
