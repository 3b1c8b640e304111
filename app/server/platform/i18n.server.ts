/**
 * The translations a page renders with (docs/decisions/145-spanish.md, 147-spanish-pages.md).
 * The catalogs are JSON files a translator edits, one per part of the site and language
 * (app/locales/<language>/<part>.json: an id and its words, ICU message format for plurals
 * and values); here they are compiled once per process with Lingui's compiler. The root loader
 * hands every page the frame's part, and a page's loader adds its own parts (`pageMessages`),
 * so the browser never carries the compiler, the other language or the rest of the site.
 */

import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { isbot } from 'isbot'
import { type FromEnglish, type Translate, wordsFromEnglish } from '~/components/i18n'
import {
  choiceFromNavigation,
  INTL_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  type Locale,
  localeOfPath,
  offersSpanish,
} from '~/domain/locale'
import { secureCookies } from './cookies.server'

export type Catalog = Record<string, string>
/** A compiled message: text, or text and placeholders (Lingui's compiled form, plain JSON). */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>

/** The part every page gets: header, footer, bars, toasts, error pages. */
export const FRAME = 'frame'

const files = import.meta.glob<Catalog>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Each language's catalogs by part: CATALOG_PARTS.es.quote is app/locales/es/quote.json. */
export const CATALOG_PARTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, {} as Record<string, Catalog>]),
) as Record<Locale, Record<string, Catalog>>
for (const [file, catalog] of Object.entries(files)) {
  const [, locale, part] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? []
  if (isLocale(locale)) CATALOG_PARTS[locale][part] = catalog
}

/** Each language's whole catalog, all parts together (e-mails, tests). */
export const CATALOGS = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...Object.values(CATALOG_PARTS[locale]))]),
) as Record<Locale, Catalog>

const compiled = new Map<string, CompiledCatalog>()

/**
 * A language's messages of the parts asked for, compiled (once per process and part). English
 * words of a Spanish part's '~…' entries (a form's error messages, keyed by their English) are
 * only in the Spanish files: in English the message is its own words.
 */
export function messagesFor(locale: Locale, parts: readonly string[] = [FRAME]): CompiledCatalog {
  const result: CompiledCatalog = {}
  for (const part of parts) {
    const key = `${locale}/${part}`
    let messages = compiled.get(key)
    if (!messages) {
      const catalog = CATALOG_PARTS[locale][part]
      if (!catalog) throw new Error(`No catalog app/locales/${locale}/${part}.json`)
      messages = Object.fromEntries(
        Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]),
      )
      compiled.set(key, messages)
    }
    Object.assign(result, messages)
  }
  return result
}

/**
 * A page's own words, for its loader to return as `messages` (root.tsx merges every matched
 * route's `messages` with the frame's): `messages: pageMessages(request, ['home', 'quote'])`.
 */
export function pageMessages(request: Request, parts: readonly string[]): CompiledCatalog {
  return messagesFor(requestLocale(request), parts)
}

const serverI18n = new Map<Locale, ReturnType<typeof setupI18n>>()

/**
 * The words of a language on the server, for what is sent rather than rendered (e-mails,
 * calendar files, texts, toasts): every part of the catalog, e.g. `t("email.orderShipped.subject",
 * { number })`; `fromEnglish` turns an English text (a form message, a catalogue name) into the language's.
 */
export function serverT(locale: Locale): { t: Translate; fromEnglish: FromEnglish } {
  let i18n = serverI18n.get(locale)
  if (!i18n) {
    const tag = INTL_LOCALE[locale]
    const all = Object.fromEntries(
      Object.entries(CATALOGS[locale]).map(([id, message]) => [id, compileMessage(message)]),
    )
    // biome-ignore lint/suspicious/noExplicitAny: Lingui's compiled messages, plain JSON
    i18n = setupI18n({ locale: tag, messages: { [tag]: all as any } })
    serverI18n.set(locale, i18n)
  }
  const found = i18n
  const t: Translate = (id, values) => found._(id, values)
  return { t, fromEnglish: (message) => wordsFromEnglish(t, CATALOGS[locale], message) }
}

/**
 * The language of the page a request asks for (its address); a JSON call (/api/…) carries its
 * page's language as `?lang=` (apiPathInLocale).
 */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/')) {
    const lang = url.searchParams.get('lang')
    if (isLocale(lang)) return lang
  }
  return localeOfPath(url.pathname)
}

/** The language a visitor chose before, from the cookie (undefined: never chose). */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')
  const value = match?.[1]?.trim()
  return isLocale(value) ? value : undefined
}

/**
 * What the frame needs to know about languages for a request: the page's language, whether
 * an English page offers the Spanish one, and the Set-Cookie that remembers a choice the
 * visitor just made by moving to the other language (a cookie only: a GET never writes the
 * database).
 */
export function languageOfRequest(request: Request) {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const chosenBefore = chosenLocale(request.headers.get('Cookie'))
  const choice = choiceFromNavigation(url, request.headers.get('Referer'))
  const chosen = choice ?? chosenBefore
  const offer = offersSpanish({
    pageLocale: locale,
    chosen,
    acceptLanguage: request.headers.get('Accept-Language'),
    crawler: isbot(request.headers.get('User-Agent') ?? ''),
  })
  return {
    locale,
    offerSpanish: offer,
    setCookie: choice && choice !== chosenBefore ? languageCookieHeader(choice) : undefined,
  }
}

/** The Set-Cookie header remembering a language for a year. */
export function languageCookieHeader(locale: Locale): string {
  // Unsigned: it holds nothing but a language, and any value but 'en' or 'es' is ignored.
  const parts = [`${LANGUAGE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${365 * 24 * 3600}`]
  parts.push('HttpOnly', 'SameSite=Lax')
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}
