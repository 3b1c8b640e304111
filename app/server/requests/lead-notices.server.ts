/**
 * The business hears of every request the moment it is stored: the leads are the business's
 * living, and the inbox is only looked at now and then. One e-mail to staff per quote
 * request, city-page request, motors quote and window-company request (through mail.server:
 * SMTP, or the outbox when it is not configured; never an error for the customer).
 */

import { serviceLabel } from '~/domain/admin-inbox'
import { displayHours } from '~/domain/content-versions'
import { leadReference } from '~/domain/follow-up'
import type { Locale } from '~/domain/locale'
import { bookingHours, publishedContact } from '../content/business-settings.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import { recordEmailSent } from './request-activity.server'

type Line = readonly [string, string]

const present = (lines: readonly (Line | null)[]): Line[] =>
  lines.filter((line): line is Line => Boolean(line?.[1]))

function adminLink(path: string) {
  return new URL(path, getEnv().SITE_URL).toString()
}

type NewLeadNotice = {
  source: string
  name: string
  email: string
  phone: string
  serviceType?: string | null
  city?: string | null
  zipCode?: string | null
  address?: string | null
  details?: string | null
  /** The customer's language: their acknowledgement goes in it. */
  language?: Locale
}

/** A new lead (quote wizard, city page, motors quote). */
export function noticeOfLead(id: number, lead: NewLeadNotice) {
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

/** 'Mon-Fri 8AM-6PM, Sat 9AM-4PM' (the published business settings, as the footer shows). */
function businessHours(language: Locale): string {
  return displayHours(bookingHours(), language)
    .map((h) => `${h.days} ${h.hours}`)
    .join(', ')
}

/**
 * The customer's acknowledgement of a quote request: its reference, what happens next (the
 * answer within 2 hours in business hours the forms promise) and the business's phone.
 */
export function leadAcknowledgement(
  id: number,
  lead: { name: string; serviceType?: string | null; language?: Locale },
) {
  const language = lead.language ?? 'en'
  const { t, fromEnglish } = serverT(language)
  const phone = publishedContact().phone
  const reference = leadReference(id)
  const label = serviceLabel(lead.serviceType ?? null)
  const service = label ? fromEnglish(label).toLowerCase() : ''
  const name = lead.name
  return {
    subject: t('email.leadAck.subject', { reference }),
    ...mailContent({
      language: language,
      intro: service
        ? t('email.leadAck.introWithService', { name, service, reference })
        : t('email.leadAck.intro', { name, reference }),
      lines: [[t('email.leadAck.reference'), reference]],
      paragraphs: [
        t('email.leadAck.next', { hours: businessHours(language) }),
        t('email.leadAck.sooner', { phone, reference }),
      ],
    }),
  }
}

/**
 * Everything a new lead sets off, whatever form it came from: the notice to staff and the
 * customer's acknowledgement (recorded in the lead's timeline). Mail that fails is kept in the
 * outbox; nothing here throws, so the stored lead is never lost to it.
 */
export async function announceNewLead(id: number, lead: NewLeadNotice): Promise<void> {
  try {
    await noticeOfLead(id, lead)
  } catch (error) {
    console.error(`[leads] lead ${id}: the staff notice failed`, error)
  }
  try {
    const message = leadAcknowledgement(id, lead)
    const result = await sendMail({
      to: lead.email,
      topic: `lead-acknowledgement:${id}`,
      ...message,
    })
    recordEmailSent(
      { leadId: id },
      { to: lead.email, subject: message.subject, delivered: result.delivered },
      null,
    )
  } catch (error) {
    console.error(`[leads] lead ${id}: the acknowledgement failed`, error)
  }
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

/**
 * Staff's own e-mail to a lead's customer (the lead page's form): sent through the site's mail
 * (so it is in the outbox, and kept there when SMTP fails) and recorded in the timeline.
 */
export async function emailLeadCustomer(
  lead: { id: number; name: string; email: string; language?: Locale },
  message: { subject: string; message: string },
  author: string,
) {
  const [first = '', ...rest] = message.message.split(/\n\s*\n/)
  const result = await sendMail({
    to: lead.email,
    subject: message.subject,
    topic: `lead-email:${lead.id}`,
    ...mailContent({ intro: first, paragraphs: rest, language: lead.language }),
  })
  recordEmailSent(
    { leadId: lead.id },
    { to: lead.email, subject: message.subject, delivered: result.delivered },
    author,
  )
  return result
}
