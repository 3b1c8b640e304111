import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'
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

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
