import type { Translate } from '~/components/i18n'

/**
 * The home page's section introductions (app/locales/<language>/home.json). Only the page's
 * loader reads them, so they travel in its data rather than in the page's JavaScript
 * (docs/decisions/100-performance.md).
 */
export function homeIntros(t: Translate) {
  return {
    services: t('home.intro.services'),
    shop: t('home.intro.shop'),
    tip: t('home.intro.tip'),
    contact: t('home.intro.contact'),
  }
}
