/**
 * The business hears of every request the moment it is stored: the leads are the business's
 * living, and the inbox is only looked at now and then. One e-mail to staff per quote
 * request, city-page request, motors quote and window-company request (through mail.server:
 * SMTP, or the outbox when it is not configured; never an error for the customer).
 */
import { getEnv } from '../platform/env.server'
import { notifyStaff } from '../vendors/mail.server'

type Line = readonly [string, string]

const present = (lines: readonly (Line | null)[]): Line[] =>
  lines.filter((line): line is Line => Boolean(line?.[1]))

function adminLink(path: string) {
  return new URL(path, getEnv().SITE_URL).toString()
}

/** A new lead (quote wizard, city page, motors quote). */
export function noticeOfLead(
  id: number,
  lead: {
    source: string
    name: string
    email: string
    phone: string
    serviceType?: string | null
    city?: string | null
    zipCode?: string | null
    address?: string | null
    details?: string | null
  },
) {
  const where = lead.city ? ` in ${lead.city}` : ''
  return notifyStaff({
    subject: `New request${where}: ${lead.name} (${lead.serviceType ?? lead.source})`,
    intro: `A customer sent a request from the website (${lead.source}).`,
    lines: present([
      ['Name', lead.name],
      ['Phone', lead.phone],
      ['E-mail', lead.email],
      ['Service', lead.serviceType ?? ''],
      ['City', lead.city ?? ''],
      ['ZIP', lead.zipCode ?? ''],
      ['Address', lead.address ?? ''],
      ['Details', lead.details ?? ''],
    ]),
    link: { label: 'Open the lead', url: adminLink(`/admin/leads/${id}`) },
    replyTo: lead.email,
  })
}

/** A new window-company (B2B) request. */
export function noticeOfWindowCompanyRequest(request: {
  companyName: string
  contactName: string
  contactPhone: string
  contactEmail: string
  customerAddress: string
  urgency: string
  numberOfWindows: number
  projectDetails: string
}) {
  return notifyStaff({
    subject: `B2B request (${request.urgency}): ${request.companyName}`,
    intro: 'A window company sent a service request from the portal.',
    lines: present([
      ['Company', request.companyName],
      ['Contact', `${request.contactName}, ${request.contactPhone}`],
      ['E-mail', request.contactEmail],
      ['Job address', request.customerAddress],
      ['Windows', String(request.numberOfWindows)],
      ['Urgency', request.urgency],
      ['Details', request.projectDetails],
    ]),
    link: { label: 'Open the B2B requests', url: adminLink('/admin/b2b') },
    replyTo: request.contactEmail,
  })
}
