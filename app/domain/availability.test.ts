import { describe, expect, it } from 'vitest'
import { availabilityActionSchema, holidaySuggestions, usHolidays } from './availability'

describe('US holidays', () => {
  it('finds the floating ones on the right days', () => {
    const days = Object.fromEntries(usHolidays(2026).map((h) => [h.label, h.date]))
    expect(days.Thanksgiving).toBe('2026-11-26')
    expect(days['Day after Thanksgiving']).toBe('2026-11-27')
    expect(days['Memorial Day']).toBe('2026-05-25')
    expect(days['Labor Day']).toBe('2026-09-07')
    expect(days['Christmas Eve']).toBe('2026-12-24')
    expect(days['Christmas Day']).toBe('2026-12-25')
    expect(days['New Year’s Day']).toBe('2026-01-01')
    expect(days['Independence Day']).toBe('2026-07-04')
    const next = Object.fromEntries(usHolidays(2027).map((h) => [h.label, h.date]))
    expect(next.Thanksgiving).toBe('2027-11-25')
    expect(next['Memorial Day']).toBe('2027-05-31')
    expect(next['Labor Day']).toBe('2027-09-06')
  })

  it('suggests the coming year’s holidays that are not closed yet, in order', () => {
    const suggested = holidaySuggestions('2026-11-26', ['2026-12-25'])
    expect(suggested[0]).toEqual({ date: '2026-11-26', label: 'Thanksgiving' })
    expect(suggested.map((h) => h.date)).not.toContain('2026-12-25')
    expect(suggested.map((h) => h.date)).toContain('2027-01-01')
    expect(suggested.at(-1)?.date).toBe('2027-11-25')
    expect(suggested.every((h, i, all) => i === 0 || all[i - 1].date < h.date)).toBe(true)
  })
})

describe('the availability forms', () => {
  it('take a time within opening hours and a capacity of at least one', () => {
    const bad = availabilityActionSchema.safeParse({
      intent: 'template-add',
      startTime: '19:00',
      durationMinutes: '60',
      maxBookings: '0',
    })
    expect(bad.success).toBe(false)
    const ok = availabilityActionSchema.parse({
      intent: 'template-add',
      startTime: '09:00',
      durationMinutes: '60',
      maxBookings: '2',
      weekdays: ['6', '1', '6'],
    })
    expect(ok).toMatchObject({
      startTime: '09:00',
      durationMinutes: 60,
      maxBookings: 2,
      weekdays: [1, 6],
    })
  })
})
