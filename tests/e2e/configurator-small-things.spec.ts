import { expect, isNoJs, test } from './helpers'

/** Issue 30, point 5: the configurator's smaller things, each as a customer would expect. */

const card = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Your price' })

test('without JavaScript every error of the form is reported at once', async ({
  page,
}, testInfo) => {
  test.skip(!isNoJs(testInfo), 'with JavaScript Add to Cart waits for a fabric')
  await page.goto('/shop/zebra-shades')
  await page.getByLabel('Width, whole inches').fill('200')
  await page.getByLabel('Quantity').fill('100')
  await card(page).getByRole('button', { name: 'Add to Cart' }).click()
  const summary = page.getByRole('alert')
  for (const message of [
    'Width must be between 24 and 120 inches',
    'Choose a fabric',
    'Quantity must be between 1 and 99',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
  }
})

test('a quantity over the maximum is refused next to the field, never made 99', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/zebra-shades')
  await page.getByText('Classic White Zebra', { exact: true }).click()
  await page.getByLabel('Quantity').fill('100')
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await expect(page.locator('#quantity-error')).toHaveText('Quantity must be between 1 and 99')
  await expect(page.getByLabel('Quantity')).toHaveValue('100')
  await expect(page.getByText(/^99 x /)).toHaveCount(0)
  if (!isNoJs(testInfo)) {
    await expect(card(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
  }
})

test("'Free sample' says Added after a click, and a screen reader hears it", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'without JavaScript the page comes back with a toast')
  await page.goto('/shop/zebra-shades')
  const button = page.getByRole('button', { name: 'Free sample of Classic White Zebra' })
  await button.click()
  await expect(button).toHaveText('Added ✓')
  await expect(button).toHaveAccessibleName('Free sample of Classic White Zebra, added')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Free sample of Classic White Zebra added to your cart' }),
  ).toHaveCount(1)
})
