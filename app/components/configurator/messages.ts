import { useFromEnglish, useT } from '~/components/i18n'

/**
 * The configurator's messages in the page's language. The pricing rules and the server write
 * them once, in English, some with a number inside ('Width must be between 24 and 120
 * inches'): those are read back into an id with values; the rest go through `fromEnglish`.
 */
const DYNAMIC: [RegExp, string][] = [
  [/^(Width|Height) must be whole inches plus eighths$/, 'configurator.error.wholeEighths'],
  [/^(Width|Height) must be between (\d+) and (\d+) inches$/, 'configurator.error.sizeRange'],
  [/^(Width|Height) is beyond the price grid \(up to (\d+) in\)$/, 'configurator.error.beyondGrid'],
  [/^The (width|height) fraction was reset to 0\.$/, 'configurator.notices.fraction'],
  [
    /^The (mount type|operation type|control side) was reset to (\w+)\.$/,
    'configurator.notices.choice',
  ],
  [
    /^Too many requests\. Please try again in (\d+) minutes? or call (.*) and we will help you right away\.$/,
    'configurator.error.tooMany',
  ],
]

/** A choice's value a notice names ('inside'), in the page's language. */
const CHOICE_VALUES = new Set(['inside', 'outside', 'manual', 'motorized', 'left', 'right'])

/**
 * The first part a pattern catches picks the id's variant ('configurator.error.sizeRange.width');
 * the next are its values {b} and {c}.
 */
export function useConfigMessage(): (english: string) => string {
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (english) => {
    for (const [pattern, id] of DYNAMIC) {
      const match = pattern.exec(english)
      if (!match) continue
      const [, a, b, c] = match
      const value = (w: string | undefined) =>
        w && CHOICE_VALUES.has(w) ? t(`configurator.choice.${w}`) : w
      const variant = /^\d/.test(a) ? '' : `.${a.toLowerCase().replace(' ', '-')}`
      return t(`${id}${variant}`, variant ? { b: value(b), c } : { a: Number(a), b })
    }
    return fromEnglish(english)
  }
}
