import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/** Posts the city-page service request, whose answer is a flash toast after a redirect. */
async function sendCityRequest(page: Page) {
  await page.goto('/plantation')
  await page.getByLabel('Full name').fill('Toast Tester')
  await page.getByLabel('Phone').fill('(954) 555-0199')
  await page.getByLabel('Email').fill('toast@example.com')
  await page.getByLabel('Service needed').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Request Service' }).click()
}

test.describe('toasts', () => {
  test('a server flash message shows after a form post, with or without JavaScript', async ({
    page,
  }, testInfo) => {
    await sendCityRequest(page)
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Quote Request Submitted!' }),
    ).toBeVisible()
    if (isNoJs(testInfo)) {
      await expect(
        page.locator('[data-toast]').filter({ hasText: 'Quote Request Submitted!' }),
      ).toBeVisible()
      // The flash is read once: the next page has no toast.
      await page.goto('/plantation')
      await expect(page.locator('[data-toast]')).toHaveCount(0)
      return
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('one at a time: F8 focuses it, the close button closes it', async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), 'keyboard and close button need JavaScript')
    await sendCityRequest(page)
    const toast = page.locator('[data-toast]').filter({ hasText: 'Quote Request Submitted!' })
    await expect(toast).toBeVisible()
    await page.keyboard.press('F8')
    // Radix moves focus into the toast viewport, inside the 'Notification (F8)' region.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'),
        ),
      )
      .toMatch(/Notification/)
    await toast.getByRole('button', { name: 'Close' }).click()
    await expect(toast).toBeHidden()
  })

  test('it goes away by itself after 5 seconds, and by a swipe', async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), 'timers and swipes need JavaScript')
    await sendCityRequest(page)
    const toast = page.locator('[data-toast]').filter({ hasText: 'Quote Request Submitted!' })
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 7_000 })

    await sendCityRequest(page)
    await expect(toast).toBeVisible()
    const box = (await toast.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 50, y, { steps: 4 })
    await page.mouse.move(box.x + 120, y, { steps: 6 })
    await page.mouse.up()
    await expect(toast).toBeHidden({ timeout: 2_000 })
  })
})
