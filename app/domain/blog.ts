/**
 * Blog rules shared by the public pages, the admin and the AI drafts: categories, slugs,
 * tags, filters in the query string, related posts. Pure. Dates are business dates
 * (./business-time): businessLongDate on the page, businessDate for a view's day.
 */

import { businessInstant } from './business-time'

export const BLOG_CATEGORY_NAMES = [
  'Tips & Guides',
  'Product Reviews',
  'Installation',
  'Maintenance',
  'Smart Home',
  'Company News',
] as const
export type BlogCategoryName = (typeof BLOG_CATEGORY_NAMES)[number]
export const DEFAULT_BLOG_CATEGORY: BlogCategoryName = 'Tips & Guides'

export const BLOG_STATUS_VALUES = ['draft', 'scheduled', 'published', 'archived'] as const
export type BlogStatus = (typeof BLOG_STATUS_VALUES)[number]

/**
 * A scheduled post keeps its go-live time in published_at (issue 32): the public sees it from
 * then on (the loaders filter by time, so it is never early), and the job on the primary turns
 * it into a published post (so the content version moves and cached pages go).
 */
type PostTiming = { status: BlogStatus; publishedAt: Date | null; archivedAt: Date | null }

/** What the public may see: published or scheduled, its time reached, not archived. */
export function isBlogPostPublic(post: PostTiming, now: Date): boolean {
  return (
    (post.status === 'published' || post.status === 'scheduled') &&
    post.publishedAt !== null &&
    post.publishedAt.getTime() <= now.getTime() &&
    post.archivedAt === null
  )
}

/** The job's rule: a scheduled, not archived post whose time has come is published. */
export function isScheduledPostDue(post: PostTiming, now: Date): boolean {
  return post.status === 'scheduled' && isBlogPostPublic(post, now)
}

/** When a post scheduled for a business date and wall-clock time goes live; in the future only. */
export function schedulePublishAt(
  date: string,
  time: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; error: string } {
  const at = businessInstant(date.trim(), time.trim())
  if (!at) return { ok: false, error: 'Choose the date and time to publish' }
  if (at.getTime() <= now.getTime()) {
    return { ok: false, error: 'Choose a time in the future, or publish now' }
  }
  return { ok: true, at }
}

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 12
/** Related articles under a post; tags shown on a card. */
export const RELATED_POST_COUNT = 3
export const CARD_TAG_COUNT = 3
/** Skeleton cards while a filter loads in the browser. */
export const SKELETON_CARD_COUNT = 6
export const READ_TIME = { min: 1, max: 60, default: 5 } as const
export const MAX_SLUG_LENGTH = 80
export const MAX_TAGS = 10

/** Slug from a title: lowercased, accents and punctuation removed, spaces to hyphens. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || 'post'
}

/** The slug itself when free, otherwise the first free `slug-2`, `slug-3`, … */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!isTaken(candidate)) return candidate
  }
}

