import type { Translate } from '~/components/i18n'
import { BUSINESS_CLAIMS } from '~/content/business'
import type { Locale } from '~/domain/locale'
import type { HomeTextKey } from '~/domain/site-content'
import { homeContentIn } from '~/server/content/site-content.server'

/** The business's promises the hero lists (the first four of BUSINESS_CLAIMS.promises). */
const HERO_PROMISES = [
  'home.promise.emergency',
  'home.promise.licensed',
  'home.promise.estimates',
  'home.promise.hurricane',
] as const

/**
 * The home page's section introductions (app/locales/<language>/home.json). Only the page's
 * loader reads them, so they travel in its data rather than in the page's JavaScript
 * (docs/decisions/100-performance.md).
 */
export function homeIntros(t: Translate) {
  return {
    // The hero's list: the rating, the customers, and the first four of the business's promises.
    claims: [
      t('home.claim.rating', {
        rating: BUSINESS_CLAIMS.rating,
        count: BUSINESS_CLAIMS.reviewCount,
      }),
      t('home.claim.customers', { count: BUSINESS_CLAIMS.customerCount }),
      ...HERO_PROMISES.map((id) => t(id)),
    ],
    services: t('home.intro.services'),
    shop: t('home.intro.shop'),
    tip: t('home.intro.tip'),
    contact: t('home.intro.contact'),
  }
}

/**
 * The home texts in the page's language (issue 41); a text the office has not written in
 * Spanish yet is marked English (`lang`) and the page says so once (the note's words are here,
 * so the page's JavaScript does not grow).
 */
export function homeTexts(locale: Locale, t: Translate) {
  const { shownInEnglish, ...content } = homeContentIn(locale)
  const lang = Object.fromEntries(shownInEnglish.map((name) => [name, 'en'])) as Partial<
    Record<HomeTextKey, 'en'>
  >
  return { ...content, lang, note: shownInEnglish.length ? t('content.englishOnly') : null }
}
