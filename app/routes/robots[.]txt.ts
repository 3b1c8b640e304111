import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'
import { robotsTxt } from '~/utils/sitemap'

export async function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  })
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
