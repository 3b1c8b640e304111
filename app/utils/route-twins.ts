/**
 * Whether a page has its Spanish twin, read from Remix's own manifest so the list of Spanish
 * pages (SPANISH_ROUTE_IDS, read by app/routes.ts at build time) never travels as JavaScript.
 * The server remembers the manifest's route ids (entry.server.tsx; one build, the same for every
 * request); the browser reads the manifest Remix already put in the page. A plain function, not
 * a hook, so meta functions (siteFromMatches) and components ask the same question.
 */
import { spanishRouteId } from '~/domain/locale'

let serverRouteIds: ReadonlySet<string> | undefined

/** Called by entry.server.tsx with the build's route ids. */
export function rememberServerRouteIds(ids: ReadonlySet<string>) {
  serverRouteIds = ids
}

type BrowserManifest = { __remixManifest?: { routes?: Record<string, unknown> } }

function routeExists(id: string): boolean {
  if (serverRouteIds) return serverRouteIds.has(id)
  return (
    typeof window !== 'undefined' &&
    Boolean((window as unknown as BrowserManifest).__remixManifest?.routes?.[id])
  )
}

/** Whether the route (English id or its `es/` twin) answers in both languages. */
export function routeHasSpanishTwin(routeId: string | undefined): boolean {
  if (!routeId) return false
  return routeExists(spanishRouteId(routeId.startsWith('es/') ? routeId.slice(3) : routeId))
}
