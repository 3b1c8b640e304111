import { getEnv } from '~/server/platform/env.server'
import { robotsTxt } from '~/utils/sitemap'

export async function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
