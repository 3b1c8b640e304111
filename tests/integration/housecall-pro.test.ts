import fs from 'node:fs'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { housecallProHandlers } from '#tests/mocks/housecall-pro'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as tab from '~/routes-admin/admin.housecall-pro'
import * as guide from '~/routes-admin/admin.housecall-pro_.guide'
import * as status from '~/routes-api/api.housecall-pro.status'
import { getEnv } from '~/server/platform/env.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'

vi.hoisted(() => {
  process.env.HOUSECALL_PRO_API_KEY = 'hcp-test'
})

const server = setupServer(...housecallProHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The toast a redirect carries, read as the next page would. */
async function toastOf(headers: Headers) {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('toast='))
  expect(cookie).toBeDefined()
  const { toast } = await getToast(getRequest('/', { Cookie: cookie!.split(';')[0] }))
  return toast
}

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

describe('GET /api/housecall-pro/status', () => {
  it('needs a session or token', async () => {
    const result = await callRoute(status, getRequest('/api/housecall-pro/status'))
    expect(result.status).toBe(401)
    const page = await callRoute(tab, getRequest('/admin/housecall-pro'))
    expect(page.status).toBe(302)
    const test = await callRoute(tab, formRequest('/admin/housecall-pro', {}))
    expect(test.status).toBe(302)
    expect(test.headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  it('configured and connected through a real call; webhooks optional', async () => {
    const result = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
    expect(result.data).toEqual({ configured: true, connected: true, webhooksConfigured: false })
    server.use(
      http.get('https://api.housecallpro.com/webhooks', () =>
        HttpResponse.json({ webhooks: [{ id: 'w1' }] }),
      ),
    )
    const hooked = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
    expect(hooked.data).toMatchObject({ webhooksConfigured: true })
  })

  it('a refused key is configured but not connected, with the HTTP status', async () => {
    server.use(
      http.get('https://api.housecallpro.com/company', () =>
        HttpResponse.json({ error: 'bad key' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    )
    const result = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
    expect(result.data).toEqual({
      configured: true,
      connected: false,
      webhooksConfigured: false,
      error: 'HTTP 401: Unauthorized',
      failure: 'refused',
    })
    const test = await callRoute(tab, formRequest('/admin/housecall-pro', {}, { headers: auth }))
    expect(test.status).toBe(302)
    expect(await toastOf(test.headers)).toMatchObject({
      title: 'Connection failed',
      description: tab.CONNECTION_FAILED,
    })
  })

  it('a provider that is down or silent: the check failed, with Retry', async () => {
    server.use(
      http.get('https://api.housecallpro.com/company', () =>
        HttpResponse.text('down', { status: 503, statusText: 'Service Unavailable' }),
      ),
    )
    const result = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
    expect(result.data).toMatchObject({
      connected: false,
      error: 'HTTP 503: Service Unavailable',
      failure: 'unavailable',
    })
    const test = await callRoute(tab, formRequest('/admin/housecall-pro', {}, { headers: auth }))
    expect(await toastOf(test.headers)).toMatchObject({
      description: 'Failed to check integration status: HTTP 503: Service Unavailable',
    })

    server.use(http.get('https://api.housecallpro.com/company', () => HttpResponse.error()))
    const unreachable = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
    expect(unreachable.data).toMatchObject({
      connected: false,
      error: 'The provider could not be reached',
      failure: 'unavailable',
    })
  })

  it('the setup guide is a page for staff, linked from the tab', async () => {
    const refused = await callRoute(guide, getRequest('/admin/housecall-pro/guide'))
    expect(refused.status).toBe(302)
    const shown = await callRoute(guide, getRequest('/admin/housecall-pro/guide', auth))
    expect(shown.status).toBe(200)
    const source = fs.readFileSync('app/routes-admin/admin.housecall-pro.tsx', 'utf8')
    expect(source).toContain('to="/admin/housecall-pro/guide"')
  })

  it('without a key nothing is called and the tab says so', async () => {
    const env = getEnv()
    const key = env.HOUSECALL_PRO_API_KEY
    env.HOUSECALL_PRO_API_KEY = undefined
    try {
      const result = await callRoute(status, getRequest('/api/housecall-pro/status', auth))
      expect(result.data).toEqual({
        configured: false,
        connected: false,
        webhooksConfigured: false,
      })
      const page = await callRoute(tab, getRequest('/admin/housecall-pro', auth))
      expect(page.data).toMatchObject({ status: { configured: false } })
    } finally {
      env.HOUSECALL_PRO_API_KEY = key
    }
  })
})
