/**
 * The days the office is closed for holidays (issue 40.6): the eleven US federal holidays
 * (5 U.S.C. 6103) and the days around them the office usually closes too. Pure, computed on
 * the calendar alone (dates are YYYY-MM-DD; no instant, no time zone).
 *
 * Observed days, as the federal rule has them: a holiday on a Saturday is also kept on the
 * Friday before (New Year's Day on a Saturday: Friday December 31 of the year before), one on
 * a Sunday on the Monday after. The office closes the holiday itself (it may open Saturdays)
 * and its observed weekday.
 *
 * The office's own days, decided for a South Florida installer whose customers are away then:
 * Christmas Eve, the day after Thanksgiving and New Year's Eve. Every federal holiday is
 * closed, Columbus Day and Veterans Day too, as the issue asks; staff open again, under
 * Appointments → Availability, any day the office works.
 */

export type Holiday = { date: string; label: string }

/** The years from which Juneteenth is a federal holiday. */
const JUNETEENTH_FROM = 2021

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Day of the week of a calendar date, 0 = Sunday. */
function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month: its day of the month. */
function nthWeekday(year: number, month: number, dow: number, n: number): number {
  const first = weekday(year, month, 1)
  return 1 + ((dow - first + 7) % 7) + (n - 1) * 7
}

/** The last given weekday of a month: its day of the month. */
function lastWeekday(year: number, month: number, dow: number): number {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return days - ((weekday(year, month, days) - dow + 7) % 7)
}

/** The calendar day `days` after (or before) a date. */
function shift(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const moved = new Date(Date.UTC(y, m - 1, d + days))
  return iso(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** The weekday a fixed-date holiday is kept on: Friday before a Saturday, Monday after a Sunday. */
export function observedDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const dow = weekday(y, m, d)
  if (dow === 6) return shift(date, -1)
  if (dow === 0) return shift(date, 1)
  return date
}

export type FederalHoliday = { label: string; date: string; observed: string }

/** The US federal holidays of a year, each with the weekday it is observed on. */
export function federalHolidays(year: number): FederalHoliday[] {
  const fixed = (label: string, month: number, day: number) => {
    const date = iso(year, month, day)
    return { label, date, observed: observedDate(date) }
  }
  const floating = (label: string, month: number, day: number) => {
    const date = iso(year, month, day)
    return { label, date, observed: date }
  }
  return [
    fixed('New Year’s Day', 1, 1),
    floating('Martin Luther King Jr. Day', 1, nthWeekday(year, 1, 1, 3)),
    floating('Presidents’ Day', 2, nthWeekday(year, 2, 1, 3)),
    floating('Memorial Day', 5, lastWeekday(year, 5, 1)),
    ...(year >= JUNETEENTH_FROM ? [fixed('Juneteenth', 6, 19)] : []),
    fixed('Independence Day', 7, 4),
    floating('Labor Day', 9, nthWeekday(year, 9, 1, 1)),
    floating('Columbus Day', 10, nthWeekday(year, 10, 1, 2)),
    fixed('Veterans Day', 11, 11),
    floating('Thanksgiving', 11, nthWeekday(year, 11, 4, 4)),
    fixed('Christmas Day', 12, 25),
  ]
}

/** The days the office also closes in a year, beside the federal holidays. */
export function officeDays(year: number): Holiday[] {
  return [
    { date: shift(iso(year, 11, nthWeekday(year, 11, 4, 4)), 1), label: 'Day after Thanksgiving' },
    { date: iso(year, 12, 24), label: 'Christmas Eve' },
    { date: iso(year, 12, 31), label: 'New Year’s Eve' },
  ]
}

/**
 * Every day the office closes for a holiday from `from` to `to` (inclusive), in date order,
 * one entry a day: the federal holidays, their observed weekdays ("Independence Day
 * (observed)") and the office's own days; two on one day share it ("Christmas Eve ·
 * Christmas Day (observed)").
 */
export function holidayClosures(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4))
  const last = Number(to.slice(0, 4))
  const byDate = new Map<string, string[]>()
  const add = (date: string, label: string) => {
    if (date < from || date > to) return
    const labels = byDate.get(date) ?? []
    if (!labels.includes(label)) byDate.set(date, [...labels, label])
  }
  // A year's observed New Year's Day may fall on the year before's December 31.
  for (let year = first; year <= last + 1; year++) {
    for (const h of federalHolidays(year)) {
      add(h.date, h.label)
      if (h.observed !== h.date) add(h.observed, `${h.label} (observed)`)
    }
    for (const h of officeDays(year)) add(h.date, h.label)
  }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, labels]) => ({ date, label: labels.join(' · ') }))
}
