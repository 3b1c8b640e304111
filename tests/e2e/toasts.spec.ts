import type { Locator, Page } from '@playwright/test'
import { addZebraToCart } from './cart-helpers'
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

  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`in the shop, toasts sit clear of View Cart and the cart's controls at ${size.width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size)
      await addZebraToCart(page)
      await page.goto('/shop/roller-shades')
      await page.getByText('Woven Jute Texture', { exact: true }).click()
      // On a phone the configurator's own bar repeats Add to Cart.
      await page
        .getByRole('button', { name: 'Add to Cart' })
        .filter({ visible: true })
        .first()
        .click()
      // 'Added to Cart!' (a confirmation beside the button, once a toast): never a toast over View Cart.
      await expect(page.getByText('Added to Cart!').first()).toBeVisible()
      await expectToastsClear(page, cartLinks(page))

      await page.getByRole('button', { name: 'Free sample of Woven Jute Texture' }).click()
      const toast = page.locator('[data-toast]').filter({ hasText: 'Free sample added' })
      await expect(toast).toBeVisible()
      const controls = cartLinks(page)
      if (!isNoJs(testInfo) && size.width >= 768) {
        // The expanded cart: its quantity and Remove buttons are what the customer may need next.
        const bar = page.getByTestId('sticky-cart-bar')
        await bar.locator('summary').click()
        controls.push(bar.getByRole('button'), bar.getByRole('link'))
      }
      await expect(toast).toBeVisible()
      expect(await expectToastsClear(page, controls)).toBe(1)
      // Under the header, in the top part of the screen, above every bottom bar.
      const box = (await toast.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(64)
      expect(box.y + box.height).toBeLessThan(size.height / 2)
    })
  }
})

/** View Cart, and the header's cart (the way to the cart where no bar shows View Cart). */
function cartLinks(page: Page) {
  return [
    page.getByRole('link', { name: 'View Cart' }),
    page.getByRole('banner').getByRole('link', { name: /^Cart/ }),
  ]
}

/**
 * No visible toast overlaps any visible control of the list (their boxes on screen); at least
 * one control is checked. Answers how many toasts were checked.
 */
async function expectToastsClear(page: Page, controls: Locator[]) {
  const toasts = await visibleOnes(page.locator('[data-toast]'))
  let checked = 0
  for (const control of controls) {
    for (const one of await visibleOnes(control)) {
      const box = (await one.boundingBox())!
      for (const toast of toasts) {
        const toastBox = (await toast.boundingBox())!
        expect(overlaps(toastBox, box), `a toast covers ${await one.innerText()}`).toBe(false)
      }
      checked++
    }
  }
  expect(checked).toBeGreaterThan(0)
  return toasts.length
}

type Box = { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function visibleOnes(locator: Locator) {
  const visible: Locator[] = []
  for (const one of await locator.all()) if (await one.isVisible()) visible.push(one)
  return visible
}
