import { expect, isNoJs, test } from './helpers'

/**
 * Issue 30: the price in view at every width. On a laptop a summary with the price and Add to
 * Cart stays beside the options (under the pictures) while the customer scrolls through them;
 * on a phone the bottom bar does. Screenshots in tests/.tmp/ to look at.
 */
for (const size of [
  { name: 'phone', width: 375, height: 812, summary: 'phone-price-bar', price: 'bar-all-in' },
  {
    name: 'laptop',
    width: 1280,
    height: 800,
    summary: 'desktop-price-summary',
    price: 'desktop-all-in',
  },
] as const) {
  test(`at ${size.width} px the price and Add to Cart stay in view down to the last option`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/shop/zebra-shades')
    const summary = page.getByTestId(size.summary)
    await expect(summary).toBeInViewport()
    await expect(summary).toContainText('From $')
    await page.getByText('Classic White Zebra', { exact: true }).click()
    if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
    const allIn = await page.getByTestId('all-in').innerText()
    for (const heading of ['Choose Fabric', 'Operation Type', 'Additional Options']) {
      await page.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded()
      await expect(summary).toBeInViewport()
      await expect(summary.getByTestId(size.price)).toHaveText(allIn)
      await expect(summary.getByRole('button', { name: 'Add to Cart' })).toBeInViewport()
    }
    await page.screenshot({
      path: `tests/.tmp/price-in-view-${size.width}-${testInfo.project.name}.png`,
    })
  })
}
