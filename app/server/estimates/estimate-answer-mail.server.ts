/**
 * The e-mails of the customer's answer (issue 39): the customer's confirmation of what they
 * accepted, and staff's notice of an acceptance or a decline. Through the outbox, with the
 * business's address as Reply-To as the other customer mails; a message that fails waits in
 * the outbox, and the answer itself is kept either way.
 */
import {
  businessDate,
  businessDateTimeShort,
  clockTime,
  formatBusinessTime,
  longCalendarDate,
} from '~/domain/business-time'
import { formatCents } from '~/domain/pricing'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { recordEmailSent } from '../requests/request-activity.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import type { AcceptanceRecord } from './estimate-answers.server'
import { estimateUrl } from './estimate-mail.server'
import type { EstimateView } from './estimates.server'

function siteUrl(path: string): string {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${path}`
}

function title(estimate: Pick<EstimateView, 'reference' | 'version'>): string {
  return `${estimate.reference}${estimate.version > 1 ? ` (version ${estimate.version})` : ''}`
}

/** When it was accepted, as the customer reads it: 'Dec 3, 2026, 9:05 AM' or '3 de diciembre de 2026, 9:05 a. m.'. */
function acceptedWhen(acceptedAt: AcceptanceRecord['acceptedAt'], language: 'en' | 'es') {
  if (language === 'en') return businessDateTimeShort(acceptedAt)
  const date = longCalendarDate(businessDate(acceptedAt), language)
  return `${date}, ${clockTime(formatBusinessTime(acceptedAt, 'HH:mm'), language)}`
}

/**
 * The customer's confirmation (in the estimate's language) and staff's notice (English) of an
 * acceptance.
 */
export async function sendAcceptanceMail(estimate: EstimateView, record: AcceptanceRecord) {
  const { language } = estimate
  const { t } = serverT(language)
  const customerTitle =
    estimate.version > 1
      ? t('estimate.mail.accepted.title', {
          reference: estimate.reference,
          version: String(estimate.version),
        })
      : estimate.reference
  const subject = t('estimate.mail.accepted.subject', { title: customerTitle })
  const when = businessDateTimeShort(record.acceptedAt)
  try {
    const result = await sendMail({
      to: estimate.customer.email,
      replyTo: getEnv().BUSINESS_EMAIL,
      subject,
      topic: `estimate-accepted:${estimate.id}`,
      ...mailContent({
        language: language,
        intro: t('estimate.mail.accepted.intro', {
          name: estimate.customer.name,
          title: customerTitle,
          when: acceptedWhen(record.acceptedAt, language),
        }),
        lines: [
          [t('estimate.mail.total'), formatCents(record.totalCents, language)],
          [t('estimate.mail.deposit'), formatCents(record.depositCents, language)],
          [t('estimate.mail.accepted.signedBy'), record.signedName],
        ],
        link: {
          label: t('estimate.mail.accepted.link'),
          url: estimateUrl(estimate.token, language),
        },
        paragraphs: [t('estimate.mail.accepted.next')],
      }),
    })
    if (estimate.leadId) {
      recordEmailSent(
        { leadId: estimate.leadId },
        { to: estimate.customer.email, subject, delivered: result.delivered },
        null,
      )
    }
    await notifyStaff({
      subject: `Estimate ${title(estimate)} accepted by ${estimate.customer.name}`,
      intro: `${record.signedName} accepted estimate ${title(estimate)} on ${when}.`,
      lines: [
        ['Total', formatCents(record.totalCents)],
        ['Deposit asked', formatCents(record.depositCents)],
        ['Signature', record.signatureSrc ? 'typed name and drawn signature' : 'typed name'],
        ['From', `${record.ipAddress} · ${record.userAgent}`],
      ],
      link: { label: 'The estimate', url: siteUrl(`/admin/estimates/${estimate.id}`) },
      replyTo: estimate.customer.email || undefined,
    })
  } catch (error) {
    console.warn(
      `[mail] estimate ${estimate.id} accepted: ${error instanceof Error ? error.message : error}`,
    )
  }
}

/** Staff's notice of a decline, with the customer's reason. */
export async function sendDeclineNotice(estimate: EstimateView, reason: string | null) {
  try {
    await notifyStaff({
      subject: `Estimate ${title(estimate)} declined by ${estimate.customer.name}`,
      intro: `${estimate.customer.name} declined estimate ${title(estimate)}.`,
      lines: [['Reason', reason ?? 'none given']],
      link: { label: 'The estimate', url: siteUrl(`/admin/estimates/${estimate.id}`) },
      replyTo: estimate.customer.email || undefined,
    })
  } catch (error) {
    console.warn(
      `[mail] estimate ${estimate.id} declined: ${error instanceof Error ? error.message : error}`,
    )
  }
}
