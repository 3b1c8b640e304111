import { blogFeed } from '~/server/blog/feed.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'

/** GET /es/blog/rss.xml: the Spanish posts' own feed (a feed has one language). */
export async function loader() {
  return blogFeed('es')
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
