/**
 * The city pages as the public site shows them: the code file's cities (app/content/cities.ts,
 * the seed) with the office's published edits, and the cities the office added. Memoised until
 * the content version moves; a staff preview (`?preview=<versionId>`) of one city page reads
 * the draft (content-versions.server.ts).
 */
import { and, eq } from 'drizzle-orm'
import { CITIES, type City } from '~/content/cities'
import { type CityPage, parseContentData } from '~/domain/content-versions'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'
import { recogniseAddedCities } from '../platform/page-cache.server'
import { contentFor } from './content-versions.server'

/** A city page as the site renders it: the code's fields plus the office's FAQs and meta. */
export type PublicCity = City & { faqs: CityPage['faqs']; metaDescription: string }

const NEW_CITY_SERVICES: City['services'] = ['repair', 'motorization', 'hunter-douglas']

/** The code's city as an editable page (the seed of its first version). */
export function citySeed(city: City): CityPage {
  return {
    slug: city.slug,
    name: city.name,
    county: city.county,
    description: city.description,
    neighborhoods: [...city.neighborhoods],
    faqs: [],
    metaDescription: '',
  }
}

function merge(page: CityPage, base: City | undefined): PublicCity {
  return {
    ...(base ?? {
      keyAreas: page.neighborhoods.slice(0, 4),
      population: '',
      services: NEW_CITY_SERVICES,
      specialties: [],
    }),
    slug: page.slug,
    name: page.name,
    county: page.county,
    description: page.description,
    neighborhoods: page.neighborhoods,
    faqs: page.faqs,
    metaDescription: page.metaDescription,
  }
}

const citiesCache = memoUntilNextWrite<PublicCity[]>(1)

/** Every city with a page: the code's 14 (as edited), then the ones the office added. */
export function publicCities(): PublicCity[] {
  return citiesCache('all', () => {
    const rows = db
      .select({ key: schema.contentVersions.key, data: schema.contentVersions.data })
      .from(schema.contentVersions)
      .where(
        and(
          eq(schema.contentVersions.kind, 'city'),
          eq(schema.contentVersions.status, 'published'),
        ),
      )
      .all()
    const published = new Map<string, CityPage>()
    for (const row of rows) {
      const page = parseContentData<CityPage>('city', row.data)
      if (page && page.slug === row.key) published.set(row.key, page)
    }
    const seeded = CITIES.map((city) => merge(published.get(city.slug) ?? citySeed(city), city))
    const added = [...published.values()]
      .filter((page) => !CITIES.some((c) => c.slug === page.slug))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((page) => merge(page, undefined))
    return [...seeded, ...added]
  })
}

// The page cache keeps `?submitted=1` (the thanks after the form) for added cities' pages too.
recogniseAddedCities((slug) => publicCities().some((c) => c.slug === slug))

/** One city's page for a request (a staff preview of a draft included), or undefined. */
export async function cityFor(request: Request, slug: string): Promise<PublicCity | undefined> {
  const current = publicCities().find((c) => c.slug === slug)
  const base = CITIES.find((c) => c.slug === slug)
  const page = await contentFor<CityPage | null>(request, 'city', slug, () => null)
  if (page && page.slug === slug) return merge(page, base)
  return current
}
