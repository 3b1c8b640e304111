/**
 * Business time: the calendar and the clock of the business's time zone (America/New_York,
 * BUSINESS_TIME_ZONE), whatever the zone of the server or of the visitor's browser. "Today",
 * a calendar date (YYYY-MM-DD) and a wall-clock time ('HH:MM') always mean the business's.
 * The one place that converts between instants and business dates and times, and formats
 * them; every other module asks here.
 *
 * One library: @date-fns/tz (date-fns's time-zone date) reads and builds instants in the
 * zone, so clock changes are its business, never hours added by hand. Its small TZDateMini is
 * enough: the formats below are spelled out here rather than with date-fns's `format`,
 * which with its locale would add about 10 KB of gzip to every public page showing a date
 * (the blog, the gallery, the legal pages; see tests/integration/bundle-budget.test.ts).
 * Pure: no I/O, and safe in the browser, where a date on screen must match the server's HTML.
 */
import { TZDateMini } from '@date-fns/tz'
import { BUSINESS_TIME_ZONE } from '~/content/business'
import type { Locale } from './locale'

export { BUSINESS_TIME_ZONE }

/** A moment: a Date, epoch milliseconds, or an ISO string (as loaders send dates). */
export type Instant = Date | number | string

/** The form of a calendar date, YYYY-MM-DD (isCalendarDate also checks the day exists). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** The form of a wall-clock time, 'HH:MM' on a 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** US Spanish (es-US) names, written out like the English ones: no ICU differences at hydration. */
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']

/** The fields of a moment on some calendar and clock. */
type Fields = {
  year: number
  month: number
  day: number
  weekday: number
  hours: number
  minutes: number
  seconds: number
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The business's calendar and clock at an instant. */
function businessFields(instant: Instant): Fields {
  const at = new TZDateMini(new Date(instant).getTime(), BUSINESS_TIME_ZONE)
  return {
    year: at.getFullYear(),
    month: at.getMonth() + 1,
    day: at.getDate(),
    weekday: at.getDay(),
    hours: at.getHours(),
    minutes: at.getMinutes(),
    seconds: at.getSeconds(),
  }
}

/** A calendar date's fields (midnight), or undefined when it is not a real date. */
function dateFields(date: string): Fields | undefined {
  if (!DATE_PATTERN.test(date)) return undefined
  const [year, month, day] = date.split('-').map(Number)
  // A calendar date is the same everywhere: UTC only does the counting.
  const utc = new Date(Date.UTC(year, month - 1, day))
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return undefined
  }
  return { year, month, day, weekday: utc.getUTCDay(), hours: 0, minutes: 0, seconds: 0 }
}

const TOKENS = /yyyy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|a/g

/**
 * Fields in a pattern of date-fns tokens: yyyy, M MM MMM MMMM, d dd, EEE EEEE, H HH (24-hour),
 * h hh (12-hour), mm, ss, a (AM/PM). Anything else is written as it is (so a token's letter
 * cannot be written as text: 'at' would read as AM/PM and t).
 */
function formatFields(f: Fields, pattern: string): string {
  const hours12 = f.hours % 12 === 0 ? 12 : f.hours % 12
  const values: Record<string, string> = {
    yyyy: pad(f.year, 4),
    MMMM: MONTHS[f.month - 1],
    MMM: MONTHS[f.month - 1].slice(0, 3),
    MM: pad(f.month),
    M: String(f.month),
    dd: pad(f.day),
    d: String(f.day),
    EEEE: WEEKDAYS[f.weekday],
    EEE: WEEKDAYS[f.weekday].slice(0, 3),
    HH: pad(f.hours),
    H: String(f.hours),
    hh: pad(hours12),
    h: String(hours12),
    mm: pad(f.minutes),
    ss: pad(f.seconds),
    a: f.hours < 12 ? 'AM' : 'PM',
  }
  return pattern.replace(TOKENS, (token) => values[token])
}

/** True for a real calendar date written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  return dateFields(value) !== undefined
}

/** True for a wall-clock time written 'HH:MM' (24-hour). */
export function isWallClockTime(value: string): boolean {
  return TIME_PATTERN.test(value)
}

// ---------------------------------------------------------------- instant -> business

/** The calendar date (YYYY-MM-DD) an instant falls on in the business time zone; today by default. */
export function businessDate(instant: Instant = new Date()): string {
  return formatFields(businessFields(instant), 'yyyy-MM-dd')
}

/** An instant as the business's clock shows it, in a pattern of date-fns tokens ('MMM d, yyyy'). */
export function formatBusinessTime(instant: Instant, pattern: string): string {
  return formatFields(businessFields(instant), pattern)
}

/** '2026-11-30 22:00:00' (staff lists, CSV export). */
export function businessDateTime(instant: Instant): string {
  return formatBusinessTime(instant, 'yyyy-MM-dd HH:mm:ss')
}

/**
 * 'Nov 23, 2026, 9:05 AM' (staff screens); in US Spanish '23 de noviembre de 2026, 9:05 a. m.'
 * (a customer's list of orders).
 */
