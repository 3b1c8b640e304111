// Issue 40, point 28: a method an address does not take is the client's mistake. The calls
// staff only post to answer a signed-in GET with 405 and `Allow` (was a 400 "Unexpected Server
// Error"), and the router's own refusals are not written to the error log (the production
// server's answers: tests/security/method-refusals.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { handleError } from '~/entry.server'
import * as generate from '~/routes-api/api.admin.generate-blog-posts'
import * as siteContent from '~/routes-api/api.admin.site-content.$id'
import * as siteImages from '~/routes-api/api.admin.site-images.$id'
import { adminHeaders } from './admin-helpers'

describe('a signed-in GET of a staff call that is only posted to', () => {
  it('is a 405 in JSON naming the methods it takes', async () => {
    const auth = adminHeaders()
    for (const [route, url, params, allow] of [
      [generate, '/api/admin/generate-blog-posts', {}, 'POST'],
      [siteContent, '/api/admin/site-content/1', { id: '1' }, 'PUT, DELETE'],
      [siteImages, '/api/admin/site-images/1', { id: '1' }, 'PUT, DELETE'],
    ] as const) {
      const answer = await callRoute(route, getRequest(url, auth), params)
      expect(answer.status, url).toBe(405)
      expect(answer.headers.get('Allow'), url).toBe(allow)
      expect(answer.data, url).toEqual({ error: 'Method not allowed' })
    }
  })
})

/** What the router hands handleError for a method a route has no function for. */
function routerRefusal(status: number, statusText: string) {
  const error = new Error(
    'You made a POST request to "/sitemap.xml" but did not provide an `action`',
  )
  return Object.assign(Object.create(null), {
    status,
    statusText,
    internal: true,
    data: error.message,
    error,
  })
}

describe('the error log', () => {
  const args = (method: string, url: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: handleError reads the request and the context only
    ({ request: new Request(url, { method }), context: {}, params: {} }) as any

  it('keeps nothing of a method refused by the router (405, or 400 for a missing loader)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    handleError(routerRefusal(405, 'Method Not Allowed'), args('POST', 'http://x/sitemap.xml'))
    handleError(routerRefusal(400, 'Bad Request'), args('GET', 'http://x/cart/lines'))
    expect(logged).not.toHaveBeenCalled()
  })

  it('still logs a real error once, with the request', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    handleError(new Error('disk full'), args('GET', 'http://x/blog'))
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0][0])).toContain('[server error] GET /blog')
  })
})
