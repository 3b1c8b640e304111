/**
 * The owner's team and reviews reports (issue 42): visits per installer per week and the jobs
 * they finished; the days from payment to installation; the 2-hour answer promise kept or
 * missed by week; the average rating and count per product and the reviews waiting. Read-only.
 */
import { and, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm'
import { answerPromise } from '~/domain/dashboard'
import { bucketer, type DateRange, median, rangeInstants } from '~/domain/report-range'
import { db, schema } from '../platform/db.server'
import { SALE_KINDS } from './money-report.server'

const { appointments, adminUsers, leads, requestActivity, orders, orderHistory, reviews } = schema

export type InstallerWeeks = {
  id: number | null
  name: string
  /** Visits per week of the range (not cancelled), in the order of `weeks`. */
  visits: number[]
  total: number
  done: number
}

/** Visits per person per week (Monday to Sunday), by the day of the visit. */
export function visitsPerInstaller(range: DateRange) {
  const { keys: weeks, indexOf } = bucketer(range, 'week')
  const rows = db
    .select({
      date: appointments.appointmentDate,
      status: appointments.status,
      adminId: appointments.assignedAdminId,
      username: adminUsers.username,
      displayName: adminUsers.displayName,
    })
    .from(appointments)
    .leftJoin(adminUsers, eq(adminUsers.id, appointments.assignedAdminId))
    .where(
      and(
        gte(appointments.appointmentDate, range.from),
        lte(appointments.appointmentDate, range.to),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .all()
  const people = new Map<number | null, InstallerWeeks>()
  // Noon of the visit's day is inside that Florida day whatever the clocks do.
  const { start } = rangeInstants(range)
  for (const row of rows) {
    const day = Date.parse(`${row.date}T17:00:00Z`)
    const i = indexOf(Math.max(start, day))
    if (i < 0) continue
    const key = row.adminId
    const person = people.get(key) ?? {
      id: key,
      name: key === null ? 'Not assigned' : row.displayName || row.username || `Staff ${key}`,
      visits: weeks.map(() => 0),
      total: 0,
      done: 0,
    }
    person.visits[i] += 1
    person.total += 1
    if (row.status === 'completed') person.done += 1
    people.set(key, person)
  }
  return {
    weeks,
    people: [...people.values()].sort(
      (a, b) => Number(a.id === null) - Number(b.id === null) || b.total - a.total,
    ),
  }
}

/** Median and mean days from payment to installation, of orders installed in the range. */
export function daysToInstall(range: DateRange) {
  const { start, end } = rangeInstants(range)
  const rows = db
    .select({
      paidAt: orders.paidAt,
      installedAt: sql<number>`min(${orderHistory.at})`,
    })
    .from(orderHistory)
    .innerJoin(orders, eq(orders.id, orderHistory.orderId))
    .where(
      and(
        eq(orderHistory.toStage, 'installed'),
        inArray(orders.kind, [...SALE_KINDS]),
        isNotNull(orders.paidAt),
      ),
    )
    .groupBy(orderHistory.orderId)
    .having(sql`min(${orderHistory.at}) >= ${start} and min(${orderHistory.at}) < ${end}`)
    .all()
  const days = rows
    .filter((r) => r.paidAt)
    .map((r) => Math.max(0, r.installedAt - (r.paidAt as Date).getTime()) / 86_400_000)
  const mid = median(days)
  return {
    installed: days.length,
    medianDays: mid === null ? null : Math.round(mid * 10) / 10,
  }
}

export type PromiseWeek = { key: string; kept: number; missed: number; waiting: number }

/**
 * The 2-hour answer promise, by the week the lead arrived: kept when a person first acted on
 * the lead (a note, a status, an e-mail, a visit, an estimate: anything with an author) within
 * the promise (answerPromise's rule), missed when later or never, waiting while a new lead is
 * still inside its two hours at `now`.
 */
export function answerPromiseByWeek(range: DateRange, now: Date): PromiseWeek[] {
  const { start, end } = rangeInstants(range)
  const { keys, indexOf } = bucketer(range, 'week')
  const weeks = keys.map((key) => ({ key, kept: 0, missed: 0, waiting: 0 }))
  const rows = db
    .select({
      createdAt: leads.createdAt,
      // Written out: a correlated subquery needs its columns named with their tables.
      answeredAt: sql<number | null>`(
        select min(ra.created_at) from request_activity ra
        where ra.lead_id = "leads"."id" and ra.author is not null
      )`,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, new Date(start)), lt(leads.createdAt, new Date(end))))
    .all()
  for (const row of rows) {
    const i = indexOf(row.createdAt.getTime())
    if (i < 0) continue
    const at = row.answeredAt ?? now.getTime()
    const state = answerPromise(row.createdAt, at).state
    if (state === 'on-time' && row.answeredAt !== null) weeks[i].kept += 1
    else if (state === 'on-time') weeks[i].waiting += 1
    else weeks[i].missed += 1
  }
  return weeks
}

/** Average rating (one decimal) and count of the approved reviews per product; the waiting ones. */
export function reviewsReport() {
  const perProduct = db
    .select({
      productType: reviews.productType,
      average: sql<number>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)`,
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), isNotNull(reviews.productType)))
    .groupBy(reviews.productType)
    .all()
  const waiting =
    db
      .select({ n: sql<number>`count(*)` })
      .from(reviews)
      .where(eq(reviews.status, 'submitted'))
      .get()?.n ?? 0
  return { perProduct, waiting }
}

export function teamReport(range: DateRange, now: Date) {
  return {
    visits: visitsPerInstaller(range),
    install: daysToInstall(range),
    promise: answerPromiseByWeek(range, now),
  }
}
export type TeamReport = ReturnType<typeof teamReport>
