import { createSiteCookie, createSiteSessionStorage } from '../platform/cookies.server'

/** Signed cookie holding the id of the visitor's server-side cart (kept 60 days). */
export const cartIdCookie = createSiteCookie('cart', { maxAgeSeconds: 60 * 60 * 24 * 60 })

export async function readCartId(request: Request): Promise<string | null> {
  const value = await cartIdCookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

// ---------------------------------------------------------------- the customer's details

/**
 * The contact details typed on the cart or checkout page, kept in a signed session cookie so
 * they are still filled in on the next page and after a post without JavaScript.
 */
const customerStorage = createSiteSessionStorage('customer', {
  maxAgeSeconds: 60 * 60 * 24 * 60,
})

const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zipCode'] as const
export type StoredCustomerInfo = Partial<Record<(typeof CUSTOMER_FIELDS)[number], string>>

export async function readCustomerInfo(request: Request): Promise<StoredCustomerInfo> {
  return customerInfoOfCookie(request.headers.get('Cookie'))
}

/** The remembered details from a Cookie header (the page cache's key reads the ZIP this way). */
export async function customerInfoOfCookie(
  cookieHeader: string | null,
): Promise<StoredCustomerInfo> {
  const session = await customerStorage.getSession(cookieHeader)
  const stored = session.get('info')
  const info: StoredCustomerInfo = {}
  if (stored && typeof stored === 'object') {
    for (const field of CUSTOMER_FIELDS) {
      const value = (stored as Record<string, unknown>)[field]
      if (typeof value === 'string' && value) info[field] = value.slice(0, 200)
    }
  }
  return info
}

/** Set-Cookie that remembers these details (merged over what was remembered before). */
export async function saveCustomerInfo(
  request: Request,
  info: StoredCustomerInfo,
): Promise<string> {
  const session = await customerStorage.getSession(request.headers.get('Cookie'))
  const merged = { ...(await readCustomerInfo(request)) }
  for (const field of CUSTOMER_FIELDS) {
    const value = info[field]
    if (typeof value === 'string') merged[field] = value.trim().slice(0, 200)
  }
  session.set('info', merged)
  return customerStorage.commitSession(session)
}
