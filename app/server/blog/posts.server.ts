// Long (over 400 lines): every read of the blog (list, post, related, categories and tags, staff's list) in both languages shares one query shape; writes live in post-writes.server.ts.
/**
 * Reading the blog: the public list and post, related posts, categories and tags with their
 * counts, the JSON shape, and every post for staff. HTML is sanitised again when a post is read
 * for rendering. The blog tables are written only by post-writes.server.ts (and views, for the
 * view count).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm'
import { BLOG_PAGE_SIZE, type BlogStatus, pickRelatedPosts } from '~/domain/blog'
import { businessDate, longCalendarDate } from '~/domain/business-time'
import type { Locale } from '~/domain/locale'
import { db, schema } from '../platform/db.server'
import { sanitizeRichHtml } from '../platform/html.server'

const { blogPosts, blogCategories, blogTags, blogPostTags } = schema

export type BlogTerm = { name: string; slug: string }

/** What a card needs (lists, related posts, the JSON list). */
export type BlogPostSummary = {
  id: number
  title: string
  slug: string
  excerpt: string
  featuredImage: string | null
  author: string
  category: BlogTerm | null
  tags: BlogTerm[]
  status: BlogStatus
  readTime: number
  viewCount: number
  /** ISO timestamp, null for a post never published. */
  publishedAt: string | null
  /** The post's language. */
  locale: Locale
  /** The English post this one translates; null for an original. */
  translationOf: number | null
}

export type BlogPost = BlogPostSummary & {
  /** Sanitised HTML. */
  content: string
  metaDescription: string | null
  metaKeywords: string | null
  updatedAt: string
  createdAt: string
}

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  author: blogPosts.author,
  status: blogPosts.status,
  readTime: blogPosts.readTime,
  viewCount: blogPosts.viewCount,
  publishedAt: blogPosts.publishedAt,
  locale: blogPosts.locale,
  translationOf: blogPosts.translationOf,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
}

type SummaryRow = {
  id: number
  title: string
  slug: string
  excerpt: string
  featuredImage: string | null
  author: string
  status: BlogStatus
  readTime: number
  viewCount: number
  publishedAt: Date | null
  locale: Locale
  translationOf: number | null
  categoryName: string | null
  categorySlug: string | null
}

/**
 * Published or scheduled, its date reached, and not archived: what the public may see (the
 * rule of isBlogPostPublic in ~/domain/blog). A scheduled post shows at its time even before
 * the job has marked it published, and never earlier.
 */
function isPublic(now = new Date()) {
  return and(
    inArray(blogPosts.status, ['published', 'scheduled']),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
    isNull(blogPosts.archivedAt),
  )
}

function tagsOf(postIds: number[]): Map<number, BlogTerm[]> {
  const byPost = new Map<number, BlogTerm[]>()
  if (postIds.length === 0) return byPost
  const rows = db
    .select({ postId: blogPostTags.postId, name: blogTags.name, slug: blogTags.slug })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name))
    .all()
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? []
    list.push({ name: row.name, slug: row.slug })
    byPost.set(row.postId, list)
  }
  return byPost
}

function toSummaries(rows: SummaryRow[], now = new Date()): BlogPostSummary[] {
  const tags = tagsOf(rows.map((r) => r.id))
  return rows.map(({ categoryName, categorySlug, publishedAt, ...row }) => ({
    ...row,
    // A scheduled post whose time has come is published, whether or not the job has run yet.
    status:
      row.status === 'scheduled' && publishedAt && publishedAt <= now ? 'published' : row.status,
    category: categoryName && categorySlug ? { name: categoryName, slug: categorySlug } : null,
    tags: tags.get(row.id) ?? [],
    publishedAt: publishedAt ? publishedAt.toISOString() : null,
  }))
}