export function businessDateTimeShort(instant: Instant, locale: Locale = 'en'): string {
  if (locale === 'es') {
    const date = longCalendarDate(businessDate(instant), 'es')
    return `${date}, ${clockTime(formatBusinessTime(instant, 'HH:mm'), 'es')}`
  }
  return formatBusinessTime(instant, 'MMM d, yyyy, h:mm a')
}

/** 'May 18, 2026': the day an instant falls on, in US long form (blog posts). */
export function businessLongDate(instant: Instant): string {
  return formatBusinessTime(instant, 'MMMM d, yyyy')
}

// ---------------------------------------------------------------- business -> instant

/**
 * The instant a wall-clock time ('HH:MM') on a business date (YYYY-MM-DD) begins, or
 * undefined when either is not one (or the time does not exist that day: the hour skipped
 * when clocks go forward).
 */
export function businessInstant(date: string, time: string): Date | undefined {
  const f = dateFields(date)
  if (!f || !TIME_PATTERN.test(time)) return undefined
  const [hours, minutes] = time.split(':').map(Number)
  const at = new TZDateMini(f.year, f.month - 1, f.day, hours, minutes, BUSINESS_TIME_ZONE)
  if (at.getHours() !== hours || at.getMinutes() !== minutes) return undefined
  return new Date(at.getTime())
}

/** Midnight in the business time zone starting a calendar date (undefined if not a date). */
export function startOfBusinessDate(date: string): Date | undefined {
  return businessInstant(date, '00:00')
}

/** The starts of this week (Monday) and this month, midnight in the business time zone. */
export function businessPeriodStarts(now: Instant = new Date()): { week: Date; month: Date } {
  const today = businessFields(now)
  const monday = addCalendarDays(formatFields(today, 'yyyy-MM-dd'), -((today.weekday + 6) % 7))
  return {
    week: startOfBusinessDate(monday) as Date,
    month: startOfBusinessDate(formatFields({ ...today, day: 1 }, 'yyyy-MM-dd')) as Date,
  }
}

// ---------------------------------------------------------------- calendar dates

/**
 * The calendar date `days` after a YYYY-MM-DD date (negative: before): whole days, whatever
 * the clocks do. Throws for what is not a date: check input with isCalendarDate first.
 */
export function addCalendarDays(date: string, days: number): string {
  const f = dateFields(date)
  if (!f) throw new RangeError(`Not a calendar date: ${date}`)
  const utc = new Date(Date.UTC(f.year, f.month - 1, f.day + days))
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`
}

/** True when a calendar date is a Saturday or a Sunday (false for what is not a date). */
export function isWeekendDate(date: string): boolean {
  const weekday = dateFields(date)?.weekday
  return weekday === 0 || weekday === 6
}

/** The ISO day of the week of a calendar date: 1 = Monday … 6 = Saturday, 7 = Sunday (0 if not a date). */
export function isoWeekday(date: string): number {
  const weekday = dateFields(date)?.weekday
  return weekday === undefined ? 0 : weekday === 0 ? 7 : weekday
}

/**
 * '2025-03-14' as 'March 14, 2025' (a project's date, a legal page's last update); in Spanish
 * '14 de marzo de 2025'.
 */
export function longCalendarDate(date: string, locale: Locale = 'en'): string {
  if (locale === 'es') return spanishDate(date, false)
  return formatCalendarDate(date, 'MMMM d, yyyy')
}

/**
 * A calendar date with its weekday: 'Tuesday, December 8, 2026'; in Spanish 'martes, 8 de
 * diciembre de 2026'. What is not a date is returned as it was.
 */
export function longCalendarDateWithWeekday(date: string, locale: Locale = 'en'): string {
  if (locale === 'es') return spanishDate(date, true)
  return formatCalendarDate(date, 'EEEE, MMMM d, yyyy')
}

/** A date button's words in Spanish: { weekday: 'mar', day: '24 nov' } (es-US, no dots). */
export function spanishShortDate(date: string): { weekday: string; day: string } {
  const f = dateFields(date)
  if (!f) return { weekday: '', day: date }
  return { weekday: DIAS[f.weekday].slice(0, 3), day: `${f.day} ${MESES[f.month - 1].slice(0, 3)}` }
}

function spanishDate(date: string, weekday: boolean): string {
  const f = dateFields(date)
  if (!f) return date
  const day = `${f.day} de ${MESES[f.month - 1]} de ${f.year}`
  return weekday ? `${DIAS[f.weekday]}, ${day}` : day
}

/**
 * A wall-clock time ('HH:MM', 24-hour) as people read it: '10:00 AM'; in US Spanish
 * '10:00 a. m.'.
 */
export function clockTime(time: string, locale: Locale = 'en'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const morning = hours < 12
  const suffix = locale === 'es' ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM'
  // A no-break space keeps 'a. m.' whole and with its hour.
  const space = locale === 'es' ? '\u00a0' : ' '
  return `${hour12}:${pad(minutes)}${space}${suffix.replace(' ', space)}`
}

/**
 * A calendar date in a pattern of date-fns tokens: 'EEEE, MMMM d, yyyy' gives 'Tuesday,
 * November 24, 2026'. What is not a date is returned as it was.
 */
export function formatCalendarDate(date: string, pattern: string): string {
  const f = dateFields(date)
  return f ? formatFields(f, pattern) : date
}
