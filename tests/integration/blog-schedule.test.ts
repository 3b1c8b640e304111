/**
 * Scheduled blog posts (issue 32): staff pick a date and time (business time zone); the public
 * never sees the post before then; the job on the primary publishes it and the content version
 * moves, so cached pages let go.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { businessDate, formatBusinessTime } from '~/domain/business-time'
import * as publicList from '~/routes/blog._index'
import * as publicPost from '~/routes/blog.$slug'
import * as newPage from '~/routes-admin/admin.blog.new'
import { getPublishedPost, listPublishedPosts } from '~/server/blog/posts.server'
import { runBlogScheduleJob } from '~/server/jobs/blog-schedule-job.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

function postRow(slug: string) {
  return db.select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug)).get()
}

function contentVersion(): number {
  return db.select().from(schema.contentVersion).get()?.version ?? 0
}

/** The form's date and time fields for an instant, as the business's clock shows it. */
function when(at: Date) {
  return { publishDate: businessDate(at), publishTime: formatBusinessTime(at, 'HH:mm') }
}

const fields = {
  author: 'Tri-County Team',
  excerpt: 'Ready before the first storm.',
  content: '<h2>Plan</h2><p>Close the shades.</p>',
  category: 'Maintenance',
  tags: 'Hurricane Season',
  readTime: '3',
  intent: 'save',
}

describe('scheduled blog posts', () => {
  it('a post scheduled two hours ahead is hidden until then and published by the job', async () => {
    const goLive = new Date(Date.now() + 2 * 60 * 60 * 1000)
    goLive.setUTCSeconds(0, 0)
    const created = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: 'Storm Prep Scheduled', status: 'scheduled', ...when(goLive) },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(302)
    const row = postRow('storm-prep-scheduled')
    expect(row).toMatchObject({ status: 'scheduled', publishedAt: goLive })

    // Now: nowhere public.
    const page = await callRoute(publicPost, getRequest('/blog/storm-prep-scheduled'), {
      slug: 'storm-prep-scheduled',
    })
    expect(page.status).toBe(404)
    const list = await callRoute(publicList, getRequest('/blog?search=Storm%20Prep'))
    expect(list.data.posts).toEqual([])

    // A minute before: the job publishes nothing, the public still sees nothing.
    const before = contentVersion()
    const early = new Date(goLive.getTime() - 60_000)
    expect(runBlogScheduleJob(early)).toBe(0)
    expect(getPublishedPost('storm-prep-scheduled', early)).toBeNull()
    expect(postRow('storm-prep-scheduled')?.status).toBe('scheduled')
    expect(contentVersion()).toBe(before)

    // At its time it is public even if the job is late (a GET never writes)...
    expect(getPublishedPost('storm-prep-scheduled', goLive)?.title).toBe('Storm Prep Scheduled')
    expect(
      listPublishedPosts({ search: 'Storm Prep' }, goLive).posts.map((p) => [p.slug, p.status]),
    ).toEqual([['storm-prep-scheduled', 'published']])
    expect(postRow('storm-prep-scheduled')?.status).toBe('scheduled')

    // ...and the job publishes it: the content version moves, cached pages let go.
    expect(runBlogScheduleJob(goLive)).toBe(1)
    expect(postRow('storm-prep-scheduled')).toMatchObject({
      status: 'published',
      publishedAt: goLive,
    })
    expect(contentVersion()).toBeGreaterThan(before)
    expect(runBlogScheduleJob(goLive)).toBe(0)
  })

  it('refuses a time in the past or no time at all, with the field named (400)', async () => {
    const past = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        {
          ...fields,
          title: 'Scheduled In The Past',
          status: 'scheduled',
          ...when(new Date(Date.now() - 60 * 60 * 1000)),
        },
        { headers: auth },
      ),
    )
    expect(past.status).toBe(400)
    expect(JSON.stringify(past.data)).toContain('Choose a time in the future')
    const none = await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: 'Scheduled Without Time', status: 'scheduled' },
        { headers: auth },
      ),
    )
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.data)).toContain('Choose the date and time to publish')
    expect(postRow('scheduled-in-the-past')).toBeUndefined()
    expect(postRow('scheduled-without-time')).toBeUndefined()
  })

  it('publishing a scheduled post now makes it public now', async () => {
    const goLive = new Date(Date.now() + 24 * 60 * 60 * 1000)
    await callRoute(
      newPage,
      formRequest(
        '/admin/blog/new',
        { ...fields, title: 'Tomorrow Post', status: 'scheduled', ...when(goLive) },
        { headers: auth },
      ),
    )
    const row = postRow('tomorrow-post')
    if (!row) throw new Error('expected the post')
    const { updateBlogPost } = await import('~/server/blog/post-writes.server')
    updateBlogPost(row.id, {
      ...fields,
      title: 'Tomorrow Post',
      tags: [],
      status: 'published',
      readTime: 3,
    })
    expect(getPublishedPost('tomorrow-post')?.title).toBe('Tomorrow Post')
  })
})
