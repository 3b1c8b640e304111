/** The blog's RSS feeds, one per language (a feed has one language). */
import { blogRss } from '~/domain/blog-seo'
import type { Locale } from '~/domain/locale'
import { listPublishedPosts } from '~/server/blog/posts.server'
import { getEnv } from '~/server/platform/env.server'
import { serverT } from '~/server/platform/i18n.server'

/** A language's feed: its posts, its words, its addresses. */
export function blogFeed(locale: Locale) {
  const env = getEnv()
  const { posts } = listPublishedPosts({ limit: 30, locale })
  const site = {
    siteUrl: env.SITE_URL,
    name: env.BUSINESS_NAME,
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
    locale,
  }
  const { t } = serverT(locale)
  const words = {
    title: t('blog.rss.channel', { businessName: env.BUSINESS_NAME }),
    description: t('blog.rss.description'),
  }
  return new Response(blogRss(site, posts, words), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
    },
  })
}
