/**
 * The blog editor for people (issue 32): after a save the toast links to what changed (the
 * public post, or a staff-only preview of a draft as the public page shows it); the stored HTML
 * is cleaned by the server whatever the editor sent.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as publicPost from '~/routes/blog.$slug'
import * as editPage from '~/routes-admin/admin.blog.$postId'
import * as previewPage from '~/routes-admin/admin.blog.$postId_.preview'
import * as newPage from '~/routes-admin/admin.blog.new'
import * as blogImages from '~/routes-api/api.admin.blog.images'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'
import { jpegBytes } from './quote-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

function postRow(slug: string) {
  return db.select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug)).get()
}

async function toastOf(response: { headers: Headers }) {
  const cookie = response.headers.getSetCookie().join('; ')
  return (await getToast(getRequest('/admin/blog', { Cookie: cookie }))).toast
}

const fields = {
  author: 'Tri-County Team',
  excerpt: 'A short excerpt.',
  content:
    '<h2>Rooms</h2><ul><li>Living</li></ul><p><a href="https://example.com/">Link</a></p><blockquote>Quote</blockquote><img src="/uploads/blog/x.webp" alt="A room" onerror="window.__xss=1"><script>window.__xss=1</script>',
  category: 'Tips & Guides',
  tags: '',
  readTime: '3',
  intent: 'save',
}

describe('blog editor saves', () => {
  it('a published post: the toast links to the public post; scripts and handlers are gone', async () => {
    const saved = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: 'Editor Published', status: 'published' },
        { headers: auth },
      ),
    )
    expect(saved.status).toBe(302)
    expect(await toastOf(saved)).toMatchObject({
      title: 'Blog post created',
      link: { href: '/blog/editor-published', label: 'View on the site' },
    })
    const row = postRow('editor-published')
    expect(row?.content).toContain('<h2>Rooms</h2>')
    expect(row?.content).toContain('<blockquote>')
    expect(row?.content).toContain('src="/uploads/blog/x.webp"')
    expect(row?.content).not.toMatch(/onerror|<script/i)
  })

  it('a draft: the toast links to its staff-only preview, which shows it as the public page would', async () => {
    const saved = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: 'Editor Draft', status: 'draft' },
        { headers: auth },
      ),
    )
    const row = postRow('editor-draft')
    if (!row) throw new Error('expected the draft')
    expect(await toastOf(saved)).toMatchObject({
      title: 'Blog post created',
      link: { href: `/admin/blog/${row.id}/preview`, label: 'Preview the draft' },
    })
    const preview = await callRoute(
      previewPage,
      getRequest(`/admin/blog/${row.id}/preview`, auth),
      { postId: String(row.id) },
    )
    expect(preview.status).toBe(200)
    expect(preview.data).toMatchObject({ post: { title: 'Editor Draft', status: 'draft' } })
    expect((preview.data as { post: { content: string } }).post.content).toContain('<h2>Rooms</h2>')

    // Visitors: not signed in, the preview sends them to sign in; the public page has no draft.
    const visitor = await callRoute(previewPage, getRequest(`/admin/blog/${row.id}/preview`), {
      postId: String(row.id),
    })
    expect(visitor.status).toBe(302)
    const page = await callRoute(publicPost, getRequest('/blog/editor-draft'), {
      slug: 'editor-draft',
    })
    expect(page.status).toBe(404)
    const missing = await callRoute(previewPage, getRequest('/admin/blog/999999/preview', auth), {
      postId: '999999',
    })
    expect(missing.status).toBe(404)
  })

  it('an edit: the toast links to the post as it is now', async () => {
    const row = postRow('editor-published')
    if (!row) throw new Error('expected the post')
    const saved = await callRoute(
      editPage,
      formRequest(
        `/admin/blog/${row.id}`,
        { ...fields, title: 'Editor Published', status: 'published' },
        { headers: auth },
      ),
      { postId: String(row.id) },
    )
    expect(await toastOf(saved)).toMatchObject({
      title: 'Blog post updated',
      link: { href: '/blog/editor-published' },
    })
  })
})

describe('an image without a description (issue 40.26)', () => {
  it('is refused when the post is saved, with the message next to the body, and nothing is stored', async () => {
    const refused = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        {
          ...fields,
          title: 'Editor No Alt',
          status: 'published',
          content:
            '<p>Our work</p><img src="/uploads/blog/x.webp"><img src="/uploads/blog/y.webp" alt="">',
        },
        { headers: auth },
      ),
    )
    expect(refused.status).toBe(400)
    const reply = (refused.data as { result?: { error?: Record<string, string[]> } }).result
    expect(reply?.error?.content?.[0]).toMatch(/An image in the post has no description/)
    expect(postRow('editor-no-alt')).toBeUndefined()
  })

  it('is saved when described, or marked decorative with alt=""', async () => {
    const saved = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        {
          ...fields,
          title: 'Editor With Alt',
          status: 'published',
          content:
            '<p>Our work</p><img src="/uploads/blog/x.webp" alt="Shutters in a bay window"><img src="/uploads/blog/y.webp" alt="">',
        },
        { headers: auth },
      ),
    )
    expect(saved.status).toBe(302)
    expect(postRow('editor-with-alt')?.content).toContain('alt="Shutters in a bay window"')
  })
})

describe('POST /api/admin/blog/images (the editor uploads an image into a post)', () => {
  it('stores a picture through the image pipeline and answers its address', async () => {
    const body = new FormData()
    body.append(
      'image',
      new Blob([(await jpegBytes(80, 60)) as unknown as BlobPart], { type: 'image/jpeg' }),
      'room.jpg',
    )
    const answer = await callRoute(
      blogImages,
      formRequest('/api/admin/blog/images', body, { headers: auth }),
    )
    expect(answer.status).toBe(201)
    expect(answer.data).toMatchObject({
      url: expect.stringMatching(/^\/.+/),
      width: 80,
      height: 60,
    })
  })

  it('refuses with a JSON 4xx: no session, no file, not a picture, a GET', async () => {
    const body = new FormData()
    body.append(
      'image',
      new Blob([(await jpegBytes()) as unknown as BlobPart], { type: 'image/jpeg' }),
      'a.jpg',
    )
    const visitor = await callRoute(blogImages, formRequest('/api/admin/blog/images', body))
    expect(visitor.status).toBe(401)
    const none = await callRoute(
      blogImages,
      formRequest('/api/admin/blog/images', { other: 'x' }, { headers: auth }),
    )
    expect(none.status).toBe(400)
    expect(none.data).toMatchObject({ error: expect.stringContaining('image') })
    const text = new FormData()
    text.append('image', new Blob(['<svg onload="x">'], { type: 'image/png' }), 'x.png')
    const notPicture = await callRoute(
      blogImages,
      formRequest('/api/admin/blog/images', text, { headers: auth }),
    )
    expect([400, 415]).toContain(notPicture.status)
    expect(notPicture.data).toMatchObject({ error: expect.any(String) })
    const get = await callRoute(blogImages, getRequest('/api/admin/blog/images', auth))
    expect(get.status).toBe(405)
  })
})
