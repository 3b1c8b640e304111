import { describe, expect, it } from 'vitest'
import { federalHolidays, holidayClosures, observedDate } from './holidays'

const byLabel = (year: number) =>
  Object.fromEntries(federalHolidays(year).map((h) => [h.label, [h.date, h.observed]]))

describe('the US federal holidays', () => {
  it('are the eleven of 5 U.S.C. 6103 on their days in 2026', () => {
    expect(byLabel(2026)).toEqual({
      'New Year’s Day': ['2026-01-01', '2026-01-01'],
      'Martin Luther King Jr. Day': ['2026-01-19', '2026-01-19'],
      'Presidents’ Day': ['2026-02-16', '2026-02-16'],
      'Memorial Day': ['2026-05-25', '2026-05-25'],
      Juneteenth: ['2026-06-19', '2026-06-19'],
      // A Saturday: kept on the Friday before.
      'Independence Day': ['2026-07-04', '2026-07-03'],
      'Labor Day': ['2026-09-07', '2026-09-07'],
      'Columbus Day': ['2026-10-12', '2026-10-12'],
      'Veterans Day': ['2026-11-11', '2026-11-11'],
      Thanksgiving: ['2026-11-26', '2026-11-26'],
      'Christmas Day': ['2026-12-25', '2026-12-25'],
    })
  })

  it('keep a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    const y2027 = byLabel(2027)
    expect(y2027.Juneteenth).toEqual(['2027-06-19', '2027-06-18'])
    expect(y2027['Independence Day']).toEqual(['2027-07-04', '2027-07-05'])
    expect(y2027['Christmas Day']).toEqual(['2027-12-25', '2027-12-24'])
    expect(byLabel(2029)['Veterans Day']).toEqual(['2029-11-11', '2029-11-12'])
    expect(byLabel(2022)['Christmas Day']).toEqual(['2022-12-25', '2022-12-26'])
    // New Year's Day on a Saturday is kept on December 31 of the year before.
    expect(byLabel(2028)['New Year’s Day']).toEqual(['2028-01-01', '2027-12-31'])
    expect(observedDate('2026-11-11')).toBe('2026-11-11')
  })

  it('put Thanksgiving on the fourth Thursday, not the last, and the Monday holidays right', () => {
    // November 2029 has five Thursdays (1, 8, 15, 22, 29).
    expect(byLabel(2029).Thanksgiving[0]).toBe('2029-11-22')
    expect(byLabel(2027).Thanksgiving[0]).toBe('2027-11-25')
    expect(byLabel(2027)['Memorial Day'][0]).toBe('2027-05-31')
    expect(byLabel(2027)['Martin Luther King Jr. Day'][0]).toBe('2027-01-18')
    expect(byLabel(2027)['Labor Day'][0]).toBe('2027-09-06')
    expect(byLabel(2027)['Columbus Day'][0]).toBe('2027-10-11')
  })

  it('have no Juneteenth before 2021', () => {
    expect(byLabel(2020).Juneteenth).toBeUndefined()
    expect(federalHolidays(2020)).toHaveLength(10)
  })
})

describe('the days the office closes', () => {
  it('are the holidays, their observed weekdays and the office’s own days, one entry a day', () => {
    const days = holidayClosures('2027-01-01', '2027-12-31')
    const labels = Object.fromEntries(days.map((d) => [d.date, d.label]))
    expect(labels['2027-06-18']).toBe('Juneteenth (observed)')
    expect(labels['2027-06-19']).toBe('Juneteenth')
    expect(labels['2027-11-26']).toBe('Day after Thanksgiving')
    // Christmas on a Saturday: its observed Friday is Christmas Eve.
    expect(labels['2027-12-24']).toBe('Christmas Day (observed) · Christmas Eve')
    // 2028 starts on a Saturday: New Year's Day is kept on New Year's Eve.
    expect(labels['2027-12-31']).toBe('New Year’s Eve · New Year’s Day (observed)')
    expect(new Set(days.map((d) => d.date)).size).toBe(days.length)
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort())
  })

  it('stay within the range asked for', () => {
    const days = holidayClosures('2026-12-02', '2027-01-31')
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
      '2027-01-18',
    ])
  })
})
