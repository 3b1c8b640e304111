import { forgetContentVersionsSince, lastContentVersionId } from './content-versions'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('service pages and testimonials the office owns', () => {
  // The testimonials are one list for the whole site: the js and no-js runs take turns, so
  // each visitor sees its own edit.
  test.describe.configure({ timeout: 120_000, lock: 'testimonials' })

  test('staff edit a service page and a testimonial, publish, and a visitor sees both', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    // Each project edits its own service, so the two runs do not meet.
    const serviceId = isNoJs(testInfo) ? 'installation' : 'motorization'
    const marker = `${testInfo.project.name}-${Date.now()}`
    const intro = `Edited by the office (${marker}): shades and motors set up in one visit.`
    const quote = `They fixed every shade in one morning and explained it all (${marker}).`
    const since = await lastContentVersionId()
    await loginAsAdmin()
    try {
      await page.goto('/admin/content')
      await page.locator('a[href="/admin/content/services"]').first().click()
      await expect(page.getByRole('heading', { name: 'Service pages', level: 1 })).toBeVisible()
      await page.locator(`a[href="/admin/content/services?service=${serviceId}"]`).click()
      await expect(page.getByRole('heading', { name: `/services/${serviceId}` })).toBeVisible()

      // Bad input: 400, the message next to the field, nothing typed lost.
      await page.getByLabel('Introduction').fill('Too short')
      await page.getByLabel('Headline').fill('A headline the office kept')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Write at least 20 characters').first()).toBeVisible()
      await expect(page.getByLabel('Headline')).toHaveValue('A headline the office kept')

      await page.getByLabel('Introduction').fill(intro)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('published').first()).toBeVisible()
      await expect(page.getByRole('link', { name: `See /services/${serviceId}` })).toBeVisible()
      await expectNoAxeViolations(page, testInfo)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: `tests/.tmp/admin-services-${width}.png`, fullPage: true })
      }

      {
        const before = await lastContentVersionId()
        try {
          await page.goto('/admin/content')
          await page.locator('a[href="/admin/content/testimonials"]').first().click()
          await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible()
          // Add a row, then remove it again: the list is back to three.
          await page.getByRole('button', { name: 'Add a Testimonial' }).click()
          await expect(page.getByLabel('Name 4')).toBeVisible()
          await page.getByRole('button', { name: 'Remove testimonial 4' }).click()
          await expect(page.getByLabel('Name 4')).toHaveCount(0)
          await page.getByLabel('Text 3').fill(quote)
          await page.getByRole('button', { name: 'Publish', exact: true }).click()
          await expect(page.getByText('Testimonials published').first()).toBeVisible()
          await expectNoAxeViolations(page, testInfo)
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 900 })
            await page.screenshot({
              path: `tests/.tmp/admin-testimonials-${width}.png`,
              fullPage: true,
            })
          }

          const context = await browser.newContext({ baseURL })
          const visitor = await context.newPage()
          await visitor.goto(`/services/${serviceId}`)
          await expect(visitor.getByText(intro)).toBeVisible()
          await visitor.goto('/')
          const testimonials = visitor.locator('#testimonials')
          await expect(testimonials.getByText(quote)).toBeVisible()
          await expect(testimonials.locator('figure')).toHaveCount(3)
          // Quotes typed by staff are never review markup.
          const jsonLd = (
            await visitor.locator('script[type="application/ld+json"]').allTextContents()
          ).join('\n')
          expect(jsonLd).not.toContain(marker)
          for (const width of [375, 1280]) {
            await visitor.setViewportSize({ width, height: 900 })
            await testimonials.screenshot({ path: `tests/.tmp/home-testimonials-${width}.png` })
          }
          await context.close()
        } finally {
          await forgetContentVersionsSince(before, { kind: 'testimonials' })
        }
      }
    } finally {
      // Back to the seed for the other specs (deleting the versions moves the content version).
      await forgetContentVersionsSince(since, { kind: 'service', key: serviceId })
    }
  })
})
