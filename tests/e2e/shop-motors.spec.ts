import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test('motors and accessories: tabs, cards, quote list and quote request', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/motors-accessories')
  await expect(page.getByRole('heading', { level: 1, name: 'Motors & Accessories' })).toBeVisible()
  // The banner's warranty is what every motor card says (the seeded motors: 5 years).
  for (const benefit of [
    '5-Year Motor Warranty',
    'Professional Installation',
    'Smart Home Ready',
    'Free Shipping',
  ]) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible()
  }
  const tabs = page.getByRole('navigation', { name: 'Product types' })
  await expect(tabs.getByRole('link', { name: 'Motors (6)' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(
    page.getByRole('heading', { name: 'Rechargeable Li-Ion Tubular Motor' }),
  ).toBeVisible()
  // One badge scheme on the motor cards: the power source, never the word "Motors".
  const badges = page.locator('article > div > div:first-child > span:first-child')
  await expect(badges).toHaveText([
    'Battery',
    'Battery',
    'Hardwired',
    'Solar',
    'Hardwired',
    'Battery',
  ])
  await expect(
    page.locator('main article', { hasText: 'Warranty: 5-year motor warranty' }),
  ).toHaveCount(6)
  await expect(page.getByText('Easy installation').first()).toBeVisible()
  await expect(page.getByText('Shade types: Zebra, Roller').first()).toBeVisible()
  // No invented ratings on the cards.
  await expect(page.locator('main article')).not.toContainText(['4.5'])
  await expectNoAxeViolations(page, testInfo)

  await tabs.getByRole('link', { name: 'Accessories (8)' }).click()
  await expect(page).toHaveURL(/tab=accessories/)
  await expect(page.getByRole('heading', { name: 'Smart Home Hub' })).toBeVisible()

  // The quote list is far below the cards on a phone: a link near the cards says how many.
  const quoteLink = page.getByRole('link', { name: /^Quote list \(\d+\)$/ })
  await expect(quoteLink).toHaveText('Quote list (0)')
  await page.getByRole('button', { name: 'Add to Quote – Smart Home Hub' }).click()
  await expect(page.getByText('Added to Quote').first()).toBeVisible()
  const lines = page.getByTestId('quote-lines')
  await expect(lines).toContainText('Smart Home Hub')
  await expect(quoteLink).toHaveText('Quote list (1)')
  await page.getByRole('button', { name: 'Increase quantity of Smart Home Hub' }).click()
  await expect(page.getByTestId('quote-qty')).toHaveText('2')
  await expect(quoteLink).toHaveText('Quote list (2)')
  await quoteLink.click()
  await expect(page).toHaveURL(/#quote$/)
  await expect(page.getByRole('heading', { name: 'Request Quote' })).toBeInViewport()
  await page.getByRole('button', { name: 'Add to Quote – 16-Channel Handheld Remote' }).click()
  await expect(page.getByTestId('quote-qty')).toHaveText(['2', '1'])
  await page
    .getByRole('button', { name: 'Decrease quantity of 16-Channel Handheld Remote' })
    .click()
  await expect(page.getByTestId('quote-qty')).toHaveText(['2'])

  // Validation next to the fields.
  await page.getByRole('button', { name: 'Request Quote' }).click()
  const quoteForm = page.locator('form#motors-quote')
  const name = quoteForm.getByLabel('Name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(quoteForm.locator('#motors-quote-name-error')).toHaveText('Name is required')
  await expect(quoteForm.locator('#motors-quote-phone-error')).toHaveText('Phone is required')
  if (isNoJs(testInfo)) {
    await expect(quoteForm.getByRole('alert')).toBeFocused()
    await expect(quoteForm.getByRole('alert').getByRole('link')).toHaveText([
      'Name is required',
      'Email is required',
      'Phone is required',
    ])
  } else {
    // conform moves focus to the first field to fix.
    await expect(name).toBeFocused()
  }

  await page.getByLabel('Name').fill('Test Customer')
  await page.getByLabel('Email').fill('test@example.com')
  await page.getByLabel('Phone').fill('(954) 555-0100')
  await page.getByLabel('Details').fill(`Quote from ${testInfo.project.name}`)
  await page.getByRole('button', { name: 'Request Quote' }).click()
  await expect(page.getByText('Quote Request Submitted!').first()).toBeVisible()
  await expect(page.getByTestId('quote-lines')).toHaveCount(0)
  // The confirmation is in the quote panel, where the request was sent from.
  const confirmation = page.locator('#quote [role="status"]')
  await expect(confirmation).toContainText('Quote Request Submitted!')
  await expect(confirmation).toBeInViewport()
  if (isNoJs(testInfo)) {
    await expect(page).toHaveURL(/tab=accessories&sent=1#quote$/)
  } else {
    await expect(confirmation.locator('xpath=..')).toBeFocused()
  }
})
