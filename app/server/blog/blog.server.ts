/**
 * The one writer of the blog tables (posts, categories, tags and their links): the public
 * list and post, the JSON calls, and the admin's create, edit and delete. HTML is sanitised
 * on every write here and again when a post is read for rendering.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm'
import {
  BLOG_CATEGORY_NAMES,
  BLOG_PAGE_SIZE,
  type BlogStatus,
  businessDay,
  DEFAULT_BLOG_CATEGORY,
  estimateReadTime,
  parseTagList,
  pickRelatedPosts,
  READ_TIME,
  slugFromTitle,
  uniqueSlug,
} from '~/domain/blog'
import type { GenerateBlogPostsInput, GeneratedPost } from '~/domain/blog-generation'
import { BLOG_IMAGE_MAX_BYTES, blogPostFormSchema } from '~/domain/blog-post-form'
import { createSiteCookie } from '../platform/cookies.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { sanitizePlainText, sanitizeRichHtml } from '../platform/html.server'
import { readImageForm, readJsonOrImageForm, storeFormImage } from '../platform/image-form.server'
import { ensurePrimary } from '../platform/litefs.server'
import { clientKey, hitMemoryRateLimit } from '../platform/rate-limit.server'
import { deleteImage } from '../platform/storage.server'
import { redirectWithToast } from '../platform/toast.server'
import { draftBlogPost } from '../vendors/openai.server'

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
}

export type BlogPost = BlogPostSummary & {
  /** Sanitised HTML. */
  content: string
  metaDescription: string | null
  metaKeywords: string | null
  updatedAt: string
  createdAt: string
}

// ---------------------------------------------------------------- reading

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
  categoryName: string | null
  categorySlug: string | null
}

