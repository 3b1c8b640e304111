import { describe, expect, it } from 'vitest'
import { longCalendarDate as formatProjectDate } from '~/domain/business-time'
import { serverT } from '~/server/platform/i18n.server'
import { CITIES, cityTitle, getCity } from './cities'
import { CITY_NAMES } from './city-names'
import {
  categoryFromSlug,
  categorySlug,
  filterProjects,
  GALLERY_CATEGORIES,
  GALLERY_PROJECTS,
} from './gallery'
import { TERMS_OF_SERVICE } from './legal'
import { SERVICE_IDS, SERVICES } from './services'

describe('public content', () => {
  it('names the cities of the structured data as the city pages do, in order', () => {
    expect([...CITY_NAMES]).toEqual(CITIES.map((city) => city.name))
  })

  it('has the five services in the documented order', () => {
    expect(SERVICES.map((s) => s.id)).toEqual([...SERVICE_IDS])
    const removal = SERVICES.find((s) => s.id === 'blinds-removal')!
    expect(removal.pricing.map((p) => p.value)).toEqual([
      '$8 per linear foot',
      '$20 per linear foot',
      '$30',
      '$25',
      '$150',
    ])
    expect(SERVICES.find((s) => s.id === 'repair')!.badges).toEqual(['Same Day', '24-48 Hours'])
  })

  it('has the 14 city pages with the neighbourhoods the business listed', () => {
    expect(CITIES).toHaveLength(14)
    expect(new Set(CITIES.map((c) => c.slug)).size).toBe(14)
    for (const city of CITIES) {
      expect(city.keyAreas).toHaveLength(4)
      expect(city.services.length === 3 || city.services.length === 6).toBe(true)
    }
    expect(getCity('plantation')?.neighborhoods).toContain('Country Club Estates')
    expect(getCity('plantation')?.services).toHaveLength(6)
    expect(getCity('plantation')?.testimonial?.rating).toBe(5)
    expect(getCity('weston')?.neighborhoods).toEqual([
      'Indian Trace',
      'Bonaventure',
      'Windmill Reserve',
      'Windmill Ranch',
      'Savanna',
      'The Falls',
    ])
    expect(cityTitle(getCity('davie')!, 'Brand')).toBe(
      'Blinds Repair & Installation in Davie, FL | Brand - Expert Service',
    )
  })

  it('has 12 gallery projects that filter by category', () => {
    expect(GALLERY_PROJECTS).toHaveLength(12)
    expect(filterProjects(undefined)).toHaveLength(12)
    let total = 0
    for (const category of GALLERY_CATEGORIES) {
      const slug = categorySlug(category)
      expect(categoryFromSlug(slug)).toBe(category)
      total += filterProjects(category).length
      expect(filterProjects(category).length).toBeGreaterThan(0)
    }
    expect(total).toBe(12)
    expect(categoryFromSlug('nonsense')).toBeUndefined()
    expect(formatProjectDate('2025-03-14')).toBe('March 14, 2025')
  })

  it('fills the business settings into the legal text', () => {
    const { t } = serverT('en')
    const values = { business: 'B', phone: 'P', email: 'E' }
    expect(t(TERMS_OF_SERVICE.intro, values)).toContain('provided by B and')
    expect(t(TERMS_OF_SERVICE.sections.at(-1)?.paragraphs[0] ?? '', values)).toContain(
      'Questions: E or P.',
    )
    const terms = TERMS_OF_SERVICE.sections
      .flatMap((section) => [...section.paragraphs, ...(section.items ?? [])])
      .map((id) => t(id, values))
      .join(' ')
    for (const claim of [
      '30 days',
      'due on completion',
      '24 hours',
      '1-year installation guarantee',
    ]) {
      expect(terms).toContain(claim)
    }
  })
})
