import { CITY_SLUGS } from '~/content/cities'
import { publicCities } from '~/server/content/cities.server'
import { publishedGallery } from '~/server/content/gallery.server'
import { publishedBlogEntries } from '~/server/content/sitemap.server'
import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'
import { sitemapXml, staticSitemapEntries, withSpanishPages } from '~/utils/sitemap'

export async function loader() {
  // The cities the office added (the code's are in the static part).
  const addedCities = publicCities()
    .filter((c) => !CITY_SLUGS.includes(c.slug))
    .map((c) => ({ path: `/${c.slug}`, changefreq: 'monthly' as const, priority: 0.7 }))
  const xml = sitemapXml(getEnv().SITE_URL, [
    // The pages written in Spanish again at their /es address (the Spanish section).
    ...withSpanishPages([
      ...staticSitemapEntries(publishedGallery().projects.map((p) => p.id)),
      ...addedCities,
    ]),
    ...publishedBlogEntries(),
  ])
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
