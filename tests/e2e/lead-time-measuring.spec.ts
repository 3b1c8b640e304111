import { addZebraToCart, payForCart } from './cart-helpers'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * Issue 30: each product says how long it takes, the cart gives the expected window, and where
 * sizes are typed a printable measuring sheet and the free measuring visit are a click away.
 */
test('the product page and the cart give the lead time', async ({ page }) => {
  await page.goto('/shop/roller-shades')
  await expect(page.getByTestId('product-lead-time')).toContainText(/Ready to install in \d/)
  await addZebraToCart(page)
  await page.goto('/cart')
  await expect(page.getByTestId('cart-lead-time')).toContainText(
    /Ready to install in .*: expected (between|on) /,
  )
})

test('the sizes link to the measuring sheet and the free measuring visit', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/vertical-blinds')
  const help = page.getByTestId('measuring-help')
  await expect(help.getByRole('link', { name: 'Not sure? We measure for free' })).toHaveAttribute(
    'href',
    '/book-appointment?service=consultation',
  )
  await help.getByRole('link', { name: 'Printable measuring sheet' }).click()
  await expect(page).toHaveURL(/\/measuring-guide$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to measure your windows')
  await expect(page.getByTestId('measuring-sheet').locator('tbody tr')).toHaveCount(8)
  await expectNoAxeViolations(page, testInfo)
  // On paper: the sheet, without the site's header and footer.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByTestId('measuring-sheet')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: `tests/.tmp/measuring-guide-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    })
  }
})

test('the quote wizard size step links to the measuring sheet', async ({ page }) => {
  await page.goto('/quote')
  const w = page.locator('#contact-form')
  await w.getByRole('radio', { name: /^Replacement/ }).check()
  await w.getByRole('button', { name: 'Continue' }).click()
  await w.getByRole('radio', { name: 'Condo' }).check()
  await w.getByLabel('ZIP code').fill('33301')
  await w.getByRole('button', { name: 'Continue' }).click()
  await expect(w.getByRole('heading', { name: 'Timeline and size' })).toBeVisible()
  await expect(w.getByRole('link', { name: 'Measuring sheet' })).toHaveAttribute(
    'href',
    '/measuring-guide',
  )
  await expect(w.getByRole('link', { name: 'We measure for free' })).toHaveAttribute(
    'href',
    '/book-appointment?service=consultation',
  )
})

test('screenshots of the configurator at 375, 800 and 1280 px', async ({ page }, testInfo) => {
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/shop/zebra-shades')
    await expect(page.getByTestId('product-lead-time')).toBeVisible()
    await page.screenshot({ path: `tests/.tmp/configurator-${width}-${testInfo.project.name}.png` })
  }
})

test('staff set a lead time; the product page says it, and a paid order keeps its promise', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  await loginAsAdmin()
  await page.goto('/admin/pricing-rules')
  await page.getByRole('link', { name: 'Lead Times' }).click()
  const roller = page.getByTestId('lead-time-roller')
  // A range that ends before it starts is refused next to the field.
  await roller.getByLabel('From').first().fill('9')
  await roller.getByLabel('To').first().fill('4')
  await roller.getByRole('button', { name: /^Save/ }).click()
  await expect(
    roller.getByText('Production (to) cannot be shorter than Production (from)'),
  ).toBeVisible()
  await roller.getByLabel('From').first().fill('20')
  await roller.getByLabel('To').first().fill('20')
  await roller.getByLabel('From').last().fill('0')
  await roller.getByLabel('To').last().fill('0')
  await roller.getByRole('button', { name: /^Save/ }).click()
  await expect(page.getByText('Lead Time Saved').first()).toBeVisible()
  await expect(page.getByTestId('lead-time-roller').getByTestId('lead-time-preview')).toContainText(
    'Ready to install in 4 weeks',
  )
  await page.goto('/shop/roller-shades')
  await expect(page.getByTestId('product-lead-time')).toContainText('Ready to install in 4 weeks')

  // A zebra order paid now: its page gives the window it was promised.
  await addZebraToCart(page)
  await payForCart(
    page,
    `lead-${testInfo.project.name}-${Date.now()}@example.com`,
    isNoJs(testInfo),
  )
  await expect(page.getByTestId('order-lead-time')).toContainText(
    /^Ready to install in .*: expected/,
  )
})
