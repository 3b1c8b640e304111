import { flatRoutes } from '@remix-run/fs-routes'
import { type RouteConfig, route } from '@remix-run/route-config'
import { CITY_SLUGS } from './content/cities'

// Server-only modules and tests may sit beside their route without becoming routes.
const fileRoutes = await flatRoutes({
  ignoredRouteFiles: ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', '**/__*.tsx'],
})

// The 14 city landing pages share one module; each has its own route id.
const cityRoutes = CITY_SLUGS.map((slug) =>
  route(slug, 'routes/__city-page.tsx', { id: `routes/city.${slug}` }),
)

export default [...fileRoutes, ...cityRoutes] satisfies RouteConfig
