import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

/**
 * The blog in Spanish (issue 41), with JavaScript and without: /es/blog lists the Spanish posts
 * only, a Spanish post points to its English original both ways, an English post not yet in
 * Spanish says so, and the Spanish feed. The demo seed has English posts only, so each run
 * writes a Spanish version of one (its own, by project) and removes it afterwards.
 */

/** English words of the blog pages that a Spanish page must not show. */
const BLOG_ENGLISH = [
  'Window Treatment Tips',
  'Search articles',
  'All categories',
  'All tags',
  'min read',
  'Read more',
  'Related Articles',
  'Back to Blog',
  'Get Your Free Quote',
  'Tags',
]

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  for (const words of BLOG_ENGLISH)
    expect(text, `"${words}" on a Spanish page`).not.toContain(words)
}

async function axeAtBothWidths(page: Page, testInfo: TestInfo) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

type Setup = {
  english: { id: number; slug: string; title: string }
  englishOnly: { slug: string; title: string }
  spanish: { id: number; slug: string; title: string }
}

/**
 * Two published English posts without a Spanish version (a different pair for each project,
 * which run side by side): the first gets one, the second stays English-only.
 */
async function spanishVersionOfAPost(testInfo: TestInfo): Promise<Setup> {
  const run = `${testInfo.project.name}-${Date.now()}`
  return withE2eDatabase((db) => {
    const translated = new Set(
      db
        .select({ of: schema.blogPosts.translationOf })
        .from(schema.blogPosts)
        .all()
        .map((r) => r.of),
    )
    const originals = db
      .select()
      .from(schema.blogPosts)
      .where(
        and(
          eq(schema.blogPosts.status, 'published'),
          eq(schema.blogPosts.locale, 'en'),
          isNull(schema.blogPosts.archivedAt),
          isNull(schema.blogPosts.translationOf),
        ),
      )
      .orderBy(asc(schema.blogPosts.id))
      .all()
      .filter((p) => !translated.has(p.id))
    const skip = testInfo.project.name === 'no-js' ? 2 : 0
    const [english, englishOnly] = originals.slice(skip, skip + 2)
    if (!english || !englishOnly) throw new Error('The demo seed has too few English posts')
    const spanish = db
      .insert(schema.blogPosts)
      .values({
        title: `Cómo cuidar sus cortinas enrollables (${run})`,
        slug: `como-cuidar-sus-cortinas-${run}`,
        excerpt: 'Consejos sencillos para que sus cortinas duren muchos años.',
        content: '<p>Limpie la tela con un paño suave y agua tibia una vez al mes.</p>',
        author: english.author,
        categoryId: english.categoryId,
        status: 'published',
        readTime: 4,
        publishedAt: new Date('2026-11-10T15:00:00Z'),
        locale: 'es',
        translationOf: english.id,
      })
      .returning()
      .get()
    return {
      english: { id: english.id, slug: english.slug, title: english.title },
      englishOnly: { slug: englishOnly.slug, title: englishOnly.title },
      spanish: { id: spanish.id, slug: spanish.slug, title: spanish.title },
    }
  })
}

test('the Spanish blog: its list, a post and its English original, a post not yet in Spanish, the feed', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const setup = await spanishVersionOfAPost(testInfo)
  try {
    await spanishBlogJourney(page, request, testInfo, setup)
  } finally {
    await withE2eDatabase((db) =>
      db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, setup.spanish.id)).run(),
    )
  }
})

async function spanishBlogJourney(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { english, englishOnly, spanish }: Setup,
) {
  // The list: Spanish posts only, Spanish words, es-US dates.
  await page.goto('/es/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consejos y noticias sobre persianas y cortinas',
  )
  const main = page.locator('main')
  await expect(main.getByRole('heading', { name: spanish.title })).toBeVisible()
  await expect(main).toContainText('10 de noviembre de 2026')
  await expect(main).toContainText('4 min de lectura')
  await expect(main.getByText(english.title)).toHaveCount(0)
  await expect(main.getByText(englishOnly.title)).toHaveCount(0)
  const listed = await withE2eDatabase((db) =>
    db
      .select({ title: schema.blogPosts.title })
      .from(schema.blogPosts)
      .where(and(eq(schema.blogPosts.status, 'published'), eq(schema.blogPosts.locale, 'en')))
      .all(),
  )
  const listText = await main.innerText()
  for (const { title } of listed) expect(listText, `English post "${title}"`).not.toContain(title)
  await expectSpanish(page)
  await axeAtBothWidths(page, testInfo)

  // The Spanish post: lang="es", canonical at its /es address, hreflang both ways.
  await main.getByRole('link', { name: spanish.title }).first().click()
  await expect(page).toHaveURL(new RegExp(`/es/blog/${spanish.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title)
  await expect(page.locator('main')).toContainText('10 de noviembre de 2026')
  await expectSpanish(page)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname).toBe(`/es/blog/${spanish.slug}`)
  const alternate = async (lang: string) =>
    new URL(
      (await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')) ?? '',
    ).pathname
  expect(await alternate('es-US')).toBe(`/es/blog/${spanish.slug}`)
  expect(await alternate('en-US')).toBe(`/blog/${english.slug}`)
  expect(await alternate('x-default')).toBe(`/blog/${english.slug}`)
  await axeAtBothWidths(page, testInfo)

  // The English original points back to it.
  await page.goto(`/blog/${english.slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await alternate('es-US')).toBe(`/es/blog/${spanish.slug}`)
  expect(await alternate('en-US')).toBe(`/blog/${english.slug}`)
  // The original's /es address goes to its Spanish version.
  await page.goto(`/es/blog/${english.slug}`)
  await expect(page).toHaveURL(new RegExp(`/es/blog/${spanish.slug}$`))

  // An English-only post at its /es address: not yet in Spanish, with a link to the English post.
  const notYet = await page.goto(`/es/blog/${englishOnly.slug}`)
  expect(notYet?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Este artículo todavía no está en español',
  )
  const toEnglish = page.getByRole('link', { name: 'Leer el artículo en inglés' })
  await expect(toEnglish).toHaveAttribute('href', `/blog/${englishOnly.slug}`)
  await axeAtBothWidths(page, testInfo)
  await toEnglish.click()
  await expect(page).toHaveURL(new RegExp(`/blog/${englishOnly.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOnly.title)

  // The Spanish feed: its language, its words, its posts only.
  const feed = await request.get('/es/blog/rss.xml')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toContain('<language>es-us</language>')
  expect(xml).toContain('Persianas, cortinas y contraventanas')
  expect(xml).toContain(`/es/blog/${spanish.slug}`)
  expect(xml).not.toContain(`/blog/${english.slug}<`)
  expect(xml).not.toContain(englishOnly.title)
}
