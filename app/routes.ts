import { flatRoutes } from '@remix-run/fs-routes'
import { type RouteConfig, route } from '@remix-run/route-config'
import { CITY_SLUGS } from './content/cities'

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

export default [...publicRoutes, ...adminRoutes, ...apiRoutes, ...cityRoutes] satisfies RouteConfig
