/**
 * The owner's money report (issue 42): what was paid, refunded and kept, over time, by product,
 * county and city, against the period before and the same period last year. Read-only.
 *
 * Paid is counted when the customer paid (orders.paidAt; an installed job's deposit) at the order's total; a refund when it
 * succeeded, on its own day, so a refund in December of a November sale lowers December. Sample
 * requests (free) and quote requests (unpriced) are not sales.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import { divRoundHalfUp } from '~/domain/money'
import {
  bucketer,
  type DateRange,
  percentChange,
  type ReportRange,
  rangeInstants,
} from '~/domain/report-range'
import { jobsOwing } from '../orders/installed-job.server'
import { db, schema } from '../platform/db.server'

const { orders, orderRefunds, orderLines } = schema

/**
 * The kinds of order that are sales: the shop's orders, and installed jobs (sold at their total
 * on the day the deposit was paid; what is still owed shows as balances due).
 */
export const SALE_KINDS = ['order', 'installed-job'] as const

function paidOrders({ start, end }: { start: number; end: number }) {
  return and(
    inArray(orders.kind, [...SALE_KINDS]),
    isNotNull(orders.paidAt),
    gte(orders.paidAt, new Date(start)),
    lt(orders.paidAt, new Date(end)),
  )
}

function succeededRefunds({ start, end }: { start: number; end: number }) {
  return and(
    eq(orderRefunds.status, 'succeeded'),
    gte(orderRefunds.createdAt, new Date(start)),
    lt(orderRefunds.createdAt, new Date(end)),
  )
}

export type MoneyTotals = {
  paidCents: number
  refundedCents: number
  netCents: number
  orders: number
  /** Paid divided by the number of orders paid, rounded once, half up; 0 without orders. */
  averageOrderCents: number
}

/** The whole range's figures, in two queries. */
export function moneyTotals(range: DateRange): MoneyTotals {
  const instants = rangeInstants(range)
  const paid = db
    .select({
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`,
      n: sql<number>`count(*)`,
    })
    .from(orders)
    .where(paidOrders(instants))
    .get() ?? { cents: 0, n: 0 }
  const refunded =
    db
      .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
      .from(orderRefunds)
      .where(succeededRefunds(instants))
      .get()?.cents ?? 0
  return {
    paidCents: paid.cents,
    refundedCents: refunded,
    netCents: paid.cents - refunded,
    orders: paid.n,
    averageOrderCents: paid.n ? divRoundHalfUp(paid.cents, paid.n) : 0,
  }
}

export type MoneyPoint = { key: string; paidCents: number; refundedCents: number; netCents: number }

/** Paid, refunded and net per day, week or month of the range; empty buckets are 0. */
export function moneySeries(range: ReportRange): MoneyPoint[] {
  const instants = rangeInstants(range)
  const { keys, indexOf } = bucketer(range, range.bucket)
  const points = keys.map((key) => ({ key, paidCents: 0, refundedCents: 0, netCents: 0 }))
  const paid = db
    .select({ at: orders.paidAt, cents: orders.totalCents })
    .from(orders)
    .where(paidOrders(instants))
    .all()
  for (const row of paid) {
    const i = indexOf(row.at?.getTime() ?? Number.NaN)
    if (i >= 0) points[i].paidCents += row.cents
  }
  const refunds = db
    .select({ at: orderRefunds.createdAt, cents: orderRefunds.amountCents })
    .from(orderRefunds)
    .where(succeededRefunds(instants))
    .all()
  for (const row of refunds) {
    const i = indexOf(row.at.getTime())
    if (i >= 0) points[i].refundedCents += row.cents
  }
  for (const point of points) point.netCents = point.paidCents - point.refundedCents
  return points
}

export type MoneyShare = { key: string; label: string; paidCents: number; orders: number }

/** What each product sold (its lines' totals) in orders paid in the range, most first. */
export function moneyByProduct(range: DateRange): MoneyShare[] {
  return db
    .select({
      key: orderLines.productType,
      label: sql<string>`max(${orderLines.productName})`,
      paidCents: sql<number>`sum(${orderLines.lineTotalCents})`,
      orders: sql<number>`count(distinct ${orderLines.orderId})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(paidOrders(rangeInstants(range)), eq(orderLines.kind, 'product')))
    .groupBy(orderLines.productType)
    .orderBy(sql`3 desc`)
    .all()
}

function byPlace(range: DateRange, column: typeof orders.taxCounty | typeof orders.customerCity) {
  return db
    .select({
      key: sql<string>`coalesce(nullif(trim(${column}), ''), '')`,
      paidCents: sql<number>`sum(${orders.totalCents})`,
      orders: sql<number>`count(*)`,
    })
    .from(orders)
    .where(paidOrders(rangeInstants(range)))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`)
    .all()
    .map((row) => ({ ...row, label: row.key || 'Not known' }))
}

/** Paid by the county the goods went to (the tax county) and by the customer's city. */
export function moneyByPlace(range: DateRange): { counties: MoneyShare[]; cities: MoneyShare[] } {
  return { counties: byPlace(range, orders.taxCounty), cities: byPlace(range, orders.customerCity) }
}

export type Comparison = { now: number; before: number; change: number | null }

function compare(now: number, before: number): Comparison {
  return { now, before, change: percentChange(now, before) }
}

/** What installed jobs still owe today (the one balance rule), and how many jobs owe it. */
export function balancesDue() {
  const owing = jobsOwing('deposit-paid')
  return { cents: owing.reduce((sum, job) => sum + job.balanceCents, 0), jobs: owing.length }
}

/** Everything the money section shows. */
export function moneyReport(range: ReportRange) {
  const totals = moneyTotals(range)
  const previous = moneyTotals(range.previous)
  const lastYear = moneyTotals(range.lastYear)
  const { counties, cities } = moneyByPlace(range)
  return {
    totals,
    balancesDue: balancesDue(),
    comparisons: {
      net: {
        previous: compare(totals.netCents, previous.netCents),
        lastYear: compare(totals.netCents, lastYear.netCents),
      },
      orders: {
        previous: compare(totals.orders, previous.orders),
        lastYear: compare(totals.orders, lastYear.orders),
      },
    },
    previous,
    lastYear,
    series: moneySeries(range),
    byProduct: moneyByProduct(range),
    counties,
    cities,
  }
}
export type MoneyReport = ReturnType<typeof moneyReport>
