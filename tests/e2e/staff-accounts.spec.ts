import { desc, eq } from 'drizzle-orm'
import { hashPassword } from '../../app/server/auth/password.server'
import { schema, withE2eDatabase } from './db'
import { expect, isNoJs, test } from './helpers'

/**
 * Staff accounts (issue 31), with JavaScript and without: the owner invites an office user,
 * who accepts the e-mailed link, chooses a password and works (opens leads) but may not open
 * the staff accounts; a suspended user is signed out at once.
 */
const PASSWORD = 'seagrape-lighthouse-marina-9'

async function invitationLink(email: string): Promise<string> {
  const mail = await withE2eDatabase((db) =>
    db
      .select({ text: schema.outbox.text })
      .from(schema.outbox)
      .where(eq(schema.outbox.to, email))
      .orderBy(desc(schema.outbox.id))
      .get(),
  )
  const match = /https?:\/\/\S+(\/admin\/invite\/[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')
  if (!match) throw new Error(`no invitation mailed to ${email}`)
  return match[1]
}

test.describe('staff accounts', () => {
  test('the owner invites an office user, who accepts, signs in and works', async ({
    page,
    browser,
    loginAsAdmin,
  }, testInfo) => {
    const email = `office-${testInfo.project.name}-${Date.now()}@example.com`
    await loginAsAdmin()
    await page.goto('/admin/staff')
    await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible()
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption('office')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Invitation sent' })).toBeVisible()
    await expect(page.getByText(`Invited ${email}`)).toBeVisible()

    const link = await invitationLink(email)
    const context = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo) })
    const invitee = await context.newPage()
    await invitee.goto(link)
    await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
    // A common password is refused, the form says why.
    await invitee.getByLabel('Your name').fill('Olive Office')
    await invitee.getByLabel(/^Password \(at least/).fill('password1234')
    await invitee.getByLabel('Password again').fill('password1234')
    await invitee.getByRole('button', { name: 'Create my account' }).click()
    await expect(invitee.getByRole('alert').filter({ hasText: 'too common' })).toBeVisible()
    await invitee.getByLabel('Your name').fill('Olive Office')
    await invitee.getByLabel(/^Password \(at least/).fill(PASSWORD)
    await invitee.getByLabel('Password again').fill(PASSWORD)
    await invitee.getByRole('button', { name: 'Create my account' }).click()
    await expect(invitee).toHaveURL(/\/admin$/)
    await expect(invitee.getByTestId('signed-in-as')).toContainText('Olive Office (Office)')
    await invitee.getByRole('link', { name: 'Leads' }).first().click()
    await expect(invitee).toHaveURL(/\/admin\/leads/)
    await expect(invitee.getByRole('heading', { name: 'Leads' }).first()).toBeVisible()

    // The office may not open the staff accounts: 403, and the tab is not offered.
    await expect(invitee.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0)
    const refused = await invitee.goto('/admin/staff')
    expect(refused?.status()).toBe(403)
    await expect(invitee.getByRole('heading', { name: 'Not allowed' })).toBeVisible()

    // The link worked once.
    await invitee.goto(link)
    await expect(
      invitee.getByRole('heading', { name: 'This invitation has expired' }),
    ).toBeVisible()
    await context.close()
  })

  test('a suspended user is signed out at once', async ({
    page,
    browser,
    loginAsAdmin,
  }, testInfo) => {
    const username = `suspend-${testInfo.project.name}-${Date.now()}`
    const passwordHash = await hashPassword(PASSWORD)
    await withE2eDatabase((db) =>
      db.insert(schema.adminUsers).values({ username, passwordHash, role: 'office' }).run(),
    )
    const context = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo) })
    const office = await context.newPage()
    await office.goto('/admin/login')
    await office.getByLabel('Username').fill(username)
    await office.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await office.getByRole('button', { name: 'Sign In' }).click()
    await expect(office.getByTestId('signed-in-as')).toContainText(username)

    await loginAsAdmin()
    await page.goto('/admin/staff')
    await page.getByRole('button', { name: `Suspend ${username}` }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Suspended' })).toBeVisible()

    await office.goto('/admin/leads')
    await expect(office).toHaveURL(/\/admin\/login/)
    await office.getByLabel('Username').fill(username)
    await office.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await office.getByRole('button', { name: 'Sign In' }).click()
    await expect(office.getByText('Invalid credentials').first()).toBeVisible()
    await context.close()
  })
})
