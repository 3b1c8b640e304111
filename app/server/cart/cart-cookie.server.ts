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
type CustomerDetails = Partial<Record<(typeof CUSTOMER_FIELDS)[number], string>>
/** The details, and a "Text me" ticked on the cart, still ticked at checkout ('on', as a form posts it). */
export type StoredCustomerInfo = CustomerDetails & { textConsent?: 'on' }

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
    if ((stored as Record<string, unknown>).textConsent === 'on') info.textConsent = 'on'
  }
  return info
}

/**
 * Set-Cookie that remembers these details (merged over what was remembered before), and the
 * "Text me" box as last posted.
 */
export async function saveCustomerInfo(
  request: Request,
  info: CustomerDetails & { textConsent?: boolean },
): Promise<string> {
  const session = await customerStorage.getSession(request.headers.get('Cookie'))
  const merged = { ...(await readCustomerInfo(request)) }
  for (const field of CUSTOMER_FIELDS) {
    const value = info[field]
    if (typeof value === 'string') merged[field] = value.trim().slice(0, 200)
  }
  // Every form that saves the details has the box: unticked (not posted) is no consent.
  if (info.textConsent) merged.textConsent = 'on'
  else delete merged.textConsent
  session.set('info', merged)
  return customerStorage.commitSession(session)
}
