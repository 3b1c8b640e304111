import { describe, expect, it } from 'vitest'
import { availabilityActionSchema, holidaySuggestions } from './availability'

describe('the holidays offered to close', () => {
  it('are the coming year’s that are not closed yet, in order, observed days too', () => {
    const suggested = holidaySuggestions('2026-11-26', ['2026-12-25'])
    expect(suggested[0]).toEqual({ date: '2026-11-26', label: 'Thanksgiving' })
    expect(suggested.map((h) => h.date)).not.toContain('2026-12-25')
    expect(suggested.map((h) => h.date)).toContain('2027-01-01')
    expect(suggested).toContainEqual({ date: '2027-07-05', label: 'Independence Day (observed)' })
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
