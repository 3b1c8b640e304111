/**
 * Business settings (phone, e-mail, address, hours per weekday, service area) as the public pages read them:
 * the published version (app/server/content/content-versions.server.ts), else the seed made of
 * app/content/business.ts's hours and the deploy's phone and e-mail settings.
 */
import { seedWeekHours } from '~/content/business'
import {
  type BusinessSettings,
  type DayHours,
  displayHours,
  groupHours,
  hoursSentence,
  serviceAreaOf,
} from '~/domain/content-versions'
import { localeOfPath } from '~/domain/locale'
import { SEED_SERVICE_AREA, type ServiceArea } from '~/domain/service-area'
import { getEnv } from '../platform/env.server'
import { localizedContentFor, publishedContent } from './content-versions.server'

export const BUSINESS_KEY = 'settings'

/** The seed: the code file's hours, the deploy's phone and e-mail. */
export function businessSeed(): BusinessSettings {
  const env = getEnv()
  return {
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
    address: '',
    hours: seedWeekHours().map((h) => ({ ...h })),
    serviceArea: {
      description: SEED_SERVICE_AREA.description,
      ranges: SEED_SERVICE_AREA.ranges.map(([from, to]) => [from, to]),
      excluded: [...SEED_SERVICE_AREA.excluded],
    },
  }
}

/** The business's words in Spanish that the code seeds (the office edits them in Español). */
export const SERVICE_AREA_DESCRIPTION_ES = 'los condados de Broward, Miami-Dade y Palm Beach'

/**
 * The seed of the Spanish business texts: a Spanish version keeps the whole settings (so it
 * fits the one schema) but only its words are read; phone, hours and the ZIPs are the English
 * version's, shared by both languages.
 */
export function businessSeedEs(): BusinessSettings {
  const seed = businessSeed()
  return {
    ...seed,
    serviceArea: { ...serviceAreaOf(seed), description: SERVICE_AREA_DESCRIPTION_ES },
  }
}

/**
 * The settings a page shows, with the hours ready to display in the page's language. On a
 * Spanish page the words (the service area's description) are the Spanish version's when there
 * is one; `contentLocale` says which language they are in.
 */
export async function businessFor(request: Request | null) {
  const locale = request ? localeOfPath(new URL(request.url).pathname) : 'en'
  const localized = await localizedContentFor(
    request,
    'business',
    BUSINESS_KEY,
    businessSeed,
    locale,
    businessSeedEs,
  )
  const settings = localized.english
  const area = serviceAreaOf(settings)
  return {
    ...settings,
    serviceArea: { ...area, description: serviceAreaOf(localized.data).description },
    contentLocale: localized.contentLocale,
    displayHours: displayHours(settings.hours, locale),
    hoursSentence: hoursSentence(settings.hours),
    structuredHours: groupHours(settings.hours).map(({ dayOfWeek, opens, closes }) => ({
      dayOfWeek,
      opens,
      closes,
    })),
  }
}

export type PublicBusiness = Awaited<ReturnType<typeof businessFor>>

/**
 * The published hours of each weekday: the window visits are booked in (app/domain/booking.ts
 * visitWindow). Staff previews do not change what customers can book.
 */
export function bookingHours(): DayHours[] {
  return publishedContent<BusinessSettings>('business', BUSINESS_KEY)?.hours ?? businessSeed().hours
}

/**
 * The phone and e-mail the business publishes (Content → Business settings), else the deploy's:
 * what every customer e-mail signs with and where a customer's reply goes.
 */
export function publishedContact(): { phone: string; email: string } {
  const published = publishedContent<BusinessSettings>('business', BUSINESS_KEY)
  const env = getEnv()
  return {
    phone: published?.phone || env.BUSINESS_PHONE,
    email: published?.email || env.BUSINESS_EMAIL,
  }
}

/**
 * The published service area: what booking, city-page requests, cart payment and lead badges
 * check ZIPs against (app/domain/service-area.ts). Staff previews change nothing customers get.
 */
export function serviceArea(): ServiceArea {
  const published = publishedContent<BusinessSettings>('business', BUSINESS_KEY)
  return published ? serviceAreaOf(published) : SEED_SERVICE_AREA
}
