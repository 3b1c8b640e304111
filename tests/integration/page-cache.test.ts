import { readdirSync, readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, schema } from '~/server/platform/db.server'
import {
  COOKIE_EFFECTS,
  canonicalPath,
  clearPageCache,
  currentVersion,
  isCacheableAnswer,
  lookupPage,
  PAGE_CACHE_LIMITS,
  PAGE_QUERY_PARAMS,
  pageBody,
  pageCacheKey,
  pageCacheStats,
  pageOrRender,
  RENDERED_CART_HEADER,
  type StoreOutcome,
  storePage,
  type VisitorReaders,
} from '~/server/platform/page-cache.server'

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'

/** Visitor readers that read plain test cookies: `cart=<fingerprint>`, `toast=pending`. */
const testVisitor: VisitorReaders = {
  cartFingerprint: async (cookie) => /(?:^|; )cart=([^;]*)/.exec(cookie)?.[1] ?? '',
  hasPendingToast: async (cookie) => /(?:^|; )toast=pending/.test(cookie),
}

function keyOf(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  origin = 'https://example.com',
) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return pageCacheKey(method, new URL(path, origin), (name) => lower[name] ?? null, testVisitor)
}

const html = (nonce: string, text = 'Hello') =>
  `<!DOCTYPE html><html><body><p>${text}</p><script nonce="${nonce}">go()</script><script nonce="${nonce}">x</script></body></html>`

function page(
  nonce: string,
  extra: Partial<{ status: number; headers: Headers; text: string }> = {},
) {
  return {
    status: extra.status ?? 200,
    headers: extra.headers ?? new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
    html: html(nonce, extra.text),
    nonce,
    version: currentVersion(),
  }
}

beforeEach(() => clearPageCache())

