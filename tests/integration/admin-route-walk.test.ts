/**
 * Every admin page and `/api/admin/*` call, found by reading the route folders (so a route added
 * later is walked too), asked without a session, with a bad bearer token and with a forged
 * cookie: each answers 401/403 or the login page, and nothing in the database changes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import { db, schema } from '~/server/platform/db.server'

const ROUTE_DIRS = ['app/routes-admin', 'app/routes-api'].map((d) => path.resolve(d))
/** Open by design: the login page, logout (ends nothing without a session), the old address, invitations and password resets. */
const PUBLIC = new Set([
  'admin_.login',
  'admin_.logout',
  'admin-dashboard',
  'api.admin.login',
  // Reached from an e-mailed single-use link or by someone signed out (issue 31).
  'admin_.invite.$token',
  'admin_.forgot-password',
  'admin_.reset-password.$token',
])

type Walked = { name: string; file: string; url: string; params: Record<string, string> }

/** Route files (or folder routes) under /admin and /api/admin. */
function adminRoutes(): Walked[] {
  const found: Walked[] = []
  for (const [dir, entry] of ROUTE_DIRS.flatMap((d) =>
    fs.readdirSync(d, { withFileTypes: true }).map((e) => [d, e] as const),
  )) {
    let name = entry.name
    let file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const routeFile = ['route.tsx', 'route.ts'].find((f) => fs.existsSync(path.join(file, f)))
      if (!routeFile) continue
      file = path.join(file, routeFile)
    } else {
      if (!/\.tsx?$/.test(name) || /\.(server|test)\.tsx?$/.test(name)) continue
      name = name.replace(/\.tsx?$/, '')
    }
    if (!/^(admin([._-]|$)|api\.admin\.)/.test(name) || PUBLIC.has(name)) continue
    found.push({ name, file, url: urlOf(name), params: paramsOf(name) })
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

/** The URL a flat route name answers, with 1 for every dynamic segment. */
function urlOf(name: string): string {
  const segments = name
    .replace(/\[\.\]/g, '~dot~')
    .split('.')
    .map((s) => s.replaceAll('~dot~', '.'))
    .filter((s) => s !== '_index' && !s.startsWith('_') && s !== 'route')
    .map((s) => s.replace(/_$/, ''))
    .map((s) => (s.startsWith('$') ? (s === '$' ? 'leads/x/original.jpg' : '1') : s))
  return `/${segments.join('/')}`
}

/** 1 for every dynamic segment (`$leadId` → leadId), a lead photo's key for a splat. */
function paramsOf(name: string): Record<string, string> {
  const params: Record<string, string> = {}
  for (const segment of name.split('.')) {
    if (segment === '$') params['*'] = 'leads/x/original.jpg'
    else if (segment.startsWith('$')) params[segment.slice(1).replace(/_$/, '')] = '1'
  }
  return params
}

/** The whole database as text: any write shows up as a difference. */
function snapshot(): string {
  const tables = db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name",
    )
    .all() as { name: string }[]
  return JSON.stringify(
    tables
      .filter((t) => t.name !== 'rate_limit_buckets')
      .map((t) => [t.name, db.$client.prepare(`SELECT * FROM "${t.name}"`).all()]),
  )
}

const CREDENTIALS: Record<string, HeadersInit> = {
  'no session': {},
  'a bad bearer token': { Authorization: 'Bearer not-a-real-token' },
  'a malformed Authorization header': { Authorization: 'Basic YWRtaW46YWRtaW4=' },
  'a forged cookie': { Cookie: 'admin_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.bm90LXNpZ25lZA' },
}

/** What a mutation might carry: enough for a delete or a status change to happen. */
const FIELDS = { intent: 'delete', id: '1', status: 'completed', leadId: '1' }

function expectRefused(url: string, result: { status: number; headers: Headers }) {
  if (result.status === 302) {
    expect(result.headers.get('Location'), url).toMatch(/^\/admin\/login(\?|$)/)
    return
  }
  expect([401, 403], `${url} answered ${result.status}`).toContain(result.status)
}

const routes = adminRoutes()

beforeAll(() => {
  // Something for a careless delete or update to change.
  db.insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name: 'Walk Lead',
      email: 'w@example.com',
      phone: '9545550100',
    })
    .run()
  db.insert(schema.windowCompanyRequests)
    .values({
      companyName: 'Walk Co',
      contactName: 'W',
      contactPhone: '9545550101',
      contactEmail: 'w@walk.test',
      customerName: 'C',
      customerPhone: '9545550102',
      customerAddress: '1 Walk St',
      projectDetails: 'walk',
      blindType: 'Vertical blinds',
      numberOfWindows: 1,
    })
    .run()
})

describe('admin route walk', () => {
  it('finds the admin routes, including the shell and its tabs', () => {
    const names = routes.map((r) => r.name)
    expect(names).toEqual(
      expect.arrayContaining(['admin', 'admin._index', 'admin.leads', 'api.admin.auth']),
    )
    expect(names).not.toContain('admin_.login')
  })

  for (const route of routes) {
    for (const [label, headers] of Object.entries(CREDENTIALS)) {
      it(`${route.name} (${route.url}) refuses ${label}`, async () => {
        const module = (await import(/* @vite-ignore */ route.file)) as RouteModule
        const before = snapshot()
        if (module.loader) {
          expectRefused(
            route.url,
            await callRoute(module, getRequest(route.url, headers), route.params),
          )
        }
        if (module.action) {
          const { params } = route
          for (const method of ['POST', 'PUT', 'DELETE']) {
            expectRefused(
              route.url,
              await callRoute(module, formRequest(route.url, FIELDS, { method, headers }), params),
            )
            expectRefused(
              route.url,
              await callRoute(module, jsonRequest(route.url, FIELDS, { method, headers }), params),
            )
          }
        }
        expect(snapshot(), `${route.name} changed the database`).toBe(before)
      })
    }
  }
})
