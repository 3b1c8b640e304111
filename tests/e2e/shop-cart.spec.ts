import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

async function addZebra(page: import('@playwright/test').Page, quantity = '1') {
  await page.goto('/shop/zebra-shades')
  const fabricId = await page
    .getByRole('radio', { name: /Classic White Zebra/ })
    .getAttribute('value')
  const response = await page.request.post('/shop/zebra-shades', {
    form: {
      widthWhole: '48',
      widthFraction: '0',
      heightWhole: '72',
      heightFraction: '0',
      mountType: 'inside',
      operationType: 'manual',
      controlSide: 'left',
      fabricId: fabricId ?? '',
      option: 'installation',
      quantity,
      intent: 'add',
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
}

test('the sticky cart bar: expand, plus, minus (not below 1), remove', async ({
  page,
}, testInfo) => {
  await addZebra(page)
  await page.goto('/shop')
  const bar = page.getByTestId('sticky-cart-bar')
  await expect(bar).toBeVisible()
  await expect(bar.getByTestId('cart-bar-count')).toHaveText('1 item')
  await expect(bar.getByTestId('cart-bar-total')).toHaveText('$282.47')
  await expect(bar.getByRole('link', { name: 'Edit Cart' })).toBeHidden()
  await bar.locator('summary').click()
  await expect(bar.getByRole('link', { name: 'Edit Cart' })).toHaveAttribute('href', '/cart')
  await expect(bar.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')
  await expect(bar).toContainText('Classic White Zebra')
  await expect(bar).toContainText('48" x 72"')
  await expect(bar).toContainText('$223.99 each')
  await expectNoAxeViolations(page, testInfo)

  const minus = bar.getByRole('button', { name: /Decrease quantity/ })
  await expect(minus).toBeDisabled()
  await bar.getByRole('button', { name: /Increase quantity/ }).click()
  // Without JavaScript the page reloads and the list is closed again.
  if (isNoJs(testInfo)) await bar.locator('summary').click()
  await expect(bar.getByTestId('cart-bar-qty')).toHaveText('Quantity 2')
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  await expect(bar.getByTestId('cart-bar-count')).toHaveText('2 items')
  await bar.getByRole('button', { name: /Decrease quantity/ }).click()
  if (isNoJs(testInfo)) await bar.locator('summary').click()
  await expect(bar.getByTestId('cart-bar-qty')).toHaveText('Quantity 1')

  await bar.getByRole('button', { name: /Remove/ }).click()
  await expect(page.getByText('Item removed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Item has been removed from your cart.').first()).toBeVisible()
  await expect(page.getByTestId('sticky-cart-bar')).toHaveCount(0)
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
})

test('the cart is mirrored to localStorage with a cartUpdated event', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the mirror runs only with JavaScript')
  await page.goto('/shop/roller-shades')
  await page.evaluate(() => {
    ;(window as unknown as { __events: unknown[] }).__events = []
    window.addEventListener('cartUpdated', (e) =>
      (window as unknown as { __events: unknown[] }).__events.push((e as CustomEvent).detail),
    )
  })
  await page.getByText('Woven Jute Texture', { exact: true }).click()
  await page
    .getByRole('region', { name: 'Your price' })
    .getByRole('button', { name: 'Add to Cart' })
    .click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shoppingCart') ?? '[]'))
  expect(stored).toEqual([
    expect.objectContaining({
      type: 'roller-shades',
      name: 'Roller Shades',
      fabric: 'Woven Jute Texture',
      dimensions: { width: 48, height: 72 },
      quantity: 1,
      options: expect.objectContaining({ installation: true }),
    }),
  ])
  const events = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)
  expect(events.length).toBeGreaterThanOrEqual(1)
})

test('floating Book Now shows on small screens only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/shop')
  const book = page.getByRole('link', { name: 'Book Now' })
  await expect(book).toBeVisible()
  await expect(book).toHaveAttribute('href', '/book-appointment')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(book).toBeHidden()
})
