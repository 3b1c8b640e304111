import { blogFeed } from '~/server/blog/feed.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'

/** GET /blog/rss.xml: the 30 newest published English posts (routes/es.blog.rss[.]xml.ts: Spanish). */
export async function loader() {
  return blogFeed('en')
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
