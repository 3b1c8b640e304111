import { describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { toastShownCookie } from '~/domain/toast'
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
    expect(first.headers?.get('Set-Cookie')).toBeTruthy()
    jar.absorb(first)
    const second = await getToast(getRequest('/', { Cookie: jar.header() }))
    expect(second.toast).toBeNull()
  })

  // Issue 40.32: with JavaScript the root loader runs in a data request, which the browser may
  // abort (a newer navigation, a revalidation) after its Set-Cookie spent the toast: it was lost.
  describe('a toast is spent only once the browser has it', () => {
    const DATA_REQUEST = { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' }

    async function pendingToast() {
      const setCookie = await createToastHeaders({ title: 'Logged in successfully' })
      return new CookieJar().absorb(new Headers({ 'Set-Cookie': setCookie }))
    }

    it('a data request carries it without spending it: an aborted answer loses nothing', async () => {
      const jar = await pendingToast()
      const first = await getToast(getRequest('/admin', { Cookie: jar.header(), ...DATA_REQUEST }))
      expect(first.toast).toMatchObject({ title: 'Logged in successfully' })
      // The browser kept the answer's cookies and dropped its body: the next revalidation
      // still has the toast.
      jar.absorb(first)
      const again = await getToast(getRequest('/admin', { Cookie: jar.header(), ...DATA_REQUEST }))
      expect(again.toast).toMatchObject({ id: first.toast?.id })
    })

    it('once the page says it showed it, the next request spends it, whatever its kind', async () => {
      const jar = await pendingToast()
      const first = await getToast(getRequest('/admin', { Cookie: jar.header(), ...DATA_REQUEST }))
      const id = first.toast?.id ?? ''
      const shown = `${jar.header()}; ${toastShownCookie(id).split(';')[0]}`
      const next = await getToast(getRequest('/admin/b2b', { Cookie: shown, ...DATA_REQUEST }))
      expect(next.toast).toBeNull()
      jar.absorb(next)
      expect((await getToast(getRequest('/admin', { Cookie: jar.header() }))).toast).toBeNull()
    })

    it('a page load (a document, with or without JavaScript) spends it as it shows it', async () => {
      const jar = await pendingToast()
      const page = await getToast(
        getRequest('/admin', { Cookie: jar.header(), 'Sec-Fetch-Mode': 'navigate' }),
      )
      expect(page.toast).toMatchObject({ title: 'Logged in successfully' })
      jar.absorb(page)
      expect((await getToast(getRequest('/admin', { Cookie: jar.header() }))).toast).toBeNull()
    })
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
