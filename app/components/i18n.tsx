/**
 * The page's language in React (docs/decisions/145-spanish.md): `useT()` gives the words of
 * the page's language by id, `useLocalePath()` a site path in that language. The messages come
 * compiled from the root loader (app/server/platform/i18n.server.ts); utils/compiled-message.ts
 * looks them up and fills in their values as Lingui's core would, without its weight on every page.
 */
import { useMatches } from '@remix-run/react'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { INTL_LOCALE, type Locale, pathInLocale } from '~/domain/locale'
import { formatCompiled } from '~/utils/compiled-message'

type Messages = Record<string, unknown>
type Values = Record<string, unknown>
export type Translate = (id: string, values?: Values) => string
/**
 * The page's language's words for an English text the code does not own: a form's message
 * (a schema's, the server's) or a name from the catalogue (an option, a mount).
 */
export type FromEnglish = (message: string) => string

type I18nValue = { locale: Locale; t: Translate; fromEnglish: FromEnglish }

const I18nContext = createContext<I18nValue>({
  locale: 'en',
  t: (id) => id,
  fromEnglish: (message) => message,
})

/**
 * The Spanish of an English text, looked up by its words: the schemas and the server write
 * their messages once, in English, and a part's Spanish catalog may hold
 * `"~Enter a 5-digit ZIP code.": "Escriba un código postal de 5 dígitos."`. A text with no
 * entry is shown as it is.
 */
export const ERROR_KEY_PREFIX = '~'
export function wordsFromEnglish(
  t: Translate,
  messages: Record<string, unknown>,
  message: string,
): string {
  const key = `${ERROR_KEY_PREFIX}${message}`
  // Asked only when there is an entry: Lingui would try to compile a missing one (and warn).
  return Object.hasOwn(messages, key) ? t(key) : message
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages | undefined
  children: ReactNode
}) {
  const value = useMemo(() => {
    const tag = INTL_LOCALE[locale]
    const known = messages ?? {}
    const t: Translate = (id, values) => formatCompiled(known, id, values, tag)
    return { locale, t, fromEnglish: (message: string) => wordsFromEnglish(t, known, message) }
  }, [locale, messages])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * The messages of a frame rendered without the root loader's data (Remix skips the root loader
 * when an action's error is the root's to show): entry.server.tsx gives them on the server, and
 * the frame keeps them in the page (KEPT_MESSAGES_ID) for the browser to hydrate with.
 */
export const FallbackMessages = createContext<Messages | undefined>(undefined)
export const KEPT_MESSAGES_ID = 'kept-messages'

/** The server's fallback messages, or in the browser those the page kept. */
export function useFallbackMessages(): Messages | undefined {
  const given = useContext(FallbackMessages)
  if (given || typeof document === 'undefined') return given
  const kept = document.getElementById(KEPT_MESSAGES_ID)?.textContent
  return kept ? (JSON.parse(kept) as Messages) : undefined
}

/** The words of the page's language: `t('nav.shop')`, `t('footer.copyright', { year })`. */
export function useT(): Translate {
  return useContext(I18nContext).t
}

/**
 * An English text in the page's language: `fromEnglish(field.errors[0])`. Every customer form
 * shows its messages through this, so a schema's English message reads in Spanish on /es; the
 * catalogue's option names too.
 */
export function useFromEnglish(): FromEnglish {
  return useContext(I18nContext).fromEnglish
}

/**
 * The page's own words from every matched route's loader (`messages: pageMessages(…)`), for
 * root.tsx to add to the frame's.
 */
export function useRouteMessages(): Messages | undefined {
  const matches = useMatches()
  return useMemo(() => {
    let merged: Messages | undefined
    for (const match of matches) {
      const messages = (match.data as { messages?: Messages } | null | undefined)?.messages
      if (match.id !== 'root' && messages && typeof messages === 'object') {
        merged = { ...merged, ...messages }
      }
    }
    return merged
  }, [matches])
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale
}

/** A site path in the page's language: in Spanish '/services' is '/es/services'. */
export function useLocalePath(): (to: string) => string {
  const locale = useLocale()
  // One function per language: what is built from it (a late part's props) stays the same
  // across renders, so hydration is never interrupted by a prop that only looks new.
  return useCallback((to: string) => pathInLocale(to, locale), [locale])
}
