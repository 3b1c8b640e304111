/**
 * Staff authority walk (issue 38): every staff route (page, action, JSON API) × every role ×
 * GET and POST × the odd spellings of its address (`%73taff`, re-cased, doubled slashes, `/./`,
 * `;`, `%2F`, a trailing slash). A role may do what the table below says and nothing else,
 * however the address is spelled: an odd spelling reaches the same check as the plain one or is
 * refused before routing; it never opens what the plain address refuses.
 *
 * The expectations are written out here, apart from app/domain/staff-access.ts, so that a
 * change to the table that opens a door fails this walk.
 */
import fs from 'node:fs'
import http from 'node:http'
import { hashPassword } from '../../app/server/auth/password.server'
import { schema, withE2eDatabase } from './db'
import { adminSessionCookie, expect, test } from './helpers'

type Role = 'owner' | 'office' | 'installer'
const ROLES: Role[] = ['owner', 'office', 'installer']

/**
 * Only the owner: staff accounts, the audit log, price grids and lead times, discount limits,
 * and the reports (until the owner gives them to the office).
 */
const OWNER_ONLY = [
  /^\/admin\/staff(\/|$)/,
  /^\/admin\/reports(\/|$)/,
  /^\/admin\/estimates\/settings$/,
  /^\/admin\/audit(\/|$)/,
  /^\/admin\/pricing-rules(\/|$)/,
  /^\/api\/admin\/upload-pricing-spreadsheet$/,
]
/**
 * Every signed-in person: their account, their visits, who they are, and the frame's search (an
 * installer finds only their own visits there: admin-customers-list.test.ts).
 */
const EVERY_ROLE = [
  /^\/admin\/account$/,
  /^\/admin\/my-visits(\/|$)/,
  /^\/admin\/search$/,
  /^\/api\/admin\/auth$/,
]

/** Installers too: the estimates they write from their own visits (each checked by its owner). */
const INSTALLERS_TOO = [/^\/admin\/estimates(\/(?!settings$)|$)/]

function allowed(role: Role, path: string): boolean {
  if (EVERY_ROLE.some((p) => p.test(path))) return true
  if (role === 'owner') return true
  if (role === 'office') return !OWNER_ONLY.some((p) => p.test(path))
  return INSTALLERS_TOO.some((p) => p.test(path))
}

/** The public doors of the staff side (sign-in, links from mails): not walked here. */
const NOT_GUARDED = /^admin_\.(login|logout|forgot-password|invite\.|reset-password\.)/

/** The URL a flat route file answers; every dynamic segment is an id of an absent row. */
function urlOf(name: string): string {
  const segments = name
    .split('.')
    .filter((s) => s !== '_index' && !(s.startsWith('_') && !s.startsWith('__')) && s !== 'route')
    .map((s) => s.replace(/_$/, ''))
    .map((s) => (s === '$productType' ? 'zebra' : s === '$key' ? 'someone%40example.com' : s))
    // An id no row has: the answer must not depend on what other specs made (a visit of
    // someone else's is rightly refused to them by its own rule).
    .map((s) => (s.startsWith('$') ? '999999999' : s))
  return `/${segments.join('/')}`
}

function staffRoutes(): string[] {
  const admin = fs
    .readdirSync('app/routes-admin')
    .filter((f) => /\.tsx?$/.test(f) && !/\.(server|test)\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ''))
    .filter((n) => n.startsWith('admin') && n !== 'admin-dashboard' && !NOT_GUARDED.test(n))
  const api = fs
    .readdirSync('app/routes-api')
    .filter((f) => f.startsWith('api.admin.') && f !== 'api.admin.login.ts')
    .map((f) => f.replace(/\.tsx?$/, ''))
  return [...new Set([...admin, ...api].map(urlOf))].sort()
}

