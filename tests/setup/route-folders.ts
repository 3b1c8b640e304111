/** The folders app/routes.ts reads file routes from (public, staff, JSON/resource calls). */
export const ROUTE_FOLDERS = ['app/routes', 'app/routes-admin', 'app/routes-api'] as const
