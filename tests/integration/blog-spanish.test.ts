/**
 * The blog in Spanish (issue 41): a post has a language, /blog lists the English posts and
 * /es/blog the Spanish ones; a Spanish version is linked to its English post, and each
 * address of a post in the other language goes to its translation or says it is not yet in
 * Spanish.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as listPage from '~/routes/blog._index'
import * as postPage from '~/routes/blog.$slug'
import * as englishFeed from '~/routes/blog.rss[.]xml'
import * as spanishFeed from '~/routes/es.blog.rss[.]xml'
import * as sitemap from '~/routes/sitemap[.]xml'
import {
  type BlogPostInput,
  createBlogPost,
  createSpanishVersion,
  updateBlogPost,
} from '~/server/blog/post-writes.server'
import { getBlogPost } from '~/server/blog/posts.server'

const base: BlogPostInput = {
  title: 'Post',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  author: 'Tri-County Team',
  category: 'Maintenance',
  tags: [],
  status: 'published',
  readTime: 5,
}
const owner = { id: null, username: 'test' } as never

let englishId = 0
beforeAll(() => {
  englishId = createBlogPost(
    { ...base, title: 'Cleaning Zebra Shades' },
    new Date('2026-11-08T15:00:00Z'),
  ).id
  createBlogPost({ ...base, title: 'Only In English' })
  createBlogPost({ ...base, title: 'Solo en español', locale: 'es' })
  const version = createSpanishVersion(owner, englishId)
  if (!version) throw new Error('no version')
  const draft = getBlogPost(version.id)
  expect(draft).toMatchObject({ locale: 'es', translationOf: englishId, status: 'draft' })
  updateBlogPost(
    version.id,
    {
      ...base,
      title: 'Cómo limpiar persianas zebra',
      slug: '',
      locale: 'en', // a Spanish version stays Spanish whatever the form says
      excerpt: 'Consejos de limpieza',
    },
    new Date('2026-11-08T15:00:00Z'),
  )
})

describe('the blog in two languages', () => {
  it('lists only the English posts on /blog and only the Spanish ones on /es/blog', async () => {
    const english = await callRoute(listPage, getRequest('/blog'))
    const englishTitles = english.data.posts.map((p) => p.title)
    expect(englishTitles).toContain('Cleaning Zebra Shades')
    expect(englishTitles).not.toContain('Cómo limpiar persianas zebra')
    const spanish = await callRoute(listPage, getRequest('/es/blog'))
    expect(spanish.data.posts.map((p) => p.title).sort()).toEqual([
      'Cómo limpiar persianas zebra',
      'Solo en español',
    ])
    expect(spanish.data.seo.title).toMatch(/consejos/i)
    const dated = spanish.data.posts.find((p) => p.title === 'Cómo limpiar persianas zebra')
    expect(dated?.publishedDate).toBe('8 de noviembre de 2026')
  })

  it('shows the Spanish version with alternates to the English post, and back', async () => {
    const slug = 'como-limpiar-persianas-zebra'
    const spanish = await callRoute(postPage, getRequest(`/es/blog/${slug}`), { slug })
    expect(spanish.status).toBe(200)
    expect(spanish.data.alternates).toEqual({
      en: '/blog/cleaning-zebra-shades',
      es: `/es/blog/${slug}`,
    })
    expect(spanish.data.post.publishedDate).toBe('8 de noviembre de 2026')
    const english = await callRoute(postPage, getRequest('/blog/cleaning-zebra-shades'), {
      slug: 'cleaning-zebra-shades',
    })
    expect(english.data.alternates).toEqual({
      en: '/blog/cleaning-zebra-shades',
      es: `/es/blog/${slug}`,
    })
  })

  it('sends a post’s address in the other language to its translation', async () => {
    const toSpanish = await callRoute(postPage, getRequest('/es/blog/cleaning-zebra-shades'), {
      slug: 'cleaning-zebra-shades',
    })
    expect(toSpanish.status).toBe(302)
    expect(toSpanish.headers.get('Location')).toBe('/es/blog/como-limpiar-persianas-zebra')
    const toEnglish = await callRoute(postPage, getRequest('/blog/como-limpiar-persianas-zebra'), {
      slug: 'como-limpiar-persianas-zebra',
    })
    expect(toEnglish.headers.get('Location')).toBe('/blog/cleaning-zebra-shades')
  })

  it('says an English-only post is not yet in Spanish (404) with a link to it', async () => {
    const result = await callRoute(postPage, getRequest('/es/blog/only-in-english'), {
      slug: 'only-in-english',
    })
    expect(result.status).toBe(404)
    expect(result.data).toMatchObject({ englishHref: '/blog/only-in-english' })
    const english = await callRoute(postPage, getRequest('/blog/only-in-english'), {
      slug: 'only-in-english',
    })
    expect(english.data.alternates).toEqual({ en: '/blog/only-in-english', es: null })
  })

  it('gives one Spanish version per English post, and none of a Spanish post', () => {
    const again = createSpanishVersion(owner, englishId)
    expect(again?.created).toBe(false)
    const spanishOnly = getBlogPost(englishId + 2)
    expect(spanishOnly?.locale).toBe('es')
    expect(createSpanishVersion(owner, englishId + 2)).toBeNull()
  })

  it('puts the Spanish pages and posts in the sitemap with their alternates', async () => {
    const xml = await (await sitemap.loader()).text()
    const entry = (loc: string) =>
      xml.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`)) ?? ''
    const site = xml.match(/<loc>(https?:\/\/[^/<]+)/)?.[1]
    const spanishPost = entry(`${site}/es/blog/como-limpiar-persianas-zebra`)
    expect(spanishPost).toContain(`hreflang="en-US" href="${site}/blog/cleaning-zebra-shades"`)
    expect(entry(`${site}/blog/cleaning-zebra-shades`)).toContain(
      `hreflang="es-US" href="${site}/es/blog/como-limpiar-persianas-zebra"`,
    )
    expect(entry(`${site}/es/blog`)).toContain(`hreflang="x-default" href="${site}/blog"`)
    expect(entry(`${site}/es/blog/solo-en-espanol`)).not.toContain('hreflang')
    expect(xml).not.toContain('/es/blog/only-in-english')
  })

  it('has a feed per language: /es/blog/rss.xml the Spanish posts, in Spanish', async () => {
    const spanish = await (await spanishFeed.loader()).text()
    expect(spanish).toContain('<language>es-us</language>')
    expect(spanish).toContain('/es/blog/como-limpiar-persianas-zebra</link>')
    expect(spanish).toContain('<title>Blog de ')
    expect(spanish).not.toContain('Cleaning Zebra Shades')
    const english = await (await englishFeed.loader()).text()
    expect(english).toContain('Cleaning Zebra Shades')
    expect(english).not.toContain('persianas-zebra')
  })
})
