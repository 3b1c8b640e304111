import { blogRss } from '~/domain/blog-seo'
import { listPublishedPosts } from '~/server/blog/posts.server'
import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'

/** GET /blog/rss.xml: the 30 newest published posts. */
export async function loader() {
  const env = getEnv()
  const { posts } = listPublishedPosts({ limit: 30 })
  const site = {
    siteUrl: env.SITE_URL,
    name: env.BUSINESS_NAME,
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
  }
  return new Response(blogRss(site, posts), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
    },
  })
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
