import type { LoaderFunctionArgs } from '@remix-run/node'
import { appointmentCalendar } from '~/domain/booking-calendar'
import { pathInLocale } from '~/domain/locale'
import { appointmentLinks, openAppointmentLink } from '~/server/booking/appointment-links.server'
import { publishedContact } from '~/server/content/business-settings.server'
import { getEnv } from '~/server/platform/env.server'
import { jsonError, readOnlyResourceAction } from '~/server/platform/http.server'
import { serverT } from '~/server/platform/i18n.server'

/** GET /appointments/:token/calendar.ics: the visit as a calendar file, while the link is good. */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = params.token ? openAppointmentLink(params.token) : undefined
  if (!link) return jsonError(404, 'Appointment not found')
  if (link.state === 'expired') {
    return jsonError(410, 'This link has expired: open it to get a new one by e-mail', undefined, {
      'Cache-Control': 'private, no-store',
    })
  }
  const { appointment, issuedAt } = link
  const language = appointment.language
  const env = getEnv()
  const contact = publishedContact()
  // A file to import, not a message: published (the e-mails carry the invitations).
  const body = appointmentCalendar(
    appointment,
    { name: env.BUSINESS_NAME, phone: contact.phone, email: contact.email, siteUrl: env.SITE_URL },
    `${env.SITE_URL}${pathInLocale(appointmentLinks(appointment, issuedAt).manageUrl, language)}`,
    'PUBLISH',
    // In the customer's language, as the invitations were.
    { t: serverT(language).t, locale: language },
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

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
