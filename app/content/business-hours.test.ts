import { describe, expect, it } from 'vitest'
import { visitWindow } from '~/domain/booking'
import { localBusinessJsonLd } from '~/utils/structured-data'
import { BUSINESS_HOURS, FOOTER_HOURS, HOURS_SENTENCE, hourLabel } from './business'

const site = { siteUrl: 'https://blinds.example', name: 'B', phone: '1', email: 'e@x.test' }

/** '8AM' -> '08:00', '4:30PM' -> '16:30' */
function to24(label: string): string {
  const m = /^(\d{1,2})(?::(\d\d))?(AM|PM)$/.exec(label)
  if (!m) throw new Error(`not an hour: ${label}`)
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)
  return `${String(h).padStart(2, '0')}:${m[2] ?? '00'}`
}

describe('business hours: one source', () => {
  it('the footer, the JSON-LD and the booking rules agree', () => {
    const jsonLd = localBusinessJsonLd(site).openingHoursSpecification as {
      dayOfWeek: string[]
      opens: string
      closes: string
    }[]
    expect(jsonLd).toHaveLength(FOOTER_HOURS.length)
    FOOTER_HOURS.forEach((shown, i) => {
      const [opens, closes] = shown.hours.split('-')
      expect(to24(opens ?? '')).toBe(jsonLd[i]?.opens)
      expect(to24(closes ?? '')).toBe(jsonLd[i]?.closes)
      expect(jsonLd[i]?.dayOfWeek).toEqual(BUSINESS_HOURS[i]?.dayOfWeek)
    })
    const weekdays = jsonLd.find((h) => h.dayOfWeek.includes('Monday'))
    expect(weekdays).toMatchObject(visitWindow('2026-12-07') ?? {}) // a Monday
  })

  it('shows Mon-Fri 8AM-6PM and Sat 9AM-4PM', () => {
    expect(FOOTER_HOURS).toEqual([
      { days: 'Mon-Fri', hours: '8AM-6PM' },
      { days: 'Sat', hours: '9AM-4PM' },
    ])
    expect(HOURS_SENTENCE).toBe('Mon-Fri 8AM-6PM, Sat 9AM-4PM')
    expect(hourLabel('12:30')).toBe('12:30PM')
    expect(hourLabel('00:00')).toBe('12AM')
  })
})
