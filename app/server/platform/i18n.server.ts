/**
 * The translations a page renders with (docs/decisions/145-spanish.md). The catalogs are JSON
 * files a translator edits (app/locales/<language>.json: an id and its words, ICU message
 * format for plurals and values); here they are compiled once per process with Lingui's
 * compiler, and the root loader hands the page's language's catalog to the page, so the
 * browser never carries the compiler or the other language.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { isbot } from 'isbot'
import {
  choiceFromNavigation,
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  localeOfPath,
  offersSpanish,
} from '~/domain/locale'
import en from '~/locales/en.json'
import es from '~/locales/es.json'
import { secureCookies } from './cookies.server'

export type Catalog = Record<string, string>
/** A compiled message: text, or text and placeholders (Lingui's compiled form, plain JSON). */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>

export const CATALOGS: Record<Locale, Catalog> = { en, es }

const compiled: Partial<Record<Locale, CompiledCatalog>> = {}

/** The page's language's messages, compiled (once per process). */
export function messagesFor(locale: Locale): CompiledCatalog {
  compiled[locale] ??= Object.fromEntries(
    Object.entries(CATALOGS[locale]).map(([id, message]) => [id, compileMessage(message)]),
  )
  return compiled[locale]
}

/** The language of the page a request asks for (its address). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname)
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