/** A name or slug given by a visitor (the JSON calls take either). */
function termMatches(table: typeof blogTags | typeof blogCategories, value: string) {
  return or(eq(table.slug, value.toLowerCase()), eq(table.name, value))
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export type PublicPostQuery = {
  search?: string
  /** Category slug or name. */
  category?: string
  /** Tag slug or name. */
  tag?: string
  limit?: number
  offset?: number
  /** The posts of one language (the pages); every language when absent (the JSON calls). */
  locale?: Locale
}

function publicWhere(query: PublicPostQuery, now: Date) {
  const conditions = [isPublic(now)]
  if (query.locale) conditions.push(eq(blogPosts.locale, query.locale))
  const search = query.search?.trim()
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    conditions.push(
      or(
        sql`${blogPosts.title} LIKE ${pattern} ESCAPE '\\'`,
        sql`${blogPosts.excerpt} LIKE ${pattern} ESCAPE '\\'`,
      ),
    )
  }
  if (query.category) {
    conditions.push(
      inArray(
        blogPosts.categoryId,
        db
          .select({ id: blogCategories.id })
          .from(blogCategories)
          .where(termMatches(blogCategories, query.category)),
      ),
    )
  }
  if (query.tag) {
    conditions.push(
      inArray(
        blogPosts.id,
        db
          .select({ id: blogPostTags.postId })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(termMatches(blogTags, query.tag)),
      ),
    )
  }
  return and(...conditions)
}

/** Published posts, newest first, with the number that match (for pagination). */
export function listPublishedPosts(
  query: PublicPostQuery = {},
  now = new Date(),
): { posts: BlogPostSummary[]; total: number } {
  const where = publicWhere(query, now)
  const rows = db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(query.limit ?? BLOG_PAGE_SIZE)
    .offset(query.offset ?? 0)
    .all()
  const total = db.select({ n: count() }).from(blogPosts).where(where).get()?.n ?? 0
  return { posts: toSummaries(rows, now), total }
}

function readPost(where: ReturnType<typeof and>): BlogPost | null {
  const row = db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      metaDescription: blogPosts.metaDescription,
      metaKeywords: blogPosts.metaKeywords,
      updatedAt: blogPosts.updatedAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .get()
  if (!row) return null
  const { content, metaDescription, metaKeywords, updatedAt, createdAt, ...summary } = row
  return {
    ...toSummaries([summary])[0],
    // Cleaned again on the way out: a row written before the rules (or by hand) is safe too.
    content: sanitizeRichHtml(content),
    metaDescription,
    metaKeywords,
    updatedAt: updatedAt.toISOString(),
    createdAt: createdAt.toISOString(),
  }
}

/** A published post by its slug; null when missing, a draft, archived (either way) or scheduled. */
export function getPublishedPost(slug: string, now = new Date()): BlogPost | null {
  return readPost(and(eq(blogPosts.slug, slug), isPublic(now)))
}

/**
 * The slug of the post's published version in the other language, if there is one: for an
 * English post its Spanish version, for a Spanish version the English post it translates.
 */
export function publishedTranslationSlug(
  post: Pick<BlogPostSummary, 'id' | 'locale' | 'translationOf'>,
  now = new Date(),
): string | null {
  const other =
    post.locale === 'es'
      ? post.translationOf === null
        ? undefined
        : eq(blogPosts.id, post.translationOf)
      : eq(blogPosts.translationOf, post.id)
  if (!other) return null
  return (
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(other, isPublic(now)))
      .get()?.slug ?? null
  )
}

/** The Spanish version written for an English post, published or not (staff). */
export function spanishVersionOf(postId: number): { id: number; status: BlogStatus } | null {
  return (
    db
      .select({ id: blogPosts.id, status: blogPosts.status })
      .from(blogPosts)
      .where(eq(blogPosts.translationOf, postId))
      .get() ?? null
  )
}

/** Any post by id (admin). */
export function getBlogPost(id: number): BlogPost | null {
  return readPost(and(eq(blogPosts.id, id)))
}

/** Up to three published posts sharing the post's category or a tag. */
export function relatedPosts(post: BlogPostSummary, now = new Date()): BlogPostSummary[] {
  const tagSlugs = post.tags.map((t) => t.slug)
  const sharing = [
    post.category
      ? inArray(
          blogPosts.categoryId,
          db
            .select({ id: blogCategories.id })
            .from(blogCategories)
            .where(eq(blogCategories.slug, post.category.slug)),
        )
      : undefined,
    tagSlugs.length
      ? inArray(
          blogPosts.id,
          db
            .select({ id: blogPostTags.postId })
            .from(blogPostTags)
            .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
            .where(inArray(blogTags.slug, tagSlugs)),
        )
      : undefined,
  ].filter(Boolean)
  if (sharing.length === 0) return []
  const rows = db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(
      and(
        isPublic(now),
        eq(blogPosts.locale, post.locale),
        ne(blogPosts.id, post.id),
        or(...sharing),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt))
    .limit(30)
    .all()
  const candidates = toSummaries(rows).map((p) => ({
    ...p,
    categorySlug: p.category?.slug ?? null,
    tagSlugs: p.tags.map((t) => t.slug),
  }))
  const current = { ...post, categorySlug: post.category?.slug ?? null, tagSlugs }
  return pickRelatedPosts(current, candidates).map(
    ({ categorySlug: _c, tagSlugs: _t, ...summary }) => summary,
  )
}

