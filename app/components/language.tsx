/**
 * The frame's language pieces (docs/decisions/145-spanish.md): the hreflang alternates of a
 * page that exists in both languages, and the offer of the Spanish page to a visitor whose
 * browser prefers Spanish (a banner, never a redirect).
 */
import { useLocation, useMatches } from '@remix-run/react'
import { englishPath, hasBothLanguages, pathInLocale } from '~/domain/locale'
import { LanguageOffer } from './language-offer'

/** Whether the page shown exists in both languages (its route, or its Spanish twin, is listed). */
export function useHasBothLanguages(): boolean {
  const matches = useMatches()
  return hasBothLanguages(matches.at(-1)?.id)
}

/**
 * `<link rel="alternate" hreflang>` both ways and x-default (the English page) on a page that
 * exists in both languages; none elsewhere.
 */
export function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation()
  if (!useHasBothLanguages() || !siteUrl) return null
  // As utils/seo.ts's absoluteUrl spells them, which is not imported: it would join every
  // page's first load.
  const base = siteUrl.replace(/\/+$/, '')
  const english = `${base}${englishPath(pathname)}`
  const spanish = `${base}${pathInLocale(pathname, 'es')}`
  return (
    <>
      <link rel="alternate" hrefLang="en-US" href={english} />
      <link rel="alternate" hrefLang="es-US" href={spanish} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  )
}

/** The Spanish page offered on an English page that has one (language-offer.tsx). */
export function SpanishOffer() {
  return useHasBothLanguages() ? <LanguageOffer /> : null
}
