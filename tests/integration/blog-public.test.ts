import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as listPage from '~/routes/blog._index'
import * as postPage from '~/routes/blog.$slug'
import * as rss from '~/routes/blog.rss[.]xml'
import * as apiCategories from '~/routes-api/api.blog.categories'
import * as apiPosts from '~/routes-api/api.blog.posts'
import * as apiPost from '~/routes-api/api.blog.posts.$slug'
import * as viewBeacon from '~/routes-api/api.blog.posts.$slug.view'
import * as apiTags from '~/routes-api/api.blog.tags'
import { type BlogPostInput, createBlogPost } from '~/server/blog/post-writes.server'
import { db, schema } from '~/server/platform/db.server'
import { databaseVersion } from '~/server/platform/db-version.server'
import { whyNotInert, XSS_PAYLOADS } from './xss-payloads'

const base: BlogPostInput = {
  title: 'Post',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  author: 'Tri-County Team',
  category: 'Tips & Guides',
  tags: [],
  status: 'published',
  readTime: 5,
}

function post(overrides: Partial<BlogPostInput>, publishedAt?: Date) {
  const row = createBlogPost({ ...base, ...overrides }, publishedAt)
  return row
}

beforeAll(() => {
  // 14 published filler posts (more than one page), plus the posts the tests look for.
  for (let i = 1; i <= 14; i++) {
    post({ title: `Filler ${i}`, category: 'Company News' }, new Date(Date.UTC(2025, 0, i)))
  }
  post(
    {
      title: 'Hurricane Checklist for Shades',
      excerpt: 'Storm prep for motors',
      category: 'Tips & Guides',
      tags: ['Hurricane Season', 'Motorization'],
    },
    new Date('2026-05-18T13:00:00Z'),
  )
  post(
    {
      title: 'Motor Batteries Explained',
      category: 'Smart Home',
      tags: ['Motorization'],
    },
    new Date('2026-04-01T13:00:00Z'),
  )
  post({ title: 'Cleaning in Salt Air', category: 'Maintenance', tags: ['Cleaning'] })
  post({ title: 'Secret Draft', status: 'draft', tags: ['Motorization'] })
  post({ title: 'Old Archived', status: 'archived' })
})

describe('/blog', () => {
  it('lists 12 published posts per page, newest first, with the total', async () => {
    const first = await callRoute(listPage, getRequest('/blog'))
    expect(first.data.total).toBe(17)
    expect(first.data.pages).toBe(2)
    expect(first.data.posts).toHaveLength(12)
    expect(first.data.posts[0].title).toBe('Cleaning in Salt Air')
    const second = await callRoute(listPage, getRequest('/blog?page=2'))
    expect(second.data.posts).toHaveLength(5)
    const titles = [...first.data.posts, ...second.data.posts].map((p) => p.title)
    expect(titles).not.toContain('Secret Draft')
    expect(titles).not.toContain('Old Archived')
  })

  it('filters by search over title and excerpt, category and tag (slugs or all)', async () => {
    const search = await callRoute(listPage, getRequest('/blog?search=storm'))
    expect(search.data.posts.map((p) => p.title)).toEqual(['Hurricane Checklist for Shades'])
    const category = await callRoute(listPage, getRequest('/blog?category=smart-home&tag=all'))
    expect(category.data.posts.map((p) => p.title)).toEqual(['Motor Batteries Explained'])
    const tag = await callRoute(listPage, getRequest('/blog?tag=motorization'))
    expect(tag.data.posts.map((p) => p.title)).toEqual([
      'Hurricane Checklist for Shades',
      'Motor Batteries Explained',
    ])
    const none = await callRoute(listPage, getRequest('/blog?search=%25_nothing'))
    expect(none.data.posts).toEqual([])
    expect(none.data.total).toBe(0)
  })

  it('sends a page past the end to the last page', async () => {
    const result = await callRoute(listPage, getRequest('/blog?tag=cleaning&page=9'))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/blog?tag=cleaning')
  })

  it('offers the categories and the tags in use', async () => {
    const result = await callRoute(listPage, getRequest('/blog'))
    expect(result.data.categories.map((c) => c.slug)).toContain('tips-guides')
    expect(result.data.tags.map((t) => t.slug)).toEqual([
      'cleaning',
      'hurricane-season',
      'motorization',
    ])
  })
})

