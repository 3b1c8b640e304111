import { publishedBlogEntries } from '~/server/content/sitemap.server'
import { getEnv } from '~/server/platform/env.server'
import { sitemapXml, staticSitemapEntries } from '~/utils/sitemap'

export async function loader() {
  const xml = sitemapXml(getEnv().SITE_URL, [...staticSitemapEntries(), ...publishedBlogEntries()])
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
