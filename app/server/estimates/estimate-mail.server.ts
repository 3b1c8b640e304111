/**
 * The estimate's e-mail to the customer (issue 39): the private link to their estimate, what it
 * comes to, the deposit and the last day. Through the one sender (app/server/vendors/
 * mail.server.ts): a message SMTP does not take waits in the outbox, never lost.
 */
import { longCalendarDate } from '~/domain/business-time'
import { formatCents } from '~/domain/pricing'
import { getEnv } from '../platform/env.server'
import { recordEmailSent } from '../requests/request-activity.server'
import { type MailResult, mailContent, sendMail } from '../vendors/mail.server'
import { type EstimateView, estimatePath } from './estimates.server'

export function estimateUrl(token: string): string {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${estimatePath(token)}`
}

export function estimateMailSubject(estimate: Pick<EstimateView, 'reference' | 'version'>) {
  const business = getEnv().BUSINESS_NAME
  const revised = estimate.version > 1 ? ' (revised)' : ''
  return `Your estimate ${estimate.reference}${revised} from ${business}`
}

/** Sends the estimate's link; the lead's timeline notes it (with whether it went out). */
export async function sendEstimateMail(
  estimate: EstimateView,
  author: string,
): Promise<MailResult> {
  const { totals } = estimate
  const subject = estimateMailSubject(estimate)
  const rooms = estimate.rooms.map((r) => r.name).join(', ')
  const result = await sendMail({
    to: estimate.customer.email,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject,
    topic: `estimate:${estimate.id}`,
    ...mailContent({
      intro: `Hello ${estimate.customer.name}, here is your estimate ${estimate.reference}${rooms ? ` for ${rooms}` : ''}, as we discussed at your home.`,
      lines: [
        ['Total', formatCents(totals.totalCents)],
        ['Deposit to start', formatCents(totals.depositCents)],
        ['Valid until', longCalendarDate(estimate.expiresOn)],
      ],
      link: { label: 'See your estimate (private link)', url: estimateUrl(estimate.token) },
      paragraphs: [
        'The page shows every room and window, the choices we offered and the price of each.',
        'Keep this link to yourself: anyone with it can see the estimate.',
      ],
    }),
  })
  if (estimate.leadId) {
    recordEmailSent(
      { leadId: estimate.leadId },
      { to: estimate.customer.email, subject, delivered: result.delivered },
      author,
    )
  }
  return result
}
