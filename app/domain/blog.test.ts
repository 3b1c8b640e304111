import { describe, expect, it } from 'vitest'
import {
  blogListHref,
  estimateReadTime,
  isBlogPostPublic,
  isScheduledPostDue,
  pageCount,
  parseBlogApiQuery,
  parseBlogFilters,
  parseTagList,
  pickRelatedPosts,
  schedulePublishAt,
  slugFromTitle,
  uniqueSlug,
} from './blog'
import { businessDate as businessDay, businessLongDate as formatBlogDate } from './business-time'

describe('slugs', () => {
  it('lowercases, drops punctuation and accents, turns spaces into hyphens', () => {
    expect(slugFromTitle('Zebra Shades vs. Roller Shades: Which Fits?')).toBe(
      'zebra-shades-vs-roller-shades-which-fits',
    )
    expect(slugFromTitle('  Café  Blinds -- 101 ')).toBe('cafe-blinds-101')
    expect(slugFromTitle('!!!')).toBe('post')
    expect(slugFromTitle('a'.repeat(200)).length).toBe(80)
  })

  it('adds -2, -3… until the slug is free', () => {
    const taken = new Set(['tips', 'tips-2'])
    expect(uniqueSlug('tips', (s) => taken.has(s))).toBe('tips-3')
    expect(uniqueSlug('fresh', (s) => taken.has(s))).toBe('fresh')
    const long = 'x'.repeat(80)
    expect(uniqueSlug(long, (s) => s === long)).toBe(`${'x'.repeat(78)}-2`)
  })
})

describe('tags', () => {
  it('splits on commas, trims, drops blanks and repeats in any case', () => {
    expect(parseTagList(' Smart Home, ,smart home, Hurricane  Season ')).toEqual([
      'Smart Home',
      'Hurricane Season',
    ])
    expect(parseTagList(Array.from({ length: 15 }, (_, i) => `t${i}`)).length).toBe(10)
  })
})

describe('filters in the query string', () => {
  it('reads search, category, tag and page; all and junk mean none', () => {
    const f = parseBlogFilters(
      new URLSearchParams('search= storm &category=all&tag=zebra-shades&page=x'),
    )
    expect(f).toEqual({ search: 'storm', category: '', tag: 'zebra-shades', page: 1 })
    expect(parseBlogFilters(new URLSearchParams('page=3')).page).toBe(3)
    expect(parseBlogFilters(new URLSearchParams('page=-1')).page).toBe(1)
  })

  it('builds links that keep the filters and go back to page 1 on a change', () => {
    const f = { search: 'a b', category: 'maintenance', tag: '', page: 2 }
    expect(blogListHref(f, { page: 3 })).toBe('/blog?search=a+b&category=maintenance&page=3')
    expect(blogListHref(f, { tag: 'cleaning' })).toBe(
      '/blog?search=a+b&category=maintenance&tag=cleaning',
    )
    expect(blogListHref({ search: '', category: '', tag: '', page: 1 })).toBe('/blog')
    expect(pageCount(0)).toBe(1)
    expect(pageCount(13)).toBe(2)
  })

  it('checks the JSON list query', () => {
    expect(parseBlogApiQuery(new URLSearchParams('status=draft'))).toMatchObject({ ok: false })
    expect(parseBlogApiQuery(new URLSearchParams('limit=0'))).toMatchObject({ ok: false })
    expect(parseBlogApiQuery(new URLSearchParams('limit=51'))).toMatchObject({ ok: false })
    expect(parseBlogApiQuery(new URLSearchParams('limit=2.5'))).toMatchObject({ ok: false })
    expect(parseBlogApiQuery(new URLSearchParams('status=published&limit=4&category=all'))).toEqual(
      {
        ok: true,
        value: { limit: 4, offset: 0, search: undefined, category: undefined, tag: undefined },
      },
    )
  })
})

describe('dates', () => {
  it('shows US long dates on the business calendar', () => {
    expect(formatBlogDate('2026-05-18T13:00:00Z')).toBe('May 18, 2026')
    // 01:00 UTC on Jan 1 is still Dec 31 in Florida.
    expect(formatBlogDate('2026-01-01T01:00:00Z')).toBe('December 31, 2025')
    expect(businessDay(new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31')
  })
})

describe('related posts', () => {
  const post = (id: number, categorySlug: string | null, tagSlugs: string[], day: number) => ({
    id,
    categorySlug,
    tagSlugs,
    publishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  })

  it('ranks by shared tags and category, then newest; never the post itself; at most 3', () => {
    const current = post(1, 'tips', ['storm', 'motor'], 1)
    const related = pickRelatedPosts(current, [
      current,
      post(2, 'tips', [], 5),
      post(3, 'news', ['storm', 'motor'], 2),
      post(4, 'news', [], 9),
      post(5, 'tips', ['storm'], 3),
      post(6, 'news', ['motor'], 8),
    ])
    // 3 and 5 both score 2 (5 is newer); 6 and 2 score 1 (6 is newer).
    expect(related.map((p) => p.id)).toEqual([5, 3, 6])
  })
})

describe('read time', () => {
  it('counts words at 200 a minute within 1-60', () => {
    expect(estimateReadTime('<p>short</p>')).toBe(1)
    expect(estimateReadTime(`<p>${'word '.repeat(1000)}</p>`)).toBe(5)
    expect(estimateReadTime('word '.repeat(50_000))).toBe(60)
  })
})

describe('scheduled posts (issue 32)', () => {
  // 9:00 a.m. in Fort Lauderdale on 1 Dec 2026 (EST, UTC-5).
  const now = new Date('2026-12-01T14:00:00Z')

  it('reads the date and time in the business time zone and wants them in the future', () => {
    expect(schedulePublishAt('2026-12-01', '09:30', now)).toEqual({
      ok: true,
      at: new Date('2026-12-01T14:30:00Z'),
    })
    expect(schedulePublishAt('2026-12-01', '08:59', now)).toMatchObject({
      ok: false,
      error: expect.stringContaining('future'),
    })
    expect(schedulePublishAt('2026-02-30', '09:00', now)).toMatchObject({ ok: false })
    expect(schedulePublishAt('', '', now)).toMatchObject({ ok: false })
  })

  it('a scheduled post is due at its time, not a minute before; published ones are not due', () => {
    const at = new Date('2026-12-01T14:30:00Z')
    const post = { status: 'scheduled' as const, publishedAt: at, archivedAt: null }
    expect(isScheduledPostDue(post, new Date(at.getTime() - 60_000))).toBe(false)
    expect(isScheduledPostDue(post, at)).toBe(true)
    expect(isScheduledPostDue({ ...post, status: 'published' }, at)).toBe(false)
    expect(isScheduledPostDue({ ...post, archivedAt: at }, at)).toBe(false)
  })

  it('the public sees a post at its time even before the job has run, never earlier', () => {
    const at = new Date('2026-12-01T14:30:00Z')
    const post = { status: 'scheduled' as const, publishedAt: at, archivedAt: null }
    expect(isBlogPostPublic(post, new Date(at.getTime() - 1))).toBe(false)
    expect(isBlogPostPublic(post, at)).toBe(true)
    expect(isBlogPostPublic({ ...post, status: 'draft' }, at)).toBe(false)
    expect(isBlogPostPublic({ ...post, status: 'published', archivedAt: at }, at)).toBe(false)
  })
})
