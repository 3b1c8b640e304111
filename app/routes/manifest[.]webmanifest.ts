import { getEnv } from '~/server/platform/env.server'
import { webAppManifest } from '~/utils/seo'

/** GET /manifest.webmanifest: the site's name and icons for "Add to Home Screen". */
export async function loader() {
  return new Response(JSON.stringify(webAppManifest(getEnv().BUSINESS_NAME), null, 2), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
