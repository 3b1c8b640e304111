import { ALL_ADMIN_TABS, adminTabUrl } from '../../app/components/admin/tabs'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

const E2E_ADMIN_PASSWORD = 'e2e-admin-password' // scripts/e2e-server.js

test.describe('admin sign-in', () => {
  test('prompt, sign in with the form, see the dashboard, log out', async ({ page }, testInfo) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Login Required' })).toBeVisible()
    await expect(page.getByText('Please log in to access the admin dashboard.')).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    await page.getByRole('link', { name: 'Go to Login' }).click()

    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    // No credentials on the page; no public header or footer.
    await expect(page.getByText(E2E_ADMIN_PASSWORD)).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expectNoAxeViolations(page, testInfo)

    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible()

    await page.getByLabel('Username').fill('admin')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill(E2E_ADMIN_PASSWORD)
    if (!isNoJs(testInfo)) {
      await page.getByRole('button', { name: 'Show password' }).click()
      await expect(password).toHaveAttribute('type', 'text')
      await page.getByRole('button', { name: 'Hide password' }).click()
      await expect(password).toHaveAttribute('type', 'password')
    }
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Logged in successfully' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/')

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/leads')
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/)
  })

  test('/admin-dashboard is the dashboard', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin()
    await page.goto('/admin-dashboard')
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test.describe('the admin shell', () => {
  test('every tab is a page of its own, reachable from the tab bar', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    test.setTimeout(120_000) // thirteen pages, each checked by axe
    await loginAsAdmin()
    await page.goto('/admin')
    const tabs = page.getByRole('navigation', { name: 'Admin sections' })
    for (const tab of ALL_ADMIN_TABS) {
      const link = tabs.getByRole('link', { name: tab.label, exact: false }).first()
      if (!(await link.isVisible())) await tabs.getByText('View More').click()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${adminTabUrl(tab)}$`))
      // Tabs under 'View More' are hidden again once the page changes.
      await expect(
        tabs.getByRole('link', { name: tab.label, includeHidden: true }).first(),
      ).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // The public frame stays out of the admin area.
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
      await expectNoAxeViolations(page, testInfo)
    }
  })
})
