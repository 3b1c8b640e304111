import { describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { createToastHeaders, getToast } from '~/server/toast.server'

describe('root frame data', () => {
  it('carries a flash toast across one redirect, then forgets it', async () => {
    const setCookie = await createToastHeaders({ title: 'Saved', description: 'All good' })
    const cookie = setCookie.split(';')[0]
    const first = await getToast(getRequest('/', { Cookie: cookie }))
    expect(first.toast).toMatchObject({
      title: 'Saved',
      description: 'All good',
      variant: 'default',
    })
    expect(first.headers?.['Set-Cookie']).toBeTruthy()
    const afterCookie = first.headers!['Set-Cookie'].split(';')[0]
    const second = await getToast(getRequest('/', { Cookie: afterCookie }))
    expect(second.toast).toBeNull()
  })

  it('root loader answers with public settings only and an empty cart', async () => {
    const { loader } = await import('~/root')
    const result = (await loader({
      request: getRequest('/'),
      params: {},
      context: {},
    })) as unknown as {
      data: { env: Record<string, unknown>; cartQuantity: number }
    }
    expect(result.data.cartQuantity).toBe(0)
    expect(result.data.env.BUSINESS_PHONE).toBe('(954) 555-0123')
    expect(Object.keys(result.data.env)).not.toContain('SESSION_SECRET')
    expect(Object.keys(result.data.env)).not.toContain('STRIPE_SECRET_KEY')
  })
})
