/** Structured data and the RSS feed of the blog. Pure. */
import { absoluteImageUrl, absoluteUrl, type SiteInfo, sitePath } from '~/utils/seo'
import { escapeXml } from '~/utils/sitemap'

/** A post's link-preview picture (app/server/blog/share-image.server.ts): a JPEG of this size. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
export const SHARE_IMAGE_TYPE = 'image/jpeg'

export type ArticleInput = {
  title: string
  slug: string
  excerpt: string
  metaDescription: string | null
  metaKeywords: string | null
  featuredImage: string | null
  author: string
  category: { name: string } | null
  publishedAt: string | null
  updatedAt: string
}

/** An absolute image URL for an image path or URL (previews and structured data). */
export function absoluteImage(site: SiteInfo, image: string | null): string | undefined {
  if (!image) return undefined
  return absoluteImageUrl(site.siteUrl, image)
}

/** schema.org BlogPosting (an Article) for a post page. */
export function articleJsonLd(site: SiteInfo, post: ArticleInput): Record<string, unknown> {
  const url = absoluteUrl(site.siteUrl, sitePath(site, `/blog/${post.slug}`))
  const home = absoluteUrl(site.siteUrl, '/')
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title.slice(0, 110),
    description: post.metaDescription || post.excerpt,
    image: absoluteImage(site, post.featuredImage),
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: {
      '@type': 'Organization',
      '@id': `${home}#business`,
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, '/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category?.name,
    keywords: post.metaKeywords || undefined,
    url,
  }
}

export type FeedItem = {
  title: string
  slug: string
  excerpt: string
  author: string
  category: { name: string } | null
  publishedAt: string | null
}

/** A feed's own words in its language (the catalog's blog.rss.*). */
export type FeedWords = { title: string; description: string }

const ENGLISH_FEED: FeedWords = {
  title: '',
  description: 'Blinds, shades and shutters: tips, guides and news for South Florida homes.',
}

/**
 * RSS 2.0 of the newest published posts of one language: /blog/rss.xml the English posts,
 * /es/blog/rss.xml the Spanish ones (issue 41; a feed has one `<language>`).
 */
export function blogRss(
  site: SiteInfo,
  items: readonly FeedItem[],
  words: FeedWords = { ...ENGLISH_FEED, title: `${site.name} Blog` },
): string {
  const blogUrl = absoluteUrl(site.siteUrl, sitePath(site, '/blog'))
  const entries = items.map((item) => {
    const url = absoluteUrl(site.siteUrl, sitePath(site, `/blog/${item.slug}`))
    const parts = [
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(item.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
    ]
    if (item.category) parts.push(`      <category>${escapeXml(item.category.name)}</category>`)
    if (item.publishedAt) {
      parts.push(`      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`)
    }
    return `    <item>\n${parts.join('\n')}\n    </item>`
  })
  const newest = items[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(words.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(site.siteUrl, sitePath(site, '/blog/rss.xml')))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(words.description)}</description>`,
    `    <language>${site.locale === 'es' ? 'es-us' : 'en-us'}</language>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
