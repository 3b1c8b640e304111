import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  BOOKING_SERVICE_TYPES,
  DATE_REFUSAL_MESSAGES,
  isBookingServiceType,
} from '~/domain/booking'
import { dateRefusalNow, listSlots } from '~/server/booking/slots.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'

/**
 * GET /api/appointment-slots?date=YYYY-MM-DD&serviceType=consultation|installation|repair|measurement
 * The date's slots for the service, in time order: `{ id, date, timeSlot, duration,
 * isAvailable, currentBookings, maxBookings }[]`. Both parameters are required (400), and the
 * date must be one of the 20 offered weekdays (400 with the reason).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const date = params.get('date')
  const serviceType = params.get('serviceType')
  if (!date || !serviceType) return jsonError(400, 'Both date and serviceType are required')
  if (!isBookingServiceType(serviceType)) {
    return jsonError(400, `Unknown serviceType (use ${BOOKING_SERVICE_TYPES.join(', ')})`)
  }
  const refusal = dateRefusalNow(date)
  if (refusal) return jsonError(400, DATE_REFUSAL_MESSAGES[refusal], { reason: refusal })
  return jsonResponse(listSlots(date, serviceType))
}

export function action() {
  return methodNotAllowed('GET')
}
