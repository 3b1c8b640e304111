/**
 * Business settings (phone, e-mail, address, hours per weekday) as the public pages read them:
 * the published version (app/server/content/content-versions.server.ts), else the seed made of
 * app/content/business.ts's hours and the deploy's phone and e-mail settings.
 */
import { BUSINESS_HOURS } from '~/content/business'
import {
  type BusinessSettings,
  displayHours,
  groupHours,
  hoursSentence,
  WEEKDAYS,
} from '~/domain/content-versions'
import { getEnv } from '../platform/env.server'
import { contentFor } from './content-versions.server'

export const BUSINESS_KEY = 'settings'

/** The seed: the code file's hours, the deploy's phone and e-mail. */
export function businessSeed(): BusinessSettings {
  const env = getEnv()
  return {
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
    address: '',
    hours: WEEKDAYS.map((day) => {
      const group = BUSINESS_HOURS.find((h) => (h.dayOfWeek as readonly string[]).includes(day))
      return { day, opens: group?.opens ?? null, closes: group?.closes ?? null }
    }),
  }
}

/** The settings a page shows, with the hours ready to display. */
export async function businessFor(request: Request | null) {
  const settings = await contentFor(request, 'business', BUSINESS_KEY, businessSeed)
  return {
    ...settings,
    displayHours: displayHours(settings.hours),
    hoursSentence: hoursSentence(settings.hours),
    structuredHours: groupHours(settings.hours).map(({ dayOfWeek, opens, closes }) => ({
      dayOfWeek,
      opens,
      closes,
    })),
  }
}

export type PublicBusiness = Awaited<ReturnType<typeof businessFor>>