/** Published and its date reached: what the public may see. */
function isPublic(now = new Date()) {
  return and(
    eq(blogPosts.status, 'published'),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
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

function toSummaries(rows: SummaryRow[]): BlogPostSummary[] {
  const tags = tagsOf(rows.map((r) => r.id))
  return rows.map(({ categoryName, categorySlug, publishedAt, ...row }) => ({
    ...row,
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
}

function publicWhere(query: PublicPostQuery, now: Date) {
  const conditions = [isPublic(now)]
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
  return { posts: toSummaries(rows), total }
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

/** A published post by its slug; null when missing, a draft, archived or scheduled. */
export function getPublishedPost(slug: string, now = new Date()): BlogPost | null {
  return readPost(and(eq(blogPosts.slug, slug), isPublic(now)))
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
    .where(and(isPublic(now), ne(blogPosts.id, post.id), or(...sharing)))
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
function termCounts(kind: 'category' | 'tag', audience: 'public' | 'admin'): BlogTermCount[] {
  const postFilter = audience === 'public' ? isPublic() : undefined
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

export function listBlogCategories(audience: 'public' | 'admin' = 'public') {
  return termCounts('category', audience)
}

export function listBlogTags(audience: 'public' | 'admin' = 'public') {
  const tags = termCounts('tag', audience)
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

// ---------------------------------------------------------------- views

/** Which posts this browser has been counted for today (business day). */
const viewedCookie = createSiteCookie('blog_viewed', { maxAgeSeconds: 60 * 60 * 36 })

const BOT = /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless/i

/**
 * One count per address and post in this window, whatever the cookie says: a client that
 * drops the cookie cannot inflate a post's views. Kept in memory (the beacon reaches the
 * primary only, LiteFS forwards every POST there), so refusing costs no write.
 */
export const VIEW_PER_ADDRESS = { limit: 1, windowMs: 30 * 60_000 }

export type ViewCounted =
  | { status: 'not-found' }
  | { status: 'counted'; setCookie: string }
  | { status: 'already-counted' }

/**
 * Counts one view of a published post, for the post page's beacon (a POST: never run by a
 * GET, so a LiteFS replica that shows the page has nothing to write). Once per visitor per
 * business day: a signed cookie remembers the posts counted today, and each address counts a
 * post at most once in VIEW_PER_ADDRESS's window; crawlers never count. A view never changes
 * `updated_at` (the sitemap's lastmod).
 */
export async function countPostView(request: Request, slug: string): Promise<ViewCounted> {
  const post = getPublishedPost(slug)
  if (!post) return { status: 'not-found' }
  if (BOT.test(request.headers.get('User-Agent') ?? '')) return { status: 'already-counted' }
  const today = businessDay()
  const stored = (await viewedCookie.parse(request.headers.get('Cookie'))) as {
    day?: unknown
    ids?: unknown
  } | null
  const ids =
    stored?.day === today && Array.isArray(stored.ids)
      ? stored.ids.filter((id): id is number => typeof id === 'number').slice(-200)
      : []
  if (ids.includes(post.id)) return { status: 'already-counted' }
  const address = hitMemoryRateLimit(`blog-view:${post.id}:${clientKey(request)}`, VIEW_PER_ADDRESS)
  if (!address.allowed) return { status: 'already-counted' }
  // LiteFS forwards POSTs to the primary; one that reaches a replica anyway is replayed there.
  ensurePrimary()
  db.update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(eq(blogPosts.id, post.id))
    .run()
  return {
    status: 'counted',
    setCookie: await viewedCookie.serialize({ day: today, ids: [...ids, post.id] }),
  }
}

// ---------------------------------------------------------------- writing (admin, AI drafts)

export type BlogPostInput = {
  title: string
  /** Wanted slug; derived from the title when blank. Always made unique. */
  slug?: string | null
  excerpt: string
  content: string
  featuredImage?: string | null
  metaDescription?: string | null
  metaKeywords?: string | null
  author: string
  category: string
  tags: readonly string[]
  status: BlogStatus
  readTime: number
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

function categoryId(tx: Tx, name: string): number {
  const known = BLOG_CATEGORY_NAMES.find((c) => c === name) ?? name
  return tx
    .insert(blogCategories)
    .values({ name: known, slug: slugFromTitle(known) })
    .onConflictDoUpdate({ target: blogCategories.name, set: { name: known } })
    .returning({ id: blogCategories.id })
    .get().id
}

function tagIds(tx: Tx, names: readonly string[]): number[] {
  return parseTagList(names).map((name) => {
    const slug = slugFromTitle(name)
    const existing = tx
      .select({ id: blogTags.id })
      .from(blogTags)
      .where(or(eq(blogTags.slug, slug), eq(blogTags.name, name)))
      .get()
    if (existing) return existing.id
    return tx.insert(blogTags).values({ name, slug }).returning({ id: blogTags.id }).get().id
  })
}

function freeSlug(tx: Tx, wanted: string, ownId?: number): string {
  return uniqueSlug(slugFromTitle(wanted), (slug) => {
    const row = tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug))
      .get()
    return Boolean(row && row.id !== ownId)
  })
}

function cleanValues(input: BlogPostInput) {
  const optional = (v: string | null | undefined) => {
    const text = v ? sanitizePlainText(v) : ''
    return text || null
  }
  return {
    title: sanitizePlainText(input.title),
    excerpt: sanitizePlainText(input.excerpt),
    content: sanitizeRichHtml(input.content),
    featuredImage: input.featuredImage?.trim() || null,
    metaDescription: optional(input.metaDescription),
    metaKeywords: optional(input.metaKeywords),
    author: sanitizePlainText(input.author),
    status: input.status,
    readTime: input.readTime,
  }
}

function insertPost(tx: Tx, input: BlogPostInput, now: Date) {
  const values = cleanValues(input)
  const row = tx
    .insert(blogPosts)
    .values({
      ...values,
      slug: freeSlug(tx, input.slug?.trim() || values.title),
      categoryId: categoryId(tx, input.category),
      publishedAt: input.status === 'published' ? now : null,
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title })
    .get()
  for (const tagId of tagIds(tx, input.tags)) {
    tx.insert(blogPostTags).values({ postId: row.id, tagId }).run()
  }
  return row
}

/** Creates a post (sanitised, unique slug) and answers its id, slug and title. */
export function createBlogPost(input: BlogPostInput, now = new Date()) {
  return db.transaction((tx) => insertPost(tx, input, now))
}

/**
 * Drafts one post per selected city with the language model, then stores them all as
 * published in one transaction: a failed draft stores nothing.
 */
export async function generateBlogPosts(input: GenerateBlogPostsInput) {
  const business = getEnv().BUSINESS_NAME
  const drafts: GeneratedPost[] = []
  for (const city of input.selectedCities) {
    drafts.push(await draftBlogPost(city, input.selectedServices, business))
  }
  const now = new Date()
  return db.transaction((tx) =>
    drafts.map((draft) => {
      const content = sanitizeRichHtml(draft.content)
      return insertPost(
        tx,
        {
          ...draft,
          content,
          author: business,
          status: 'published',
          readTime: estimateReadTime(content),
        },
        now,
      )
    }),
  )
}

/** Updates a post; null when it does not exist. Publishing sets the date the first time. */
export function updateBlogPost(id: number, input: BlogPostInput, now = new Date()) {
  return db.transaction((tx) => {
    const current = tx
      .select({ publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .get()
    if (!current) return null
    const values = cleanValues(input)
    const row = tx
      .update(blogPosts)
      .set({
        ...values,
        slug: freeSlug(tx, input.slug?.trim() || values.title, id),
        categoryId: categoryId(tx, input.category),
        publishedAt:
          input.status === 'published' && !current.publishedAt ? now : current.publishedAt,
      })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title })
      .get()
    tx.delete(blogPostTags).where(eq(blogPostTags.postId, id)).run()
    for (const tagId of tagIds(tx, input.tags)) {
      tx.insert(blogPostTags).values({ postId: id, tagId }).run()
    }
    return row
  })
}

/** Deletes a post (its tag links go with it); false when there was nothing to delete. */
export function deleteBlogPost(id: number): boolean {
  const row = db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }).get()
  return Boolean(row)
}

/** Every post for staff, newest change first (title, excerpt, status, category, views). */
export function listAllPosts(): BlogPostSummary[] {
  const rows = db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .all()
  return toSummaries(rows)
}

// ---------------------------------------------------------------- the post form (page and API)

/** Reads the post form as it streams in: the featured image is checked by bytes, ≤ 10 MB. */
export function readBlogPostForm(request: Request) {
  return readImageForm(request, { maxBytes: BLOG_IMAGE_MAX_BYTES })
}

export type BlogPostSaved =
  | { ok: true; post: { id: number; slug: string; title: string } }
  | {
      ok: false
      status: 400 | 404 | 413 | 415 | 503
      error: string
      reply: SubmissionResult<string[]>
    }

/**
 * Validates the post form with the page's schema, stores an uploaded featured image, and
 * creates the post or updates post `id`. `failure` is the documents' message for the reply.
 */
export async function saveBlogPost(
  form: FormData,
  { id, failure }: { id?: number; failure: string },
): Promise<BlogPostSaved> {
  const submission = parseWithZod(form, { schema: blogPostFormSchema })
  if (submission.status !== 'success') {
    const fields = Object.keys(submission.error ?? {}).filter(Boolean)
    return {
      ok: false,
      status: 400,
      error: `${failure}: check ${fields.join(', ') || 'the form'}`,
      reply: submission.reply(),
    }
  }
  const { value } = submission
  const upload = await storeFormImage(form, { maxBytes: BLOG_IMAGE_MAX_BYTES, prefix: 'blog' })
  if (!upload.ok) {
    return {
      ok: false,
      status: upload.status,
      error: upload.error,
      reply: submission.reply({ fieldErrors: { image: [upload.error] } }),
    }
  }
  const stored = upload.image
  const featuredImage = stored?.url ?? value.featuredImage ?? null
  const input: BlogPostInput = { ...value, featuredImage }
  const post = id === undefined ? createBlogPost(input) : updateBlogPost(id, input)
  if (!post) {
    if (stored) await deleteImage(stored.key).catch(() => {})
    return {
      ok: false,
      status: 404,
      error: 'Blog post not found',
      reply: submission.reply({ formErrors: ['This post does not exist any more.'] }),
    }
  }
  return { ok: true, post }
}

/**
 * The create and edit pages' action: Preview answers the sanitised content, Save stores and
 * goes back to the list with a toast, a failure answers the reply with the documents' text.
 */
export async function handleBlogPostForm(request: Request, id?: number) {
  const failure = id === undefined ? 'Failed to create blog post' : 'Failed to update blog post'
  const read = await readBlogPostForm(request)
  if (!read.ok) {
    const reply = parseWithZod(read.form, { schema: blogPostFormSchema }).reply({
      formErrors: [`${failure}: ${read.error}`],
    })
    return data({ result: reply, preview: null }, { status: read.status })
  }
  if (read.form.get('intent') === 'preview') {
    const submission = parseWithZod(read.form, { schema: blogPostFormSchema })
    const content = read.form.get('content')
    return data({
      result: submission.reply(),
      preview: typeof content === 'string' ? sanitizeRichHtml(content) : '',
    })
  }
  const saved = await saveBlogPost(read.form, { id, failure })
  if (!saved.ok) {
    const formError = `${failure}: ${saved.error}`
    const result =
      saved.status === 400
        ? saved.reply
        : { ...saved.reply, error: { ...saved.reply.error, '': [formError] } }
    return data({ result, preview: null }, { status: saved.status })
  }
  return redirectWithToast('/admin/blog', {
    title: id === undefined ? 'Blog post created' : 'Blog post updated',
    description: saved.post.title,
  })
}

/** The edit form's starting values for a post. */
export function blogPostFormDefaults(post: BlogPost | null, author: string) {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    author: post?.author ?? author,
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category?.name ?? DEFAULT_BLOG_CATEGORY,
    tags: post?.tags.map((t) => t.name).join(', ') ?? '',
    status: post?.status ?? 'draft',
    readTime: String(post?.readTime ?? READ_TIME.default),
    featuredImage: post?.featuredImage ?? '',
    metaDescription: post?.metaDescription ?? '',
    metaKeywords: post?.metaKeywords ?? '',
  }
}

/** The admin JSON calls' body: JSON (tags as a list) or multipart with an optional image. */
export function readBlogPostRequest(request: Request) {
  return readJsonOrImageForm(request, { maxBytes: BLOG_IMAGE_MAX_BYTES })
}
