/**
 * The estimate's e-mail to the customer (issue 39): the private link to their estimate, what it
 * comes to, the deposit and the last day. Through the one sender (app/server/vendors/
 * mail.server.ts): a message SMTP does not take waits in the outbox, never lost.
 */
import { longCalendarDate } from '~/domain/business-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { recordEmailSent } from '../requests/request-activity.server'
import { type MailResult, mailContent, sendMail } from '../vendors/mail.server'
import { type EstimateView, estimatePath } from './estimates.server'

/** The customer's private link; a Spanish customer's goes to the Spanish page (/es/...). */
export function estimateUrl(token: string, locale: Locale = 'en'): string {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(estimatePath(token), locale)}`
}

export function estimateMailSubject(
  estimate: Pick<EstimateView, 'reference' | 'version'>,
  locale: Locale = 'en',
) {
  const { t } = serverT(locale)
  const id = estimate.version > 1 ? 'estimate.mail.subjectRevised' : 'estimate.mail.subject'
  return t(id, { reference: estimate.reference, business: getEnv().BUSINESS_NAME })
}

/**
 * Sends the estimate's link, in the estimate's language; the lead's timeline notes it (with
 * whether it went out).
 */
export async function sendEstimateMail(
  estimate: EstimateView,
  author: string,
): Promise<MailResult> {
  const { totals, language } = estimate
  const { t } = serverT(language)
  const subject = estimateMailSubject(estimate, language)
  const rooms = estimate.rooms.map((r) => r.name).join(', ')
  const name = estimate.customer.name
  const reference = estimate.reference
  const result = await sendMail({
    to: estimate.customer.email,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject,
    topic: `estimate:${estimate.id}`,
    ...mailContent({
      language: language,
      intro: rooms
        ? t('estimate.mail.introRooms', { name, reference, rooms })
        : t('estimate.mail.intro', { name, reference }),
      lines: [
        [t('estimate.mail.total'), formatCents(totals.totalCents, language)],
        [t('estimate.mail.deposit'), formatCents(totals.depositCents, language)],
        [t('estimate.mail.validUntil'), longCalendarDate(estimate.expiresOn, language)],
      ],
      link: { label: t('estimate.mail.link'), url: estimateUrl(estimate.token, language) },
      paragraphs: [t('estimate.mail.everyRoom'), t('estimate.mail.private')],
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