describe('/blog/{slug}', () => {
  it('shows a published post with up to 3 related posts', async () => {
    const result = await callRoute(postPage, getRequest('/blog/hurricane-checklist-for-shades'), {
      slug: 'hurricane-checklist-for-shades',
    })
    expect(result.status).toBe(200)
    expect(result.data.post.title).toBe('Hurricane Checklist for Shades')
    expect(result.data.post.tags.map((t) => t.name)).toEqual(['Hurricane Season', 'Motorization'])
    expect(result.data.related.map((p) => p.title)).toEqual(['Motor Batteries Explained'])
  })

  it('answers 404 for a missing, draft or archived post', async () => {
    for (const slug of ['no-such-post', 'secret-draft', 'old-archived']) {
      const result = await callRoute(postPage, getRequest(`/blog/${slug}`), { slug })
      expect(result.status).toBe(404)
      expect(result.thrown).toBe(true)
    }
  })

  it('only reads: a visit writes nothing and sets no cookie (a LiteFS replica can answer it)', async () => {
    const slug = 'motor-batteries-explained'
    const before = { version: databaseVersion(), views: viewsOf(slug) }
    const result = await callRoute(postPage, getRequest(`/blog/${slug}`), { slug })
    expect(result.status).toBe(200)
    expect(result.data.post.viewCount).toBe(before.views)
    expect(result.headers.get('Set-Cookie')).toBeNull()
    expect(databaseVersion()).toBe(before.version)
    expect(viewsOf(slug)).toBe(before.views)
  })
})

function viewsOf(slug: string) {
  return db
    .select({ n: schema.blogPosts.viewCount })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.slug, slug))
    .get()?.n
}

describe("POST /api/blog/posts/{slug}/view (the post page's beacon)", () => {
  const slug = 'cleaning-in-salt-air'
  const beacon = (headers: Record<string, string> = {}, to = slug) =>
    callRoute(
      viewBeacon,
      new Request(`http://localhost:3000/api/blog/posts/${to}/view`, { method: 'POST', headers }),
      { slug: to },
    )

  it('counts one view per visitor: repeat beacons, with or without the cookie, count nothing', async () => {
    const start = viewsOf(slug) ?? 0
    const jar = new CookieJar()
    const visitor = { 'X-Visitor-Ip': '203.0.113.7' }
    const first = await beacon({ ...visitor, Cookie: jar.header() })
    expect(first.status).toBe(204)
    jar.absorb(first)
    expect(viewsOf(slug)).toBe(start + 1)
    // Reloads send the cookie back: nothing more.
    const again = await beacon({ ...visitor, Cookie: jar.header() })
    expect(again.status).toBe(204)
    // A client that drops the cookie cannot inflate the count from the same address either.
    for (let i = 0; i < 5; i++) expect((await beacon(visitor)).status).toBe(204)
    expect(viewsOf(slug)).toBe(start + 1)
    // The address limit is per post: the same visitor reading another post counts there.
    const other = viewsOf('hurricane-checklist-for-shades') ?? 0
    await beacon(visitor, 'hurricane-checklist-for-shades')
    expect(viewsOf('hurricane-checklist-for-shades')).toBe(other + 1)
  })

  it('another visitor counts once too; crawlers never count; a view keeps updated_at', async () => {
    const updatedAt = () =>
      db
        .select({ at: schema.blogPosts.updatedAt })
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.slug, slug))
        .get()?.at
    const start = viewsOf(slug) ?? 0
    const edited = updatedAt()
    expect((await beacon({ 'X-Visitor-Ip': '198.51.100.20' })).status).toBe(204)
    expect(viewsOf(slug)).toBe(start + 1)
    await beacon({ 'X-Visitor-Ip': '198.51.100.21', 'User-Agent': 'Googlebot/2.1' })
    expect(viewsOf(slug)).toBe(start + 1)
    expect(updatedAt()).toEqual(edited)
  })

  it('one IPv6 customer counts once per /56: new /64s inside it count nothing (issue 25.5)', async () => {
    const start = viewsOf(slug) ?? 0
    expect((await beacon({ 'X-Visitor-Ip': '2001:db8:77:1100::1' })).status).toBe(204)
    expect(viewsOf(slug)).toBe(start + 1)
    // The same host hopping through the 256 /64s of its /56, without the cookie.
    for (const sub of ['01', '02', '7f', 'ff']) {
      await beacon({ 'X-Visitor-Ip': `2001:db8:77:11${sub}::1` })
    }
    expect(viewsOf(slug)).toBe(start + 1)
    // Another /56 is another visitor.
    await beacon({ 'X-Visitor-Ip': '2001:db8:77:1200::1' })
    expect(viewsOf(slug)).toBe(start + 2)
  })

  it('answers 404 JSON for a missing, draft or archived post, and writes nothing', async () => {
    const version = databaseVersion()
    for (const missing of ['no-such-post', 'secret-draft', 'old-archived']) {
      const result = await beacon({ 'X-Visitor-Ip': '198.51.100.30' }, missing)
      expect(result.status).toBe(404)
      expect(result.data).toEqual({ error: 'Blog post not found' })
    }
    expect(databaseVersion()).toBe(version)
  })

  it('answers 405 to a GET (a view is counted by a POST only)', async () => {
    const version = databaseVersion()
    const result = await callRoute(viewBeacon, getRequest(`/api/blog/posts/${slug}/view`), {
      slug,
    })
    expect(result.status).toBe(405)
    expect(result.headers.get('Allow')).toBe('POST')
    expect(databaseVersion()).toBe(version)
  })
})

