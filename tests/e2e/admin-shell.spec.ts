import type { Page } from '@playwright/test'
import { ALL_ADMIN_TABS, adminTabUrl } from '../../app/components/admin/tabs'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

const E2E_ADMIN_PASSWORD = 'e2e-admin-password' // scripts/dev/e2e-server.js

/** Signs in with the login form, as staff do: the dashboard answers with a toast. */
async function signInWithTheForm(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * The controls of the admin frame (header and tab bar) a toast is over, or that do not get a
 * click at their centre (a toast's invisible container would take it), described.
 */
async function frameControlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-toast]')]
      .map((toast) => toast.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
    const frame = document.querySelectorAll('header, nav[aria-label="Admin sections"]')
    const controls = [...frame].flatMap((part) => [
      ...part.querySelectorAll<HTMLElement>('a, button, summary, [role=tab]'),
    ])
    const found: string[] = []
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const name = control.textContent?.trim() ?? ''
      const under = toasts.some(
        (toast) =>
          toast.left < box.right &&
          box.left < toast.right &&
          toast.top < box.bottom &&
          box.top < toast.bottom,
      )
      if (under) found.push(`"${name}" is under a toast`)
      // A link wrapped over lines is checked at the centre of its first line.
      const line = control.getClientRects()[0] ?? box
      const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2)
      if (!hit || !control.contains(hit)) {
        found.push(`"${name}" is under <${hit?.tagName.toLowerCase()} class="${hit?.className}">`)
      }
    }
    if (controls.length === 0) found.push('no frame controls found')
    return found
  })
}

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
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/')

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/leads')
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/)
  })

  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 800 },
  ]) {
    test(`the sign-in toast covers none of the frame's controls at ${size.width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size)
      await signInWithTheForm(page)
      const toast = page.locator('[data-toast]').filter({ hasText: 'Logged in successfully' })
      await expect(toast).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`signed-in-${size.width}.png`) })
      expect(await frameControlsUnderToasts(page)).toEqual([])

      // While the toast shows, the tabs take their clicks straight away (a short timeout: a
      // click must not have to wait for the toast to go).
      const tabs = page.getByRole('navigation', { name: 'Admin sections' })
      await expect(toast).toBeVisible()
      await tabs.getByRole('link', { name: 'B2B' }).click({ timeout: 1_000 })
      await expect(page).toHaveURL(/\/admin\/b2b$/)
      // A live toast outlives the navigation; the no-JavaScript banner goes with its page.
      if (!isNoJs(testInfo)) await expect(toast).toBeVisible()
      await tabs.getByText('View More').click({ timeout: 1_000 })
      await expect(tabs.getByRole('link', { name: 'Blog Management' })).toBeVisible()
    })
  }

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
