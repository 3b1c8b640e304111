import { eq } from 'drizzle-orm'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openaiHandlers } from '#tests/mocks/openai'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as publicList from '~/routes/blog._index'
import * as publicPost from '~/routes/blog.$slug'
import * as adminBlog from '~/routes-admin/admin.blog._index'
import * as editPage from '~/routes-admin/admin.blog.$postId'
import * as newPage from '~/routes-admin/admin.blog.new'
import * as adminPosts from '~/routes-api/api.admin.blog.posts'
import * as adminPost from '~/routes-api/api.admin.blog.posts.$id'
import * as generate from '~/routes-api/api.admin.generate-blog-posts'
import { db, schema } from '~/server/platform/db.server'
import { getEnv } from '~/server/platform/env.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'
import { whyNotInert, XSS_PAYLOADS } from './xss-payloads'

vi.hoisted(() => {
  process.env.OPENAI_API_KEY = 'sk-test'
})

const server = setupServer(...openaiHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const fields = {
  title: 'Storm Shades 101',
  author: 'Tri-County Team',
  excerpt: 'What to know before the season.',
  content: '<h2>Start here</h2><p>Raise your shades.</p>',
  category: 'Maintenance',
  tags: 'Hurricane Season, Motorization',
  status: 'published',
  readTime: '4',
}

function postRow(slug: string) {
  return db.select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug)).get()
}

/** A PNG header and a little padding: enough for the byte check, refused by the decoder. */
const PNG_BYTES = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(32).fill(0),
])

describe('admin blog pages', () => {
  it('refuses visitors without a session', async () => {
    const list = await callRoute(adminBlog, getRequest('/admin/blog'))
    expect(list.status).toBe(302)
    expect(list.headers.get('Location')).toMatch(/^\/admin\/login/)
    const create = await callRoute(newPage, formRequest('/admin/blog/new', fields))
    expect(create.status).toBe(302)
    expect(postRow('storm-shades-101')).toBeUndefined()
  })

  it('creates a post with a unique slug, shows it on /blog, edits and archives it', async () => {
    const created = await callRoute(
      newPage,
      formRequest('/admin/blog/new', { ...fields, intent: 'save' }, { headers: auth }),
    )
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/admin/blog')
    const again = await callRoute(
      newPage,
      formRequest('/admin/blog/new', { ...fields, intent: 'save' }, { headers: auth }),
    )
    expect(again.status).toBe(302)
    expect(postRow('storm-shades-101')).toBeDefined()
    expect(postRow('storm-shades-101-2')).toBeDefined()

    const list = await callRoute(publicList, getRequest('/blog?tag=hurricane-season'))
    expect(list.data.posts.map((p) => p.slug)).toContain('storm-shades-101')

    const row = postRow('storm-shades-101')!
    const edit = await callRoute(
      { loader: editPage.loader },
      getRequest(`/admin/blog/${row.id}`, auth),
      {
        postId: String(row.id),
      },
    )
    expect(edit.data.defaults).toMatchObject({
      title: 'Storm Shades 101',
      tags: 'Hurricane Season, Motorization',
      readTime: '4',
    })
    const saved = await callRoute(
      editPage,
      formRequest(
        `/admin/blog/${row.id}`,
        { ...fields, title: 'Storm Shades 102', slug: '', status: 'draft', intent: 'save' },
        { headers: auth },
      ),
      { postId: String(row.id) },
    )
    expect(saved.status).toBe(302)
    const updated = db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, row.id)).get()!
    expect(updated).toMatchObject({
      title: 'Storm Shades 102',
      slug: 'storm-shades-102',
      status: 'draft',
    })
    const hidden = await callRoute(publicPost, getRequest('/blog/storm-shades-102'), {
      slug: 'storm-shades-102',
    })
    expect(hidden.status).toBe(404)

    const archived = await callRoute(
      adminBlog,
      formRequest(
        '/admin/blog?index',
        { intent: 'archive', id: String(row.id) },
        { headers: auth },
      ),
    )
    expect(archived.status).toBe(302)
    // Nothing is destroyed by one click: the post is archived, restorable.
    expect(
      db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, row.id)).get()?.archivedAt,
    ).toBeInstanceOf(Date)

    // Each step is in the audit log (issue 31): created, updated, archived.
    const audit = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, String(row.id)))
      .all()
      .filter((e) => e.subjectType === 'blog-post')
      .map((e) => [e.kind, e.summary])
    expect(audit).toEqual([
      ['content-edit', 'Created blog post "Storm Shades 101" (published)'],
      ['content-edit', 'Updated blog post "Storm Shades 102" (draft)'],
      ['archive', `Blog post ${row.id} archived`],
    ])
  })

  it('answers field errors (400) and previews the sanitised content', async () => {
    const bad = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: '', readTime: '61', intent: 'save' },
        { headers: auth },
      ),
    )
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({
      result: {
        error: {
          title: ['Title is required'],
          readTime: ['Read time must be between 1 and 60 minutes'],
        },
      },
    })
    const preview = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, content: '<p>Hi</p><script>x()</script>', intent: 'preview' },
        { headers: auth },
      ),
    )
    expect(preview.status).toBe(200)
    expect(preview.data).toMatchObject({ preview: '<p>Hi</p>' })
  })

  it('answers 404 for a post that does not exist', async () => {
    const missing = await callRoute(editPage, getRequest('/admin/blog/99999', auth), {
      postId: '99999',
    })
    expect(missing.status).toBe(404)
  })
})

