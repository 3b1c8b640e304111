/**
 * The customer's e-mail at each customer-facing step of the workflow (ordered, shipped with
 * tracking, installation scheduled, installed, refunded with the amount, cancelled; samples
 * mailed or cancelled): the words of app/domain/order-workflow.ts customerNotice, the order's
 * lines and the private link. Sent through the one sender (the outbox keeps it, under the
 * move's topic, so the order's history can say whether it went).
 */

import type { Translate } from '~/components/i18n'
import { formatLongDate, formatTime } from '~/domain/booking'
import { type Locale, pathInLocale } from '~/domain/locale'
import { customerNotice, type TimelineFacts, trackingUrl } from '~/domain/order-timeline'
import { isCustomerFacing, type MoveDetails, type OrderState } from '~/domain/order-workflow'
import { formatCents } from '~/domain/pricing'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, sendMail } from '../vendors/mail.server'
import { getOrderView } from './customer-view.server'
import { orderPath } from './links.server'
import { specificationLines } from './order-mail.server'
import { jobWordsFor } from './spec-words.server'

export async function sendStageNotice(
  orderId: number,
  notice: {
    state: OrderState
    facts: TimelineFacts
    move: { from: string; to: string }
    topic: string
  },
): Promise<boolean> {
  const order = getOrderView(orderId, 'customer')
  if (!order) return false
  const locale = order.language
  const { t } = serverT(locale)
  const facts = { ...notice.facts, reference: order.reference }
  // English keeps the words the order page shows (app/domain/order-timeline.ts); a Spanish
  // order's come from the catalog (issue 41).
  const words =
    locale === 'en'
      ? customerNotice(notice.state, notice.move, facts)
      : spanishNotice(t, notice.state, notice.move, facts)
  if (!words) return false
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(orderPath(order.id), locale)}`
  const latest = notice.state.history?.at(-1)
  const details = latest?.to === notice.move.to ? (latest.details ?? {}) : {}
  const rows: [string, string][] = []
  if (details.carrier) rows.push([t('email.stage.line.carrier'), details.carrier])
  if (details.trackingNumber) {
    rows.push([t('email.stage.line.tracking'), details.trackingNumber])
    const track = trackingUrl(details.carrier ?? '', details.trackingNumber)
    if (track) rows.push([t('email.stage.line.track'), track])
  }
  if (notice.move.to === 'installation-scheduled' && notice.facts.visit)
    rows.push([t('email.stage.line.installation'), visitWhen(t, notice.facts.visit, locale)])
  if (notice.facts.refundedCents && ['refunded', 'cancelled'].includes(notice.move.to))
    rows.push([t('email.stage.line.refunded'), formatCents(notice.facts.refundedCents, locale)])
  const lines = specificationLines(order, jobWordsFor(locale))
  const result = await sendMail({
    to: order.customer.email,
    subject: words.subject,
    topic: notice.topic,
    ...mailContent({
      language: locale,
      intro: t('email.stage.hello', { name: order.customer.name, intro: words.intro }),
      lines: [...rows, ...lines],
      link: { label: t('email.order.link'), url },
    }),
  })
  return result.delivered
}

function visitWhen(t: Translate, visit: { date: string; time?: string | null }, locale: Locale) {
  const date = formatLongDate(visit.date, locale)
  return visit.time ? t('email.stage.at', { date, time: formatTime(visit.time, locale) }) : date
}

/**
 * The customer's words for a move, from the catalog: the same stages and cases as
 * customerNotice (app/domain/order-timeline.ts), for an order in another language than English.
 */
/**
 * A stage's heading and sentence in `locale` from the catalog (part email), with the move's
 * details (carrier, tracking, expected date) and the order's facts (the visit, the refund):
 * the Spanish e-mail's opening and the Spanish order page's words for where the order is.
 * Null for a stage with no sentence of its own.
 */
export function stageSentence(
  t: Translate,
  locale: Locale,
  kind: OrderState['kind'],
  to: string,
  d: MoveDetails,
  facts: TimelineFacts,
): { heading: string; intro: string } | null {
  const refunded = facts.refundedCents ? formatCents(facts.refundedCents, locale) : null
  let heading: string
  let intro: string
  if (kind === 'samples') {
    if (to === 'mailed') {
      heading = t('email.stage.mailed.heading')
      intro = d.trackingNumber
        ? d.carrier
          ? t('email.stage.mailed.bodyCarrierTracking', {
              carrier: d.carrier,
              tracking: d.trackingNumber,
            })
          : t('email.stage.mailed.bodyTracking', { tracking: d.trackingNumber })
        : t('email.stage.mailed.body')
    } else {
      heading = t('email.stage.samplesCancelled.heading')
      intro = t('email.stage.samplesCancelled.body')
    }
  } else {
    switch (to) {
      case 'ordered':
        heading = t('email.stage.ordered.heading')
        intro = d.expectedDate
          ? t('email.stage.ordered.bodyExpected', { date: formatLongDate(d.expectedDate, locale) })
          : t('email.stage.ordered.body')
        break
      case 'installation-scheduled':
        heading = t('email.stage.scheduled.heading')
        intro = facts.visit
          ? // '… a las 10:00 a. m.' ends the sentence: its period is the abbreviation's.
            t('email.stage.scheduled.bodyWhen', {
              when: visitWhen(t, facts.visit, locale),
            }).replace(/\.\.$/, '.')
          : t('email.stage.scheduled.body')
        break
      case 'shipped':
        heading = t('email.stage.shipped.heading')
        intro =
          d.carrier && d.trackingNumber
            ? t('email.stage.shipped.bodyCarrierTracking', {
                carrier: d.carrier,
                tracking: d.trackingNumber,
              })
            : d.carrier
              ? t('email.stage.shipped.bodyCarrier', { carrier: d.carrier })
              : d.trackingNumber
                ? t('email.stage.shipped.bodyTracking', { tracking: d.trackingNumber })
                : t('email.stage.shipped.body')
        break
      case 'installed':
        heading = t('email.stage.installed.heading')
        intro = t('email.stage.installed.body')
        break
      case 'refunded':
        heading = t('email.stage.refunded.heading')
        intro = refunded
          ? t('email.stage.refunded.bodyAmount', { amount: refunded })
          : t('email.stage.refunded.body')
        break
      case 'cancelled':
        heading = t('email.stage.cancelled.heading')
        intro = refunded
          ? t('email.stage.cancelled.bodyAmount', { amount: refunded })
          : t('email.stage.cancelled.body')
        break
      default:
        return null
    }
  }
  return { heading, intro }
}

function spanishNotice(
  t: Translate,
  state: OrderState,
  move: { from: string; to: string },
  facts: TimelineFacts & { reference: string },
): { subject: string; intro: string } | null {
  if (!isCustomerFacing(state.kind, move.from, move.to)) return null
  const latest = [...(state.history ?? [])].reverse().find((h) => h.to === move.to)
  const said = stageSentence(t, 'es', state.kind, move.to, latest?.details ?? {}, facts)
  if (!said) return null
  const { heading, intro } = said
  const what = t(state.kind === 'samples' ? 'email.stage.what.samples' : 'email.stage.what.order')
  const subject =
    move.from === move.to && move.to === 'installation-scheduled'
      ? t('email.stage.subjectMoved', { what, reference: facts.reference })
      : t('email.stage.subject', {
          what,
          reference: facts.reference,
          heading: heading.toLowerCase(),
        })
  return { subject, intro }
}
