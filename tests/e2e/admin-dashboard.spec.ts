import { addCalendarDays, businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The "Today" dashboard and the customer page (issue 28), with JavaScript and without: staff
 * sign in and see the cards; an old emergency lead is first among the new leads and late
 * against the 2-hour answer; every card's link opens its list filtered to what it counts; the
 * lead's page links to the customer's page, which lists the lead. No overflow at 375 px.
 */
test.describe('the Today dashboard', () => {
  test('cards, their filtered lists, and a customer page from a lead', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const name = `Dash Emergency ${stamp}`
    const email = `dash-${stamp}@example.com`
    const company = `Dash Co ${stamp}`
    const { leadId } = await withE2eDatabase((db) => {
      const lead = db
        .insert(schema.leads)
        .values({
          source: 'quote-wizard',
          name,
          email,
          phone: '(954) 555-0177',
          timeFrame: 'asap',
          status: 'new',
          followUpOn: '2020-01-02',
          createdAt: new Date('2020-01-01T12:00:00Z'),
        })
        .returning({ id: schema.leads.id })
        .get()
      db.insert(schema.windowCompanyRequests)
        .values({
          companyName: company,
          contactName: 'Jo',
          contactPhone: '(954) 555-0100',
          contactEmail: 'jo@dash.test',
          customerName: 'Ann Dash',
          customerPhone: '(954) 555-0101',
          customerAddress: '1 Main St, Davie, FL',
          projectDetails: 'Remove verticals',
          blindType: 'Vertical',
          numberOfWindows: 2,
          createdAt: new Date('2020-01-01T12:00:00Z'),
        })
        .run()
      db.insert(schema.outbox)
        .values({
          to: email,
          subject: `Dash failure ${stamp}`,
          text: 'x',
          status: 'failed',
          reason: 'smtp-not-configured',
          // The card lists the newest failures first, and the shared e2e server has no SMTP
          // (every other test's mail fails too): a few minutes ahead keeps this one on top.
          createdAt: new Date(Date.now() + 5 * 60_000),
        })
        .run()
      return { leadId: lead.id }
    })

    await loginAsAdmin()
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()

    const card = (title: RegExp) =>
      page
        .locator('[data-card]')
        .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    const newLeads = card(/New leads/)
    const first = newLeads.getByRole('listitem').filter({ hasText: name })
    await expect(first.getByRole('link', { name })).toBeVisible()
    await expect(first.getByText('Emergency', { exact: true })).toBeVisible()
    await expect(first.getByText('Late', { exact: true })).toBeVisible()
    await expect(card(/Follow-ups due today/).getByRole('link', { name })).toBeVisible()
    await expect(card(/Pending B2B requests/).getByRole('link', { name: company })).toBeVisible()
    await expect(card(/Mail not sent/).getByText(`Dash failure ${stamp}`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'All sections' })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)

    // Each card's link opens the list filtered to what it counts.
    const today = businessDate()
    const links: [RegExp, string, RegExp][] = [
      [/Today's visit/, 'Open', new RegExp(`/admin/appointments\\?date=${today}$`)],
      [
        /Tomorrow's visit/,
        'Open',
        new RegExp(`/admin/appointments\\?date=${addCalendarDays(today, 1)}$`),
      ],
      [/New leads/, 'All new leads', /\/admin\/leads\?status=new$/],
      [/New leads/, 'Emergencies', /\/admin\/leads\?emergency=yes$/],
      [/Follow-ups due today/, 'Leads to follow up', /\/admin\/leads\?followUp=due$/],
      [/Follow-ups due today/, 'B2B requests to follow up', /\/admin\/b2b\?followUp=due$/],
      [/Paid orders/, 'All paid orders waiting', /\/admin\/orders\?kind=order&stage=paid$/],
      [/Free samples/, 'All samples to mail', /\/admin\/orders\?kind=samples&stage=received$/],
      [/Pending B2B requests/, 'All pending B2B requests', /\/admin\/b2b\?status=pending$/],
      [/Mail not sent/, 'Open the outbox', /\/admin\/outbox\?status=failed$/],
      [/Estimates waiting for an answer/, 'All estimates sent', /\/admin\/estimates\?status=sent$/],
      [
        /Accepted, deposit unpaid/,
        'All accepted estimates',
        /\/admin\/estimates\?status=accepted$/,
      ],
      [/Balances due/, 'All installed jobs', /\/admin\/orders\?kind=installed-job$/],
    ]
    for (const [title, label, url] of links) {
      await page.goto('/admin')
      await card(title)
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click()
      await expect(page).toHaveURL(url)
    }
    // The lists show the seeded items.
    await page.goto('/admin/leads?followUp=due')
    await expect(page.getByRole('link').filter({ hasText: name })).toBeVisible()
    await page.goto('/admin/outbox?status=failed')
    await expect(page.getByText(`Dash failure ${stamp}`)).toBeVisible()

    // From the lead to everything this customer asked of us.
    await page.goto(`/admin/leads/${leadId}`)
    await page.getByRole('link', { name: "All of this customer's requests" }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${encodeURIComponent(email)}$`))
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    const leads = page.locator('section').filter({
      has: page.getByRole('heading', { name: /Quote requests/ }),
    })
    await expect(leads.getByRole('link', { name: `Q-${leadId}` })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    if (!isNoJs(testInfo)) {
      await leads.getByRole('link', { name: `Q-${leadId}` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`))
    }
  })

  for (const width of [375, 1280]) {
    test(`the dashboard fits ${width} px`, async ({ page, loginAsAdmin }) => {
      await page.setViewportSize({ width, height: 800 })
      await loginAsAdmin()
      await page.goto('/admin')
      await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