describe('admin blog JSON calls', () => {
  it('need a session or token (401 JSON)', async () => {
    for (const [module, request, params] of [
      [adminPosts, getRequest('/api/admin/blog/posts'), {}],
      [adminPosts, jsonRequest('/api/admin/blog/posts', fields), {}],
      [adminPost, jsonRequest('/api/admin/blog/posts/1', fields, { method: 'PUT' }), { id: '1' }],
      [
        adminPost,
        new Request('http://localhost:3000/api/admin/blog/posts/1', { method: 'DELETE' }),
        { id: '1' },
      ],
      [generate, jsonRequest('/api/admin/generate-blog-posts', {}), {}],
    ] as const) {
      const result = await callRoute(module, request, params)
      expect(result.status).toBe(401)
      expect(result.data).toEqual({ error: 'Authentication required' })
    }
  })

  it('create (JSON, tags as a list), read, update and delete', async () => {
    const created = await callRoute(
      adminPosts,
      jsonRequest(
        '/api/admin/blog/posts',
        { ...fields, title: 'API Post', tags: ['Smart Home', 'Motorization'], readTime: 3 },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const { id, slug } = created.data as { id: number; slug: string }
    expect(slug).toBe('api-post')
    const one = await callRoute(adminPost, getRequest(`/api/admin/blog/posts/${id}`, auth), {
      id: String(id),
    })
    expect(one.data).toMatchObject({
      tags: ['Motorization', 'Smart Home'],
      readTime: 3,
      category: 'Maintenance',
    })

    const list = (await callRoute(adminPosts, getRequest('/api/admin/blog/posts', auth))).data as {
      id: number
    }[]
    expect(list.map((p) => p.id)).toContain(id)

    const updated = await callRoute(
      adminPost,
      jsonRequest(
        `/api/admin/blog/posts/${id}`,
        { ...fields, title: 'API Post Renamed', status: 'archived' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)
    expect(updated.data).toMatchObject({ slug: 'api-post-renamed' })

    const removed = await callRoute(
      adminPost,
      new Request(`http://localhost:3000/api/admin/blog/posts/${id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: String(id) },
    )
    expect(removed.status).toBe(200)
    // Archived, not destroyed: the post is still there for staff to restore.
    expect(
      db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id)).get()?.archivedAt,
    ).toBeInstanceOf(Date)
    const again = await callRoute(
      adminPost,
      new Request(`http://localhost:3000/api/admin/blog/posts/${id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      { id: '99999' },
    )
    expect(again.status).toBe(404)
  })

  it('refuses bad input with 400, a missing post with 404, a non-image upload with 415', async () => {
    const bad = await callRoute(
      adminPosts,
      jsonRequest('/api/admin/blog/posts', { title: 'x' }, { headers: auth }),
    )
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ error: expect.stringContaining('Failed to create blog post') })
    const notJson = await callRoute(
      adminPosts,
      jsonRequest('/api/admin/blog/posts', '{oops', { headers: auth }),
    )
    expect(notJson.status).toBe(400)
    const missing = await callRoute(
      adminPost,
      jsonRequest('/api/admin/blog/posts/99999', fields, { method: 'PUT', headers: auth }),
      { id: '99999' },
    )
    expect(missing.status).toBe(404)
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    form.set('image', new File(['not an image at all, just text'], 'x.png', { type: 'image/png' }))
    const upload = await callRoute(
      adminPosts,
      formRequest('/api/admin/blog/posts', form, { headers: auth }),
    )
    expect(upload.status).toBe(415)
    const fake = new FormData()
    for (const [k, v] of Object.entries(fields)) fake.set(k, v)
    fake.set('image', new File([PNG_BYTES], 'broken.png', { type: 'image/png' }))
    const broken = await callRoute(
      adminPosts,
      formRequest('/api/admin/blog/posts', fake, { headers: auth }),
    )
    expect(broken.status).toBe(415)
  })

  it('refuses a featured image over 10 MB with 413 and stores no post', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG_BYTES)
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    form.set('title', 'Oversized Featured Image')
    form.set('image', new File([big], 'huge.png', { type: 'image/png' }))
    const result = await callRoute(
      adminPosts,
      formRequest('/api/admin/blog/posts', form, { headers: auth }),
    )
    expect(result.status).toBe(413)
    expect(postRow('oversized-featured-image')).toBeUndefined()
  })
})

describe('AI drafts', () => {
  it('without a key the card says generation is off and the call answers 503', async () => {
    const env = getEnv()
    const saved = { key: env.OPENAI_API_KEY, mocks: env.MOCKS }
    env.OPENAI_API_KEY = undefined
    env.MOCKS = false
    try {
      const page = await callRoute(adminBlog, getRequest('/admin/blog', auth))
      expect(page.data).toMatchObject({ generation: { enabled: false } })
      const before = db.select().from(schema.blogPosts).all().length
      const result = await callRoute(
        generate,
        jsonRequest(
          '/api/admin/generate-blog-posts',
          { selectedCities: ['Weston'], selectedServices: ['Emergency Repair Services'] },
          { headers: auth },
        ),
      )
      expect(result.status).toBe(503)
      expect(result.data).toMatchObject({ error: expect.stringContaining('generation is off') })
      expect(db.select().from(schema.blogPosts).all()).toHaveLength(before)
    } finally {
      env.OPENAI_API_KEY = saved.key
      env.MOCKS = saved.mocks
    }
  })

  it('generates one draft per city through the model: nothing is published (issue 32)', async () => {
    const result = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Weston', 'Margate'], selectedServices: ['Emergency Repair Services'] },
        { headers: auth },
      ),
    )
    expect(result.status).toBe(200)
    const body = result.data as {
      message: string
      posts: { id: number; title: string; slug: string }[]
    }
    expect(body.message).toBe('Generated 2 drafts to review')
    expect(body.posts.map((p) => p.title)).toEqual([
      'Window Treatment Tips for Weston Homes',
      'Window Treatment Tips for Margate Homes',
    ])
    for (const post of body.posts) {
      expect(postRow(post.slug)).toMatchObject({ status: 'draft', publishedAt: null })
      const page = await callRoute(publicPost, getRequest(`/blog/${post.slug}`), {
        slug: post.slug,
      })
      expect(page.status).toBe(404)
    }
    const list = await callRoute(publicList, getRequest('/blog?search=Weston'))
    expect(list.data.posts).toEqual([])
    // The same city again: a unique slug.
    const again = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Weston'], selectedServices: ['Vertical Blinds'] },
        { headers: auth },
      ),
    )
    expect((again.data as typeof body).posts[0].slug).toBe(
      'window-treatment-tips-for-weston-homes-2',
    )
  })

  it('the Blog page generates drafts to review: the toast counts them and links to them', async () => {
    const answer = await callRoute(
      adminBlog,
      formRequest(
        '/admin/blog',
        {
          intent: 'generate',
          selectedCities: ['Plantation'],
          selectedServices: ['Vertical Blinds'],
        },
        { headers: auth },
      ),
    )
    expect(answer.status).toBe(302)
    const row = postRow('window-treatment-tips-for-plantation-homes')
    expect(row).toMatchObject({ status: 'draft', publishedAt: null })
    const cookie = answer.headers.getSetCookie().join('; ')
    const { toast } = await getToast(getRequest('/admin/blog', { Cookie: cookie }))
    expect(toast).toMatchObject({
      title: '1 draft to review',
      link: { href: `/admin/blog/${row?.id}`, label: expect.stringContaining('Review') },
    })
    const drafts = await callRoute(adminBlog, getRequest('/admin/blog?status=draft', auth))
    expect(
      (drafts.data as { posts: { status: string }[] }).posts.every((p) => p.status === 'draft'),
    ).toBe(true)
  })

  it('asks for a selection (400) and reports a failed model without storing anything', async () => {
    const none = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: [], selectedServices: ['Vertical Blinds'] },
        { headers: auth },
      ),
    )
    expect(none.status).toBe(400)
    expect(none.data).toMatchObject({
      error: 'Please select at least one city to target',
      title: 'Selection Required',
    })
    const noService = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Weston'] },
        { headers: auth },
      ),
    )
    expect(noService.data).toMatchObject({ error: 'Please select at least one service topic' })

    const before = db.select().from(schema.blogPosts).all().length
    server.use(
      http.post('https://api.openai.com/v1/chat/completions', () =>
        HttpResponse.json({ error: { message: 'Incorrect API key provided' } }, { status: 401 }),
      ),
    )
    const failed = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Davie'], selectedServices: ['Vertical Blinds'] },
        { headers: auth },
      ),
    )
    expect(failed.status).toBe(502)
    expect(failed.data).toMatchObject({
      title: 'Generation Failed',
      error: expect.stringContaining('Failed to generate blog posts'),
    })
    expect(db.select().from(schema.blogPosts).all().length).toBe(before)
  })

  it('refuses a model answer in the wrong shape', async () => {
    server.use(
      http.post('https://api.openai.com/v1/chat/completions', () =>
        HttpResponse.json({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: '{"title":"x"}' },
            },
          ],
        }),
      ),
    )
    const result = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Davie'], selectedServices: ['Vertical Blinds'] },
        { headers: auth },
      ),
    )
    expect(result.status).toBe(502)
  })

  it('the tab shows Generation Failed and Selection Required without JavaScript', async () => {
    const none = await callRoute(
      adminBlog,
      formRequest(
        '/admin/blog?index',
        { intent: 'generate', selectedServices: 'Vertical Blinds' },
        { headers: auth },
      ),
    )
    expect(none.status).toBe(400)
    expect(none.data).toEqual({
      generation: {
        title: 'Selection Required',
        message: 'Please select at least one city to target',
      },
    })
    const ok = await callRoute(
      adminBlog,
      formRequest(
        '/admin/blog?index',
        { intent: 'generate', selectedCities: 'Tamarac', selectedServices: 'Vertical Blinds' },
        { headers: auth },
      ),
    )
    expect(ok.status).toBe(302)
    expect(postRow('window-treatment-tips-for-tamarac-homes')?.status).toBe('draft')
  })

  it.each(XSS_PAYLOADS)('sanitises model output: %s', async (payload) => {
    server.use(
      http.post('https://api.openai.com/v1/chat/completions', () =>
        HttpResponse.json({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: {
                role: 'assistant',
                content: JSON.stringify({
                  title: `Evil ${payload}`,
                  excerpt: `Excerpt ${payload}`,
                  content: `<p>Intro paragraph long enough.</p>${payload}`,
                  metaDescription: payload,
                  tags: ['x'],
                }),
              },
            },
          ],
        }),
      ),
    )
    const result = await callRoute(
      generate,
      jsonRequest(
        '/api/admin/generate-blog-posts',
        { selectedCities: ['Sunrise'], selectedServices: ['Vertical Blinds'] },
        { headers: auth },
      ),
    )
    expect(result.status).toBe(200)
    const { slug } = (result.data as { posts: { slug: string }[] }).posts[0]
    const row = postRow(slug)!
    expect(whyNotInert(row.content)).toBeNull()
    expect(row.title).not.toMatch(/<[a-z]/i)
    // A draft: staff read it in the editor (cleaned again on the way out), the public cannot.
    const page = await callRoute(editPage, getRequest(`/admin/blog/${row.id}`, auth), {
      postId: String(row.id),
    })
    expect(
      whyNotInert((page.data as { defaults: { content: string } }).defaults.content),
    ).toBeNull()
  })
})
