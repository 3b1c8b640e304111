/**
 * The owner's reports (issue 42): which days a report covers, how its figures are grouped
 * (by day, week or month) and what it is compared with. Pure; calendar dates (YYYY-MM-DD) are
 * business dates, Florida time, as everywhere else (app/domain/business-time.ts). Weeks start
 * on Monday, as the dashboard's do.
 */
import { addCalendarDays, isCalendarDate, isoWeekday, startOfBusinessDate } from './business-time'

export const REPORT_PRESETS = [
  'last-7-days',
  'last-30-days',
  'last-week',
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
  'last-12-months',
] as const
export type ReportPreset = (typeof REPORT_PRESETS)[number]

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'this-year': 'This year',
  'last-12-months': 'Last 12 months',
}

export const DEFAULT_REPORT_PRESET: ReportPreset = 'last-30-days'

/** The longest range a report covers: five years and a day (the business's whole history). */
export const MAX_REPORT_DAYS = 5 * 366

export type Bucket = 'day' | 'week' | 'month'

/** Inclusive calendar dates. */
export type DateRange = { from: string; to: string }

export type ReportRange = DateRange & {
  preset: ReportPreset | 'custom'
  bucket: Bucket
  /** The same number of days just before. */
  previous: DateRange
  /** The same dates a year earlier (29 February becomes the 28th). */
  lastYear: DateRange
  /** Why a range typed by hand was not used, said next to the date fields. */
  error?: string
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`
}

function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7)) - 1 + months
  const y = year + Math.floor(month / 12)
  const m = ((month % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  const day = Math.min(Number(date.slice(8, 10)), lastDay)
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whole days from one calendar date to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The Monday starting the week of a date. */
export function weekStart(date: string): string {
  return addCalendarDays(date, 1 - isoWeekday(date))
}

/** The dates a preset covers on `today`; "this …" periods end today, not at their end. */
export function presetRange(preset: ReportPreset, today: string): DateRange {
  switch (preset) {
    case 'last-7-days':
      return { from: addCalendarDays(today, -6), to: today }
    case 'last-30-days':
      return { from: addCalendarDays(today, -29), to: today }
    case 'last-week': {
      const monday = addCalendarDays(weekStart(today), -7)
      return { from: monday, to: addCalendarDays(monday, 6) }
    }
    case 'this-month':
      return { from: monthStart(today), to: today }
    case 'last-month': {
      const from = addMonths(monthStart(today), -1)
      return { from, to: addCalendarDays(monthStart(today), -1) }
    }
    case 'this-quarter': {
      const month = Number(today.slice(5, 7))
      const first = month - ((month - 1) % 3)
      return { from: `${today.slice(0, 4)}-${String(first).padStart(2, '0')}-01`, to: today }
    }
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case 'last-12-months':
      return { from: addCalendarDays(addMonths(today, -12), 1), to: today }
  }
}

/** Days for a short range, weeks up to about half a year, months beyond. */
export function bucketFor(range: DateRange): Bucket {
  const days = daysBetween(range.from, range.to) + 1
  if (days <= 31) return 'day'
  if (days <= 190) return 'week'
  return 'month'
}

/** The bucket a date falls in: the date, its week's Monday, or its month's first day. */
export function bucketKey(date: string, bucket: Bucket): string {
  if (bucket === 'day') return date
  if (bucket === 'week') return weekStart(date)
  return monthStart(date)
}

/** Every bucket of a range in order, so days without a sale still show as 0. */
export function bucketKeys(range: DateRange, bucket: Bucket): string[] {
  const keys: string[] = []
  let key = bucketKey(range.from, bucket)
  while (key <= range.to) {
    keys.push(key)
    key =
      bucket === 'day'
        ? addCalendarDays(key, 1)
        : bucket === 'week'
          ? addCalendarDays(key, 7)
          : addMonths(key, 1)
  }
  return keys
}

/** The same dates a year earlier. */
export function yearEarlier(range: DateRange): DateRange {
  return { from: addMonths(range.from, -12), to: addMonths(range.to, -12) }
}

/** The range of the same length just before. */
export function previousRange(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to) + 1
  return { from: addCalendarDays(range.from, -days), to: addCalendarDays(range.from, -1) }
}

function build(range: DateRange, preset: ReportPreset | 'custom', error?: string): ReportRange {
  return {
    ...range,
    preset,
    bucket: bucketFor(range),
    previous: previousRange(range),
    lastYear: yearEarlier(range),
    ...(error ? { error } : {}),
  }
}

/**
 * The range a report's address asks for (`?preset=` or `?from=&to=`), on `today`. What cannot
 * be a range (a date that is not one, the end before the start, more than five years, a start
 * in the future) falls back to the default preset with a message saying why; an end after
 * today is cut to today.
 */
export function reportRange(
  query: { preset?: string | null; from?: string | null; to?: string | null },
  today: string,
): ReportRange {
  const from = query.from?.trim() ?? ''
  const to = query.to?.trim() ?? ''
  if (from || to) {
    const fallback = (error: string) =>
      build(presetRange(DEFAULT_REPORT_PRESET, today), DEFAULT_REPORT_PRESET, error)
    if (!isCalendarDate(from) || !isCalendarDate(to)) {
      return fallback('Enter both dates as they are shown, for example 2026-11-01')
    }
    if (to < from) return fallback('The end date is before the start date')
    if (from > today) return fallback('The start date is in the future')
    const end = to > today ? today : to
    if (daysBetween(from, end) + 1 > MAX_REPORT_DAYS) {
      return fallback('Choose at most five years')
    }
    return build({ from, to: end }, 'custom')
  }
  const preset = REPORT_PRESETS.find((p) => p === query.preset) ?? DEFAULT_REPORT_PRESET
  return build(presetRange(preset, today), preset)
}

/** Change from one figure to another in whole percent, or null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null
  return Math.round(((now - before) / Math.abs(before)) * 100)
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  // A typed array sorts numbers natively (thousands of gaps in a five-year funnel).
  const sorted = Float64Array.from(values).sort()
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The instants a range covers: from midnight starting `from` to midnight ending `to` (exclusive), Florida time. */
export function rangeInstants(range: DateRange): { start: number; end: number } {
  return {
    start: (startOfBusinessDate(range.from) as Date).getTime(),
    end: (startOfBusinessDate(addCalendarDays(range.to, 1)) as Date).getTime(),
  }
}

/**
 * A range's buckets and a function giving the bucket of an instant (its index, or -1 outside
 * the range): each bucket starts at midnight Florida time, so a sale at 11 PM on the last day
 * of a month counts in that month whatever the clocks did. Binary search: fast on five years.
 */
export function bucketer(range: DateRange, bucket: Bucket) {
  const keys = bucketKeys(range, bucket)
  const { start, end } = rangeInstants(range)
  const starts = keys.map((key, i) =>
    i === 0 ? start : (startOfBusinessDate(key) as Date).getTime(),
  )
  function indexOf(instant: number): number {
    if (instant < start || instant >= end) return -1
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid] <= instant) low = mid
      else high = mid - 1
    }
    return low
  }
  return { keys, indexOf }
}
