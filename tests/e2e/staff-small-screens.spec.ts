import { hashToken, newToken } from '../../app/server/auth/admin-session.server'
import { hashPassword } from '../../app/server/auth/password.server'
import { schema, withE2eDatabase } from './db'
import { E2E_ADMIN_USERNAME, expect, expectNoAxeViolations, test } from './helpers'

/**
 * The staff pages on a 375 px phone, with JavaScript and without (issue 31): the staff table,
 * the audit log (with a long unbroken value) and my visits never scroll the page sideways (a
 * wide table scrolls inside its own labelled region instead); one's name and calendar colour
 * on /admin/account; the shared new-password form of a reset link.
 */
const PAGES = [
  { path: '/admin/staff', heading: 'Staff' },
  { path: '/admin/audit', heading: 'Audit log' },
  { path: '/admin/my-visits', heading: 'My visits' },
]

test.describe('staff pages at 375 px', () => {
  test.beforeAll(async () => {
    await withE2eDatabase((db) =>
      db
        .insert(schema.auditLog)
        .values({
          actorName: 'small-screen-check',
          kind: 'content-edit',
          subjectType: 'content',
          subjectId: 'home',
          summary: `Content item footer/${'x'.repeat(80)} updated`,
          before: `{"url":"https://example.com/${'long-unbroken-'.repeat(8)}"}`,
          after: 'https://example.com/another',
        })
        .run(),
    )
  })

  for (const { path, heading } of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page, loginAsAdmin }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await loginAsAdmin()
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(375)
    })
  }

  test('the staff table scrolls inside its own region, reachable by keyboard', async ({
    page,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await loginAsAdmin()
    await page.goto('/admin/staff')
    const region = page.getByRole('region', { name: 'Staff accounts' })
    await expect(region).toBeVisible()
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.getByRole('table')).toBeVisible()
  })

  test('each person chooses their name and calendar colour on /admin/account', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await loginAsAdmin()
    await page.goto('/admin/account')
    await page.getByLabel('Display name of me').fill('Admin Owner')
    await page.getByRole('radio', { name: 'Teal' }).check()
    await page.getByRole('button', { name: 'Save name and colour' }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Name and colour saved' }),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked()
    await expect(page.getByLabel('Display name of me')).toHaveValue('Admin Owner')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectNoAxeViolations(page, testInfo)
    await page.goto('/admin/staff')
    await expect(page.getByLabel(`Display name of ${E2E_ADMIN_USERNAME}`)).toHaveValue(
      'Admin Owner',
    )
    await expectNoAxeViolations(page, testInfo)
  })

  test('a reset link on a phone: the shared password form refuses, then sets it', async ({
    page,
  }, testInfo) => {
    const username = `reset-${testInfo.project.name}-${Date.now()}`
    const token = newToken()
    const passwordHash = await hashPassword('an-old-password-nobody-knows')
    await withE2eDatabase((db) => {
      const person = db
        .insert(schema.adminUsers)
        .values({ username, email: `${username}@example.com`, passwordHash, role: 'office' })
        .returning()
        .get()
      db.insert(schema.staffOneTimeTokens)
        .values({
          adminUserId: person.id,
          purpose: 'password-reset',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + 60_000),
        })
        .run()
    })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/admin/reset-password/${token}`)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel(/^New password \(at least/).fill('mangrove-heron-sandbar-31')
    await page.getByLabel('New password again').fill('mangrove-heron-sandbar-3')
    await page.getByRole('button', { name: 'Set my password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'not the same' })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    await page.getByLabel(/^New password \(at least/).fill('mangrove-heron-sandbar-31')
    await page.getByLabel('New password again').fill('mangrove-heron-sandbar-31')
    await page.getByRole('button', { name: 'Set my password' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('signed-in-as')).toContainText(username)
  })
})
