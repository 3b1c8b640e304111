import { flatRoutes } from '@remix-run/fs-routes'
import { type RouteConfig, type RouteConfigEntry, route } from '@remix-run/route-config'
import { CITY_SLUGS } from './content/cities'
import { SPANISH_ROUTE_IDS, spanishRouteId } from './domain/locale'

// Server-only modules and tests may sit beside their route without becoming routes.
const ignoredRouteFiles = ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', '**/__*.tsx']

// Three folders, one URL space: public pages, staff pages (/admin…), JSON and resource calls (/api…).
// A file's name gives its URL exactly as before; the folder only groups it.
const [publicRoutes, adminRoutes, apiRoutes] = await Promise.all(
  ['routes', 'routes-admin', 'routes-api'].map((rootDirectory) =>
    flatRoutes({ rootDirectory, ignoredRouteFiles }),
  ),
)

// The 14 city landing pages share one module; each has its own route id. A city the office
// adds (business content, app/server/content/cities.server.ts) is found by the last one, which
// answers 404 for any other name.
const cityRoutes = [
  ...CITY_SLUGS.map((slug) => route(slug, 'routes/__city-page.tsx', { id: `routes/city.${slug}` })),
  route(':citySlug', 'routes/__city-page.tsx', { id: 'routes/city.$citySlug' }),
]

// The pages written in Spanish answer under /es too (docs/decisions/145-spanish.md): the same
// module under a second id, so a route file stays one file whatever the language. Any other
// /es address is routes/es.$.tsx (not yet in Spanish, or not found).
// A page's nested routes (a visit's calendar file) come along under ids of their own.
const twinChildren = (children: RouteConfigEntry[] | undefined): RouteConfigEntry[] | undefined =>
  children?.map((child) => ({
    ...child,
    id: spanishRouteId(child.id ?? child.file),
    children: twinChildren(child.children),
  }))
const spanishRoutes = SPANISH_ROUTE_IDS.map((id): RouteConfigEntry => {
  const english = [...publicRoutes, ...cityRoutes].find((entry) => entry.id === id)
  if (!english) throw new Error(`No public route ${id} to put in Spanish`)
  const path = english.path ? `es/${english.path}` : 'es'
  return {
    ...english,
    id: spanishRouteId(id),
    path,
    index: false,
    children: twinChildren(english.children),
  }
})

export default [
  ...publicRoutes,
  ...spanishRoutes,
  ...adminRoutes,
  ...apiRoutes,
  ...cityRoutes,
] satisfies RouteConfig
