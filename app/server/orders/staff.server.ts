/**
 * Orders as staff see them: the Orders tab's list and one order with its payment attempts
 * (its stage and history: workflow.server.ts).
 */

import { and, count, desc, eq, exists, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { OrderFilters } from '~/domain/admin-inbox'
import { arrivalSentence } from '~/domain/arrival'
import { normaliseReference } from '~/domain/customer-reference'
import { formatOrderNumber } from '~/domain/order'
import { stageText } from '~/domain/order-export'
import { stagesForFilter } from '~/domain/order-legacy-status'
import { stageLabel } from '~/domain/order-workflow'
import { formatPhone } from '~/domain/phone'
import { rangeInstants } from '~/domain/report-range'
import { phoneColumnMatches, searchColumns, searchedId } from '../admin/admin-search.server'
import { db, schema } from '../platform/db.server'
import { cameFromCondition } from '../reports/arrival-filter.server'
import { getOrderView } from './customer-view.server'

const { orders, orderLines, payments } = schema

function staffOrderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.q) {
    const id = searchedId(filters.q)
    // A customer quotes the reference their page and e-mails show.
    const reference = normaliseReference(filters.q)
    conditions.push(
      searchColumns(
        filters.q,
        [orders.customerName, orders.customerEmail, orders.customerPhone, orders.customerZip],
        // The phone however it was typed, here and in the search.
        phoneColumnMatches(filters.q, orders.customerPhone),
        id ? eq(orders.id, id) : undefined,
        reference ? eq(orders.reference, reference) : undefined,
        // An order with a line of that product, fabric or room ("Zebra", "Linen", "kitchen").
        exists(
          db
            .select({ one: orderLines.id })
            .from(orderLines)
            .where(
              and(
                eq(orderLines.orderId, orders.id),
                searchColumns(filters.q, [
                  orderLines.productName,
                  orderLines.fabricName,
                  orderLines.roomLabel,
                ]),
              ),
            ),
        ),
      ),
    )
  }
  const stages = stagesForFilter(filters)
  if (stages) conditions.push(inArray(orders.stage, stages))
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind))
  if (filters.paidFrom || filters.paidTo) {
    // The reports' rule for a day: midnight to midnight, Florida time.
    const { start, end } = rangeInstants({
      from: filters.paidFrom ?? '2000-01-01',
      to: filters.paidTo ?? '2999-12-31',
    })
    conditions.push(gte(orders.paidAt, new Date(start)), lt(orders.paidAt, new Date(end)))
  }
  if (filters.cameFrom) conditions.push(cameFromCondition(orders, filters.cameFrom))
  return and(...conditions)
}

const STAFF_PAGE_SIZE = 50

/** The Orders tab: one page, newest first, with each order's line count and latest payment. */
export function listOrdersForStaff(filters: OrderFilters) {
  const where = staffOrderConditions(filters)
  const total = db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const rows = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)
    .all()
  const ids = rows.map((r) => r.id)
  const lineCounts = new Map(
    ids.length
      ? db
          .select({ orderId: orderLines.orderId, n: count() })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .groupBy(orderLines.orderId)
          .all()
          .map((r) => [r.orderId, r.n])
      : [],
  )
  const latestPayment = latestPayments(ids)
  return {
    orders: rows.map((o) => ({
      id: o.id,
      number: formatOrderNumber(o.id),
      reference: o.reference ?? '',
      kind: o.kind,
      status: o.status,
      stage: o.stage,
      stageLabel: stageLabel(o.kind, o.stage as never),
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      language: o.language,
      // One way in every staff list, however it was typed.
      customerPhone: formatPhone(o.customerPhone),
      totalCents: o.totalCents,
      paidAt: o.paidAt,
      createdAt: o.createdAt,
      lineCount: lineCounts.get(o.id) ?? 0,
      paymentStatus: latestPayment.get(o.id)?.status ?? null,
    })),
    total,
    page,
    pageCount,
  }
}

/** The most rows one export holds (far above the shop's orders in years). */
export const ORDER_EXPORT_LIMIT = 10_000

/**
 * The orders the tab shows with these filters (every page), newest first, with their lines
 * and latest payment: the CSV export.
 */
export function listOrdersForExport(filters: OrderFilters) {
  const rows = db
    .select()
    .from(orders)
    .where(staffOrderConditions(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_EXPORT_LIMIT)
    .all()
  const ids = rows.map((r) => r.id)
  const lines = new Map<number, (typeof orderLines.$inferSelect)[]>()
  // In chunks: SQLite caps the number of bound values in one statement.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500)
    for (const line of db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, chunk))
      .orderBy(orderLines.id)
      .all()) {
      const list = lines.get(line.orderId) ?? []
      list.push(line)
      lines.set(line.orderId, list)
    }
  }
  const latestPayment = new Map<number, typeof payments.$inferSelect>()
  for (let i = 0; i < ids.length; i += 500) {
    for (const [id, p] of latestPayments(ids.slice(i, i + 500))) latestPayment.set(id, p)
  }
  return rows.map((o) => ({
    order: o,
    lines: lines.get(o.id) ?? [],
    paymentStatus: latestPayment.get(o.id)?.status ?? null,
  }))
}

/** The newest payment attempt of each order. */
function latestPayments(orderIds: number[]) {
  const latest = new Map<number, typeof payments.$inferSelect>()
  if (!orderIds.length) return latest
  const rows = db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.id)
    .all()
  for (const row of rows) latest.set(row.orderId, row)
  return latest
}

/** An order as staff see it: the customer's view plus the payment attempts. */
export function getOrderForStaff(orderId: number) {
  const view = getOrderView(orderId)
  if (!view) return null
  const attempts = db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      failureMessage: payments.failureMessage,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .all()
  const arrival = db
    .select({
      arrivalLanding: orders.arrivalLanding,
      arrivalReferrer: orders.arrivalReferrer,
      arrivalSource: orders.arrivalSource,
      arrivalMedium: orders.arrivalMedium,
      arrivalCampaign: orders.arrivalCampaign,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  return { ...view, payments: attempts, cameFrom: arrival ? arrivalSentence(arrival) : null }
}

/**
 * What the printed work order needs besides the order: its stage in words, the supplier's
 * reference and expected date, and the booked installation visit with who goes.
 */
export function workOrderFacts(orderId: number) {
  const order = db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()
  if (!order) return null
  const visit = order.appointmentId
    ? db
        .select({
          date: schema.appointments.appointmentDate,
          time: schema.appointments.appointmentTime,
          status: schema.appointments.status,
          username: schema.adminUsers.username,
          displayName: schema.adminUsers.displayName,
        })
        .from(schema.appointments)
        .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, schema.appointments.assignedAdminId))
        .where(eq(schema.appointments.id, order.appointmentId))
        .get()
    : undefined
  return {
    stage: stageText(order.kind, order.stage),
    supplierReference: order.supplierReference,
    expectedDate: order.expectedDate,
    visit:
      visit && visit.status !== 'cancelled'
        ? {
            date: visit.date,
            time: visit.time,
            installer: visit.displayName || visit.username || null,
          }
        : null,
  }
}
