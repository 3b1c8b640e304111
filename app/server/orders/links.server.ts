/**
 * An order's private link: the signed address of its page, opening it, and sending a new one.
 */
import { eq } from 'drizzle-orm'
import { normaliseReference } from '~/domain/customer-reference'
import { linkExpired, NEW_ORDER_LINK_DAYS, orderLinkEnd } from '~/domain/private-links'
import { db, schema } from '../platform/db.server'
import { serverT } from '../platform/i18n.server'
import {
  issuedPart,
  linkSignatureMatches,
  readIssuedPart,
  sendNewLinkMail,
  signLink,
} from '../requests/private-links.server'
import type { OrderRow } from './order-rows.server'

const { orders } = schema

/**
 * What a link's signature covers: the order's id, and for a link sent again on request its
 * issue time (a link without one was issued when the order was placed).
 */
function linkMessage(orderId: number, issuedAt: Date | null): string {
  return issuedAt ? `order:${orderId}:${issuedPart(issuedAt)}` : `order:${orderId}`
}

/**
 * The order page's address, `/orders/{reference}?t={signature}`: only someone given this link
 * can open it, and it names the order by its reference, never its sequential id. `issuedAt`
 * makes a link sent again (it opens for a fresh span from then).
 */
function linkPath(order: Pick<OrderRow, 'id' | 'reference'>, issuedAt: Date | null = null) {
  const token = signLink(linkMessage(order.id, issuedAt))
  const t = issuedAt ? `${issuedPart(issuedAt)}.${token}` : token
  return `/orders/${order.reference ?? order.id}?t=${t}`
}

/** The private link of an order, as issued when it was placed (or paid). */
export function orderPath(orderId: number): string {
  return linkPath(
    db
      .select({ id: orders.id, reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, orderId))
      .get() ?? { id: orderId, reference: null },
  )
}

/**
 * A link to the order opening from `issuedAt` (as one sent again would), for a customer who
 * has just proved their address ("Find my orders"): it opens even after the first link ended.
 */
export function freshOrderPath(
  order: Pick<OrderRow, 'id' | 'reference'>,
  issuedAt: Date = new Date(),
): string {
  return linkPath(order, issuedAt)
}

/** The reference the customer sees for an order (its id stays for staff). */
export function orderReference(orderId: number): string {
  const row = db
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  return row?.reference ?? ''
}

export type OrderLink =
  | { state: 'open'; order: OrderRow; issuedAt: Date | null }
  | { state: 'expired'; order: OrderRow; issuedAt: Date | null }

/**
 * The order a private link names (its reference, or its id in links sent before references),
 * when the token was made for it; 'expired' once the link's lifetime has ended
 * (orderLinkEnd). Undefined for anything else: a stranger learns nothing from a guess.
 */
export function openOrderLink(
  orderParam: string | undefined,
  token: string | null,
  now: Date = new Date(),
): OrderLink | undefined {
  const match = /^(?:([0-9a-z]{1,8})\.)?([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (!match || !orderParam) return undefined
  const reference = /^\d{1,12}$/.test(orderParam) ? null : normaliseReference(orderParam)
  if (reference === null && !/^\d{1,12}$/.test(orderParam)) return undefined
  const order = db
    .select()
    .from(orders)
    .where(reference ? eq(orders.reference, reference) : eq(orders.id, Number(orderParam)))
    .get()
  if (!order) return undefined
  const issuedAt = match[1] ? readIssuedPart(match[1]) : null
  if (match[1] && !issuedAt) return undefined
  if (!linkSignatureMatches(linkMessage(order.id, issuedAt), match[2])) return undefined
  const state = linkExpired(orderLinkEnd(order, issuedAt), now) ? 'expired' : 'open'
  return { state, order, issuedAt }
}

/** Mails the order's customer a new private link, opening for NEW_ORDER_LINK_DAYS from now. */
export function sendNewOrderLink(order: OrderRow, now: Date = new Date()) {
  const { t } = serverT(order.language)
  return sendNewLinkMail({
    to: order.customerEmail,
    name: order.customerName,
    what: t('email.newLink.order', {
      kind: t(`email.newLink.kind.${order.kind}`),
      reference: order.reference ?? '',
    }).trim(),
    path: linkPath(order, now),
    days: NEW_ORDER_LINK_DAYS,
    language: order.language,
  })
}
