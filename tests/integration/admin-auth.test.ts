import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as adminLayout from '~/routes-admin/admin'
import * as loginRoute from '~/routes-admin/admin_.login'
import * as logoutRoute from '~/routes-admin/admin_.logout'
import * as dashboardRedirect from '~/routes-admin/admin-dashboard'
import * as authApi from '~/routes-api/api.admin.auth'
import * as loginApi from '~/routes-api/api.admin.login'
import { hashToken } from '~/server/auth/admin-session.server'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'

const PASSWORD = 'correct horse battery staple'
let ipCounter = 0
/** A fresh address per test, so the per-address limit of one test does not leak into another. */
function freshIp() {
  ipCounter += 1
  return { 'Fly-Client-IP': `198.51.100.${ipCounter}` }
}

async function createAdmin(username: string) {
  db.insert(schema.adminUsers)
    .values({ username, passwordHash: await hashPassword(PASSWORD) })
    .run()
}

beforeAll(async () => {
  // Failures count per username: each test that fails a sign-in uses a username of its own.
  for (const name of ['staff', 'typo-user', 'address-lock', 'locked-user', 'api-typo']) {
    await createAdmin(name)
  }
})

function login(
  fields: Record<string, string>,
  headers: HeadersInit = freshIp(),
  path = '/admin/login',
) {
  return callRoute(loginRoute, formRequest(path, fields, { headers }))
}

async function signedInJar() {
  const result = await login({ username: 'staff', password: PASSWORD })
  expect(result.status).toBe(302)
  return new CookieJar().absorb(result)
}

describe('admin login form', () => {
  it('signs in, says so with a toast and goes to /admin', async () => {
    const result = await login({ username: 'staff', password: PASSWORD })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin')
    const cookies = result.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/^admin_session=/m)
    expect(cookies).toMatch(/^toast=/m)
    expect(cookies).toMatch(/admin_session=[^\n]*Max-Age=43200/)
    expect(cookies).toMatch(/admin_session=[^\n]*HttpOnly/)

    const jar = new CookieJar().absorb(result)
    const frame = await callRoute(adminLayout, getRequest('/admin', { Cookie: jar.header() }))
    expect(frame.status).toBe(200)
    expect(frame.data).toMatchObject({ username: 'staff' })
  })

  it('returns to the admin page asked for, never to another site', async () => {
    const back = await login({
      username: 'staff',
      password: PASSWORD,
      redirectTo: '/admin/b2b?status=pending',
    })
    expect(back.headers.get('Location')).toBe('/admin/b2b?status=pending')
    for (const evil of [
      'https://evil.test/admin',
      '//evil.test',
      '/\t/evil.test',
      '/cart',
      '/admin/login',
    ]) {
      const result = await login({ username: 'staff', password: PASSWORD, redirectTo: evil })
      expect(result.headers.get('Location')).toBe('/admin')
    }
  })

  it('refuses a wrong password or an unknown user with "Invalid credentials"', async () => {
    for (const fields of [
      { username: 'typo-user', password: 'wrong' },
      { username: 'nobody', password: PASSWORD },
    ]) {
      const result = await login(fields)
      expect(result.status).toBe(401)
      expect(result.data).toMatchObject({ error: { '': ['Invalid credentials'] } })
      expect(result.headers.getSetCookie().join()).not.toMatch(/admin_session=/)
    }
  })

  it('asks for both fields', async () => {
    const result = await login({ username: '', password: '' })
    expect(result.status).toBe(400)
    expect(result.data).toMatchObject({
      error: { username: ['Username is required'], password: ['Password is required'] },
    })
  })

  it('locks an address after 20 failures for 15 minutes, even for the right password', async () => {
    const headers = freshIp()
    for (let i = 0; i < 20; i++) {
      const result = await login({ username: `guess-${i}`, password: 'wrong' }, headers)
      expect(result.status).toBe(401)
    }
    const locked = await login({ username: 'address-lock', password: PASSWORD }, headers)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(JSON.stringify(locked.data)).toContain('Please try again in 15 minutes')
    const elsewhere = await login({ username: 'address-lock', password: PASSWORD })
    expect(elsewhere.status).toBe(302)
  })

  it('locks a username on devices it never signed in on after 20 failures from any addresses', async () => {
    for (let i = 0; i < 20; i++) {
      await login({ username: 'locked-user', password: 'wrong' })
    }
    const locked = await login({ username: 'locked-user', password: PASSWORD })
    expect(locked.status).toBe(429)
    const api = await callRoute(
      loginApi,
      jsonRequest(
        '/api/admin/login',
        { username: 'locked-user', password: PASSWORD },
        { headers: freshIp() },
      ),
    )
    expect(api.status).toBe(429)
    expect(api.headers.get('Retry-After')).toMatch(/^\d+$/)
  })

  it('sends a signed-in visitor from the login page to the dashboard', async () => {
    const jar = await signedInJar()
    const result = await callRoute(loginRoute, getRequest('/admin/login', { Cookie: jar.header() }))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin')
  })
})

