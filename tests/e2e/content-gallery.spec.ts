import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { schema } from '~/server/platform/db.server'
import { forgetContentVersionsSince, lastContentVersionId } from './content-versions'
import { withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('gallery projects the office owns', () => {
  // The gallery is one document: the js and no-js runs take turns, so one's clean-up never
  // removes the other's project while it looks at it.
  test.describe.configure({ timeout: 120_000, lock: 'gallery' })

  test('staff add a project with a photo and publish it; a visitor sees it on /gallery', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    const run = isNoJs(testInfo) ? 'No Script' : 'Script'
    const title = `Roller Shades for a Parkland Loft ${run} ${Date.now()}`
    await loginAsAdmin()
    try {
      await page.goto('/admin/content')
      await page.getByRole('link', { name: 'Gallery', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Gallery projects' })).toBeVisible()
      await page.getByRole('link', { name: 'Add a project' }).click()
      await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible()
      await page.getByLabel('Title').fill(title)
      await page.getByLabel('City').fill('Parkland, FL')
      await page.getByLabel('Product').selectOption('Our Service')
      await page.getByLabel('Date of the job').fill('2026-11-20')
      await page
        .getByLabel('Caption')
        .fill('Four motorized roller shades in a double-height loft, on one remote.')
      await page.getByLabel('Tags (separated by commas)').fill('Roller Shades, Motorization')
      await page.getByLabel('After photo').setInputFiles({
        name: 'loft.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 640, height: 480, channels: 3, background: '#5577aa' },
        })
          .jpeg()
          .toBuffer(),
      })
      await page.screenshot({
        path: `tests/.tmp/admin-gallery-form-${testInfo.project.name}.png`,
        fullPage: true,
      })
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText(`${title} published`).first()).toBeVisible()
      await expect(
        page.getByRole('link', { name: 'See the project page' }).first(),
      ).toHaveAttribute('href', /^\/gallery\/roller-shades-for-a-parkland-loft-/)
      await expect(page.getByRole('list', { name: 'Projects in display order' })).toContainText(
        title,
      )
      await expectNoAxeViolations(page, testInfo)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({
          path: `tests/.tmp/admin-gallery-${testInfo.project.name}-${width}.png`,
          fullPage: true,
        })
      }

      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: !isNoJs(testInfo),
      })
      const visitor = await context.newPage()
      await visitor.goto('/gallery')
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
      const photo = visitor.getByRole('img', { name: title, exact: true })
      await expect(photo).toHaveAttribute('src', /^\/uploads\/gallery\/.+\/w960\.webp$/)
      await expect(photo).toHaveAttribute('width', '640')
      await expect(photo).toHaveAttribute('height', '480')
      await photo.scrollIntoViewIfNeeded()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      for (const width of [375, 1280]) {
        await visitor.setViewportSize({ width, height: 900 })
        await visitor.screenshot({
          path: `tests/.tmp/gallery-${testInfo.project.name}-${width}.png`,
        })
      }
      await context.close()
    } finally {
      // Other specs see the seed gallery again: the version before this one is restored.
      const previous = await withE2eDatabase((db) =>
        db
          .select({ id: schema.contentVersions.id })
          .from(schema.contentVersions)
          .where(
            and(
              eq(schema.contentVersions.kind, 'gallery'),
              eq(schema.contentVersions.locale, 'en'),
              eq(schema.contentVersions.status, 'superseded'),
            ),
          )
          .orderBy(desc(schema.contentVersions.id))
          .get(),
      )
      if (previous) {
        await page.goto('/admin/content/gallery')
        await page.getByRole('button', { name: `Restore version ${previous.id}` }).click()
        await expect(page.getByText('Version restored').first()).toBeVisible()
      }
    }
  })
  test('staff write a project’s Spanish caption and publish it; /es shows it, /gallery keeps English', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    const noJs = isNoJs(testInfo)
    const id = noJs ? 'plantation-vertical-blind-repair' : 'las-olas-motorized-living-room'
    const title = `Persianas en español ${testInfo.project.name} ${Date.now()}`
    const since = await lastContentVersionId()
    await loginAsAdmin()
    try {
      await page.goto('/admin/content/gallery')
      await page
        .getByRole('navigation', { name: 'Language of the content' })
        .getByRole('link', { name: 'Español' })
        .click()
      await expect(page).toHaveURL(/lang=es/)
      // Projects are added in English; Spanish only gives them words.
      await expect(page.getByRole('link', { name: 'Add a project' })).toHaveCount(0)
      await page.goto(`/admin/content/gallery?project=${id}&lang=es`)
      // The form starts from the Spanish words the site already shows (the code's captions).
      await expect(page.getByLabel('Caption')).toHaveValue(/\b(de|con|en|las?)\b/)
      await page.getByLabel('Title').fill(title)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText(`${title} published in Spanish`).first()).toBeVisible()
      await expect(
        page.getByRole('link', { name: 'See the project page' }).first(),
      ).toHaveAttribute('href', `/es/gallery/${id}`)
      await expectNoAxeViolations(page, testInfo)

      const context = await browser.newContext({ baseURL, javaScriptEnabled: !noJs })
      const visitor = await context.newPage()
      await visitor.goto(`/es/gallery/${id}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'es')
      await expect(visitor.locator('[data-content-language-notice]')).toHaveCount(0)
      await visitor.goto('/es/gallery')
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
      await visitor.goto(`/gallery/${id}`)
      await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title)
      await context.close()
    } finally {
      // The Spanish gallery goes back to what it was before this test.
      await forgetContentVersionsSince(since, { kind: 'gallery', locale: 'es' })
    }
  })
})
