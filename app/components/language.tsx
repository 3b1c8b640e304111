/**
 * The frame's language pieces (docs/decisions/145-spanish.md): the hreflang alternates of a
 * page that exists in both languages, and the offer of the Spanish page to a visitor whose
 * browser prefers Spanish (a banner, never a redirect).
 */
import { useLocation, useMatches } from '@remix-run/react'
import { createContext, useContext } from 'react'
import { englishPath, pathInLocale, spanishRouteId } from '~/domain/locale'
import { LanguageOffer } from './language-offer'

/**
 * The app's route ids on the server (entry.server.tsx gives Remix's manifest's). The browser
 * reads the manifest Remix already put in the page, so the list of Spanish pages
 * (SPANISH_ROUTE_IDS, read by app/routes.ts at build time) never travels as JavaScript.
 */
export const ServerRouteIds = createContext<ReadonlySet<string> | undefined>(undefined)

type BrowserManifest = { __remixManifest?: { routes?: Record<string, unknown> } }

function useRouteExists(): (id: string) => boolean {
  const server = useContext(ServerRouteIds)
  if (server) return (id) => server.has(id)
  return (id) =>
    typeof window !== 'undefined' &&
    Boolean((window as unknown as BrowserManifest).__remixManifest?.routes?.[id])
}

/** Whether the page shown exists in both languages: its route has its Spanish twin. */
export function useHasBothLanguages(): boolean {
  const id = useMatches().at(-1)?.id
  const exists = useRouteExists()
  if (!id) return false
  return exists(spanishRouteId(id.startsWith('es/') ? id.slice(3) : id))
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
