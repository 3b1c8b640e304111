import { describe, expect, it } from 'vitest'
import {
  bucketer,
  bucketFor,
  bucketKey,
  bucketKeys,
  median,
  percentChange,
  presetRange,
  reportRange,
  yearEarlier,
} from './report-range'

// A Wednesday.
const TODAY = '2026-12-02'

describe('presetRange', () => {
  it('counts the last 7 and 30 days with today', () => {
    expect(presetRange('last-7-days', TODAY)).toEqual({ from: '2026-11-26', to: TODAY })
    expect(presetRange('last-30-days', TODAY)).toEqual({ from: '2026-11-03', to: TODAY })
  })

  it('last week is Monday to Sunday before this week', () => {
    expect(presetRange('last-week', TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    // On a Monday, last week is the seven days that just ended.
    expect(presetRange('last-week', '2026-11-30')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    // On a Sunday, this week is not over yet: last week is the one before.
    expect(presetRange('last-week', '2026-11-29')).toEqual({ from: '2026-11-16', to: '2026-11-22' })
  })

  it('months, quarters and years end today; last month is whole', () => {
    expect(presetRange('this-month', TODAY)).toEqual({ from: '2026-12-01', to: TODAY })
    expect(presetRange('last-month', TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('last-month', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(presetRange('last-month', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(presetRange('this-quarter', TODAY)).toEqual({ from: '2026-10-01', to: TODAY })
    expect(presetRange('this-quarter', '2026-03-31')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    })
    expect(presetRange('this-year', TODAY)).toEqual({ from: '2026-01-01', to: TODAY })
    expect(presetRange('last-12-months', TODAY)).toEqual({ from: '2025-12-03', to: TODAY })
  })
})

describe('buckets', () => {
  it('days up to a month, weeks up to half a year, months beyond', () => {
    expect(bucketFor({ from: '2026-11-01', to: '2026-12-01' })).toBe('day')
    expect(bucketFor({ from: '2026-11-01', to: '2026-12-02' })).toBe('week')
    expect(bucketFor({ from: '2026-06-01', to: '2026-12-02' })).toBe('week')
    expect(bucketFor({ from: '2025-12-03', to: '2026-12-02' })).toBe('month')
  })

  it('a week is keyed by its Monday, a month by its first day', () => {
    expect(bucketKey('2026-11-29', 'week')).toBe('2026-11-23')
    expect(bucketKey('2026-11-30', 'week')).toBe('2026-11-30')
    expect(bucketKey('2026-11-29', 'month')).toBe('2026-11-01')
    expect(bucketKey('2026-11-29', 'day')).toBe('2026-11-29')
  })

  it('lists every bucket, empty ones too, across a change of clocks and a year end', () => {
    expect(bucketKeys({ from: '2026-10-30', to: '2026-11-02' }, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ])
    expect(bucketKeys({ from: '2026-12-02', to: '2026-12-20' }, 'week')).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ])
    expect(bucketKeys({ from: '2025-11-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
  })
})

describe('reportRange', () => {
  it('defaults to the last 30 days, by day, compared with the 30 before and last year', () => {
    const range = reportRange({}, TODAY)
    expect(range).toMatchObject({
      from: '2026-11-03',
      to: TODAY,
      preset: 'last-30-days',
      bucket: 'day',
      previous: { from: '2026-10-04', to: '2026-11-02' },
      lastYear: { from: '2025-11-03', to: '2025-12-02' },
    })
    expect(range.error).toBeUndefined()
  })

  it('takes dates typed by hand, and cuts an end after today to today', () => {
    expect(reportRange({ from: '2026-01-01', to: '2027-01-31' }, TODAY)).toMatchObject({
      from: '2026-01-01',
      to: TODAY,
      preset: 'custom',
      bucket: 'month',
    })
  })

  it('says why a range typed by hand was not used, and shows the default instead', () => {
    for (const [query, error] of [
      [{ from: '2026-13-01', to: '2026-12-01' }, 'Enter both dates'],
      [{ from: '2026-11-01' }, 'Enter both dates'],
      [{ from: '2026-11-05', to: '2026-11-01' }, 'The end date is before the start date'],
      [{ from: '2027-01-01', to: '2027-02-01' }, 'The start date is in the future'],
      [{ from: '2016-01-01', to: '2026-12-01' }, 'Choose at most five years'],
    ] as const) {
      const range = reportRange(query, TODAY)
      expect(range.error).toContain(error)
      expect(range.preset).toBe('last-30-days')
    }
  })

  it('ignores a preset it does not know', () => {
    expect(reportRange({ preset: "'; drop table orders" }, TODAY).preset).toBe('last-30-days')
    expect(reportRange({ preset: 'this-year' }, TODAY).preset).toBe('this-year')
  })

  it('last year of 29 February is the 28th', () => {
    expect(yearEarlier({ from: '2028-02-29', to: '2028-02-29' })).toEqual({
      from: '2027-02-28',
      to: '2027-02-28',
    })
  })
})

describe('percentChange and median', () => {
  it('rounds to whole percent, and has nothing to compare with 0', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(50, 150)).toBe(-67)
    expect(percentChange(10, 0)).toBeNull()
  })

  it('median of odd, even and no values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe('bucketer', () => {
  it('puts an instant in its Florida day, month or week, and nothing outside the range', () => {
    const { keys, indexOf } = bucketer({ from: '2026-10-01', to: '2026-11-30' }, 'month')
    expect(keys).toEqual(['2026-10-01', '2026-11-01'])
    // 31 October, 11:30 PM in Miami (EDT) is 03:30 UTC on 1 November: October.
    expect(indexOf(Date.parse('2026-11-01T03:30:00Z'))).toBe(0)
    // Midnight starting 1 November in Miami is 04:00 UTC: November.
    expect(indexOf(Date.parse('2026-11-01T04:00:00Z'))).toBe(1)
    // 30 November, 11:59 PM EST (after the clocks went back) is 04:59 UTC on 1 December.
    expect(indexOf(Date.parse('2026-12-01T04:59:00Z'))).toBe(1)
    expect(indexOf(Date.parse('2026-12-01T05:00:00Z'))).toBe(-1)
    expect(indexOf(Date.parse('2026-10-01T03:59:59Z'))).toBe(-1)
  })

  it('a range starting mid-week counts from its first day, not the Monday', () => {
    const { keys, indexOf } = bucketer({ from: '2026-11-04', to: '2026-11-20' }, 'week')
    expect(keys).toEqual(['2026-11-02', '2026-11-09', '2026-11-16'])
    expect(indexOf(Date.parse('2026-11-03T15:00:00Z'))).toBe(-1)
    expect(indexOf(Date.parse('2026-11-04T15:00:00Z'))).toBe(0)
    expect(indexOf(Date.parse('2026-11-09T15:00:00Z'))).toBe(1)
  })
})
