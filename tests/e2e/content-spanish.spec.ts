import { forgetContentVersionsSince, lastContentVersionId } from './content-versions'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('the office writes a service page in Spanish', () => {
  // Each project edits the Spanish version of its own service; the lock keeps the two runs from
  // meeting on the content version all pages read.
  test.describe.configure({ timeout: 120_000, lock: 'spanish-services' })

  test('staff switch to Español, save a draft, preview it, publish it; the English page stays', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    const serviceId = isNoJs(testInfo) ? 'repair' : 'replacement'
    const marker = `Titular en español ${testInfo.project.name}-${Date.now()}`
    const since = await lastContentVersionId()
    await loginAsAdmin()
    try {
      await page.goto(`/admin/content/services?service=${serviceId}`)
      await expect(page.getByRole('heading', { name: `/services/${serviceId}` })).toBeVisible()
      await page
        .getByRole('navigation', { name: 'Language of the content' })
        .getByRole('link', { name: 'Español' })
        .click()
      await expect(page).toHaveURL(/lang=es/)
      await expect(page.getByRole('heading', { name: `/es/services/${serviceId}` })).toBeVisible()
      // The form starts from the Spanish words already there (the seed).
      await expect(page.getByLabel('Title')).not.toHaveValue('')
      await expect(page.getByLabel('Title')).toHaveValue(/persianas/i)

      await page.getByLabel('Headline').fill(marker)
      await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
      await expect(page.getByText('Draft saved: nothing is public yet').first()).toBeVisible()
      await expect(page).toHaveURL(/version=\d+&lang=es/)
      await expect(page.getByLabel('Headline')).toHaveValue(marker)

      // The history is the Spanish one: this draft, its preview on the Spanish page.
      const history = page.locator('section[aria-labelledby="history-title"]')
      await expect(history.locator('li')).toHaveCount(1)
      const preview = history.getByRole('link', { name: /^Preview/ })
      await expect(preview).toHaveAttribute(
        'href',
        new RegExp(`^/es/services/${serviceId}\\?preview=\\d+$`),
      )
      await expectNoAxeViolations(page, testInfo)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: `tests/.tmp/admin-services-es-${width}.png`, fullPage: true })
      }

      // The English editor has none of it.
      await page.goto(`/admin/content/services?service=${serviceId}`)
      await expect(page.getByLabel('Headline')).not.toHaveValue(marker)

      await page.goto(`/admin/content/services?service=${serviceId}&lang=es`)
      await page
        .locator('section[aria-labelledby="history-title"]')
        .getByRole('button', { name: /^Publish/ })
        .click()
      await expect(page.getByText('Draft published').first()).toBeVisible()
      await expect(page).toHaveURL(/lang=es/)

      const context = await browser.newContext({ baseURL })
      const visitor = await context.newPage()
      await visitor.goto(`/services/${serviceId}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitor.getByText(marker)).toHaveCount(0)
      await visitor.goto(`/es/services/${serviceId}`)
      await expect(visitor.getByText(marker)).toBeVisible()
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'es')
      await context.close()
    } finally {
      await forgetContentVersionsSince(since, { kind: 'service', key: serviceId, locale: 'es' })
    }
  })

  test('the Spanish service page shows the published Spanish words', async ({ page }) => {
    await page.goto('/es/services/installation')
    // The seeded Spanish headline (app/content/services-es.ts), under the page's heading.
    await expect(page.getByText('Instaladas niveladas, firmes y con garantía')).toBeVisible()
    await expect(page.locator('[data-content-language-notice]')).toHaveCount(0)
  })
})
