/**
 * On a LiteFS replica a blog visit is answered there: the page only reads (the view is counted
 * by the page's beacon, a POST that LiteFS sends to the primary).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as postPage from '~/routes/blog.$slug'
import { createBlogPost } from '~/server/blog/post-writes.server'
import { db, schema } from '~/server/platform/db.server'
import { databaseVersion } from '~/server/platform/db-version.server'

let litefs: string | undefined

afterEach(() => {
  delete process.env.LITEFS_DIR
  if (litefs) fs.rmSync(litefs, { recursive: true, force: true })
  litefs = undefined
})

describe('a blog post on a replica', () => {
  it('is shown by the replica itself, which writes nothing', async () => {
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
    const views = () =>
      db
        .select({ n: schema.blogPosts.viewCount })
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.id, created.id))
        .get()?.n
    litefs = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine')
    process.env.LITEFS_DIR = litefs
    const before = { version: databaseVersion(), views: views() }

    const result = await callRoute(postPage, getRequest(`/blog/${created.slug}`), {
      slug: created.slug,
    })
    expect(result.status).toBe(200)
    expect(result.thrown).toBe(false)
    expect(result.headers.get('fly-replay')).toBeNull()
    expect(result.data.post.title).toBe('Replica Visit')
    expect(databaseVersion()).toBe(before.version)
    expect(views()).toBe(before.views)
  })
})