/** Comma-separated tags: trimmed, blanks dropped, duplicates (any case) once, at most 10. */
export function parseTagList(text: string | readonly string[]): string[] {
  const parts = typeof text === 'string' ? text.split(',') : text
  const seen = new Set<string>()
  const tags: string[] = []
  for (const part of parts) {
    const tag = part.replace(/\s+/g, ' ').trim().slice(0, 40)
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags.slice(0, MAX_TAGS)
}

// ---------------------------------------------------------------- filters in the query string

export type BlogFilters = {
  /** Text searched in titles and excerpts ('' for none). */
  search: string
  /** Category slug ('' for all). */
  category: string
  /** Tag slug ('' for all). */
  tag: string
  /** 1-based page number. */
  page: number
}

const ALL = 'all'

/** Reads /blog's query string; 'all' and blanks mean no filter, a bad page is page 1. */
export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  const value = (name: string) => {
    const v = (params.get(name) ?? '').trim()
    return v.toLowerCase() === ALL ? '' : v
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    search: value('search').slice(0, 100),
    category: value('category').slice(0, 80),
    tag: value('tag').slice(0, 80),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

export function hasBlogFilters(filters: BlogFilters): boolean {
  return Boolean(filters.search || filters.category || filters.tag)
}

/** /blog with these filters (changes applied; any filter change goes back to page 1). */
export function blogListHref(filters: BlogFilters, changes: Partial<BlogFilters> = {}): string {
  const next = { ...filters, ...changes }
  if (!('page' in changes)) next.page = 1
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.category) params.set('category', next.category)
  if (next.tag) params.set('tag', next.tag)
  if (next.page > 1) params.set('page', String(next.page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

// ---------------------------------------------------------------- related posts

export type RelatedCandidate = {
  id: number
  categorySlug: string | null
  tagSlugs: readonly string[]
  publishedAt: string | Date | null
}

/**
 * Up to three other posts that share the category or a tag: most shared tags first (the
 * same category counts as one), then newest.
 */
export function pickRelatedPosts<T extends RelatedCandidate>(
  current: RelatedCandidate,
  candidates: readonly T[],
  count = RELATED_POST_COUNT,
): T[] {
  const tags = new Set(current.tagSlugs)
  return candidates
    .filter((c) => c.id !== current.id)
    .map((c) => ({
      post: c,
      score:
        c.tagSlugs.filter((t) => tags.has(t)).length +
        (current.categorySlug && c.categorySlug === current.categorySlug ? 1 : 0),
      time: c.publishedAt ? new Date(c.publishedAt).getTime() : 0,
    }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || b.time - a.time)
    .slice(0, count)
    .map((c) => c.post)
}

/** Whole minutes to read an HTML text at 200 words a minute, within 1-60. */
export function estimateReadTime(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.min(READ_TIME.max, Math.max(READ_TIME.min, Math.round(words / 200)))
}

// ---------------------------------------------------------------- the public JSON list

export const API_LIMIT = { default: 12, max: 50 } as const

export type BlogApiQuery = {
  search?: string
  category?: string
  tag?: string
  limit: number
  offset: number
}

/** Reads GET /api/blog/posts' query: only published posts are public; limits are checked. */
export function parseBlogApiQuery(
  params: URLSearchParams,
): { ok: true; value: BlogApiQuery } | { ok: false; error: string } {
  const status = params.get('status')
  if (status !== null && status !== 'published') {
    return { ok: false, error: 'Only published posts are public (status=published)' }
  }
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = params.get(name)
    if (raw === null || raw === '') return fallback
    return /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null
  }
  const limit = number('limit', API_LIMIT.default, 1, API_LIMIT.max)
  if (limit === null)
    return { ok: false, error: `limit must be a whole number from 1 to ${API_LIMIT.max}` }
  const offset = number('offset', 0, 0, 100_000)
  if (offset === null) return { ok: false, error: 'offset must be a whole number of 0 or more' }
  const text = (name: string) => {
    const v = params.get(name)?.trim()
    return v && v.toLowerCase() !== 'all' ? v.slice(0, 100) : undefined
  }
  return {
    ok: true,
    value: { search: text('search'), category: text('category'), tag: text('tag'), limit, offset },
  }
}

/**
 * The text an image inserted into a post is described by (its alt), or null when there is none:
 * an image is not inserted without it (screen readers and search engines read it).
 */
export function imageAltText(answer: string | null | undefined): string | null {
  const alt = (answer ?? '').replace(/\s+/g, ' ').trim()
  return alt ? alt.slice(0, 250) : null
}

export const IMAGE_ALT_NEEDED =
  'Describe the image (what it shows) for people who cannot see it, or mark it decorative.'

/** The post form's refusal of images without a description (issue 40.26), next to the body field. */
export function imagesWithoutAltMessage(count: number): string {
  return `${count === 1 ? 'An image in the post has' : `${count} images in the post have`} no description (alt text): describe ${count === 1 ? 'it' : 'each'} for people who cannot see it, or mark it decorative, and save again.`
}
