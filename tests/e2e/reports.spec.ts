import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

/**
 * The owner's reports (issue 42), with JavaScript and without: the owner picks a period with the
 * GET form, sees a paid order of that period in the money figures, its chart and table, follows
 * the "Paid" figure to the orders list; sees where that order's customer came from and follows
 * its source to the orders list; a period that cannot be one is said next to the dates.
 * axe finds nothing at 375 and 1280 px. The office does not see the tab until the owner says so.
 */
test.describe('the owner’s reports', () => {
  // Orders paid in a month of their own, long ago, so no other spec's orders are counted.
  test.describe.configure({ lock: 'reports-june-2019' })

  test('a period, its money, a figure followed to its list', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    await withE2eDatabase((db) => {
      db.delete(schema.orders)
        .where(eq(schema.orders.customerEmail, 'reports-e2e@example.com'))
        .run()
      db.insert(schema.orders)
        .values({
          kind: 'order',
          stage: 'completed',
          status: 'paid',
          customerName: 'Reports Customer',
          customerEmail: 'reports-e2e@example.com',
          customerPhone: '(954) 555-0142',
          customerCity: 'Doral',
          taxCounty: 'Miami-Dade',
          subtotalCents: 123_400,
          installationCents: 0,
          taxCents: 0,
          totalCents: 123_400,
          paidAt: new Date('2019-06-12T16:00:00Z'),
          // Came from a newsletter link to the Doral page (where customers come from).
          arrivalLanding: '/doral',
          arrivalSource: 'reports-newsletter',
          arrivalMedium: 'email',
          arrivalCampaign: 'june-2019',
        })
        .run()
    })
    await loginAsAdmin()
    await page.goto('/admin/reports')
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()

    // A period typed by hand, the end before the start: said, and the default shown.
    await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Dates below' })
    await page.getByLabel('From', { exact: true }).fill('2019-06-30')
    await page.getByLabel('To', { exact: true }).fill('2019-06-01')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }),
    ).toBeVisible()

    await page.getByLabel('From', { exact: true }).fill('2019-06-01')
    await page.getByLabel('To', { exact: true }).fill('2019-06-30')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/from=2019-06-01&to=2019-06-30/)
    const money = page.getByRole('region', { name: 'Money' })
    await expect(money.getByText('$1,234.00').first()).toBeVisible()
    await expect(page.getByRole('img', { name: 'Paid and net by day' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Paid by city' })).toContainText('Doral')

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, testInfo)
      await page.screenshot({
        path: `tests/.tmp/reports-${testInfo.project.name}-${width}.png`,
        fullPage: true,
      })
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    )

    // Where customers come from: the order under its source and campaign; its count opens the
    // orders of that source.
    const arrivals = page.getByRole('region', {
      name: 'Leads, visits booked, orders paid and paid by source',
    })
    await expect(arrivals.getByRole('row', { name: /reports-newsletter/ })).toContainText(
      '$1,234.00',
    )
    await expect(
      page.getByRole('region', { name: 'Leads, visits booked, orders paid and paid by campaign' }),
    ).toContainText('june-2019')
    await arrivals
      .getByRole('row', { name: /reports-newsletter/ })
      .getByRole('link')
      .last()
      .click()
    await expect(page).toHaveURL(/cameFrom=reports-newsletter/)
    await expect(page.getByText('Reports Customer').first()).toBeVisible()
    await expect(page.getByText('Only those that came from reports-newsletter')).toBeVisible()
    await page.goBack()

    // The figure is a link to the list it counts.
    await money.getByRole('link', { name: '$1,234.00' }).click()
    await expect(page).toHaveURL(/\/admin\/orders\?paidFrom=2019-06-01&paidTo=2019-06-30/)
    await expect(page.getByText('Reports Customer').first()).toBeVisible()
    await expect(page.getByLabel('Paid from')).toHaveValue('2019-06-01')
    await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible()
  })
})
