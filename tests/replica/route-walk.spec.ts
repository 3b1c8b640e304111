/**
 * Every GET route of the route list (the route folders plus the city pages), asked of the replica
 * itself, as a visitor and as signed-in staff. A replica's database is read-only: a GET that
 * tries to write is logged by the harness and fails the run (tests/replica/verdict.ts); here
 * each answer must be below 500 and never a `fly-replay` (a GET must be answerable anywhere).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { withE2eDatabase } from '../e2e/db'
import { ROUTE_FOLDERS } from '../setup/route-folders'

const harness = () =>
  JSON.parse(
    fs.readFileSync(path.resolve(`tests/.tmp/e2e/replica-${process.env.E2E_PORT}.json`), 'utf8'),
  ) as { primaryPort: number; replicaPort: number }

/** The URL a flat route file answers, dynamic segments filled by `fill`. */
function urlOf(name: string, fill: (param: string) => string): string {
  const segments = name
    .replace(/\[\.\]/g, '~dot~')
    .split('.')
    .map((s) => s.replaceAll('~dot~', '.'))
    .filter((s) => s !== '_index' && !(s.startsWith('_') && !s.startsWith('__')) && s !== 'route')
    .map((s) => s.replace(/_$/, ''))
    .map((s) => (s.startsWith('$') ? fill(s.slice(1) || '*') : s))
  return `/${segments.join('/')}`
}

async function routeUrls(): Promise<string[]> {
  const slug = await withE2eDatabase(
    (db) =>
      (
        db.$client
          .prepare("SELECT slug FROM blog_posts WHERE status = 'published' LIMIT 1")
          .get() as { slug: string } | undefined
      )?.slug ?? 'no-post',
  )
  const fill = (param: string) =>
    param === 'slug'
      ? slug
      : param === '*'
        ? 'leads/x/original.jpg'
        : param === 'productType'
          ? 'zebra'
          : '1'
  const names = ROUTE_FOLDERS.flatMap((d) => fs.readdirSync(d))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(server|test)\.tsx?$/.test(f) && !f.startsWith('__'))
    .map((f) => f.replace(/\.tsx?$/, ''))
  const urls = names.map((name) => urlOf(name, fill))
  const { CITY_SLUGS } = await import('../../app/content/cities')
  return [...new Set([...urls, ...CITY_SLUGS.map((s: string) => `/${s}`)])].sort()
}

for (const who of ['visitor', 'staff'] as const) {
  test(`every GET route answers on the replica without writing (${who})`, async ({ baseURL }) => {
    test.setTimeout(120_000)
    const replica = `http://localhost:${harness().replicaPort}`
    const context = await playwrightRequest.newContext({ baseURL: replica })
    if (who === 'staff') {
      // Signing in is a write: through the proxy (to the primary); the cookie works everywhere.
      const signIn = await context.post(`${baseURL}/admin/login`, {
        form: { username: 'admin', password: 'e2e-admin-password' },
        headers: { Origin: baseURL ?? '' },
        maxRedirects: 0,
      })
      expect(signIn.status()).toBe(302)
    }
    const failures: string[] = []
    for (const url of await routeUrls()) {
      for (const variant of [url, `${url === '/' ? '/_root' : url}.data`]) {
        const answer = await context.get(variant, { maxRedirects: 0 })
        if (answer.status() >= 500 || answer.headers()['fly-replay']) {
          failures.push(`${variant} → ${answer.status()} ${answer.headers()['fly-replay'] ?? ''}`)
        }
      }
    }
    await context.dispose()
    expect(failures).toEqual([])
  })
}