export type BlogTermCount = { id: number; name: string; slug: string; postCount: number }

/**
 * Categories or tags with how many posts use them: published posts only for the public,
 * every post for staff.
 */
function termCounts(
  kind: 'category' | 'tag',
  audience: 'public' | 'admin',
  locale?: Locale,
): BlogTermCount[] {
  const postFilter =
    audience === 'public'
      ? and(isPublic(), locale ? eq(blogPosts.locale, locale) : undefined)
      : undefined
  if (kind === 'category') {
    const counted = db
      .select({ categoryId: blogPosts.categoryId, n: count() })
      .from(blogPosts)
      .where(postFilter)
      .groupBy(blogPosts.categoryId)
      .all()
    const counts = new Map(counted.map((c) => [c.categoryId, c.n]))
    return db
      .select()
      .from(blogCategories)
      .orderBy(asc(blogCategories.id))
      .all()
      .map((c) => ({ ...c, postCount: counts.get(c.id) ?? 0 }))
  }
  const counted = db
    .select({ tagId: blogPostTags.tagId, n: count() })
    .from(blogPostTags)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
    .where(postFilter)
    .groupBy(blogPostTags.tagId)
    .all()
  const counts = new Map(counted.map((c) => [c.tagId, c.n]))
  return db
    .select()
    .from(blogTags)
    .orderBy(asc(blogTags.name))
    .all()
    .map((t) => ({ ...t, postCount: counts.get(t.id) ?? 0 }))
}

/** `locale`: counting only that language's posts (the public list of a language). */
export function listBlogCategories(audience: 'public' | 'admin' = 'public', locale?: Locale) {
  return termCounts('category', audience, locale)
}

export function listBlogTags(audience: 'public' | 'admin' = 'public', locale?: Locale) {
  const tags = termCounts('tag', audience, locale)
  return audience === 'public' ? tags.filter((t) => t.postCount > 0) : tags
}

/** A post as the JSON calls give it: category by name, tags as a list of names. */
export function blogPostJson<P extends BlogPostSummary>(post: P) {
  return {
    ...post,
    category: post.category?.name ?? null,
    categorySlug: post.category?.slug ?? null,
    tags: post.tags.map((t) => t.name),
  }
}

/**
 * Every post for staff, newest change first (title, excerpt, status, category, views): the
 * current ones, or (`archived`) the archived ones, restorable; `status` keeps one status
 * (the drafts to review after AI generation).
 */
export function listAllPosts({
  archived = false,
  status,
}: {
  archived?: boolean
  status?: BlogStatus
} = {}): BlogPostSummary[] {
  const rows = db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(
      and(
        archived ? isNotNull(blogPosts.archivedAt) : isNull(blogPosts.archivedAt),
        status ? eq(blogPosts.status, status) : undefined,
      ),
    )
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .all()
  return toSummaries(rows)
}

/** When staff archived the post (null: not archived, or no such post). */
export function blogPostArchivedAt(id: number): Date | null {
  return (
    db
      .select({ archivedAt: blogPosts.archivedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .get()?.archivedAt ?? null
  )
}

/**
 * Posts with their date written in the page's language ('December 8, 2026', '8 de diciembre de
 * 2026', the business's calendar day): the loaders write it, so the browser carries no date code.
 */
export function withPublishedDates<P extends { publishedAt: string | null }>(
  posts: readonly P[],
  locale: Locale,
): (P & { publishedDate: string | null })[] {
  return posts.map((post) => ({ ...post, publishedDate: publishedDate(post.publishedAt, locale) }))
}

export function publishedDate(publishedAt: string | null, locale: Locale): string | null {
  return publishedAt ? longCalendarDate(businessDate(new Date(publishedAt)), locale) : null
}
