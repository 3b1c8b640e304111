import type { LoaderFunctionArgs } from '@remix-run/node'
import { appointmentCalendar } from '~/domain/booking-calendar'
import { appointmentByToken, appointmentLinks } from '~/server/appointments.server'
import { getEnv } from '~/server/env.server'
import { jsonError } from '~/server/http.server'

/** GET /appointments/:token/calendar.ics: the visit as a calendar file. */
export async function loader({ params }: LoaderFunctionArgs) {
  const appointment = params.token ? appointmentByToken(params.token) : undefined
  if (!appointment) return jsonError(404, 'Appointment not found')
  const env = getEnv()
  const body = appointmentCalendar(
    appointment,
    {
      name: env.BUSINESS_NAME,
      phone: env.BUSINESS_PHONE,
      email: env.BUSINESS_EMAIL,
      siteUrl: env.SITE_URL,
    },
    `${env.SITE_URL}${appointmentLinks(appointment).manageUrl}`,
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