describe('the blog JSON calls', () => {
  it('GET /api/blog/posts lists published posts with category, tag and limit', async () => {
    const all = await callRoute(apiPosts, getRequest('/api/blog/posts?status=published'))
    expect(all.status).toBe(200)
    expect(all.headers.get('X-Total-Count')).toBe('17')
    const related = await callRoute(
      apiPosts,
      getRequest('/api/blog/posts?status=published&category=Tips%20%26%20Guides&limit=4'),
    )
    expect(related.data).toEqual([
      expect.objectContaining({
        title: 'Hurricane Checklist for Shades',
        category: 'Tips & Guides',
        tags: ['Hurricane Season', 'Motorization'],
      }),
    ])
    const tagged = (await callRoute(apiPosts, getRequest('/api/blog/posts?tag=Motorization')))
      .data as { title: string }[]
    expect(tagged.map((p) => p.title)).not.toContain('Secret Draft')
  })

  it('refuses drafts and bad limits with 400', async () => {
    for (const query of ['status=draft', 'status=archived', 'limit=0', 'limit=abc', 'offset=-1']) {
      const result = await callRoute(apiPosts, getRequest(`/api/blog/posts?${query}`))
      expect(result.status).toBe(400)
      expect(result.data).toHaveProperty('error')
    }
  })

  it('GET /api/blog/posts/{slug} answers one published post or 404', async () => {
    const ok = await callRoute(apiPost, getRequest('/api/blog/posts/cleaning-in-salt-air'), {
      slug: 'cleaning-in-salt-air',
    })
    expect(ok.data).toMatchObject({ title: 'Cleaning in Salt Air', content: '<p>Body</p>' })
    const missing = await callRoute(apiPost, getRequest('/api/blog/posts/secret-draft'), {
      slug: 'secret-draft',
    })
    expect(missing.status).toBe(404)
    expect(missing.data).toEqual({ error: 'Blog post not found' })
  })

  it('lists categories and tags with published post counts', async () => {
    const categories = (await callRoute(apiCategories, getRequest('/api/blog/categories')))
      .data as { name: string; postCount: number }[]
    expect(categories.find((c) => c.name === 'Company News')?.postCount).toBe(14)
    const tags = (await callRoute(apiTags, getRequest('/api/blog/tags'))).data as {
      name: string
      postCount: number
    }[]
    // The draft's Motorization tag is not counted for the public.
    expect(tags.find((t) => t.name === 'Motorization')?.postCount).toBe(2)
  })
})

describe('/blog/rss.xml', () => {
  it('is RSS 2.0 with the published posts, escaped', async () => {
    const result = await callRoute(rss, getRequest('/blog/rss.xml'))
    const xml = await result.response!.text()
    expect(result.headers.get('Content-Type')).toContain('application/rss+xml')
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<link>http://localhost:3000/blog/hurricane-checklist-for-shades</link>')
    expect(xml).toContain('<category>Tips &amp; Guides</category>')
    expect(xml).not.toContain('Secret Draft')
  })
})

describe('stored XSS through a post', () => {
  it.each(XSS_PAYLOADS)('is cleaned on save and on render: %s', async (payload) => {
    const created = createBlogPost({
      ...base,
      title: `XSS ${payload}`,
      excerpt: payload,
      content: `<p>Before</p>${payload}<p>After</p>`,
      tags: [payload.slice(0, 30)],
    })
    const stored = db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, created.id))
      .get()!
    expect(whyNotInert(stored.content)).toBeNull()
    expect(stored.title).not.toMatch(/<[a-z]/i)
    const page = await callRoute(postPage, getRequest(`/blog/${created.slug}`), {
      slug: created.slug,
    })
    expect(whyNotInert(page.data.post.content)).toBeNull()
  })

  it('cleans on render a row written around the server module', async () => {
    db.insert(schema.blogPosts)
      .values({
        ...base,
        slug: 'raw-row',
        title: 'Raw',
        content: '<p>ok</p><script>window.__xss=1</script><img src=x onerror=alert(1)>',
        publishedAt: new Date('2026-01-01'),
      })
      .run()
    const page = await callRoute(postPage, getRequest('/blog/raw-row'), { slug: 'raw-row' })
    expect(page.data.post.content).toBe('<p>ok</p><img src="x" alt="" loading="lazy" />')
  })
})
