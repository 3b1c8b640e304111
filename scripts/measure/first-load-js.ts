// First-load JavaScript of a page, read from a build's Remix manifest: the files the server's
// HTML preloads (entry module and its imports, then each route of the page's chain, root
// first, with its imports), gzipped. With lazy route discovery the manifest itself is inlined
// in the HTML, so it is not a file the browser loads. Chunks loaded later with import() are
// not counted: that is the point of loading them late.
// Used by scripts/measure/bench-pages.mjs and tests/integration/bundle-budget.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] }
type Manifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

/** The pages measured, by the URL a visitor types and the route id that answers it. */
export const PAGE_ROUTES: Record<string, string> = {
  '/': 'routes/_index',
  '/shop/zebra-shades': 'routes/shop.zebra-shades',
  '/shop/roller-shades': 'routes/shop.roller-shades',
  '/shop/vertical-blinds': 'routes/shop.vertical-blinds',
  '/shop/motors-accessories': 'routes/shop.motors-accessories',
  '/shop': 'routes/shop._index',
  '/services/repair': 'routes/services.$id',
  '/plantation': 'routes/city.plantation',
  '/gallery': 'routes/gallery._index',
  '/blog': 'routes/blog._index',
  '/quote': 'routes/quote',
  '/cart': 'routes/cart._index',
  '/checkout': 'routes/checkout._index',
  '/book-appointment': 'routes/book-appointment',
}

function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, 'client', 'assets')
  if (!fs.existsSync(assets)) {
    throw new Error(`No client build in ${buildDir}: run \`npm run build\` first.`)
  }
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
  if (!file) throw new Error(`No Remix manifest in ${assets}`)
  const text = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
}

/** The JavaScript files a page preloads, in order, without repeats. */
function pageFiles(manifest: Manifest, routeId: string): string[] {
  const chain: ManifestRoute[] = []
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`No route ${id} in the manifest`)
    chain.unshift(route)
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const route of chain) {
    for (const f of route.imports ?? []) files.add(f)
    files.add(route.module)
  }
  return [...files]
}

export type PageJs = { gzipBytes: number; gzipKB: number; files: number; largest: string[] }

/** First-load JavaScript of every page in PAGE_ROUTES (gzip level 9, as a server would). */
export function firstLoadJs(buildDir: string): Record<string, PageJs> {
  const manifest = readManifest(buildDir)
  const sizes = new Map<string, number>()
  const gz = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      const bytes = fs.readFileSync(path.join(buildDir, 'client', file))
      size = zlib.gzipSync(bytes, { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  const result: Record<string, PageJs> = {}
  for (const [page, routeId] of Object.entries(PAGE_ROUTES)) {
    if (!manifest.routes[routeId]) continue
    const files = pageFiles(manifest, routeId)
    const gzipBytes = files.reduce((n, f) => n + gz(f), 0)
    const largest = [...files]
      .sort((a, b) => gz(b) - gz(a))
      .slice(0, 5)
      .map((f) => `${path.basename(f)} ${(gz(f) / 1024).toFixed(1)} KB`)
    result[page] = { gzipBytes, gzipKB: gzipBytes / 1024, files: files.length, largest }
  }
  return result
}
