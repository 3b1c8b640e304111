import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/** A post's view count as stored (what the admin's list shows). */
function storedViews(slug: string) {
  return withE2eDatabase(
    (db) =>
      db
        .select({ n: schema.blogPosts.viewCount })
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.slug, slug))
        .get()?.n,
  )
}

test.describe('public blog', () => {
  // Several pages and an axe run per test, on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 })

  test('the list filters by category and tag and searches, in the query string', async ({
    page,
  }, testInfo) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Window Treatment Tips & News')
    const cards = page.locator('main article')
    await expect(cards.first()).toBeVisible()
    const allCount = await cards.count()
    expect(allCount).toBeGreaterThanOrEqual(6)
    // A card: category, read time, title, excerpt, author, US long date, Read More.
    const first = cards.first()
    await expect(first.getByText(/min read/)).toBeVisible()
    await expect(first.getByText(/^By .+ · [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      /^\/blog\/[a-z0-9-]+$/,
    )
    await expectNoAxeViolations(page, testInfo)

    // Category (with a submit without JavaScript; applied at once with it).
    await page.getByLabel('Category').selectOption({ label: 'Smart Home' })
    if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/category=smart-home/)
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading')).toHaveText(
      'Motorized Shades: Battery, Hardwired or Solar?',
    )

    // Tag, from a shared link.
    await page.goto('/blog?tag=vertical-blinds')
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('vertical-blinds')
    await expect(cards).toHaveCount(3)

    // Search over titles and excerpts: a submit without JavaScript; with it, as one types.
    await page.goto('/blog')
    const search = page.getByLabel('Search articles')
    if (isNoJs(testInfo)) {
      await search.fill('hurricane')
      await page.getByRole('button', { name: 'Search' }).click()
    } else {
      const historyBefore = await page.evaluate(() => history.length)
      await search.pressSequentially('hurri', { delay: 40 })
      await expect(page).toHaveURL(/search=hurri/)
      await search.pressSequentially('cane', { delay: 40 })
      await expect(page).toHaveURL(/search=hurricane$/)
      // Focus and text stay in the box while the list follows it.
      await expect(search).toBeFocused()
      await expect(search).toHaveValue('hurricane')
      // One history entry for the word: Back returns to the unfiltered list.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1)
    }
    await expect(page).toHaveURL(/search=hurricane/)
    await expect(cards).toHaveCount(1)
    if (!isNoJs(testInfo)) {
      await page.goBack()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(search).toHaveValue('')
      await expect(cards).toHaveCount(allCount)
    }

    // Nothing matches: the empty state and Clear Filters.
    await page.goto('/blog?search=zzzz-nothing')
    await expect(page.getByText('No blog posts found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards).toHaveCount(allCount)
  })

  test('a post shows its content, related articles, the quote call and Article data', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/blog/hurricane-season-checklist-for-your-blinds-and-shades')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hurricane Season Checklist for Your Blinds and Shades',
    )
    await expect(page.getByText('May 18, 2026')).toBeVisible()
    await expect(page.getByText(/\d+ views?/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Before the season starts' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Your Free Quote' }).last()).toHaveAttribute(
      'href',
      '/#contact-form',
    )
    await expect(page.getByRole('link', { name: /Call \(954\) 555-0123/ }).last()).toBeVisible()
    const related = page.locator('section[aria-labelledby="related-title"] article')
    expect(await related.count()).toBeGreaterThan(0)
    expect(await related.count()).toBeLessThanOrEqual(3)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = jsonLd.map((j) => JSON.parse(j)).find((j) => j['@type'] === 'BlogPosting')
    expect(article).toMatchObject({
      headline: 'Hurricane Season Checklist for Your Blinds and Shades',
      datePublished: '2026-05-18T13:00:00.000Z',
    })
    // The link preview: one absolute URL (it named the origin twice and 404ed) of a 1200×630
    // JPEG made for the post (it was the SVG cover, which social networks refuse).
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(
      /^http:\/\/localhost:\d+\/blog\/hurricane-season-checklist-for-your-blinds-and-shades\/share\/[0-9a-f]{16}\.jpg$/,
    )
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '')
    const picture = await page.request.get(image ?? '')
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const size = await sharp(await picture.body()).metadata()
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630])
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/hurricane-season-checklist-for-your-blinds-and-shades$/,
    )
    await expectNoAxeViolations(page, testInfo)
  })

  test('opening a post counts one view (with JavaScript, through the CSRF guard); reloads count nothing', async ({
    page,
    context,
  }, testInfo) => {
    // Each project its own post: the two projects run at the same time on one database.
    const slug = isNoJs(testInfo)
      ? 'how-to-measure-windows-for-blinds-and-shades'
      : 'window-treatments-for-condos-rules-approvals-and-smart-choices'
    const beacons: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/blog/posts/${slug}/view`)) beacons.push(request.method())
    })
    const before = await storedViews(slug)
    expect(before).toBeGreaterThanOrEqual(0)

    // The beacon's answer, which carries the day's cookie (the count is stored before the answer
    // reaches the browser, more so through a replica's proxy).
    const firstBeacon = isNoJs(testInfo)
      ? undefined
      : page.waitForResponse((r) => r.url().endsWith(`/api/blog/posts/${slug}/view`))
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page shows the count as stored before this visit, JavaScript or not.
    await expect(page.getByText(`${before} ${before === 1 ? 'view' : 'views'}`)).toBeVisible()

    if (isNoJs(testInfo)) {
      // Without JavaScript the page is whole and nothing is counted (as for crawlers).
      await page.waitForTimeout(500)
      expect(beacons).toEqual([])
      expect(await storedViews(slug)).toBe(before)
      return
    }
    await expect.poll(() => storedViews(slug)).toBe((before ?? 0) + 1)
    expect(beacons).toEqual(['POST'])
    await firstBeacon
    // The beacon's answer set the day's cookie: a reload sends another beacon, counted nothing.
    expect((await context.cookies()).map((c) => c.name)).toContain('blog_viewed')
    const second = page.waitForResponse((r) => r.url().endsWith(`/api/blog/posts/${slug}/view`))
    await page.reload()
    expect((await second).status()).toBe(204)
    expect(beacons).toEqual(['POST', 'POST'])
    expect(await storedViews(slug)).toBe((before ?? 0) + 1)
  })

  test('a missing or unpublished post answers 404 with Back to Blog', async ({
    page,
  }, testInfo) => {
    for (const slug of [
      'no-such-post',
      'same-day-blind-repair-now-available-across-more-of-broward',
    ]) {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
        'href',
        '/blog',
      )
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('the RSS feed lists the published posts', async ({ request }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    expect(xml).toContain('<title>Hurricane Season Checklist for Your Blinds and Shades</title>')
    expect(xml).not.toContain('Same-Day Blind Repair')
  })
})
