/**
 * Every URL the app answers, read from app/routes.ts the way Remix reads it, compared with the
 * committed list (route-urls.snapshot.txt). Moving route files between folders must leave this
 * list unchanged; adding or removing a route updates it on purpose (`npx vitest run -u`).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@remix-run/route-config'
import { expect, it } from 'vitest'

type Declared = {
  url: string
  index: boolean
  module: string
  /** The layout module it renders inside, if any. */
  parent?: string
  hasLoader: boolean
  hasAction: boolean
}

/** Walks the config, joining each route's path onto its parents' (pathless layouts add none). */
function urlsOf(entries: RouteConfigEntry[], parent = '', layout?: string): Declared[] {
  const found: Declared[] = []
  for (const entry of entries) {
    const joined = entry.path ? `${parent.replace(/\/$/, '')}/${entry.path}` : parent
    const url = joined === '' ? '/' : joined
    const source = fs.readFileSync(path.resolve('app', entry.file), 'utf8')
    found.push({
      url,
      index: Boolean(entry.index),
      module: path.basename(entry.file),
      parent: layout,
      hasLoader: /export\s+(async\s+)?(function|const)\s+loader\b/.test(source),
      hasAction: /export\s+(async\s+)?(function|const)\s+action\b/.test(source),
    })
    if (entry.children) found.push(...urlsOf(entry.children, joined, path.basename(entry.file)))
  }
  return found
}

it('answers exactly the URLs it answered before (same module file, layout, loader and action)', async () => {
  // What Remix's Vite plugin sets before it evaluates routes.ts.
  globalThis.__remixAppDirectory = path.resolve('app')
  const { default: config } = await import('~/routes')
  const lines = urlsOf(await config)
    .map(
      (r) =>
        `${r.url}${r.index ? ' (index)' : ''}  ${r.parent ? `${r.parent} > ` : ''}${r.module}${r.hasLoader ? ' loader' : ''}${r.hasAction ? ' action' : ''}`,
    )
    .sort()
  expect(new Set(lines).size).toBe(lines.length)
  await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./route-urls.snapshot.txt')
})
