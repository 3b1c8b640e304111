import type { Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

const PAGE = '/admin/content/business'

async function visitorPage(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

async function jsonLdText(page: Page) {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
}

async function setSaturday(page: Page, opens: string, closes: string) {
  await page.getByLabel('Saturday opens').fill(opens)
  await page.getByLabel('Saturday closes').fill(closes)
}

test.describe('business settings the office owns', () => {
  // Publishing business settings changes them for every spec: one holder at a time.
  test.describe.configure({ timeout: 90_000, lock: 'business-settings' })

  test('staff change the Saturday hours and publish: the footer, the JSON-LD and the booking page show them', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }, testInfo) => {
    // Publishing changes the site for everyone: one project publishes, the other previews.
    test.skip(isNoJs(testInfo), 'the no-JS project checks drafts and preview below')
    await loginAsAdmin()
    await page.goto('/admin/content')
    await page.getByRole('link', { name: 'Business settings (phone, hours)' }).click()
    await expect(page.getByRole('heading', { name: 'Business settings', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `tests/.tmp/admin-business-${width}.png`, fullPage: true })
    }
    try {
      await setSaturday(page, '10:00', '14:00')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Business settings published').first()).toBeVisible()

      const visitor = await visitorPage(browser, baseURL, '/')
      const footer = visitor.page.getByRole('contentinfo')
      await expect(footer).toContainText('Sat: 10AM-2PM')
      expect(await jsonLdText(visitor.page)).toContain(
        '{"@type":"OpeningHoursSpecification","dayOfWeek":["Saturday"],"opens":"10:00","closes":"14:00"}',
      )
      for (const width of [375, 1280]) {
        await visitor.page.setViewportSize({ width, height: 900 })
        await footer.screenshot({ path: `tests/.tmp/footer-hours-${width}.png` })
      }
      // The booking page gives the same hours, and books visits inside them.
      await visitor.page.goto('/book-appointment')
      await expect(
        visitor.page.getByText(/Visits are booked inside our opening hours/),
      ).toContainText('Sat 10AM-2PM')
      await visitor.close()
    } finally {
      // The other specs expect the original hours.
      await page.goto(PAGE)
      await setSaturday(page, '09:00', '16:00')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Business settings published').first()).toBeVisible()
    }
  })

  test('one Save Draft and one Publish make one version; back to the original values is a draft staff publish', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }) => {
    await loginAsAdmin()
    await page.goto(PAGE)
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
    const before = await history.count()
    try {
      await setSaturday(page, '10:00', '12:00')
      await page.getByRole('button', { name: 'Save Draft' }).click()
      await expect(page.getByText('Draft saved: nothing is public yet').first()).toBeVisible()
      await expect(page).toHaveURL(/version=\d+/)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Business settings published').first()).toBeVisible()
      await expect(history).toHaveCount(before + 1)
      await expect(history.first()).toContainText('published')

      await page.getByRole('button', { name: 'Back to the original values' }).click()
      await expect(page.getByText('Draft with the original values').first()).toBeVisible()
      await expect(page).toHaveURL(/version=\d+/)
      await expect(history).toHaveCount(before + 2)
      await expect(history.first()).toContainText('draft')
      // Staff review the seed's values before anything is public.
      await expect(page.getByLabel('Saturday opens')).toHaveValue('09:00')
      await expect(page.getByLabel('Saturday closes')).toHaveValue('16:00')
      const visitor = await visitorPage(browser, baseURL, '/')
      await expect(visitor.page.getByRole('contentinfo')).toContainText('Sat: 10AM-12PM')

      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Business settings published').first()).toBeVisible()
      await expect(history).toHaveCount(before + 2)
      await visitor.page.reload()
      await expect(visitor.page.getByRole('contentinfo')).toContainText('Sat: 9AM-4PM')
      await visitor.close()
    } finally {
      // The other specs expect the original hours.
      await page.goto(PAGE)
      await setSaturday(page, '09:00', '16:00')
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(page.getByText('Business settings published').first()).toBeVisible()
    }
  })

  test('a draft is previewed by staff only and changes nothing public', async ({
    page,
    browser,
    baseURL,
    loginAsAdmin,
  }) => {
    await loginAsAdmin()
    await page.goto(PAGE)
    await setSaturday(page, '11:00', '13:00')
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Draft saved: nothing is public yet').first()).toBeVisible()
    await expect(page).toHaveURL(/version=\d+/)
    const id = /version=(\d+)/.exec(page.url())?.[1]

    await page.getByRole('link', { name: 'Preview this version' }).click()
    await expect(page.getByRole('contentinfo')).toContainText('Sat: 11AM-1PM')

    const visitor = await visitorPage(browser, baseURL, `/?preview=${id}`)
    await expect(visitor.page.getByRole('contentinfo')).toContainText('Mon-Fri: 8AM-6PM')
    await expect(visitor.page.getByRole('contentinfo')).not.toContainText('11AM-1PM')
    await visitor.close()
  })
})
