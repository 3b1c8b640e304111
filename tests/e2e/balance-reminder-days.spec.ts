import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The owner sets the days on which an unpaid balance is reminded (issue 39) on Estimates ›
 * Settings, with JavaScript and without: a wrong entry is said next to the field and nothing
 * changes; saved, the page shows the days. A site-wide setting: one project at a time, and
 * put back to 3 and 10.
 */
test.describe('balance reminder days', () => {
  test.describe.configure({ timeout: 90_000, lock: 'balance-reminder-days' })

  test('a wrong entry is refused beside the field; the owner saves others', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    await loginAsAdmin()
    await page.goto('/admin/estimates/settings')
    const form = page.locator('form#balance-reminder-days')
    const days = form.getByLabel('Days after the invoice (for example 3, 10)')
    await expect(days).toHaveValue('3, 10')

    await days.fill('next week')
    await form.getByRole('button', { name: 'Save the balance reminders' }).click()
    const error = form.locator('#balance-reminder-days-days-error')
    await expect(error).toContainText('Enter whole days from 1 to 365')
    await expect(days).toHaveAttribute('aria-invalid', 'true')
    if (isNoJs(testInfo)) await expect(days).toHaveValue('next week')
    await expectNoAxeViolations(page, testInfo)

    await days.fill('5, 2')
    await form.getByRole('button', { name: 'Save the balance reminders' }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Balance Reminders Saved' }),
    ).toBeVisible()
    // Read back as kept: sorted, each day once.
    await page.reload()
    await expect(page.getByLabel('Days after the invoice (for example 3, 10)')).toHaveValue('2, 5')

    // Back to the defaults for the other project and other specs.
    await page.getByLabel('Days after the invoice (for example 3, 10)').fill('3, 10')
    await page.getByRole('button', { name: 'Save the balance reminders' }).click()
    await expect(page.getByLabel('Days after the invoice (for example 3, 10)')).toHaveValue('3, 10')
  })
})
