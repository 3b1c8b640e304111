import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  businessDate,
  businessDateTime,
  businessDateTimeShort,
  businessInstant,
  businessLongDate,
  businessPeriodStarts,
  formatBusinessTime,
  formatCalendarDate,
  isCalendarDate,
  isWallClockTime,
  isWeekendDate,
  longCalendarDate,
  startOfBusinessDate,
} from './business-time'

/** An instant written in UTC. */
const at = (iso: string) => new Date(iso)
const iso = (d: Date | undefined) => d?.toISOString()

describe('today in the business time zone', () => {
  it('is still yesterday in New York late in the evening, when UTC is already tomorrow', () => {
    // 02:00 UTC on June 11 is 22:00 on June 10 in Florida (EDT, UTC-4).
    expect(businessDate(at('2026-06-11T02:00:00Z'))).toBe('2026-06-10')
    expect(businessDate(at('2026-06-11T03:59:59Z'))).toBe('2026-06-10')
    expect(businessDate(at('2026-06-11T04:00:00Z'))).toBe('2026-06-11')
    // Winter (EST, UTC-5): the day turns at 05:00 UTC.
    expect(businessDate(at('2026-12-11T04:59:59Z'))).toBe('2026-12-10')
    expect(businessDate(at('2026-12-11T05:00:00Z'))).toBe('2026-12-11')
  })

  it('crosses month and year ends on the business calendar, not the UTC one', () => {
    expect(businessDate(at('2026-01-01T01:00:00Z'))).toBe('2025-12-31')
    expect(businessDate(at('2026-03-01T04:30:00Z'))).toBe('2026-02-28')
    expect(businessDate(at('2028-03-01T04:30:00Z'))).toBe('2028-02-29')
    expect(businessDate(at('2026-07-01T03:00:00Z'))).toBe('2026-06-30')
  })

  it('takes a Date, epoch milliseconds or an ISO string alike', () => {
    const instant = '2026-01-01T01:00:00Z'
    expect(businessDate(instant)).toBe('2025-12-31')
    expect(businessDate(Date.parse(instant))).toBe('2025-12-31')
    expect(businessDate(at(instant))).toBe('2025-12-31')
  })

  it('defaults to now', () => {
    expect(businessDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('formatting in the business time zone', () => {
  it('writes staff dates and times in Florida time, summer and winter', () => {
    expect(businessDateTime(at('2026-07-04T16:30:05Z'))).toBe('2026-07-04 12:30:05')
    expect(businessDateTime(at('2026-12-01T03:00:00Z'))).toBe('2026-11-30 22:00:00')
    expect(businessDateTimeShort(at('2026-11-23T14:05:00Z'))).toBe('Nov 23, 2026, 9:05 AM')
    expect(businessDateTimeShort(at('2026-11-24T04:59:00Z'))).toBe('Nov 23, 2026, 11:59 PM')
  })

  it('shows the hour twice on the night clocks go back (1 November 2026)', () => {
    // 1:30 AM EDT (05:30 UTC), then 1:30 AM EST an hour later (06:30 UTC).
    expect(businessDateTime(at('2026-11-01T05:30:00Z'))).toBe('2026-11-01 01:30:00')
    expect(businessDateTime(at('2026-11-01T06:30:00Z'))).toBe('2026-11-01 01:30:00')
    expect(businessDateTime(at('2026-11-01T07:30:00Z'))).toBe('2026-11-01 02:30:00')
  })

  it('writes every token it knows, and the rest as it is', () => {
    const instant = at('2026-03-09T17:05:09Z') // Monday 9 March 2026, 1:05:09 PM EDT
    expect(formatBusinessTime(instant, 'EEEE EEE, MMMM MMM MM M, dd d, yyyy')).toBe(
      'Monday Mon, March Mar 03 3, 09 9, 2026',
    )
    expect(formatBusinessTime(instant, 'HH H hh h:mm:ss a')).toBe('13 13 01 1:05:09 PM')
    expect(formatBusinessTime(at('2026-03-09T04:05:00Z'), 'h:mm a (HH:mm)')).toBe(
      '12:05 AM (00:05)',
    )
    expect(formatBusinessTime(at('2026-03-09T16:00:00Z'), 'h a')).toBe('12 PM')
  })

  it('skips the hour clocks go forward (8 March 2026)', () => {
    expect(businessDateTime(at('2026-03-08T06:59:59Z'))).toBe('2026-03-08 01:59:59')
    expect(businessDateTime(at('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00')
  })

  it('writes US long dates on the business calendar', () => {
    expect(businessLongDate('2026-05-18T13:00:00Z')).toBe('May 18, 2026')
    expect(businessLongDate('2026-01-01T01:00:00Z')).toBe('December 31, 2025')
  })

  it('formats a calendar date the same in every zone, and leaves what is not one as it was', () => {
    expect(formatCalendarDate('2026-11-24', 'EEEE, MMMM d, yyyy')).toBe(
      'Tuesday, November 24, 2026',
    )
    expect(formatCalendarDate('2025-03-14', 'MMMM d, yyyy')).toBe('March 14, 2025')
    expect(longCalendarDate('2025-03-14')).toBe('March 14, 2025')
    // The days clocks change are whole days like any other.
    expect(formatCalendarDate('2026-03-08', 'EEE MMM d')).toBe('Sun Mar 8')
    expect(formatCalendarDate('2026-11-01', 'EEE MMM d')).toBe('Sun Nov 1')
    expect(formatCalendarDate('2026-02-30', 'MMMM d, yyyy')).toBe('2026-02-30')
    expect(formatCalendarDate('soon', 'MMMM d, yyyy')).toBe('soon')
  })
})

describe('business dates and times to instants', () => {
  it('starts a day at midnight in New York: 05:00 UTC in winter, 04:00 UTC in summer', () => {
    expect(iso(startOfBusinessDate('2026-12-16'))).toBe('2026-12-16T05:00:00.000Z')
    expect(iso(startOfBusinessDate('2026-07-16'))).toBe('2026-07-16T04:00:00.000Z')
  })

  it('keeps the wall clock on the days clocks change', () => {
    // Sunday 8 March 2026: midnight is EST, 8 AM is already EDT.
    expect(iso(startOfBusinessDate('2026-03-08'))).toBe('2026-03-08T05:00:00.000Z')
    expect(iso(businessInstant('2026-03-08', '08:00'))).toBe('2026-03-08T12:00:00.000Z')
    // Sunday 1 November 2026: midnight is EDT, 8 AM is already EST (not 7 AM).
    expect(iso(startOfBusinessDate('2026-11-01'))).toBe('2026-11-01T04:00:00.000Z')
    expect(iso(businessInstant('2026-11-01', '08:00'))).toBe('2026-11-01T13:00:00.000Z')
    // The day after each change.
    expect(iso(businessInstant('2026-03-09', '08:00'))).toBe('2026-03-09T12:00:00.000Z')
    expect(iso(businessInstant('2026-11-02', '08:00'))).toBe('2026-11-02T13:00:00.000Z')
  })

  it('has no 2:30 AM on the night clocks go forward', () => {
    expect(businessInstant('2026-03-08', '02:30')).toBeUndefined()
    expect(iso(businessInstant('2026-03-08', '03:30'))).toBe('2026-03-08T07:30:00.000Z')
  })

  it('turns down what is not a date or a time', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-4-1', 'nope', '']) {
      expect(startOfBusinessDate(date), date).toBeUndefined()
      expect(isCalendarDate(date), date).toBe(false)
    }
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(businessInstant('2026-03-09', '24:00')).toBeUndefined()
    expect(businessInstant('2026-03-09', '8:00')).toBeUndefined()
    expect(isWallClockTime('08:00')).toBe(true)
    expect(isWallClockTime('23:59')).toBe(true)
    expect(isWallClockTime('24:00')).toBe(false)
    expect(isWallClockTime('8:00')).toBe(false)
  })
})

describe('calendar arithmetic', () => {
  it('counts calendar days across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addCalendarDays('2026-11-24', 28)).toBe('2026-12-22')
  })

  it('counts whole days across the clock changes, not 24-hour blocks', () => {
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08')
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addCalendarDays('2026-10-31', 1)).toBe('2026-11-01')
    expect(addCalendarDays('2026-11-01', 1)).toBe('2026-11-02')
    expect(addCalendarDays('2026-11-02', -2)).toBe('2026-10-31')
  })

  it('refuses to count from what is not a date', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError)
  })

  it('knows weekends', () => {
    expect(isWeekendDate('2026-03-07')).toBe(true) // Saturday
    expect(isWeekendDate('2026-03-08')).toBe(true) // Sunday, clocks go forward
    expect(isWeekendDate('2026-03-09')).toBe(false)
    expect(isWeekendDate('2026-11-01')).toBe(true) // Sunday, clocks go back
    expect(isWeekendDate('nope')).toBe(false)
  })
})

describe('analytics periods', () => {
  it('start on Monday and on the 1st, at midnight in Florida', () => {
    // Sunday 23:30 in Florida is already Monday in UTC: still the week that began on the 16th.
    const starts = businessPeriodStarts(at('2026-11-23T04:30:00Z'))
    expect(starts.week.toISOString()).toBe('2026-11-16T05:00:00.000Z')
    expect(starts.month.toISOString()).toBe('2026-11-01T04:00:00.000Z')
  })

  it('begin a month in the zone of its first day, across a clock change', () => {
    // 30 November, 10 PM in Florida is 1 December in UTC: still November.
    const starts = businessPeriodStarts(at('2026-12-01T03:00:00Z'))
    expect(starts.month.toISOString()).toBe('2026-11-01T04:00:00.000Z')
    // The week of the November change began Monday 26 October, in EDT.
    expect(starts.week.toISOString()).toBe('2026-11-30T05:00:00.000Z')
    expect(businessPeriodStarts(at('2026-11-01T12:00:00Z')).week.toISOString()).toBe(
      '2026-10-26T04:00:00.000Z',
    )
  })
})

describe('one place for business time', () => {
  // Every other module asks ./business-time: no second reading of the zone, no second library.
  const appDir = path.resolve(__dirname, '..')
  const sources = fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(appDir, f))
    .filter((f) => f !== path.join(__dirname, 'business-time.ts'))
  const rules: [string, RegExp][] = [
    ['imports date-fns', /from ['"](date-fns|@date-fns\/tz)['"]/],
    ['formats dates with Intl', /Intl\.DateTimeFormat|toLocale(Date|Time)?String\(['"]/],
    ['names the zone again', /['"]America\/New_York['"]/],
  ]

  it.each(rules)('no module but business-time %s', (_what, pattern) => {
    const offenders = sources
      .filter((f) => pattern.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(appDir, f))
    // content/business.ts is where the zone is set, once.
    expect(offenders.filter((f) => f !== path.join('content', 'business.ts'))).toEqual([])
  })
})
