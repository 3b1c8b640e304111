/**
 * The e-mails of an order: the customer's confirmation with the private link, and the staff notice.
 */

import { and, desc, eq } from 'drizzle-orm'
import { ORDER_KIND_REQUEST_NAMES } from '~/domain/admin-inbox'
import { type InstalledJobSpecification, jobSpecificationRows } from '~/domain/installed-job'
import { leadTimeSentence } from '~/domain/lead-time'
import { formatCents } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import { getOrderView } from './customer-view.server'
import { orderPath } from './links.server'
import { stageNoticeTopic } from './order-rows.server'

/**
 * The topic of a paid order's confirmation: its payment's history entry, so the order's history
 * says whether the customer got it (the outbox's status under that topic).
 */
function paymentTopic(orderId: number): string | undefined {
  const { orderHistory } = schema
  const paid = db
    .select({ id: orderHistory.id })
    .from(orderHistory)
    .where(
      and(
        eq(orderHistory.orderId, orderId),
        eq(orderHistory.kind, 'move'),
        eq(orderHistory.toStage, 'paid'),
      ),
    )
    .orderBy(desc(orderHistory.id))
    .get()
  return paid ? stageNoticeTopic(paid.id) : undefined
}

/**
 * The customer's confirmation (with the private link) and the staff notice, once an order is
 * placed without payment or paid. Mail problems never fail the order: the outbox keeps them.
 */
export async function sendOrderEmails(orderId: number): Promise<void> {
  const order = getOrderView(orderId)
  if (!order) return
  const what = ORDER_KIND_REQUEST_NAMES[order.kind]
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${orderPath(order.id)}`
  const ref = order.reference
  const lines = specificationLines(order)
  const money: (readonly [string, string])[] =
    order.kind === 'samples'
      ? []
      : [
          ['Subtotal', formatCents(order.totals.subtotalCents)],
          ['Installation', formatCents(order.totals.installationCents)],
          [order.totals.taxLabel, formatCents(order.totals.taxCents)],
          ['Total', formatCents(order.totals.totalCents)],
        ]
  // The window promised at payment, as the receipt page says it.
  const promised: (readonly [string, string])[] = order.leadWindow
    ? [['Expected installation', leadTimeSentence(order.leadWindow)]]
    : []
  const status =
    order.kind === 'order' ? (order.status === 'paid' ? 'paid' : 'awaiting payment') : 'received'
  try {
    await sendMail({
      to: order.customer.email,
      subject: `${what} ${ref} ${status}`,
      topic: status === 'paid' ? paymentTopic(order.id) : undefined,
      ...mailContent({
        intro: `Thank you, ${order.customer.name}. Your ${what.toLowerCase()} ${ref} is ${status}. We will contact you within 24 hours.`,
        lines: [...lines, ...money, ...promised],
        link: { label: 'Your order (private link)', url },
      }),
    })
    await notifyStaff({
      subject: `New ${what.toLowerCase()} ${order.number}, reference ${ref} (${status})`,
      intro: `${order.customer.name} (${order.customer.email}${order.customer.phone ? `, ${order.customer.phone}` : ''})`,
      lines: [
        ...lines,
        ...money,
        ...promised,
        [
          'Address',
          [order.customer.address, order.customer.city, order.customer.zipCode]
            .filter(Boolean)
            .join(', '),
        ],
      ],
      replyTo: order.customer.email,
    })
  } catch (error) {
    console.warn(`[mail] order ${order.id}: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Every line of an order written out in full (app/domain/order-specification.ts), as the
 * e-mails' label/value rows: what will be made, in every message about the order. An installed
 * job's are its rooms, windows, sizes and lines as the customer accepted them (its estimate's
 * specification kept on the order).
 */
export function specificationLines(order: {
  lines: readonly { spec: { title: string; text: string } }[]
  specification?: InstalledJobSpecification | null
}): (readonly [string, string])[] {
  const job = order.specification
    ? jobSpecificationRows(order.specification).map(
        ([where, what], index) => [`${order.lines.length + index + 1}. ${where}`, what] as const,
      )
    : []
  return [
    ...order.lines.map((l, index) => [`${index + 1}. ${l.spec.title}`, l.spec.text] as const),
    ...job,
  ]
}
