/**
 * The texts of the sale after a visit: the order's stages the customer cares about (shipped
 * with its tracking, installation booked or moved, installed), the estimate's link when it is
 * sent (each version), and the balance invoice's link. The e-mails of the same moments are
 * elsewhere (order-stage-mail, estimate-mail, balance-invoice); these are their short
 * companions, through `sendText`: only with a consent given with the order, with the estimate
 * it came from (any version), or with the request (lead) behind them; never after STOP; and,
 * as staff's work makes them, held until the morning when made at night.
 */
import { eq } from 'drizzle-orm'
import { formatLongDate, formatVisitTime } from '~/domain/booking'
import { type Locale, pathInLocale } from '~/domain/locale'
import { trackingUrl } from '~/domain/order-timeline'
import { formatCents } from '~/domain/pricing'
import { estimateTextSubject, leadTextSubject, orderTextSubject } from '~/domain/texts'
import { estimateUrl } from '../estimates/estimate-mail.server'
import { orderPath } from '../orders/links.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { sendText, type TextResult } from './texts.server'

const { orders, estimates, appointments } = schema

function site(path: string): string {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${path}`
}

/** The lead a visit was booked from, if any. */
function leadOfVisit(appointmentId: number | null): number | null {
  if (!appointmentId) return null
  return (
    db
      .select({ leadId: appointments.leadId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .get()?.leadId ?? null
  )
}

/**
 * The consents that cover texts about an estimate: given on its page or an earlier version's
 * (a revised estimate is the same proposal), or with the request it answers (the lead it was
 * written for, or the lead of the visit it was written at). A consent given only with the
 * visit is not one: its wording promised texts about that visit alone.
 */
export function estimateConsentSubjects(estimateId: number): string[] {
  const subjects: string[] = []
  let leadId: number | null = null
  const seen = new Set<number>()
  let id: number | null = estimateId
  while (id && !seen.has(id)) {
    seen.add(id)
    const row = db
      .select({
        id: estimates.id,
        leadId: estimates.leadId,
        appointmentId: estimates.appointmentId,
        replacesEstimateId: estimates.replacesEstimateId,
      })
      .from(estimates)
      .where(eq(estimates.id, id))
      .get()
    if (!row) break
    subjects.push(estimateTextSubject(row.id))
    leadId ??= row.leadId ?? leadOfVisit(row.appointmentId)
    id = row.replacesEstimateId
  }
  if (leadId) subjects.push(leadTextSubject(leadId))
  return subjects
}

/** The consents that cover texts about an order: the order's own, or its estimate's. */
export function orderConsentSubjects(order: { id: number; estimateId: number | null }): string[] {
  return [
    orderTextSubject(order.id),
    ...(order.estimateId ? estimateConsentSubjects(order.estimateId) : []),
  ]
}

/** The outbox topic of an order's text (the order's page and the reply matching read it). */
export function orderTextTopic(orderId: number, kind: string, sequence: number | string = 0) {
  return `text:order-${kind}:${orderId}:${sequence}`
}

/** The outbox topic of an estimate's link by text. */
export function estimateTextTopic(estimateId: number) {
  return `text:estimate-sent:${estimateId}:0`
}

/**
 * After a stage move the customer is e-mailed about: shipped (carrier, tracking number, the
 * carrier's tracking page when known), installation booked or moved (date and time window),
 * installed. Other stages are not texted (the e-mail is enough). An installed job's
 * "installed" is said by its balance invoice's text when a balance is due (one text, not two).
 */
export async function textOrderStage(
  orderId: number,
  move: { from: string; to: string },
  historyId: number,
  now: Date = new Date(),
): Promise<TextResult | null> {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const business = getEnv().BUSINESS_NAME
  const reference = order.reference ?? String(order.id)
  // In the order's language, with its page at that language's address (issue 41).
  const locale = order.language
  const { t } = serverT(locale)
  const url = site(pathInLocale(orderPath(order.id), locale))
  let body: string
  let about: string
  if (move.to === 'shipped') {
    const track =
      order.carrier && order.trackingNumber
        ? trackingUrl(order.carrier, order.trackingNumber)
        : null
    const parcel = [
      order.carrier ? t('texts.order.parcel.carrier', { carrier: order.carrier }) : '',
      order.trackingNumber
        ? t('texts.order.parcel.tracking', { tracking: order.trackingNumber })
        : '',
    ].join('')
    body = t('texts.order.shipped', {
      business,
      reference,
      parcel,
      track: track ? t('texts.order.track', { url: track }) : '',
      url,
    })
    about = 'order shipped'
  } else if (move.to === 'installation-scheduled') {
    const visit = order.appointmentId
      ? db.select().from(appointments).where(eq(appointments.id, order.appointmentId)).get()
      : undefined
    if (!visit) return null
    const when = `${formatLongDate(visit.appointmentDate, locale)}, ${formatVisitTime(visit.appointmentTime, visit.serviceType, locale)}`
    const moved = move.from === move.to
    body = t(moved ? 'texts.order.installationMoved' : 'texts.order.installationBooked', {
      business,
      reference,
      when,
      url,
    })
    about = moved ? 'installation moved' : 'installation booked'
  } else if (move.to === 'installed') {
    if (order.kind === 'installed-job') {
      const { balanceOf } = await import('../orders/installed-job.server')
      if (balanceOf(order).balanceCents > 0) return null
    }
    body = t('texts.order.installed', { business, reference, url })
    about = 'order installed'
  } else return null
  return sendText({
    to: order.customerPhone,
    body,
    about,
    topic: orderTextTopic(order.id, move.to, historyId),
    consentSubject: orderConsentSubjects(order),
    holdAtNight: true,
    // A second installation move the same night: only the last one goes in the morning.
    supersedes:
      move.to === 'installation-scheduled'
        ? [`text:order-installation-scheduled:${order.id}:`]
        : undefined,
    now,
  })
}

/** "Send to customer" (or a revised version sent): the estimate's private link by text. */
export async function textEstimateLink(
  estimate: {
    id: number
    reference: string | null
    version: number
    token: string
    language: Locale
  },
  phone: string,
  now: Date = new Date(),
): Promise<TextResult> {
  // In the estimate's language, with its page at the /es address for Spanish (issue 41).
  const { t } = serverT(estimate.language)
  const revised = estimate.version > 1
  const id = estimate.reference
    ? revised
      ? 'texts.estimate.revisedRef'
      : 'texts.estimate.readyRef'
    : revised
      ? 'texts.estimate.revised'
      : 'texts.estimate.ready'
  return sendText({
    to: phone,
    body: t(id, {
      business: getEnv().BUSINESS_NAME,
      reference: estimate.reference ?? '',
      url: estimateUrl(estimate.token, estimate.language),
    }),
    about: revised ? 'revised estimate sent' : 'estimate sent',
    topic: estimateTextTopic(estimate.id),
    consentSubject: estimateConsentSubjects(estimate.id),
    holdAtNight: true,
    now,
  })
}

/** The balance invoice of an installed job (it is installed): the pay link by text. */
export async function textBalanceInvoice(
  order: {
    id: number
    reference: string | null
    customerPhone: string
    estimateId: number | null
    language: Locale
  },
  balanceCents: number,
  payUrl: string,
  now: Date = new Date(),
): Promise<TextResult> {
  const { t } = serverT(order.language)
  return sendText({
    to: order.customerPhone,
    body: t('texts.order.balance', {
      business: getEnv().BUSINESS_NAME,
      reference: order.reference ?? String(order.id),
      amount: formatCents(balanceCents, order.language),
      url: payUrl,
    }),
    about: 'balance invoice',
    topic: orderTextTopic(order.id, 'balance-invoice'),
    consentSubject: orderConsentSubjects(order),
    holdAtNight: true,
    now,
  })
}