describe('which requests may be answered from memory', () => {
  it('an anonymous GET of a public page has a key, per origin, path, query and crawler-ness', async () => {
    const key = await keyOf('/services/repair', { 'user-agent': BROWSER })
    expect(key).toBeTruthy()
    expect(await keyOf('/blog?search=zebra', { 'user-agent': BROWSER })).not.toBe(
      await keyOf('/blog?search=roller', { 'user-agent': BROWSER }),
    )
    expect(await keyOf('/services/repair', { 'user-agent': 'Googlebot/2.1' })).not.toBe(key)
    expect(
      await keyOf('/services/repair', { 'user-agent': BROWSER }, 'GET', 'https://evil.example'),
    ).not.toBe(key)
  })

  it('never serves a private page from memory in Spanish either (its query is its key: a token, a payment)', async () => {
    for (const path of [
      '/es/estimates/abc/deposit?session_id=cs_1',
      '/es/orders/AB12-CD34?t=token',
      '/es/find-my-orders',
      '/es/my-orders',
    ]) {
      expect(await keyOf(path, { 'user-agent': BROWSER }), path).toBeNull()
    }
  })

  it('keeps only the query parameters the page reads: a flood of query strings is one entry', async () => {
    const key = await keyOf('/privacy', { 'user-agent': BROWSER })
    for (const path of ['/privacy?flood=1', '/privacy?flood=2', '/privacy?utm_source=x&fbclid=y']) {
      expect(await keyOf(path, { 'user-agent': BROWSER }), path).toBe(key)
    }
    // The page is rendered for the address it is stored under.
    expect(canonicalPath(new URL('https://x.test/privacy?flood=1'))).toBe('/privacy')
    expect(canonicalPath(new URL('https://x.test/blog?utm_source=a&tag=b&page=2&x=1'))).toBe(
      '/blog?tag=b&page=2',
    )
    expect(canonicalPath(new URL('https://x.test/gallery?category=motorised&n=1'))).toBe(
      '/gallery?category=motorised',
    )
    expect(canonicalPath(new URL('https://x.test/shop/zebra-shades?image=2&z=1'))).toBe(
      '/shop/zebra-shades?image=2',
    )
    // A parameter one page reads is not read by another.
    expect(canonicalPath(new URL('https://x.test/privacy?submitted=1'))).toBe('/privacy')
  })

  it('every query parameter a cacheable page reads is in its allow-list', () => {
    // The loaders and components of public pages (the per-visitor ones are never cached).
    const never = /^(checkout|orders|estimates|appointments|book-appointment|cart)\./
    const files = readdirSync('app/routes')
      .filter((name) => !never.test(name))
      .map((name) => `app/routes/${name}`)
      .concat(['app/server/catalog/configurator.server.ts'])
    const read = new Set<string>()
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
      for (const [, name] of code.matchAll(/searchParams\.(?:get|has|getAll)\('([^']+)'\)/g)) {
        read.add(name as string)
      }
      if (/parseBlogFilters\(/.test(code))
        for (const name of ['search', 'category', 'tag', 'page']) read.add(name)
    }
    const allowed = new Set(PAGE_QUERY_PARAMS.flatMap(([, names]) => names))
    expect(read.size).toBeGreaterThan(3)
    for (const name of read) expect(allowed, `?${name} is read by a page`).toContain(name)
  })

  it('a shopper has a key of their own cart: two carts never share a page, an empty cart shares the anonymous one', async () => {
    const anonymous = await keyOf('/')
    const mine = await keyOf('/', { cookie: 'cart=aaa' })
    const theirs = await keyOf('/', { cookie: 'cart=bbb' })
    expect(mine).toBeTruthy()
    expect(theirs).toBeTruthy()
    expect(mine).not.toBe(theirs)
    expect(mine).not.toBe(anonymous)
    expect(await keyOf('/', { cookie: 'cart=' })).toBe(anonymous)
    // Cookies no cacheable page reads change nothing.
    for (const cookie of [
      'customer=x',
      'blog_viewed=x',
      'admin_session=x',
      'admin_device=x',
      'toast=empty',
    ]) {
      expect(await keyOf('/privacy', { cookie: `cart=aaa; ${cookie}` }), cookie).toBe(
        await keyOf('/privacy', { cookie: 'cart=aaa' }),
      )
    }
  })

  it("a pending toast, the visitor's own quote answers on the pages that read them, or an unknown cookie: rendered alone", async () => {
    expect(await keyOf('/', { cookie: 'toast=pending' })).toBeNull()
    expect(await keyOf('/privacy', { cookie: 'cart=aaa; toast=pending' })).toBeNull()
    expect(await keyOf('/', { cookie: 'quote_wizard=x' })).toBeNull()
    expect(await keyOf('/quote?step=2', { cookie: 'quote_wizard=x' })).toBeNull()
    expect(await keyOf('/privacy', { cookie: 'quote_wizard=x' })).toBeTruthy()
    expect(await keyOf('/shop/motors-accessories', { cookie: 'motors-quote=x' })).toBeNull()
    expect(await keyOf('/shop/zebra-shades', { cookie: 'motors-quote=x' })).toBeTruthy()
    expect(await keyOf('/', { cookie: 'something-new=1' })).toBeNull()
    // Staff get the public pages from memory, except their preview of a content draft.
    expect(await keyOf('/plantation', { cookie: 'admin_session=x' })).toBe(
      await keyOf('/plantation'),
    )
    expect(await keyOf('/plantation?preview=3', { cookie: 'admin_session=x' })).toBeNull()
    expect(await keyOf('/plantation?preview=3')).toBe(await keyOf('/plantation'))
    expect(await keyOf('/', { cookie: '__stripe_mid=1; __stripe_sid=2' })).toBe(await keyOf('/'))
    // Without the readers (nothing to read a cart or a toast with), a cart is rendered alone.
    expect(
      await pageCacheKey('GET', new URL('https://x.test/'), (n) =>
        n === 'cookie' ? 'cart=a' : null,
      ),
    ).toBeNull()
  })

  it('every cookie the app creates says what it changes on a cached page', () => {
    const created = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`
        if (entry.isDirectory()) walk(path)
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const code = readFileSync(path, 'utf8')
          for (const m of code.matchAll(/createSite(?:Cookie|SessionStorage)\(\s*'([^']+)'/g))
            created.add(m[1])
          for (const m of code.matchAll(/createCookie(?:SessionStorage)?\(\s*'([^']+)'/g))
            created.add(m[1])
        }
      }
    }
    walk('app')
    expect(created.size).toBeGreaterThan(5)
    for (const name of created) expect(Object.keys(COOKIE_EFFECTS), name).toContain(name)
  })

  it('a page is stored only under the key of the cart it was rendered with', () => {
    const rendered = (cart: string) => {
      const headers = new Headers({ 'Content-Type': 'text/html' })
      if (cart) headers.set(RENDERED_CART_HEADER, cart)
      return { ...page('n'), headers }
    }
    expect(storePage('https://x.test/ browser cart=aaa', rendered('aaa'))).toBe('stored')
    // The cart changed while the page rendered: not kept under the old cart's key.
    expect(storePage('https://x.test/ browser cart=aaa', rendered('bbb'))).toBe('refused')
    expect(storePage('https://x.test/ browser', rendered('aaa'))).toBe('refused')
    expect(storePage('https://x.test/ browser', rendered(''))).toBe('stored')
    // The header is never kept with the page (it would go out to the next visitor).
    const kept = lookupPage('https://x.test/ browser cart=aaa')
    expect(kept?.headers.map(([name]) => name.toLowerCase())).not.toContain(
      RENDERED_CART_HEADER.toLowerCase(),
    )
  })

  it('posts, bearer tokens, the admin area, the API, data requests and carts have none', async () => {
    expect(await keyOf('/', {}, 'POST')).toBeNull()
    expect(await keyOf('/', {}, 'HEAD')).toBeNull()
    expect(await keyOf('/', { authorization: 'Bearer x' })).toBeNull()
    for (const path of [
      '/admin',
      '/admin/leads',
      '/api/zebra-price',
      '/cart',
      '/checkout',
      '/pricing-test',
      '/book-appointment?service=repair&date=2026-12-01',
      '/_root.data',
      '/gallery.data',
      '/?_data=root',
      // Remix's lazy route discovery: JSON that reads its query (never cut to `/__manifest`).
      '/__manifest?p=%2F&p=%2Fshop%2Fzebra-shades&version=abc',
    ]) {
      expect(await keyOf(path), path).toBeNull()
    }
  })

  it('only a 200 HTML answer without Set-Cookie or no-store is kept', () => {
    const ok = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
    expect(isCacheableAnswer(200, ok)).toBe(true)
    expect(isCacheableAnswer(404, ok)).toBe(false)
    expect(isCacheableAnswer(400, ok)).toBe(false)
    expect(isCacheableAnswer(302, ok)).toBe(false)
    expect(isCacheableAnswer(200, new Headers({ 'Content-Type': 'application/json' }))).toBe(false)
    const cookie = new Headers(ok)
    cookie.append('Set-Cookie', 'blog_viewed=1')
    expect(isCacheableAnswer(200, cookie)).toBe(false)
    const noStore = new Headers(ok)
    noStore.set('Cache-Control', 'no-store')
    expect(isCacheableAnswer(200, noStore)).toBe(false)
  })
})

describe('the stored pages', () => {
  it('gives each visitor the page with their own nonce', () => {
    expect(storePage('k', page('NONCE-one'))).toBe('stored')
    const stored = lookupPage('k')
    expect(stored).toBeDefined()
    const body = pageBody(stored!, 'NONCE-two')
    expect(body).toBe(html('NONCE-two'))
    expect(body).not.toContain('NONCE-one')
  })

  it('never stores an answer that may not be shared', () => {
    const cookie = new Headers({ 'Content-Type': 'text/html' })
    cookie.append('Set-Cookie', 'toast=1')
    expect(storePage('a', page('n', { headers: cookie }))).toBe('refused')
    expect(storePage('b', page('n', { status: 500 }))).toBe('refused')
    expect(lookupPage('a')).toBeUndefined()
    expect(lookupPage('b')).toBeUndefined()
  })

  it('a change to what pages show (content, here) empties it, and a page rendered across it is left out', () => {
    const before = page('n')
    storePage('k', before)
    expect(lookupPage('k')).toBeDefined()
    writeSomething()
    expect(lookupPage('k')).toBeUndefined()
    // Rendered before the change (its version is the old one): not stored.
    expect(storePage('k', before)).toBe('stale')
    expect(storePage('k', page('n'))).toBe('stored')
  })

  it('a change by another connection (a replication, a script) empties it', () => {
    storePage('k', page('n'))
    expect(lookupPage('k')).toBeDefined()
    const other = new Database(process.env.DATABASE_PATH as string)
    try {
      other
        .prepare("INSERT INTO site_content (section, key, value) VALUES ('home', ?, 'Text')")
        .run(`other-${Date.now()}`)
    } finally {
      other.close()
    }
    expect(lookupPage('k')).toBeUndefined()
  })

  it('leads, rate-limit rows, carts, outbox mail and blog view counts leave it alone (issue 22.6)', () => {
    storePage('k', page('n'))
    const other = new Database(process.env.DATABASE_PATH as string)
    try {
      other
        .prepare('INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (?, ?, 1)')
        .run(`other:${Date.now()}`, Date.now())
      other.prepare('UPDATE blog_posts SET view_count = view_count + 1').run()
    } finally {
      other.close()
    }
    db.insert(schema.rateLimitBuckets)
      .values({ key: `page-cache:${Date.now()}`, windowStartedAt: Date.now(), hits: 1 })
      .run()
    db.insert(schema.carts)
      .values({ id: `cart-${Date.now()}` } as never)
      .run()
    expect(lookupPage('k')).toBeDefined()
  })

  it('forgets a page after its time and keeps within its bounds, oldest first', () => {
    const t0 = 1_000_000
    storePage('old', page('n'), t0)
    expect(lookupPage('old', t0 + PAGE_CACHE_LIMITS.ttlMs)).toBeDefined()
    expect(lookupPage('old', t0 + PAGE_CACHE_LIMITS.ttlMs + 1)).toBeUndefined()

    for (let i = 0; i < PAGE_CACHE_LIMITS.entries + 5; i++) storePage(`p${i}`, page('n'), t0)
    expect(pageCacheStats().entries).toBe(PAGE_CACHE_LIMITS.entries)
    expect(lookupPage('p0', t0)).toBeUndefined()
    expect(lookupPage(`p${PAGE_CACHE_LIMITS.entries + 4}`, t0)).toBeDefined()
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(PAGE_CACHE_LIMITS.bytes)
  })

  it("one visitor's misses never evict the pages asked for again (segmented LRU)", () => {
    const t0 = 1_000_000
    storePage('home', page('n'), t0)
    storePage('privacy', page('n'), t0)
    expect(lookupPage('home', t0)).toBeDefined()
    expect(lookupPage('privacy', t0)).toBeDefined()
    // A crawl of thousands of pages nobody asks for twice.
    for (let i = 0; i < 20 * PAGE_CACHE_LIMITS.entries; i++) storePage(`flood${i}`, page('n'), t0)
    expect(lookupPage('home', t0)).toBeDefined()
    expect(lookupPage('privacy', t0)).toBeDefined()
    expect(pageCacheStats().entries).toBe(PAGE_CACHE_LIMITS.entries)
    // The newest of the crawl are still there, on probation.
    expect(lookupPage(`flood${20 * PAGE_CACHE_LIMITS.entries - 1}`, t0)).toBeDefined()
  })

  it('stays within its bytes whatever the pages, protected ones included', () => {
    const t0 = 1_000_000
    const big = 'x'.repeat(PAGE_CACHE_LIMITS.bytes / 16)
    for (let i = 0; i < 40; i++) {
      storePage(`big${i}`, page('n', { text: big }), t0)
      lookupPage(`big${i}`, t0)
      expect(pageCacheStats().bytes).toBeLessThanOrEqual(PAGE_CACHE_LIMITS.bytes)
    }
    expect(pageCacheStats().protected).toBeLessThan(pageCacheStats().entries + 1)
  })
})

/** A database write, as another request (or another LiteFS node) would make. */
/** Staff change a text on the site (anything the pages show would do). */
function writeSomething() {
  db.insert(schema.siteContent)
    .values({ section: 'home', key: `page-cache-${Math.random()}`, value: 'New text' })
    .run()
}

/** `count` visitors arriving at once; each renderer stores what `render` gives, via the turn. */
async function burst(count: number, render: (renderer: number) => StoreOutcome, renderMs = 5) {
  let renderers = 0
  const turns = await Promise.all(
    Array.from({ length: count }, async () => {
      const turn = await pageOrRender('k')
      if ('page' in turn) return 'hit'
      const renderer = ++renderers
      // Rendering takes a moment; the outcome is known once the answer is out.
      await new Promise((resolve) => setTimeout(resolve, renderMs))
      turn.finish(render(renderer))
      return 'miss'
    }),
  )
  return { hits: turns.filter((t) => t === 'hit').length, renders: renderers }
}

describe('a burst of visitors to a page not yet in memory', () => {
  it('waits for one render', async () => {
    const version = currentVersion()
    const result = await burst(8, () => storePage('k', { ...page('n'), version }))
    expect(result).toEqual({ hits: 7, renders: 1 })
  })

  it('gets one new render when the first came out stale, not one each', async () => {
    const result = await burst(8, (renderer) => {
      const version = currentVersion()
      // The first render is overtaken by a write; the second is not.
      if (renderer === 1) writeSomething()
      return storePage('k', { ...page('n'), version })
    })
    expect(result).toEqual({ hits: 6, renders: 2 })
  })

  it('renders for each visitor, and stops waiting a while, when the page cannot be kept', async () => {
    const refused = new Headers({ 'Content-Type': 'text/html' })
    refused.append('Set-Cookie', 'toast=1')
    const first = await burst(4, () => storePage('k', page('n', { headers: refused })))
    expect(first).toEqual({ hits: 0, renders: 4 })
    // Now known not to be kept: the next visitors do not wait for each other at all.
    const started = Date.now()
    expect(await burst(3, () => 'refused', 100)).toEqual({ hits: 0, renders: 3 })
    // Side by side (~100 ms), not one after another (200 ms and more).
    expect(Date.now() - started).toBeLessThan(190)
  })
})

describe('which tables move the content version', () => {
  // Tables whose rows no public page or price shows: visitors write them, so they must never
  // empty the caches. A new table must be put here or given triggers (migration 0003) on purpose.
  const VISITOR_TABLES = [
    'admin_users',
    'api_tokens',
    'appointments',
    'audit_log',
    // An installed job's reminders of its balance: private to the customer and staff.
    'balance_reminders',
    'cart_lines',
    'cart_samples',
    'carts',
    'content_version',
    // "Find my orders" links: private to one customer, never on a cached page.
    'customer_hub_links',
    // Estimates are private to their customer and staff: no public page shows them.
    'estimate_acceptances',
    'estimate_alternative_groups',
    'estimate_alternatives',
    'estimate_lines',
    'estimate_reminders',
    'estimate_rooms',
    'estimate_window_photos',
    'estimate_windows',
    'estimates',
    'lead_photos',
    'leads',
    // Payments received outside the site (cash, check, Zelle): staff and the customer's page only.
    'offline_payments',
    'order_history',
    'order_lines',
    'order_refunds',
    'orders',
    'outbox',
    'payments',
    'processed_webhook_events',
    'rate_limit_buckets',
    'request_activity',
    'staff_invitations',
    'staff_one_time_tokens',
    'staff_settings',
    // Texts: consents, opt-outs and replies are private to the customer's number.
    'text_consents',
    'text_opt_outs',
    'text_replies',
    'reviews',
    'visit_photos',
    'window_company_requests',
  ]

  it('every other table has insert, update and delete triggers', () => {
    const names = (type: string) =>
      (
        db.$client
          .prepare(
            `SELECT name, tbl_name AS tableName FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
          )
          .all(type) as { name: string; tableName: string }[]
      ).map((r) => r)
    const tables = names('table').map((t) => t.name)
    const triggers = names('trigger')
    for (const table of tables.filter((t) => !VISITOR_TABLES.includes(t))) {
      const events = triggers
        .filter((t) => t.tableName === table && t.name.endsWith('_moves_content_version'))
        .map((t) => t.name.replace(`${table}_`, '').replace('_moves_content_version', ''))
        .sort()
      expect({ table, events }).toEqual({ table, events: ['delete', 'insert', 'update'] })
    }
  })
})
