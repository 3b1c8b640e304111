import { createCookie } from '@remix-run/node'
import { getEnv, getSessionSecrets } from './env.server'

/** Signed cookie holding the id of the visitor's server-side cart. */
export const cartIdCookie = createCookie('cart', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secrets: getSessionSecrets(),
  secure: getEnv().NODE_ENV === 'production' && getEnv().SITE_URL.startsWith('https'),
  maxAge: 60 * 60 * 24 * 60,
})

export async function readCartId(request: Request): Promise<string | null> {
  const value = await cartIdCookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}
