/**
 * Archiving a blog post instead of deleting it (issue 28): off its public URL (404), the blog
 * index, the JSON calls, the sitemap and the RSS feed, and out of the page cache; the toast's
 * Undo (or the Archived list's Restore) brings it back as it was. A GET never archives.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as publicPost from '~/routes/blog.$slug'
import * as rss from '~/routes/blog.rss[.]xml'
import * as sitemap from '~/routes/sitemap[.]xml'
import * as adminBlog from '~/routes-admin/admin.blog._index'
import * as editPage from '~/routes-admin/admin.blog.$postId'
import * as postsApi from '~/routes-api/api.blog.posts'
import * as postApi from '~/routes-api/api.blog.posts.$slug'
import { createBlogPost } from '~/server/blog/post-writes.server'
import { listPublishedPosts } from '~/server/blog/posts.server'
import { db, schema } from '~/server/platform/db.server'
import {
  clearPageCache,
  currentVersion,
  lookupPage,
  storePage,
} from '~/server/platform/page-cache.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})
beforeEach(() => clearPageCache())

function newPost(title: string) {
  return createBlogPost(
    {
      title,
      excerpt: 'What to know.',
      content: '<p>Text</p>',
      author: 'Team',
      category: 'Maintenance',
      tags: ['Archive Test'],
      status: 'published',
      readTime: 3,
    },
    new Date(Date.now() - 60_000),
  )
}

function postAdmin(fields: Record<string, string>) {
  return callRoute(adminBlog, formRequest('/admin/blog?index', fields, { headers: auth }))
}

async function visible(slug: string) {
  const page = await callRoute(publicPost, getRequest(`/blog/${slug}`), { slug })
  const json = await callRoute(postApi, getRequest(`/api/blog/posts/${slug}`), { slug })
  const listed = listPublishedPosts({ limit: 500 }).posts.some((p) => p.slug === slug)
  const listedJson = await callRoute(postsApi, getRequest('/api/blog/posts?limit=50'))
  const inJsonList = JSON.stringify(listedJson.data).includes(`"${slug}"`)
  const map = await (await callRoute(sitemap, getRequest('/sitemap.xml'))).response!.text()
  const feed = await (await callRoute(rss, getRequest('/blog/rss.xml'))).response!.text()
  return {
    page: page.status,
    json: json.status,
    listed,
    inJsonList,
    inSitemap: map.includes(`/blog/${slug}<`),
    inFeed: feed.includes(`/blog/${slug}<`),
  }
}

const SHOWN = {
  page: 200,
  json: 200,
  listed: true,
  inJsonList: true,
  inSitemap: true,
  inFeed: true,
}
const GONE = {
  page: 404,
  json: 404,
  listed: false,
  inJsonList: false,
  inSitemap: false,
  inFeed: false,
}

describe('archiving a blog post', () => {
  it('takes it off the public site and its Undo brings it back as it was', async () => {
    const post = newPost('Archive Me Post')
    expect(await visible(post.slug)).toEqual(SHOWN)

    const archived = await postAdmin({ intent: 'archive', id: String(post.id) })
    expect(archived.status).toBe(302)
    expect(await visible(post.slug)).toEqual(GONE)
    const row = db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id)).get()
    expect(row).toMatchObject({ status: 'published' })
    expect(row?.archivedAt).toBeInstanceOf(Date)

    // Staff: out of the list, in the Archived list, its page says so.
    const list = await callRoute(adminBlog, getRequest('/admin/blog', auth))
    expect((list.data as { posts: { id: number }[] }).posts.map((p) => p.id)).not.toContain(post.id)
    const archivedList = await callRoute(adminBlog, getRequest('/admin/blog?archived=yes', auth))
    expect((archivedList.data as { posts: { id: number }[] }).posts.map((p) => p.id)).toContain(
      post.id,
    )
    const edit = await callRoute(editPage, getRequest(`/admin/blog/${post.id}`, auth), {
      postId: String(post.id),
    })
    expect((edit.data as { post: { archivedAt: unknown } }).post.archivedAt).toBeTruthy()

    const cookie = archived.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const { toast } = await getToast(getRequest('/admin/blog', { Cookie: cookie }))
    expect(toast?.undo).toEqual({
      action: '/admin/blog',
      fields: { intent: 'restore', id: String(post.id) },
    })
    const undone = await postAdmin(toast!.undo!.fields)
    expect(undone.status).toBe(302)
    expect(await visible(post.slug)).toEqual(SHOWN)
  })

  it('is not served from the page cache once archived', async () => {
    const post = newPost('Cached Archive Post')
    const key = `GET https://example.com/blog/${post.slug}`
    const page = await callRoute(publicPost, getRequest(`/blog/${post.slug}`), { slug: post.slug })
    expect(page.status).toBe(200)
    expect(
      storePage(key, {
        status: 200,
        headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
        html: '<html><body>post</body></html>',
        nonce: 'n',
        version: currentVersion(),
      }),
    ).toBe('stored')
    expect(lookupPage(key)).toBeDefined()
    await postAdmin({ intent: 'archive', id: String(post.id) })
    expect(lookupPage(key)).toBeUndefined()
  })

  it('refuses an unknown post or intent, never deletes, and a GET never archives', async () => {
    const post = newPost('Stay Put Post')
    await callRoute(adminBlog, getRequest(`/admin/blog?intent=archive&id=${post.id}`, auth))
    expect((await visible(post.slug)).page).toBe(200)
    for (const fields of [
      { intent: 'archive', id: '999999' },
      { intent: 'delete', id: String(post.id) },
      { intent: 'archive', id: 'x' },
    ]) {
      const result = await postAdmin(fields)
      const cookie = result.headers.get('Set-Cookie')?.split(';')[0] ?? ''
      const { toast } = await getToast(getRequest('/admin/blog', { Cookie: cookie }))
      expect(toast?.variant).toBe('destructive')
    }
    expect((await visible(post.slug)).page).toBe(200)
  })
})
