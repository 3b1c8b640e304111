// Issue 40, point 10: a blog post's link preview. og:image and twitter:image name one absolute
// URL (they named the origin twice and 404ed), of a 1200×630 JPEG made for the post (they named
// an SVG, which the social networks refuse), served by a GET that writes nothing.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as postPage from '~/routes/blog.$slug'
import * as sharePicture from '~/routes/blog_.$slug.share.$file'
import { type BlogPostInput, createBlogPost } from '~/server/blog/post-writes.server'
import { databaseVersion } from '~/server/platform/db-version.server'
import { storeImage } from '~/server/platform/storage.server'
import { seoMeta } from '~/utils/seo'

const SITE = 'https://blinds.example.com'

const base: BlogPostInput = {
  title: 'Post',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  author: 'Tri-County Team',
  category: 'Tips & Guides',
  tags: [],
  status: 'published',
  readTime: 5,
}

let uploadedCover = ''

beforeAll(async () => {
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#2266aa' },
  })
    .jpeg()
    .toBuffer()
  const stored = await storeImage(
    { bytes: photo, name: 'living-room.jpg' },
    { maxBytes: 10 * 1024 * 1024, prefix: 'blog' },
  )
  uploadedCover = stored.url
  createBlogPost({
    ...base,
    title: 'How to Measure Windows for Shades',
    featuredImage: '/images/demo/blog-how-to-measure-windows-for-blinds-and-shades.svg',
  })
  createBlogPost({ ...base, title: 'A Post Without a Cover' })
  createBlogPost({ ...base, title: 'A Post With a Photo', featuredImage: uploadedCover })
  createBlogPost({
    ...base,
    title: 'A Post Whose Cover Lives Elsewhere',
    featuredImage: 'https://cdn.elsewhere.example/cover.jpg',
  })
  createBlogPost({ ...base, title: 'A Draft', status: 'draft' })
})

type Tag = Record<string, string>

async function metaOf(slug: string) {
  const page = await callRoute(postPage, getRequest(`/blog/${slug}`), { slug })
  expect(page.status).toBe(200)
  const matches = [
    { id: 'root', data: { env: { SITE_URL: SITE, BUSINESS_NAME: 'Tri-County Blinds & Shades' } } },
  ]
  // biome-ignore lint/suspicious/noExplicitAny: Remix's meta arguments, only what meta reads
  const tags = postPage.meta({ matches, data: page.data } as any) as Tag[]
  const property = (name: string) => tags.find((t) => t.property === name)?.content
  const named = (name: string) => tags.find((t) => t.name === name)?.content
  return { tags, property, named }
}

async function fetchPicture(url: string) {
  const path = new URL(url).pathname
  const [, , slug, , file] = path.split('/')
  return callRoute(sharePicture, getRequest(path), { slug, file })
}

describe('a blog post’s link preview', () => {
  it('names one absolute URL of a JPEG, the same for Open Graph and X', async () => {
    const meta = await metaOf('how-to-measure-windows-for-shades')
    const image = meta.property('og:image') ?? ''
    expect(image).toMatch(
      /^https:\/\/blinds\.example\.com\/blog\/how-to-measure-windows-for-shades\/share\/[0-9a-f]{16}\.jpg$/,
    )
    expect(image.indexOf('https://', 1)).toBe(-1)
    expect(meta.named('twitter:image')).toBe(image)
    expect(meta.property('og:image:type')).toBe('image/jpeg')
    expect(meta.property('og:image:width')).toBe('1200')
    expect(meta.property('og:image:height')).toBe('630')
    expect(meta.property('og:image:alt')).toBe('How to Measure Windows for Shades')
  })

  it('the picture is a 1200×630 JPEG, cached a year, and its GET writes nothing', async () => {
    for (const slug of [
      'how-to-measure-windows-for-shades',
      'a-post-without-a-cover',
      'a-post-with-a-photo',
      'a-post-whose-cover-lives-elsewhere',
    ]) {
      const url = (await metaOf(slug)).property('og:image') ?? ''
      const before = databaseVersion()
      const answer = await fetchPicture(url)
      expect(answer.status, slug).toBe(200)
      expect(answer.headers.get('Content-Type')).toBe('image/jpeg')
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await (answer.response as Response).arrayBuffer())
      const info = await sharp(bytes).metadata()
      expect([info.format, info.width, info.height], slug).toEqual(['jpeg', 1200, 630])
      expect(databaseVersion()).toBe(before)
    }
  })

  it('a photo cover is the picture; a post without one gets a card in the site’s colours', async () => {
    const pixel = async (slug: string) => {
      const url = (await metaOf(slug)).property('og:image') ?? ''
      const answer = await fetchPicture(url)
      const bytes = Buffer.from(await (answer.response as Response).arrayBuffer())
      const { dominant } = await sharp(bytes).stats()
      return dominant
    }
    const photo = await pixel('a-post-with-a-photo')
    // The cover was #2266aa.
    expect(Math.abs(photo.r - 0x22)).toBeLessThan(24)
    expect(Math.abs(photo.b - 0xaa)).toBeLessThan(24)
    const card = await pixel('a-post-without-a-cover')
    // The site's navy, #1e3a8a.
    expect(Math.abs(card.b - 0x8a)).toBeLessThan(24)
    expect(card.r).toBeLessThan(60)
  })

  it('an older hash is sent on to the current picture; a draft or unknown post is a 404', async () => {
    const old = await callRoute(
      sharePicture,
      getRequest('/blog/a-post-without-a-cover/share/0000000000000000.jpg'),
      { slug: 'a-post-without-a-cover', file: '0000000000000000.jpg' },
    )
    expect(old.status).toBe(302)
    expect(old.headers.get('Location')).toMatch(
      /^\/blog\/a-post-without-a-cover\/share\/[0-9a-f]{16}\.jpg$/,
    )
    for (const slug of ['a-draft', 'no-such-post']) {
      const missing = await callRoute(
        sharePicture,
        getRequest(`/blog/${slug}/share/0000000000000000.jpg`),
        { slug, file: '0000000000000000.jpg' },
      )
      expect(missing.status).toBe(404)
    }
  })
})

describe('seoMeta', () => {
  it('keeps an absolute image URL as it is, and makes a path absolute once', () => {
    const site = { siteUrl: SITE, name: 'Shop', phone: '', email: '' }
    const image = (value: string) =>
      (seoMeta({ site, title: 't', description: 'd', path: '/x', image: value }) as Tag[]).find(
        (t) => t.property === 'og:image',
      )?.content
    expect(image(`${SITE}/images/a.jpg`)).toBe(`${SITE}/images/a.jpg`)
    expect(image('/images/a.jpg')).toBe(`${SITE}/images/a.jpg`)
  })
})
