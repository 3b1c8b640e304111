/**
 * Roles on every admin route (issue 31): every admin page and `/api/admin/*` call, read from the
 * committed route list (route-urls.snapshot.txt, so a route added later is walked too), asked
 * with GET and POST by an owner, an office user and an installer. A role that may not open the
 * route gets 403 on every method; one that may is never refused.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import type { StaffRole } from '~/domain/staff-access'
import { adminHeaders } from './admin-helpers'

/** Open without a session by design: sign-in, sign-out, invitations, password resets. */
const PUBLIC =
  /^(admin-dashboard|admin_\.(login|logout|invite|forgot-password|reset-password)|api\.admin\.login)\b/

type Walked = { url: string; file: string; params: Record<string, string>; methods: string[] }

function routesFromSnapshot(): Walked[] {
  const text = fs.readFileSync(path.resolve('tests/integration/route-urls.snapshot.txt'), 'utf8')
  const found: Walked[] = []
  for (const line of text.split('\n')) {
    const match =
      /^(\/admin\S*|\/api\/admin\S*)(?: \(index\))?\s+(.+?)\s+((?:loader|action)(?: action)?)\s*$/.exec(
        line,
      )
    if (!match) continue
    const [, pattern, chain, kinds] = match
    const module = chain.split(' > ').at(-1) ?? ''
    if (PUBLIC.test(module)) continue
    const dir = module.startsWith('api.') ? 'app/routes-api' : 'app/routes-admin'
    const params: Record<string, string> = {}
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
      params[name] = '1'
      return '1'
    })
    found.push({
      url,
      file: path.resolve(dir, module),
      params,
      methods: kinds.split(' ').map((k) => (k === 'loader' ? 'GET' : 'POST')),
    })
  }
  return found
}

/**
 * The rules written out by hand (not read from the app's table), per the brief. The reports are
 * the owner's until the owner gives them to the office (reports.test.ts covers the grant).
 */
function expectedAllowed(role: StaffRole, url: string): boolean {
  if (role === 'owner') return true
  if (role === 'office')
    return !/^\/((api\/)?admin\/staff|admin\/audit|admin\/pricing-rules|admin\/reports|admin\/estimates\/settings|api\/admin\/upload-pricing-spreadsheet)(\/|$)/.test(
      url,
    )
  // Installers: their visits, their account, the frame's search (their own visits only:
  // admin-customers-list.test.ts), and the estimates they write (not the limits).
  if (/^\/admin\/estimates\/settings$/.test(url)) return false
  return /^\/(admin\/(my-visits|account|logout|search|estimates)(\/|$)|api\/admin\/auth$)/.test(url)
}

const routes = routesFromSnapshot()
const ROLES: StaffRole[] = ['owner', 'office', 'installer']

describe('roles on every admin route', () => {
  it('reads the admin routes from the route list', () => {
    const urls = routes.map((r) => r.url)
    expect(urls).toEqual(
      expect.arrayContaining(['/admin', '/admin/leads', '/admin/orders/1', '/api/admin/motors']),
    )
    expect(routes.length).toBeGreaterThan(40)
  })

  for (const role of ROLES) {
    for (const route of routes) {
      // The frame alone (admin.tsx) shows who is signed in to anyone signed in; the page inside
      // it (admin._index.tsx for /admin) is what each role may or may not open.
      const frameOnly = route.file.endsWith(`${path.sep}admin.tsx`)
      const allowed = frameOnly || expectedAllowed(role, route.url)
      it(`${role} on ${route.url} (${route.methods.join(', ')}) is ${allowed ? 'allowed' : 'refused (403)'}`, async () => {
        const module = (await import(/* @vite-ignore */ route.file)) as RouteModule
        const headers = adminHeaders(`walk-${role}`, role)
        const methods = route.methods.flatMap((m) =>
          m === 'GET' ? ['GET'] : ['POST', 'PUT', 'DELETE'],
        )
        const statuses: number[] = []
        for (const method of methods) {
          const request =
            method === 'GET'
              ? getRequest(route.url, headers)
              : formRequest(route.url, { intent: 'nothing-known' }, { method, headers })
          let status: number
          let location: string | null = null
          try {
            const result = await callRoute(module, request, route.params)
            status = result.status
            location = result.headers.get('Location')
          } catch {
            // A route that cannot handle the walk's made-up fields got past the guard.
            status = 500
          }
          statuses.push(status)
          if (allowed) {
            expect(status, `${method} ${route.url} refused ${role}`).not.toBe(403)
            expect(status).not.toBe(401)
            expect(location ?? '').not.toMatch(/^\/admin\/login/)
          } else if (status === 302 || status === 303) {
            // The dashboard home sends an installer on to their own visits.
            expect(location, `${method} ${route.url} let ${role} in`).toBe('/admin/my-visits')
          } else {
            // 405: a method the route does not take at all, answered before anyone is asked.
            expect([403, 405], `${method} ${route.url} let ${role} in (${status})`).toContain(
              status,
            )
          }
        }
        if (!allowed) expect(statuses.some((s) => s === 403 || s === 302)).toBe(true)
      })
    }
  }
})
