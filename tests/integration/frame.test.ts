import { describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { createToastHeaders, getToast } from '~/server/platform/toast.server'

describe('root frame data', () => {
  it('carries a flash toast across one redirect, then forgets it', async () => {
    const setCookie = await createToastHeaders({ title: 'Saved', description: 'All good' })
    const jar = new CookieJar().absorb(new Headers({ 'Set-Cookie': setCookie }))
    const first = await getToast(getRequest('/', { Cookie: jar.header() }))
    expect(first.toast).toMatchObject({
      title: 'Saved',
      description: 'All good',
      variant: 'default',
    })
    expect(first.headers?.['Set-Cookie']).toBeTruthy()
    jar.absorb(first)
    const second = await getToast(getRequest('/', { Cookie: jar.header() }))
    expect(second.toast).toBeNull()
  })

  it('root loader answers with public settings only and an empty cart', async () => {
    const { loader } = await import('~/root')
    const result = await callRoute({ loader }, getRequest('/'))
    expect(result.data.cartQuantity).toBe(0)
    expect(result.data.env.BUSINESS_PHONE).toBe('(954) 555-0123')
    expect(Object.keys(result.data.env)).not.toContain('SESSION_SECRET')
    expect(Object.keys(result.data.env)).not.toContain('STRIPE_SECRET_KEY')
  })
})
