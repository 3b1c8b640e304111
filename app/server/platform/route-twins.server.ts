/**
 * Whether a page has its Spanish twin: app/routes.ts gives every route of SPANISH_ROUTE_IDS a
 * twin under /es (id `es/<id>`). The server answers it from the build's own routes and the root
 * loader sends the answer with every page, so the browser neither carries the list of Spanish
 * pages nor guesses from Remix's manifest (which, with lazy route discovery, holds only the
 * routes it has been told about: the switch would differ between the server's HTML and the
 * browser's first render).
 */
import { matchRoutes } from '@remix-run/react'
import { englishPath, pathInLocale } from '~/domain/locale'

/** A route as the build (and Remix's manifest) describes it. */
export type BuildRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
}
type RouteNode = {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: RouteNode[]
}

let tree: RouteNode[] | undefined

/**
 * Called once with the build's routes: by the HTTP server when it loads the build
 * (server/index.js), and by entry.server.tsx on each render (for the dev server; a no-op after).
 */
export function rememberServerRoutes(routes: Record<string, BuildRoute | undefined>) {
  if (tree) return
  const nodes = new Map<string, RouteNode>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const { id, path, index, caseSensitive } = route
    nodes.set(id, index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive })
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (!parent) roots.push(node)
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  tree = roots
}

/** True when the page at `pathname` (either language) answers under /es as a Spanish page. */
export function pathHasSpanishTwin(pathname: string): boolean {
  if (!tree) return false
  // biome-ignore lint/suspicious/noExplicitAny: react-router's route objects, as plain data
  const matches = matchRoutes(tree as any, pathInLocale(englishPath(pathname), 'es'))
  const leaf = matches?.at(-1)?.route as RouteNode | undefined
  return Boolean(leaf?.id.startsWith('es/'))
}
