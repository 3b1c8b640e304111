// The anonymous-page cache of the production server (docs/decisions/100-performance.md), over HTTP: who gets a page
// from memory, with which nonce, and what empties it.
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { addZebraToCart } from './cart-helpers'
import { schema, withE2eDatabase } from './db'
import { expect, test } from './helpers'

/** The nonce of a response's Content-Security-Policy. */
function cspNonce(csp: string | undefined): string {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce, `CSP without a nonce: ${csp}`).toBeTruthy()
  return nonce as string
}

/**
 * A URL of its own per test, so parallel tests never share (or empty) each other's entry: a
 * parameter the page reads (any other is left out of the cache key).
 */
function fresh(path: '/blog' | '/gallery' | '/quote' | '/no-such-page'): string {
  const reads: Record<string, string> = {
    '/blog': 'search',
    '/gallery': 'category',
    '/quote': 'step',
  }
  const param = reads[path]
  return `${path}?${param ?? 'pc'}=pc-${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * GETs `url` until the answer comes from memory. Other tests write to the same database in
 * parallel, and a render overtaken by a write is rightly not kept (its page may be stale),
 * so the page is stored by the next render that no write overtook.
 */
async function getFromMemory(client: APIRequestContext, url: string): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await client.get(url)
    if (response.headers()['x-page-cache'] === 'hit' || attempt === 10) return response
  }
}

test.describe('pages from memory', () => {
  // Server behaviour over HTTP, not pages in a browser: once is enough.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server behaviour, run once')

  test('the second anonymous visitor gets the page from memory, with a nonce of its own', async ({
    playwright,
    baseURL,
  }) => {
    const url = fresh('/blog')
    // Two visitors without cookies (two request contexts).
    const first = await playwright.request.newContext({ baseURL })
    const second = await playwright.request.newContext({ baseURL })
    const a = await first.get(url)
    const b = await getFromMemory(second, url)
    expect(a.status()).toBe(200)
    expect(a.headers()['x-page-cache']).toBe('miss')
    expect(b.headers()['x-page-cache']).toBe('hit')
    const nonceA = cspNonce(a.headers()['content-security-policy'])
    const nonceB = cspNonce(b.headers()['content-security-policy'])
    expect(nonceB).not.toBe(nonceA)
    const htmlA = await a.text()
    const htmlB = await b.text()
    // Every inline script of the stored page carries the second visitor's nonce, none the first's.
    expect(htmlB).not.toContain(nonceA)
    const inline = [...htmlB.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const [tag] of inline) expect(tag).toContain(`nonce="${nonceB}"`)
    expect(htmlB.replaceAll(nonceB, 'N')).toBe(htmlA.replaceAll(nonceA, 'N'))
    // Still a per-visitor document for browsers and proxies.
    expect(b.headers()['cache-control']).toContain('private')
    await first.dispose()
    await second.dispose()
  })

  // The cart bar as rendered (the words alone are also in the page's catalog, sent to every page).
  const CART_BAR = 'aria-label="Cart summary"'
  const EMPTY_CART = 'aria-label="Cart, empty"'

  test('a visitor with a cart never gets the anonymous page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await addZebraToCart(page)
    const url = fresh('/gallery')
    const anonymous = await playwright.request.newContext({ baseURL })
    await anonymous.get(url)
    const stored = await getFromMemory(anonymous, url)
    expect(stored.headers()['x-page-cache']).toBe('hit')
    expect(await stored.text()).toContain(EMPTY_CART)
    expect(await stored.text()).not.toContain(CART_BAR)

    // The visitor with a cart (their cookie is in the page's context) gets a page of their
    // own cart: rendered for it, then kept under its fingerprint (docs/decisions/122-shopper-speed.md).
    const own = await page.request.get(url)
    expect(own.headers()['x-page-cache']).toBe('miss')
    expect(await own.text()).toContain(CART_BAR)
    expect(await own.text()).not.toContain(EMPTY_CART)
    await page.goto(url)
    await expect(page.getByLabel('Cart summary')).toBeVisible()
    // …and what they were given never reaches the next anonymous visitor.
    const after = await anonymous.get(url)
    expect(await after.text()).toContain(EMPTY_CART)
    expect(await after.text()).not.toContain(CART_BAR)
    await anonymous.dispose()
  })

  test('a change to what pages show empties the cache; a rate-limit row does not', async ({
    request,
  }) => {
    const url = fresh('/blog')
    await request.get(url)
    expect((await getFromMemory(request, url)).headers()['x-page-cache']).toBe('hit')
    // Another connection writes a visitor's row (as a refused form would have): kept.
    await withE2eDatabase((db) =>
      db
        .insert(schema.rateLimitBuckets)
        .values({ key: `page-cache-test:${url}`, windowStartedAt: Date.now(), hits: 1 })
        .run(),
    )
    expect((await request.get(url)).headers()['x-page-cache']).toBe('hit')
    // Another connection changes the site's content (as a LiteFS replication would): emptied.
    await withE2eDatabase((db) =>
      db
        .insert(schema.siteContent)
        .values({ section: 'page-cache-test', key: url, value: 'Changed' })
        .run(),
    )
    expect((await request.get(url)).headers()['x-page-cache']).toBe('miss')
    expect((await getFromMemory(request, url)).headers()['x-page-cache']).toBe('hit')
  })

  test('a parameter the page does not read (a campaign tag, a flood) is the same entry', async ({
    request,
  }) => {
    const url = fresh('/blog')
    await getFromMemory(request, url)
    for (const extra of ['utm_source=news', 'flood=1', 'flood=2']) {
      const answer = await request.get(`${url}&${extra}`)
      expect(answer.headers()['x-page-cache'], extra).toBe('hit')
      expect(await answer.text()).not.toContain(extra)
    }
  })

  test('a burst of visitors to a page not yet in memory waits for one render', async ({
    playwright,
    baseURL,
  }) => {
    const url = fresh('/blog')
    const visitors = await Promise.all(
      Array.from({ length: 8 }, () => playwright.request.newContext({ baseURL })),
    )
    const answers = await Promise.all(visitors.map((visitor) => visitor.get(url)))
    const sources = answers.map((answer) => answer.headers()['x-page-cache'])
    // One render; two if another test's database write overtook the first (it then hands over
    // to one new render, never to every waiting visitor).
    const renders = sources.filter((source) => source === 'miss').length
    expect(renders).toBeGreaterThanOrEqual(1)
    expect(renders).toBeLessThanOrEqual(2)
    expect(sources.filter((source) => source === 'hit')).toHaveLength(8 - renders)
    await Promise.all(visitors.map((visitor) => visitor.dispose()))
  })

  test('posts, errors and not-found pages are never stored', async ({ request }) => {
    const missing = fresh('/no-such-page')
    const notFound = [await request.get(missing), await request.get(missing)]
    for (const response of notFound) {
      expect(response.status()).toBe(404)
      expect(response.headers()['x-page-cache']).not.toBe('hit')
    }
    // A post (a quote step without its fields) answers with its own page, not a stored one.
    const url = fresh('/quote')
    await request.get(url)
    const posted = await request.post(url, { form: { intent: 'next' }, maxRedirects: 0 })
    expect(posted.headers()['x-page-cache']).toBeUndefined()
    // The API and the admin area are never served from memory.
    for (const path of ['/api/zebra-options', '/api/zebra-options', '/admin/login']) {
      expect((await request.get(path)).headers()['x-page-cache']).toBeUndefined()
    }
  })

  test('the first-touch cookie is each visitor’s own: a page from memory never carries or replays it', async ({
    playwright,
    baseURL,
  }) => {
    // A document navigation, as a browser sends it (the cookie is only for those).
    const page = { accept: 'text/html', 'sec-fetch-dest': 'document' }
    const path = fresh('/gallery')
    const first = await playwright.request.newContext({ baseURL, extraHTTPHeaders: page })
    const a = await first.get(`${path}&utm_source=first&utm_campaign=one`)
    // A new visitor each try (a visitor keeps the cookie once set), until one gets it from memory.
    let second = first
    let b = a
    for (let attempt = 0; attempt < 10; attempt++) {
      second = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { ...page, referer: 'https://www.bing.com/search?q=blinds' },
      })
      b = await second.get(`${path}&utm_source=second&utm_campaign=two`)
      if (b.headers()['x-page-cache'] === 'hit') break
    }
    expect(b.headers()['x-page-cache']).toBe('hit')
    const cookieOf = (r: APIResponse) =>
      decodeURIComponent(r.headers()['set-cookie'] ?? '').match(/arrival=([^;]*)/)?.[1] ?? ''
    expect(cookieOf(a)).toContain('s=first')
    // The page from memory sets the second visitor's own arrival, not the first's.
    expect(cookieOf(b)).toContain('s=second')
    expect(cookieOf(b)).toContain('r=bing.com')
    expect(cookieOf(b)).not.toContain('first')
    // Nothing of either visit is in the page itself.
    expect(await b.text()).not.toContain('utm_campaign')
    // A visitor who has it keeps it, and still gets the page from memory.
    const again = await getFromMemory(second, path)
    expect(again.headers()['x-page-cache']).toBe('hit')
    expect(again.headers()['set-cookie'] ?? '').not.toContain('arrival=')
  })
})
