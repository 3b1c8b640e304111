/**
 * The city pages as the public site shows them: the code file's cities (app/content/cities.ts,
 * the seed) with the office's published edits, and the cities the office added. Memoised until
 * the content version moves; a staff preview (`?preview=<versionId>`) of one city page reads
 * the draft (content-versions.server.ts).
 *
 * A Spanish page (issue 41) reads each city's Spanish version (published, else the code's Spanish
 * seed, app/content/cities-es.ts), else its English one; `contentLocale` says which.
 */
import { and, eq } from 'drizzle-orm'
import { CITIES, type City } from '~/content/cities'
import { citySeedEs, populationEs } from '~/content/cities-es'
import { type CityPage, parseContentData } from '~/domain/content-versions'
import type { Locale } from '~/domain/locale'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'
import { serverT } from '../platform/i18n.server'
import { recogniseAddedCities } from '../platform/page-cache.server'
import { localizedContentFor } from './content-versions.server'
import { languageOf } from './services.server'

/** A city page as the site renders it: the code's fields plus the office's FAQs and meta. */
export type PublicCity = City & {
  faqs: CityPage['faqs']
  metaDescription: string
  /** The language the office's words (name, introduction, FAQs) are in. */
  contentLocale: Locale
}

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

function merge(page: CityPage, base: City | undefined, contentLocale: Locale): PublicCity {
  const code = base ?? {
    keyAreas: page.neighborhoods.slice(0, 4),
    population: '',
    services: NEW_CITY_SERVICES,
    specialties: [],
  }
  return {
    ...code,
    population: contentLocale === 'es' ? populationEs(code.population) : code.population,
    // The code's specialties, in Spanish from app/locales/es/city.json ("~English" entries).
    specialties:
      contentLocale === 'es' ? code.specialties.map(serverT('es').fromEnglish) : code.specialties,
    slug: page.slug,
    name: page.name,
    county: page.county,
    description: page.description,
    neighborhoods: page.neighborhoods,
    faqs: page.faqs,
    metaDescription: page.metaDescription,
    contentLocale,
  }
}

const citiesCache = memoUntilNextWrite<PublicCity[]>(2)

function publishedPages(locale: Locale): Map<string, CityPage> {
  const rows = db
    .select({ key: schema.contentVersions.key, data: schema.contentVersions.data })
    .from(schema.contentVersions)
    .where(
      and(
        eq(schema.contentVersions.kind, 'city'),
        eq(schema.contentVersions.locale, locale),
        eq(schema.contentVersions.status, 'published'),
      ),
    )
    .all()
  const published = new Map<string, CityPage>()
  for (const row of rows) {
    const page = parseContentData<CityPage>('city', row.data)
    if (page && page.slug === row.key) published.set(row.key, page)
  }
  return published
}

/**
 * Every city with a page: the code's 14 (as edited), then the ones the office added; in Spanish
 * for a Spanish request (or `'es'`), each city falling back to English on its own.
 */
export function publicCities(from?: Request | Locale | null): PublicCity[] {
  const locale = languageOf(from)
  return citiesCache(locale, () => {
    const published = publishedPages('en')
    const spanish = locale === 'es' ? publishedPages('es') : new Map<string, CityPage>()
    const page = (slug: string, english: CityPage, base: City | undefined) => {
      const es = locale === 'es' ? (spanish.get(slug) ?? citySeedEs(slug)) : null
      return es ? merge(es, base, 'es') : merge(english, base, 'en')
    }
    const seeded = CITIES.map((city) =>
      page(city.slug, published.get(city.slug) ?? citySeed(city), city),
    )
    const added = [...published.values()]
      .filter((p) => !CITIES.some((c) => c.slug === p.slug))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => page(p.slug, p, undefined))
    return [...seeded, ...added]
  })
}

// The page cache keeps `?submitted=1` (the thanks after the form) for added cities' pages too.
recogniseAddedCities((slug) => publicCities().some((c) => c.slug === slug))

/** One city's page for a request (a staff preview of a draft included), or undefined. */
export async function cityFor(request: Request, slug: string): Promise<PublicCity | undefined> {
  const locale = languageOf(request)
  const current = publicCities(locale).find((c) => c.slug === slug)
  const base = CITIES.find((c) => c.slug === slug)
  const { data, contentLocale } = await localizedContentFor<CityPage | null>(
    request,
    'city',
    slug,
    () => null,
    locale,
    () => citySeedEs(slug),
  )
  if (data && data.slug === slug) return merge(data, base, contentLocale)
  return current
}