/** Other spellings of `path` that a router, a proxy or a browser may take for the same page. */
function spellings(path: string): string[] {
  const segments = path.split('/')
  const last = segments.length - 1
  // Percent-encode the first letter of the route's own segment (the one a prefix would compare).
  const target = segments.findIndex((s, i) => i >= 2 && /^[a-z]/.test(s))
  const at = target > 0 ? target : last
  const encoded = segments
    .map((s, i) =>
      i === at ? `%${s.charCodeAt(0).toString(16).padStart(2, '0')}${s.slice(1)}` : s,
    )
    .join('/')
  const upperEncoded = encoded.replace(
    /%([0-9a-f]{2})/,
    (_m, hex: string) => `%${hex.toUpperCase()}`,
  )
  const withDash = path.includes('-') ? path.replace('-', '%2d') : null
  return [
    encoded,
    upperEncoded,
    path.toUpperCase(),
    path.replace('/admin/', '/Admin/'),
    path.replace(/^\/(api\/)?admin\//, (m) => `${m}/`),
    path.replace(/^\/(api\/)?admin\//, (m) => `${m}./`),
    `${path}/`,
    `${path};x`,
    path.replace(/\/([^/]+)$/, '%2F$1'),
    ...(withDash ? [withDash] : []),
  ].filter((s) => s !== path)
}

type Answer = { status: number; location: string; body: string }

/** A raw HTTP request, so the address is sent exactly as spelled (fetch would normalise it). */
function send(
  port: number,
  method: 'GET' | 'POST',
  rawPath: string,
  cookie: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? 'intent=role&id=1&role=owner' : ''
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: rawPath,
        headers: {
          Cookie: cookie,
          Origin: `http://localhost:${port}`,
          Host: `localhost:${port}`,
          ...(method === 'POST'
            ? {
                'Content-Type': 'application/x-www-form-urlencoded',
                'Content-Length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: String(res.headers.location ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const PASSWORD_HASH = hashPassword('walk-the-staff-routes-password-1')

async function signedIn(role: Role): Promise<{ id: number; cookie: string }> {
  const passwordHash = await PASSWORD_HASH
  const username = `walk-${role}-${process.pid}-${Date.now()}`
  const id = await withE2eDatabase(
    (db) =>
      db
        .insert(schema.adminUsers)
        .values({ username, passwordHash, role, email: `${username}@example.com` })
        .returning({ id: schema.adminUsers.id })
        .get().id,
  )
  const { name, value } = await adminSessionCookie(id)
  return { id, cookie: `${name}=${value}` }
}

/**
 * A refusal: 403 from the guard; an address refused before routing or matching no route (400,
 * 404); a method the route does not take (405, or 400 from a JSON route that only posts), which
 * runs nothing of it.
 */
const isRefusal = (a: Answer) => [400, 403, 404, 405].includes(a.status)

test.describe('staff authority', () => {
  test('every staff route × role × method × spelling gets what the role may do', async ({
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'HTTP only: one run is enough')
    test.setTimeout(420_000)
    const port = Number(new URL(baseURL ?? '').port)
    const routes = staffRoutes()
    expect(routes.length).toBeGreaterThan(60)
    expect(routes).toContain('/admin/staff')
    const people = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signedIn(role)] as const)),
    ) as Record<Role, { id: number; cookie: string }>

    const failures: string[] = []
    for (const path of routes) {
      for (const role of ROLES) {
        const { cookie } = people[role]
        for (const method of ['GET', 'POST'] as const) {
          const plain = await send(port, method, path, cookie)
          if (plain.status >= 500) failures.push(`${role} ${method} ${path} → ${plain.status}`)
          const may = allowed(role, path)
          // The installer's home is their day: /admin sends them there.
          const installerHome = role === 'installer' && path === '/admin' && method === 'GET'
          if (installerHome) {
            if (plain.status !== 302 || !plain.location.endsWith('/admin/my-visits'))
              failures.push(`installer GET /admin → ${plain.status} ${plain.location}`)
            continue
          }
          if (may && (plain.status === 401 || plain.status === 403)) {
            failures.push(`${role} ${method} ${path} refused (${plain.status}) but is allowed`)
          }
          // A page the role may not open says so (403); other refusals are by method.
          if (
            !may &&
            (method === 'GET' ? plain.status !== 403 && plain.status !== 400 : !isRefusal(plain))
          ) {
            failures.push(`${role} ${method} ${path} → ${plain.status}, expected a refusal`)
          }
          if (may) continue
          // Every other spelling of a refused address is refused too, and shows nothing of it.
          for (const spelled of spellings(path)) {
            const answer = await send(port, method, spelled, cookie)
            if (!isRefusal(answer)) {
              failures.push(
                `${role} ${method} ${spelled} → ${answer.status}, the plain address is refused`,
              )
            }
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([])

    // Nobody became owner, nor got invited as one, on the way.
    const owners = await withE2eDatabase((db) =>
      db.$client
        .prepare("SELECT username FROM admin_users WHERE role = 'owner' AND username LIKE 'walk-%'")
        .all(),
    )
    expect(owners).toEqual([{ username: expect.stringMatching(/^walk-owner-/) }])
    // The refusals are in the audit log (a write always; a page once per person and capability).
    const refused = await withE2eDatabase(
      (db) =>
        db.$client
          .prepare("SELECT count(*) AS n FROM audit_log WHERE kind = 'refused' AND actor_id = ?")
          .get(people.office.id) as { n: number },
    )
    expect(refused.n).toBeGreaterThan(0)
  })
})
