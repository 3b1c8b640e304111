/**
 * The frame's language pieces (docs/decisions/145-spanish.md): the hreflang alternates of a
 * page that exists in both languages, and the offer of the Spanish page to a visitor whose
 * browser prefers Spanish (a banner, never a redirect).
 */
import { useLocation, useMatches } from '@remix-run/react'
import { englishPath, pathInLocale } from '~/domain/locale'
import { LanguageOffer } from './language-offer'

/**
/**
 * A page's own addresses in each language, from its loader's `alternates` (a blog post: its
 * translation has another slug; null where there is none).
 */
type PageAlternates = { en: string | null; es: string | null }

/** What the root loader says of the page's languages. */
type RootLanguage = { i18n?: { bilingual?: boolean } }

function usePageAlternates(): PageAlternates | undefined {
  const matches = useMatches()
  return (matches.at(-1)?.data as { alternates?: PageAlternates } | null | undefined)?.alternates
}

/**
 * Whether the page shown exists in both languages: its own alternates say so, or the root
 * loader does (its route has its Spanish twin, route-twins.server.ts).
 */
export function useHasBothLanguages(): boolean {
  const matches = useMatches()
  const own = usePageAlternates()
  if (own) return Boolean(own.en && own.es)
  const root = matches.find((m) => m.id === 'root')?.data as RootLanguage | undefined
  return Boolean(root?.i18n?.bilingual)
}

/**
 * `<link rel="alternate" hreflang>` both ways and x-default (the English page) on a page that
 * exists in both languages; none elsewhere.
 */
export function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation()
  const own = usePageAlternates()
  if (!useHasBothLanguages() || !siteUrl) return null
  // As utils/seo.ts's absoluteUrl spells them, which is not imported: it would join every
  // page's first load.
  const base = siteUrl.replace(/\/+$/, '')
  const english = `${base}${own?.en ?? englishPath(pathname)}`
  const spanish = `${base}${own?.es ?? pathInLocale(pathname, 'es')}`
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
