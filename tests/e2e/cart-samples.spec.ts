import { fillCustomer } from './cart-helpers'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test('free samples from the configurator, then a samples-only order without payment', async ({
  page,
}, testInfo) => {
  // A whole journey over three pages with two axe checks: slow when the machine is busy.
  test.slow()
  await page.goto('/shop/zebra-shades')
  await page.getByRole('button', { name: 'Free sample of Classic White Zebra' }).click()
  await expect(page.getByText('Free sample added', { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  await page.getByRole('button', { name: 'Free sample of Pebble Grey Zebra' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  await expect(page.getByTestId('cart-bar-samples')).toContainText('2 free samples')

  await page.goto('/cart')
  await expect(page.getByTestId('cart-sample')).toHaveCount(2)
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /Free fabric samples/ })).toContainText('2 of 10')
  await expect(page.getByTestId('summary-total')).toHaveText('$0.00')
  // The item count counts the samples, as the badge does (issue 30).
  await expect(page.getByText('Subtotal (2 items)', { exact: true })).toBeVisible()
  const order = page.getByRole('button', { name: 'Order Free Samples' })
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0)
  if (!isNoJs(testInfo)) await expect(order).toBeDisabled()
  await expectNoAxeViolations(page, testInfo)

  await fillCustomer(page, ['name', 'email', 'address', 'city', 'zipCode'])
  await order.click()
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
  await expect(page.getByTestId('order-sample')).toHaveCount(2)
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  await expectNoAxeViolations(page, testInfo)
  const reference = await page.getByTestId('order-number').textContent()
  const stored = await withE2eDatabase((db) =>
    db
      .select()
      .from(schema.orders)
      .all()
      .find((o) => o.reference === reference),
  )
  expect(stored).toMatchObject({ kind: 'samples', status: 'pending', totalCents: 0 })
})

test("every configurator offers a 'Free sample' of each fabric", async ({ page }) => {
  for (const path of ['/shop/vertical-blinds', '/shop/zebra-shades', '/shop/roller-shades']) {
    await page.goto(path)
    const samples = page.getByRole('button', { name: /^Free sample of / })
    expect(await samples.count(), path).toBeGreaterThan(0)
    // One per fabric swatch (the fabric radios).
    expect(await samples.count(), path).toBe(
      await page.locator('input[type="radio"][name="fabricId"]').count(),
    )
  }
})
