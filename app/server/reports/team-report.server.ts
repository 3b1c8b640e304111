/**
 * The owner's team and reviews reports (issue 42): visits per installer per week and the jobs
 * they finished; the days from payment to installation; the 2-hour answer promise kept or
 * missed by week; the average rating and count per product and the reviews waiting. Read-only.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { isAnswerLate, minutesSince } from '~/domain/dashboard'
import { bucketer, type DateRange, median, rangeInstants, weekStart } from '~/domain/report-range'
import { db, schema } from '../platform/db.server'
import { SALE_KINDS } from './money-report.server'

const { orders, orderHistory, reviews } = schema

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
  const weeks = bucketer(range, 'week').keys
  const rows = db.$client
    .prepare(
      `select a.appointment_date, a.status, a.assigned_admin_id, u.username, u.display_name
       from appointments a left join admin_users u on u.id = a.assigned_admin_id
       where a.appointment_date >= ? and a.appointment_date <= ? and a.status != 'cancelled'`,
    )
    .raw(true)
    .all(range.from, range.to) as [string, string, number | null, string | null, string | null][]
  const people = new Map<number | null, InstallerWeeks>()
  // A visit's week is its calendar date's Monday; the range's first week starts at `from`.
  const weekIndex = new Map(weeks.map((w, i) => [w, i]))
  const indexOfDate = (date: string) => weekIndex.get(weekStart(date)) ?? -1
  const seen = new Map<string, number>()
  for (const [date, status, key, username, displayName] of rows) {
    let i = seen.get(date)
    if (i === undefined) {
      i = indexOfDate(date)
      seen.set(date, i)
    }
    if (i < 0) continue
    const person = people.get(key) ?? {
      id: key,
      name: key === null ? 'Not assigned' : displayName || username || `Staff ${key}`,
      visits: weeks.map(() => 0),
      total: 0,
      done: 0,
    }
    person.visits[i] += 1
    person.total += 1
    if (status === 'completed') person.done += 1
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
  // Read as plain arrays (a five-year range is thirty thousand leads); the first act of a
  // person on each lead comes from the timeline's index (lead, time).
  const rows = db.$client
    .prepare(
      `select l.created_at, (
         select min(ra.created_at) from request_activity ra
         where ra.lead_id = l.id and ra.author is not null
       ) from leads l where l.created_at >= ? and l.created_at < ?`,
    )
    .raw(true)
    .all(start, end) as [number, number | null][]
  const nowMs = now.getTime()
  for (const [createdAt, answeredAt] of rows) {
    const i = indexOf(createdAt)
    if (i < 0) continue
    if (isAnswerLate(minutesSince(createdAt, answeredAt ?? nowMs))) weeks[i].missed += 1
    else if (answeredAt !== null) weeks[i].kept += 1
    else weeks[i].waiting += 1
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
