// A shopper for the measurements (issue 29): what a visitor's browser holds after adding a free sample.

/** A shopper: a free sample added through the site; only the cart cookie is kept (no toast). */
export async function shopperCookie(base) {
  const page = await (await fetch(`${base}/shop/zebra-shades`)).text()
  const id =
    page.match(/name="sampleFabricId"[^>]*value="(\d+)"/)?.[1] ??
    page.match(/value="(\d+)"[^>]*name="sampleFabricId"/)?.[1]
  if (!id) throw new Error('no free sample button on /shop/zebra-shades')
  const response = await fetch(`${base}/cart/samples`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ sampleFabricId: id, _js: '1' }),
    redirect: 'manual',
  })
  const cart = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('cart='))
  if (!cart) throw new Error(`adding a sample set no cart cookie (${response.status})`)
  return cart
}

/** A signed-in staff member of the e2e server (admin / e2e-admin-password): their session cookie. */
export async function staffCookie(base) {
  const response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({
      username: 'admin',
      password: 'e2e-admin-password',
      redirectTo: '/admin',
    }),
    redirect: 'manual',
  })
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('admin_session='))
  if (!session) throw new Error(`signing in set no session cookie (${response.status})`)
  return session
}
