import { createSiteCookie } from './cookies.server'

/** Signed cookie holding the id of the visitor's server-side cart (kept 60 days). */
export const cartIdCookie = createSiteCookie('cart', { maxAgeSeconds: 60 * 60 * 24 * 60 })

export async function readCartId(request: Request): Promise<string | null> {
  const value = await cartIdCookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}