describe('the guard', () => {
  it('shows the login prompt on /admin and redirects deeper pages to the login', async () => {
    const home = await callRoute(adminLayout, getRequest('/admin'))
    expect(home.status).toBe(401)
    const deep = await callRoute(adminLayout, getRequest('/admin/leads?status=new'))
    expect(deep.status).toBe(302)
    expect(deep.headers.get('Location')).toBe(
      `/admin/login?${new URLSearchParams({ redirectTo: '/admin/leads?status=new' })}`,
    )
  })

  it('redirects /admin-dashboard to /admin', async () => {
    const result = await callRoute(dashboardRedirect, getRequest('/admin-dashboard'))
    expect(result.status).toBe(301)
    expect(result.headers.get('Location')).toBe('/admin')
  })
})

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const jar = await signedInJar()
    const stolen = jar.header()
    const before = db.select().from(schema.apiTokens).all().length
    const result = await callRoute(
      logoutRoute,
      formRequest('/admin/logout', {}, { headers: { Cookie: stolen } }),
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin/login')
    expect(result.headers.get('Set-Cookie')).toMatch(/admin_session=;.*Expires=Thu, 01 Jan 1970/)
    expect(db.select().from(schema.apiTokens).all()).toHaveLength(before - 1)
    const replay = await callRoute(adminLayout, getRequest('/admin/leads', { Cookie: stolen }))
    expect(replay.status).toBe(302)
  })
})

describe('API tokens', () => {
  async function apiLogin(body: unknown) {
    return callRoute(loginApi, jsonRequest('/api/admin/login', body, { headers: freshIp() }))
  }

  it('issues a bearer token stored only as its hash, accepted by /api/admin/auth and pages', async () => {
    const result = await apiLogin({ username: 'staff', password: PASSWORD })
    expect(result.status).toBe(200)
    const { token, expiresAt } = result.data as { token: string; expiresAt: string }
    expect(token).toMatch(/^[\w-]{43}$/)
    const hoursLeft = (Date.parse(expiresAt) - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(23)
    expect(hoursLeft).toBeLessThanOrEqual(24)

    const rows = db.select().from(schema.apiTokens).all()
    expect(rows.some((row) => row.tokenHash === token)).toBe(false)
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true)

    const auth = await callRoute(
      authApi,
      getRequest('/api/admin/auth', { Authorization: `Bearer ${token}` }),
    )
    expect(auth.status).toBe(200)
    expect(auth.data).toEqual({ authenticated: true, username: 'staff' })
    const page = await callRoute(
      adminLayout,
      getRequest('/admin/leads', { Authorization: `Bearer ${token}` }),
    )
    expect(page.status).toBe(200)
  })

  it('refuses a wrong password, a bad token and an expired token with 401', async () => {
    const wrong = await apiLogin({ username: 'api-typo', password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(wrong.data).toEqual({ error: 'Invalid credentials' })
    expect((await apiLogin('not json')).status).toBe(400)
    expect((await apiLogin({ username: 'staff' })).status).toBe(400)

    const none = await callRoute(authApi, getRequest('/api/admin/auth'))
    expect(none.status).toBe(401)
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer')
    const bad = await callRoute(
      authApi,
      getRequest('/api/admin/auth', { Authorization: 'Bearer not-a-token' }),
    )
    expect(bad.status).toBe(401)

    const { token } = (await apiLogin({ username: 'staff', password: PASSWORD })).data as {
      token: string
    }
    db.update(schema.apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiTokens.tokenHash, hashToken(token)))
      .run()
    const expired = await callRoute(
      authApi,
      getRequest('/api/admin/auth', { Authorization: `Bearer ${token}` }),
    )
    expect(expired.status).toBe(401)
  })
})
