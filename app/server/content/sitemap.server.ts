import { and, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import type { SitemapEntry } from '~/utils/sitemap'
import { db, schema } from '../platform/db.server'

/** Published blog posts (published date reached, not archived), newest first, with their last change. */
export function publishedBlogEntries(now = new Date()): SitemapEntry[] {
  const posts = db
    .select({
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
  return posts.map((post) => {
    const published = post.publishedAt ?? post.updatedAt
    const changed = post.updatedAt > published ? post.updatedAt : published
    return {
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: changed.toISOString().slice(0, 10),
      changefreq: 'monthly' as const,
      priority: 0.6,
    }
  })
}
