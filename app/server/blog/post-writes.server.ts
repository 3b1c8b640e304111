/**
 * The one writer of the blog tables (posts, categories, tags and their links): the admin's
 * create, edit and delete. HTML is sanitised on every write here.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm'
import {
  BLOG_CATEGORY_NAMES,
  type BlogStatus,
  parseTagList,
  slugFromTitle,
  uniqueSlug,
} from '~/domain/blog'
import type { Locale } from '~/domain/locale'
import type { AuditActor } from '../admin/audit-log.server'
import { auditSpanishVersionStarted } from '../admin/content-audit.server'
import { db, schema } from '../platform/db.server'
import { sanitizePlainText, sanitizeRichHtml } from '../platform/html.server'

const { blogPosts, blogCategories, blogTags, blogPostTags } = schema

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
  /** When a scheduled post goes live (status scheduled only). */
  publishAt?: Date | null
  /** The post's language; English when absent. A Spanish version stays Spanish. */
  locale?: Locale
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

export function categoryId(tx: Tx, name: string): number {
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

type InsertOptions = { translationOf?: number }

export function insertPost(
  tx: Tx,
  input: BlogPostInput,
  now: Date,
  { translationOf }: InsertOptions = {},
) {
  const values = cleanValues(input)
  const row = tx
    .insert(blogPosts)
    .values({
      ...values,
      locale: translationOf ? 'es' : (input.locale ?? 'en'),
      translationOf: translationOf ?? null,
      slug: freeSlug(tx, input.slug?.trim() || values.title),
      categoryId: categoryId(tx, input.category),
      publishedAt:
        input.status === 'published'
          ? now
          : input.status === 'scheduled'
            ? (input.publishAt ?? null)
            : null,
    })
    .returning({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      archivedAt: blogPosts.archivedAt,
      locale: blogPosts.locale,
    })
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
 * The post's date after a save: publishing sets it the first time (or now, for a post that was
 * waiting for a later time); scheduling sets the chosen time; a draft keeps what it had.
 */
function publishedAtAfterSave(
  current: { publishedAt: Date | null; status: BlogStatus },
  input: BlogPostInput,
  now: Date,
): Date | null {
  if (input.status === 'scheduled') return input.publishAt ?? current.publishedAt
  if (input.status !== 'published') return current.publishedAt
  if (!current.publishedAt) return now
  if (current.status === 'scheduled' && current.publishedAt > now) return now
  return current.publishedAt
}

/** Updates a post; null when it does not exist. Publishing sets the date the first time. */
export function updateBlogPost(id: number, input: BlogPostInput, now = new Date()) {
  return db.transaction((tx) => {
    const current = tx
      .select({
        publishedAt: blogPosts.publishedAt,
        status: blogPosts.status,
        locale: blogPosts.locale,
        translationOf: blogPosts.translationOf,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .get()
    if (!current) return null
    const values = cleanValues(input)
    const row = tx
      .update(blogPosts)
      .set({
        ...values,
        // A Spanish version stays Spanish: its English post links to it as its translation.
        locale: current.translationOf ? 'es' : (input.locale ?? current.locale),
        slug: freeSlug(tx, input.slug?.trim() || values.title, id),
        categoryId: categoryId(tx, input.category),
        publishedAt: publishedAtAfterSave(current, input, now),
      })
      .where(eq(blogPosts.id, id))
      .returning({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        archivedAt: blogPosts.archivedAt,
        locale: blogPosts.locale,
      })
      .get()
    tx.delete(blogPostTags).where(eq(blogPostTags.postId, id)).run()
    for (const tagId of tagIds(tx, input.tags)) {
      tx.insert(blogPostTags).values({ postId: id, tagId }).run()
    }
    return row
  })
}

/**
 * "Write the Spanish version" of an English post: a new Spanish draft linked to it, starting
 * from the English words, category, tags and image for staff to translate (its slug is the
 * English one with `-es` until staff give it a Spanish one). Answers the existing version when
 * the post already has one, and null when there is no such English post.
 */
export function createSpanishVersion(
  actor: AuditActor,
  englishId: number,
  now = new Date(),
): { id: number; created: boolean } | null {
  return db.transaction((tx) => {
    const english = tx
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, englishId), eq(blogPosts.locale, 'en')))
      .get()
    if (!english) return null
    const existing = tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.translationOf, englishId))
      .get()
    if (existing) return { id: existing.id, created: false }
    const category = english.categoryId
      ? tx
          .select({ name: blogCategories.name })
          .from(blogCategories)
          .where(eq(blogCategories.id, english.categoryId))
          .get()?.name
      : undefined
    const tags = tx
      .select({ name: blogTags.name })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(eq(blogPostTags.postId, englishId))
      .all()
      .map((t) => t.name)
    const row = insertPost(
      tx,
      {
        title: english.title,
        slug: `${english.slug}-es`,
        excerpt: english.excerpt,
        content: english.content,
        featuredImage: english.featuredImage,
        metaDescription: english.metaDescription,
        metaKeywords: english.metaKeywords,
        author: english.author,
        category: category ?? BLOG_CATEGORY_NAMES[0],
        tags,
        status: 'draft',
        readTime: english.readTime,
      },
      now,
      { translationOf: englishId },
    )
    auditSpanishVersionStarted(actor, { id: row.id, title: row.title, englishId }, tx)
    return { id: row.id, created: true }
  })
}

/**
 * Archives a post (off the public site, the sitemap and the feeds; restorable) or restores it,
 * keeping its status and date; false when there is no such post.
 */
export function setBlogPostArchived(id: number, archived: boolean, now = new Date()): boolean {
  const row = db
    .update(blogPosts)
    // archived_at is among the columns the content-version trigger watches (migration 0010),
    // so the page cache of every machine lets the archived (or restored) post's pages go.
    .set({ archivedAt: archived ? now : null })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id })
    .get()
  return Boolean(row)
}

/**
 * The scheduler's write (run by the job on the primary): scheduled posts whose time has come
 * become published. The status column moves the content version (its trigger), so every
 * machine's page cache lets the lists go. Answers how many were published.
 */
export function publishDueBlogPosts(now = new Date()): number {
  return db
    .update(blogPosts)
    .set({ status: 'published' })
    .where(
      and(
        eq(blogPosts.status, 'scheduled'),
        lte(blogPosts.publishedAt, now),
        isNull(blogPosts.archivedAt),
      ),
    )
    .returning({ id: blogPosts.id })
    .all().length
}
