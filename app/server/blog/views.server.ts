/**
 * Counting a post's views: once per browser per business day, never for bots, limited per address.
 */
import { eq, sql } from 'drizzle-orm'
import { businessDate } from '~/domain/business-time'
import { createSiteCookie } from '../platform/cookies.server'
import { db, schema } from '../platform/db.server'
import { ensurePrimary } from '../platform/litefs.server'
import { clientKey, hitMemoryRateLimit, widerAddressKey } from '../platform/rate-limit.server'
import { getPublishedPost } from './posts.server'

const { blogPosts } = schema

/** Which posts this browser has been counted for today (business day). */
const viewedCookie = createSiteCookie('blog_viewed', { maxAgeSeconds: 60 * 60 * 36 })

const BOT = /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless/i

/**
 * One count per address and post in this window, whatever the cookie says: a client that
 * drops the cookie cannot inflate a post's views. Kept in memory (the beacon reaches the
 * primary only, LiteFS forwards every POST there), so refusing costs no write.
 */
export const VIEW_PER_ADDRESS = { limit: 1, windowMs: 30 * 60_000 }

/**
 * Who counts as one viewer: the address, IPv6 by /56 (a home or server with a /48 or /56
 * gets no more views than one household with a /64).
 */
export function viewerKey(request: Request): string {
  return widerAddressKey(clientKey(request), 56)
}

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
  const today = businessDate()
  const stored = (await viewedCookie.parse(request.headers.get('Cookie'))) as {
    day?: unknown
    ids?: unknown
  } | null
  const ids =
    stored?.day === today && Array.isArray(stored.ids)
      ? stored.ids.filter((id): id is number => typeof id === 'number').slice(-200)
      : []
  if (ids.includes(post.id)) return { status: 'already-counted' }
  const address = hitMemoryRateLimit(`blog-view:${post.id}:${viewerKey(request)}`, VIEW_PER_ADDRESS)
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
