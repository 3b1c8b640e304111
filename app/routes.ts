import { flatRoutes } from '@remix-run/fs-routes'
import type { RouteConfig } from '@remix-run/route-config'

// Server-only modules and tests may sit beside their route without becoming routes.
export default flatRoutes({
  ignoredRouteFiles: ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', '**/__*.tsx'],
}) satisfies RouteConfig
