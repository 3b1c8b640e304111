/**
 * The words of "Text me" in the page's language, and the consent kept with exactly those words
 * (docs/decisions/148-spanish-what-the-server-knows.md). Apart from consents.server.ts, which the
 * texts' sender reads and which must not need the catalogs (a booking worker thread loads it
 * outside Vite).
 */
import type { Locale } from '~/domain/locale'
import type { TextConsentWords } from '~/domain/text-consent'
import { getEnv } from '../platform/env.server'
import { requestLocale, serverT } from '../platform/i18n.server'
import { clientAddress } from '../platform/rate-limit.server'
import { recordTextConsent } from './consents.server'

/**
 * What a consent is given for: a request (quote, city page, cart, checkout, estimate, motors) or
 * a booked visit. Each has its sentence: who texts, about what, how often, the cost, and how to
 * stop or get help (what US carriers and the TCPA expect).
 */
export type TextConsentKind = 'request' | 'visit'

/**
 * The words beside a "Text me" checkbox in the page's language (app/locales/<language>/forms.json):
 * the customer reads them, and the same words are kept when the box is ticked.
 */
export function textConsentWords(kind: TextConsentKind, locale: Locale): TextConsentWords {
  const { t } = serverT(locale)
  return {
    label: t(`forms.textConsent.${kind}.label`),
    details: t(`forms.textConsent.${kind}.details`, { business: getEnv().BUSINESS_NAME }),
  }
}

/** The consent as stored, word for word what the form showed: "Label. The rest". */
export function textConsentWording(kind: TextConsentKind, locale: Locale): string {
  const { label, details } = textConsentWords(kind, locale)
  return `${label}. ${details}`
}

/** The words beside a request's "Text me" checkbox, in the language of the page asked for. */
export function requestTextConsent(request: Request): TextConsentWords {
  return textConsentWords('request', requestLocale(request))
}

/**
 * The one call of every request's form whose "Text me" was ticked: the consent kept with the
 * wording the form showed, the visitor's address, and what it came with (`lead:12`, `order:7`).
 * Never fails the request it came with: the request is stored; a consent not kept is logged.
 */
export function keepRequestTextConsent(
  request: Request,
  input: { phone: string; source: string; subject: string },
): boolean {
  try {
    return recordTextConsent({
      ...input,
      // The words the form showed: its page's language.
      wording: textConsentWording('request', requestLocale(request)),
      ipAddress: clientAddress(request),
    })
  } catch (error) {
    console.error(`[texts] ${input.subject}: consent to texts not kept`, error)
    return false
  }
}
