/**
 * The e-mails of an order: the customer's confirmation with the private link, and the staff notice.
 */

import { and, desc, eq } from 'drizzle-orm'
import type { Translate } from '~/components/i18n'
import { ORDER_KIND_REQUEST_NAMES } from '~/domain/admin-inbox'
import {
  type InstalledJobSpecification,
  type JobWords,
  jobSpecificationRows,
} from '~/domain/installed-job'
import { leadTimeSentence } from '~/domain/lead-time'
import { pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import { getOrderView } from './customer-view.server'
import { orderPath } from './links.server'
import { stageNoticeTopic } from './order-rows.server'
import { jobWordsFor, taxLabelIn } from './spec-words.server'

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
  const order = getOrderView(orderId, 'customer')
  if (!order) return
  const what = ORDER_KIND_REQUEST_NAMES[order.kind]
  const ref = order.reference
  // Staff read the lines in English whatever the customer's language.
  const lines = specificationLines(
    order.language === 'en' ? order : (getOrderView(orderId) ?? order),
  )
  const status =
    order.kind === 'order' ? (order.status === 'paid' ? 'paid' : 'awaiting payment') : 'received'
  const customerMail = orderConfirmation(order, status)
  // The staff notice's money and window, in English.
  const money = moneyLines(order, serverT('en').t)
  const promised = promisedLines(order, serverT('en').t)
  try {
    await sendMail({
      to: order.customer.email,
      topic: status === 'paid' ? paymentTopic(order.id) : undefined,
      ...customerMail,
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

type OrderViewed = NonNullable<ReturnType<typeof getOrderView>>
type Line = readonly [string, string]

function moneyLines(order: OrderViewed, t: Translate): Line[] {
  const locale = order.language
  if (order.kind === 'samples') return []
  return [
    [t('email.order.subtotal'), formatCents(order.totals.subtotalCents, locale)],
    [t('email.order.installation'), formatCents(order.totals.installationCents, locale)],
    [taxLabelIn(order.totals.taxLabel, t), formatCents(order.totals.taxCents, locale)],
    [t('email.order.total'), formatCents(order.totals.totalCents, locale)],
  ]
}

/** The window promised at payment, as the receipt page says it. */
function promisedLines(order: OrderViewed, t: Translate): Line[] {
  return order.leadWindow
    ? [[t('email.order.expectedInstallation'), leadTimeSentence(order.leadWindow)]]
    : []
}

const STATUS_IDS = {
  paid: 'email.order.status.paid',
  'awaiting payment': 'email.order.status.awaiting',
  received: 'email.order.status.received',
} as const

/**
 * The customer's confirmation of an order, in the order's language (issue 41), with the
 * private link to its page in that language.
 */
function orderConfirmation(order: OrderViewed, status: keyof typeof STATUS_IDS) {
  const { t } = serverT(order.language)
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(orderPath(order.id), order.language)}`
  const what = t(`email.order.kind.${order.kind}`)
  const said = t(STATUS_IDS[status])
  const reference = order.reference
  return {
    subject: t('email.order.subject', { what, reference, status: said }),
    ...mailContent({
      language: order.language,
      intro: t('email.order.intro', {
        name: order.customer.name,
        whatLower: what.toLowerCase(),
        reference,
        status: said,
      }),
      lines: [
        ...specificationLines(order, jobWordsFor(order.language)),
        ...moneyLines(order, t),
        ...promisedLines(order, t),
      ],
      link: { label: t('email.order.link'), url },
    }),
  }
}

/**
 * Every line of an order written out in full (app/domain/order-specification.ts), as the
 * e-mails' label/value rows: what will be made, in every message about the order. An installed
 * job's are its rooms, windows, sizes and lines as the customer accepted them (its estimate's
 * specification kept on the order).
 */
export function specificationLines(
  order: {
    lines: readonly { spec: { title: string; text: string } }[]
    specification?: InstalledJobSpecification | null
  },
  /** The job's words in the customer's language (its lines' are already in their view). */
  jobWords?: JobWords,
): (readonly [string, string])[] {
  const job = order.specification
    ? jobSpecificationRows(order.specification, jobWords).map(
        ([where, what], index) => [`${order.lines.length + index + 1}. ${where}`, what] as const,
      )
    : []
  return [
    ...order.lines.map((l, index) => [`${index + 1}. ${l.spec.title}`, l.spec.text] as const),
    ...job,
  ]
}
