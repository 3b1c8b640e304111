/**
 * The customer's e-mail at each customer-facing step of the workflow (ordered, shipped with
 * tracking, installation scheduled, installed, refunded with the amount, cancelled; samples
 * mailed or cancelled): the words of app/domain/order-workflow.ts customerNotice, the order's
 * lines and the private link. Sent through the one sender (the outbox keeps it, under the
 * move's topic, so the order's history can say whether it went).
 */

import { formatLongDate, formatTime } from '~/domain/booking'
import { customerNotice, type TimelineFacts, trackingUrl } from '~/domain/order-timeline'
import type { OrderState } from '~/domain/order-workflow'
import { formatCents } from '~/domain/pricing'
import { getEnv } from '../platform/env.server'
import { mailContent, sendMail } from '../vendors/mail.server'
import { getOrderView } from './customer-view.server'
import { orderPath } from './links.server'
import { specificationLines } from './order-mail.server'

export async function sendStageNotice(
  orderId: number,
  notice: {
    state: OrderState
    facts: TimelineFacts
    move: { from: string; to: string }
    topic: string
  },
): Promise<boolean> {
  const order = getOrderView(orderId)
  if (!order) return false
  const words = customerNotice(notice.state, notice.move, {
    ...notice.facts,
    reference: order.reference,
  })
  if (!words) return false
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${orderPath(order.id)}`
  const latest = notice.state.history?.at(-1)
  const details = latest?.to === notice.move.to ? (latest.details ?? {}) : {}
  const facts: [string, string][] = []
  if (details.carrier) facts.push(['Carrier', details.carrier])
  if (details.trackingNumber) {
    facts.push(['Tracking number', details.trackingNumber])
    const track = trackingUrl(details.carrier ?? '', details.trackingNumber)
    if (track) facts.push(['Track the parcel', track])
  }
  if (notice.move.to === 'installation-scheduled' && notice.facts.visit) {
    const { date, time } = notice.facts.visit
    facts.push(['Installation', `${formatLongDate(date)}${time ? ` at ${formatTime(time)}` : ''}`])
  }
  if (notice.facts.refundedCents && ['refunded', 'cancelled'].includes(notice.move.to))
    facts.push(['Refunded', formatCents(notice.facts.refundedCents)])
  const lines = specificationLines(order)
  const result = await sendMail({
    to: order.customer.email,
    subject: words.subject,
    topic: notice.topic,
    ...mailContent({
      intro: `Hello ${order.customer.name}. ${words.intro}`,
      lines: [...facts, ...lines],
      link: { label: 'Your order (private link)', url },
    }),
  })
  return result.delivered
}
