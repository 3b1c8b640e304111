/** On a LiteFS replica a blog visit that would count a view is replayed on the primary. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as postPage from '~/routes/blog.$slug'
import { createBlogPost } from '~/server/blog.server'
import { db, schema } from '~/server/db.server'

afterEach(() => {
  delete process.env.LITEFS_DIR
})

describe('blog views on a replica', () => {
  it('asks Fly to replay the visit on the primary and writes nothing here', async () => {
    const created = createBlogPost(
      {
        title: 'Replica Visit',
        excerpt: 'An excerpt',
        content: '<p>Body</p>',
        author: 'Tri-County Team',
        category: 'Tips & Guides',
        tags: [],
        status: 'published',
        readTime: 5,
      },
      new Date(Date.UTC(2025, 0, 1)),
    )
    const post = db
      .select({ slug: schema.blogPosts.slug, views: schema.blogPosts.viewCount })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, created.id))
      .get()
    if (!post) throw new Error('the post was stored')
    const litefs = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine')
    process.env.LITEFS_DIR = litefs

    const result = await callRoute(postPage, getRequest(`/blog/${post.slug}`), { slug: post.slug })
    expect(result.status).toBe(409)
    expect(result.headers.get('fly-replay')).toBe('instance=primary-machine')
    const after = db
      .select({ views: schema.blogPosts.viewCount })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.slug, post.slug))
      .get()
    expect(after?.views).toBe(post.views)
    fs.rmSync(litefs, { recursive: true, force: true })
  })
})
