import { and, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import { pathInLocale } from '~/domain/locale'
import type { SitemapEntry } from '~/utils/sitemap'
import { db, schema } from '../platform/db.server'

/**
 * Published blog posts (published date reached, not archived), newest first, with their last
 * change: each at the address of its language, and a post with a published translation with
 * its alternates (issue 41).
 */
export function publishedBlogEntries(now = new Date()): SitemapEntry[] {
  const posts = db
    .select({
      id: schema.blogPosts.id,
      locale: schema.blogPosts.locale,
      translationOf: schema.blogPosts.translationOf,
      slug: schema.blogPosts.slug,
      updatedAt: schema.blogPosts.updatedAt,
      publishedAt: schema.blogPosts.publishedAt,
    })
    .from(schema.blogPosts)
    .where(
      and(
        eq(schema.blogPosts.status, 'published'),
        isNotNull(schema.blogPosts.publishedAt),
        lte(schema.blogPosts.publishedAt, now),
        isNull(schema.blogPosts.archivedAt),
      ),
    )
    .orderBy(desc(schema.blogPosts.publishedAt))
    .all()
  const pathOf = (post: (typeof posts)[number]) =>
    pathInLocale(`/blog/${encodeURIComponent(post.slug)}`, post.locale)
  const byId = new Map(posts.map((p) => [p.id, p]))
  const versionOf = new Map(
    posts.flatMap((p) => (p.translationOf && p.locale === 'es' ? [[p.translationOf, p]] : [])),
  )
  return posts.map((post) => {
    const published = post.publishedAt ?? post.updatedAt
    const changed = post.updatedAt > published ? post.updatedAt : published
    const english = post.locale === 'en' ? post : byId.get(post.translationOf ?? -1)
    const spanish = post.locale === 'es' ? post : versionOf.get(post.id)
    return {
      path: pathOf(post),
      ...(english && spanish && english.locale === 'en'
        ? { alternates: { en: pathOf(english), es: pathOf(spanish) } }
        : {}),
      lastmod: changed.toISOString().slice(0, 10),
      changefreq: 'monthly' as const,
      priority: 0.6,
    }
  })
}
