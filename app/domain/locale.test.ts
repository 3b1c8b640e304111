import { describe, expect, it } from 'vitest'
import { formatLongDate, formatTime } from './booking'
import { longCalendarDate } from './business-time'
import { displayHours } from './content-versions'
import {
  choiceFromNavigation,
  englishPath,
  localeOfPath,
  offersSpanish,
  pathInLocale,
  preferredLocale,
} from './locale'
import { formatCents } from './pricing/dimensions'

describe('the language of an address', () => {
  it('is Spanish under /es only', () => {
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/services/repair')).toBe('es')
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/estimates/abc')).toBe('en')
    expect(localeOfPath('/espanol')).toBe('en')
  })

  it('moves a path between languages, keeping its query and hash', () => {
    expect(pathInLocale('/', 'es')).toBe('/es')
    expect(pathInLocale('/shop/zebra-shades?w=48&h=60', 'es')).toBe(
      '/es/shop/zebra-shades?w=48&h=60',
    )
    expect(pathInLocale('/#services', 'es')).toBe('/es#services')
    expect(pathInLocale('/es/shop/zebra-shades?w=48', 'en')).toBe('/shop/zebra-shades?w=48')
    expect(pathInLocale('/es?x=1', 'en')).toBe('/?x=1')
    expect(pathInLocale('/es/services', 'es')).toBe('/es/services')
    // Not a path of the site: left alone.
    expect(pathInLocale('https://example.com/', 'es')).toBe('https://example.com/')
    expect(pathInLocale('//evil.example/', 'es')).toBe('//evil.example/')
    expect(englishPath('/es')).toBe('/')
    expect(englishPath('/estimates/x')).toBe('/estimates/x')
  })
})

describe('what the browser prefers', () => {
  it('reads Accept-Language by quality, ties in order', () => {
    expect(preferredLocale('es-US,es;q=0.9,en;q=0.8')).toBe('es')
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.5')).toBe('en')
    expect(preferredLocale('fr-FR,es;q=0.7')).toBe('es')
    expect(preferredLocale('fr-FR,de')).toBeUndefined()
    expect(preferredLocale('es;q=0,en;q=0.1')).toBe('en')
    expect(preferredLocale('')).toBeUndefined()
    expect(preferredLocale(null)).toBeUndefined()
  })

  it('offers Spanish on English pages to Spanish speakers, never to crawlers or who chose English', () => {
    const base = { pageLocale: 'en' as const, chosen: undefined, crawler: false }
    expect(offersSpanish({ ...base, acceptLanguage: 'es-US,es' })).toBe(true)
    expect(offersSpanish({ ...base, acceptLanguage: 'en-US' })).toBe(false)
    expect(offersSpanish({ ...base, acceptLanguage: 'es-US', crawler: true })).toBe(false)
    expect(offersSpanish({ ...base, acceptLanguage: 'es-US', chosen: 'en' })).toBe(false)
    expect(offersSpanish({ ...base, acceptLanguage: 'en-US', chosen: 'es' })).toBe(true)
    expect(offersSpanish({ ...base, acceptLanguage: 'es', pageLocale: 'es' })).toBe(false)
  })

  it('takes a move from a page in the other language of this site as a choice', () => {
    const url = new URL('https://site.example/es/services')
    expect(choiceFromNavigation(url, 'https://site.example/services')).toBe('es')
    expect(choiceFromNavigation(url, 'https://site.example/es')).toBeUndefined()
    expect(choiceFromNavigation(url, 'https://google.com/search')).toBeUndefined()
    expect(choiceFromNavigation(url, 'not a url')).toBeUndefined()
    expect(choiceFromNavigation(new URL('https://site.example/'), 'https://site.example/es')).toBe(
      'en',
    )
  })
})

describe('numbers, money, dates and hours in US Spanish', () => {
  it('writes dates and times as es-US does', () => {
    expect(formatLongDate('2026-12-08', 'es')).toBe('martes, 8 de diciembre de 2026')
    expect(formatLongDate('2026-12-08')).toBe('Tuesday, December 8, 2026')
    expect(longCalendarDate('2025-03-14', 'es')).toBe('14 de marzo de 2025')
    expect(formatTime('10:00', 'es')).toBe('10:00\u00a0a.\u00a0m.')
    expect(formatTime('16:30', 'es')).toBe('4:30\u00a0p.\u00a0m.')
    expect(formatTime('16:30')).toBe('4:30 PM')
  })

  it('writes dollars the US way in both languages', () => {
    expect(formatCents(123456, 'es')).toBe('$1,234.56')
    expect(formatCents(123456)).toBe('$1,234.56')
  })

  it('gives opening hours with Spanish days', () => {
    const weekday = (day: string, opens: string | null, closes: string | null) =>
      ({ day, opens, closes }) as never
    const hours = [
      weekday('Monday', '08:00', '18:00'),
      weekday('Tuesday', '08:00', '18:00'),
      weekday('Wednesday', '08:00', '18:00'),
      weekday('Thursday', '08:00', '18:00'),
      weekday('Friday', '08:00', '18:00'),
      weekday('Saturday', '09:00', '16:00'),
      weekday('Sunday', null, null),
    ]
    expect(displayHours(hours, 'es')).toEqual([
      { days: 'lun-vie', hours: '8\u00a0a.\u00a0m.-6\u00a0p.\u00a0m.' },
      { days: 'sáb', hours: '9\u00a0a.\u00a0m.-4\u00a0p.\u00a0m.' },
    ])
    expect(displayHours(hours)).toEqual([
      { days: 'Mon-Fri', hours: '8AM-6PM' },
      { days: 'Sat', hours: '9AM-4PM' },
    ])
  })
})
