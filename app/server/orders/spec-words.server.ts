/**
 * The words of an order line's specification in a customer's language (issue 41): English is
 * the domain's own (ENGLISH_SPEC_WORDS, byte for byte what staff and the work order read);
 * Spanish comes from app/locales/es/order.json, and the names the code and the office wrote in
 * English (products, options) from the catalogs' "~English" entries, as they are when none.
 */

import type { Translate } from '~/components/i18n'
import { type JobWords, windowHeadingIn } from '~/domain/installed-job'
import type { Locale } from '~/domain/locale'
import { ENGLISH_SPEC_WORDS, type SpecWords } from '~/domain/order-specification'
import { serverT } from '../platform/i18n.server'

const built = new Map<Locale, SpecWords>()

function catalogWords(locale: Locale): SpecWords {
  const { t, fromEnglish } = serverT(locale)
  const key = (k: string) => t(`order.spec.${k}`)
  return {
    labels: Object.fromEntries(
      Object.keys(ENGLISH_SPEC_WORDS.labels).map((label) => [label, key(`label.${label}`)]),
    ) as SpecWords['labels'],
    mount: { inside: key('mount.inside'), outside: key('mount.outside') },
    operation: { manual: key('operation.manual'), motorized: key('operation.motorized') },
    side: { left: key('side.left'), right: key('side.right') },
    group: { group: key('group.group'), chart: key('group.chart') },
    name: fromEnglish,
    color: (color) => t('order.spec.color', { color }),
    optionIncluded: key('optionIncluded'),
    optionNotOnFile: (option) => t('order.spec.optionNotOnFile', { option }),
    optionEach: (price) => t('order.spec.optionEach', { price }),
    installed: (price) => t('order.spec.installed', { price }),
    notIncluded: key('notIncluded'),
    professionalInstallation: key('professionalInstallation'),
    lineTotalInstalled: (total) => t('order.spec.lineTotalInstalled', { total }),
    sampleTitle: key('sampleTitle'),
    freeSample: (product) => t('order.spec.freeSample', { product }),
    free: key('free'),
    motor: key('motor'),
    accessory: key('accessory'),
    room: (room) => t('order.spec.room', { room }),
    // "control izquierdo": the side is a word inside the phrase in Spanish.
    sideControl: (side) =>
      t('order.spec.sideControl', { side: locale === 'en' ? side : side.toLowerCase() }),
    withInstallation: key('withInstallation'),
    noInstallation: key('noInstallation'),
  }
}

/** An order line's specification words for a customer who reads `locale`. */
export function specWordsFor(locale: Locale): SpecWords {
  if (locale === 'en') return ENGLISH_SPEC_WORDS
  let words = built.get(locale)
  if (!words) {
    words = catalogWords(locale)
    built.set(locale, words)
  }
  return words
}

/** The catalog's English words, built the same way: a test holds them to the domain's own. */
export const englishCatalogSpecWords = () => catalogWords('en')

/**
 * A stored tax label ('Sales tax (6% + 1% Broward)', app/domain/florida-tax.ts) in the words of
 * `t`'s language, as the cart's summary says it: the rates stay as they are.
 */
export function taxLabelIn(label: string, t: Translate): string {
  const match = /^Sales tax(.*)$/.exec(label)
  return match ? t('cart.summary.tax', { rates: match[1] }) : label
}

/** An installed job's specification words for a customer who reads `locale` (its e-mails). */
export function jobWordsFor(locale: Locale): JobWords | undefined {
  if (locale === 'en') return undefined
  const { t, fromEnglish } = serverT(locale)
  return { say: fromEnglish, window: (heading) => windowHeadingIn(heading, t) }
}
