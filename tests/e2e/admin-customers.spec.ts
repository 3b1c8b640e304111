/**
 * The customers list and the frame's search (issue 40.27), with JavaScript and without, at 375
 * and 1280 px: the office types a phone number as the caller says it into the frame's search,
 * finds the lead, the order and the customer, opens the customer list filtered the same way
 * and the customer's page; an installer finds only their own visit. Its own rows (a name made
 * for the run), so it does not depend on what other specs made.
 */

import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { visitSlot } from './visit-slots'

test.describe('customers list and the admin search', () => {
  test('the office finds a caller by phone in any formatting; an installer only their visit', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const run = `${testInfo.project.name}${Date.now()}`.replace(/\W/g, '')
    const name = `Yolanda Search${run}`
    const email = `yolanda-${run}@example.com`
    // A phone number only this run uses: 954-55X-XXXX from the run's time.
    const tail = String(Date.now()).slice(-7)
    const phone = `(954) ${tail.slice(0, 3)}-${tail.slice(3)}`
    const digits = `954${tail}`
    const installer = { username: `inst-${run}`.slice(0, 40), role: 'installer' as const }
    await loginAsAdmin(installer)
    await withE2eDatabase((db) => {
      const installerId = db
        .select({ id: schema.adminUsers.id })
        .from(schema.adminUsers)
        .where(eq(schema.adminUsers.username, installer.username))
        .get()?.id
      db.insert(schema.leads).values({ source: 'quote-wizard', name, email, phone }).run()
      db.insert(schema.orders)
        .values({
          customerName: name,
          customerEmail: email,
          customerPhone: digits,
          subtotalCents: 10_000,
          installationCents: 0,
          taxCents: 0,
          totalCents: 10_000,
        })
        .run()
      const slotId = visitSlot(db, {
        date: '2027-03-02',
        timeSlot: '10:00',
        durationMinutes: 60,
        maxBookings: 50,
      }).id
      db.insert(schema.appointments)
        .values({
          slotId,
          customerName: name,
          customerEmail: email,
          customerPhone: phone,
          customerAddress: '1 Search Way, Plantation, FL',
          serviceType: 'consultation',
          appointmentDate: '2027-03-02',
          appointmentTime: '10:00',
          assignedAdminId: installerId ?? null,
        })
        .run()
    })

    // The installer: the frame's search finds their own visit, and no leads, orders or customers.
    await page.goto('/admin/my-visits')
    await page.getByRole('searchbox', { name: /Search by name/ }).fill(digits)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/search\?q=/)
    await expect(page.getByRole('heading', { name: 'Visits (1)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Leads/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /^Customers/ })).toHaveCount(0)
    await page.context().clearCookies()

    // The office, at 375 px then 1280 px.
    await loginAsAdmin({ username: `office-${run}`.slice(0, 40), role: 'office' })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      const box = page.getByRole('searchbox', { name: /Search by name/ })
      await box.fill(width === 375 ? phone : digits)
      await box.press('Enter')
      await expect(page).toHaveURL(/\/admin\/search\?q=/)
      await expect(page.getByRole('heading', { name: 'Leads (1)' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Visits (1)' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Customers (1)' })).toBeVisible()
      await expectNoAxeViolations(page, testInfo)
    }

    // The customers list, searched by e-mail, and the customer's page from it.
    await page.goto('/admin/customers')
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/admin\/customers\?q=/)
    const row = page.getByRole('listitem').filter({ hasText: email })
    await expect(row).toContainText('1 lead, 1 order, 1 visit')
    await expect(row).toContainText('Lifetime value $0.00')
    await expectNoAxeViolations(page, testInfo)
    await page.setViewportSize({ width: 375, height: 900 })
    await expectNoAxeViolations(page, testInfo)
    await row.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${encodeURIComponent(email)}$`))
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    if (!isNoJs(testInfo)) {
      // With JavaScript the frame's search keeps working after client-side navigation.
      await page.getByRole('searchbox', { name: /Search by name/ }).fill(`Search${run}`)
      await page.getByRole('searchbox', { name: /Search by name/ }).press('Enter')
      await expect(page.getByRole('heading', { name: 'Customers (1)' })).toBeVisible()
    }
  })
})
