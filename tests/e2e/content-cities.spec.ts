import { and, eq } from 'drizzle-orm'
import { schema } from '~/server/platform/db.server'
import { withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

test.describe('city pages the office owns', () => {
  test.describe.configure({ timeout: 90_000 })

  test('staff add a city, edit its page, and visitors find it on its page and in the sitemap', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    const slug = `lighthouse-point-${testInfo.project.name.replace(/[^a-z]/g, '')}-${Date.now()}`
    await loginAsAdmin()
    try {
      await page.goto('/admin/content')
      await page.getByRole('link', { name: 'City pages' }).click()
      await page.getByRole('link', { name: 'Add a City' }).click()
      await expect(page.getByRole('heading', { name: 'New city page' })).toBeVisible()
      await page.getByLabel('Address (/coral-springs)').fill(slug)
      await page.getByLabel('City', { exact: true }).fill('Lighthouse Point')
      await page.getByLabel('County', { exact: true }).fill('Broward')
      await page
        .getByLabel('Introduction')
        .fill('Lighthouse Point homes by the water get blinds repair and new shades from us.')
      await page.getByLabel('Neighbourhoods (one a line)').fill('Venetian Isles\nBeacon Light')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Lighthouse Point published').first()).toBeVisible()
      await expectNoAxeViolations(page, testInfo)

      // Edit it: a new introduction and a question.
      await page
        .getByLabel('Introduction')
        .fill('Lighthouse Point canal homes: same-day blinds repair and hurricane-ready shades.')
      await page.getByLabel('Question 1').fill('Do you work on boat-house windows?')
      await page.getByLabel('Answer 1').fill('Yes, with marine-grade roller shades.')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Lighthouse Point published').first()).toBeVisible()
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: `tests/.tmp/admin-cities-${width}.png`, fullPage: true })
      }

      const context = await browser.newContext({ baseURL })
      const visitor = await context.newPage()
      await visitor.goto(`/${slug}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Lighthouse Point')
      await expect(visitor.getByText('Lighthouse Point canal homes: same-day')).toBeVisible()
      await expect(visitor.getByText('Do you work on boat-house windows?')).toBeVisible()
      await expect(visitor.getByText('Venetian Isles')).toBeVisible()
      for (const width of [375, 1280]) {
        await visitor.setViewportSize({ width, height: 900 })
        await visitor.screenshot({ path: `tests/.tmp/city-page-${width}.png`, fullPage: true })
      }
      const sitemap = await visitor.request.get('/sitemap.xml')
      expect(await sitemap.text()).toContain(`/${slug}</loc>`)
      await visitor.goto('/service-areas')
      await expect(visitor.locator(`a[href="/${slug}"]`).first()).toBeVisible()
      await context.close()
    } finally {
      // Other specs count the 14 cities: the added one goes again.
      await withE2eDatabase((db) =>
        db
          .delete(schema.contentVersions)
          .where(and(eq(schema.contentVersions.kind, 'city'), eq(schema.contentVersions.key, slug)))
          .run(),
      )
    }
  })
})
