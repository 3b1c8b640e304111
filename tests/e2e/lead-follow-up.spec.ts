import { eq } from 'drizzle-orm'
import { businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { openWeekdays } from './open-days'

/**
 * Following up a lead and a window-company request (issue 28), with JavaScript and without:
 * an emergency quote request gets its reference on the thank-you screen and in an e-mail;
 * staff find it with ?emergency=yes, note a call, set a follow-up date (?followUp=due), and
 * e-mail the customer; a B2B request gets a note and its removal visit booked from it.
 */
test.describe('follow-up on leads and B2B requests', () => {
  test('an emergency quote request, followed up by the office', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const name = `Emergency ${stamp}`
    const email = `follow-up-${stamp}@example.com`

    // The customer: an ASAP repair through the wizard.
    await page.goto('/quote')
    const w = page.locator('#contact-form')
    await w.getByRole('radio', { name: /^Repair/ }).check()
    await w.getByRole('button', { name: 'Continue' }).click()
    await w.getByRole('radio', { name: 'Single-family home' }).check()
    await w.getByLabel('ZIP code').fill('33301')
    await w.getByRole('button', { name: 'Continue' }).click()
    await w.getByRole('radio', { name: /Emergency Service/ }).check()
    await w.getByLabel('How many windows or rooms?').fill('1 window')
    await w.getByRole('button', { name: 'Continue' }).click()
    await w.getByRole('button', { name: 'Continue' }).click()
    await w.getByLabel('Full name').fill(name)
    await w.getByLabel('E-mail').fill(email)
    await w.getByLabel('Phone').fill('954-555-0111')
    await w.getByLabel('Address').fill('9 Sunrise Blvd, Fort Lauderdale')
    await w.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
    const lead = await withE2eDatabase((db) =>
      db.select().from(schema.leads).where(eq(schema.leads.email, email)).get(),
    )
    if (!lead) throw new Error('the lead was not stored')
    const reference = `Q-${lead.id}`
    await expect(w.getByText(`Your reference is ${reference}.`)).toBeVisible()

    // The office: emergencies first.
    await loginAsAdmin()
    await page.goto('/admin/leads?emergency=yes')
    const row = page.getByRole('link').filter({ hasText: name })
    await expect(row.getByText('Emergency', { exact: true })).toBeVisible()
    await row.click()
    await expect(page.getByRole('heading', { name: `Lead #${lead.id}: ${name}` })).toBeVisible()
    await expect(page.getByText(`Reference ${reference}`)).toBeVisible()
    await expectNoAxeViolations(page, testInfo)

    // A note: required, said next to the field.
    await page.getByRole('button', { name: 'Save the note' }).click()
    await expect(page.getByText('Note is required')).toBeVisible()
    await page.getByLabel('Add a note').fill('called 9:40, left voicemail')
    await page.getByRole('button', { name: 'Save the note' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Note Saved' })).toBeVisible()
    const activity = page.getByRole('list', { name: 'Activity, newest first' })
    await expect(activity.getByText('called 9:40, left voicemail')).toBeVisible()
    await expect(page.getByLabel('Add a note')).toHaveValue('')

    // Follow up today: the lead is on the due list.
    await page.getByLabel('Follow-up date').fill(businessDate())
    await page.getByRole('button', { name: 'Save the date' }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Follow-up Date Saved' }),
    ).toBeVisible()
    await expect(activity.getByText(/^Follow up on /)).toBeVisible()

    // E-mail the customer from the page.
    await page.getByText('E-mail the customer').click()
    await page.getByLabel('Message').fill('We can come today at 3 PM.')
    await page.getByRole('button', { name: 'Send the e-mail' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: /^E-mail / })).toBeVisible()
    await expect(activity.getByText(new RegExp(`“Your quote request ${reference}”`))).toBeVisible()

    await page.goto('/admin/leads?followUp=due')
    await expect(page.getByRole('link').filter({ hasText: name })).toBeVisible()

    // The customer's inbox: the acknowledgement with the reference, then staff's e-mail.
    const mails = await withE2eDatabase((db) =>
      db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all(),
    )
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your quote request ${reference}`,
      `Your quote request ${reference}`,
    ])
    expect(mails[0].text).toContain('within 2 hours during business hours')
  })

  test('a B2B request: a note, then its removal visit booked from it', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const noJs = isNoJs(testInfo)
    const company = `Removal Co ${testInfo.project.name} ${Date.now()}`
    const id = await withE2eDatabase(
      (db) =>
        db
          .insert(schema.windowCompanyRequests)
          .values({
            companyName: company,
            contactName: 'Jo Smith',
            contactPhone: '(954) 555-0100',
            contactEmail: 'jo@acme.test',
            customerName: `Customer of ${company}`,
            customerPhone: '(954) 555-0101',
            customerEmail: `b2b-${Date.now()}@example.com`,
            customerAddress: '1 Main St, Davie, FL 33314',
            projectDetails: 'Remove 12 verticals before impact windows go in',
            blindType: 'Vertical blinds',
            numberOfWindows: 12,
          })
          .returning({ id: schema.windowCompanyRequests.id })
          .get().id,
    )
    await loginAsAdmin()
    await page.goto(`/admin/b2b/${id}`)
    await page.getByLabel('Add a note').fill('Jo says Monday works')
    await page.getByRole('button', { name: 'Save the note' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Note Saved' })).toBeVisible()
    await expect(page.getByText('Jo says Monday works')).toBeVisible()

    await page.getByRole('link', { name: 'Schedule the removal visit' }).click()
    await expect(page.getByRole('heading', { name: 'Book a visit', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Address of the visit')).toHaveValue('1 Main St, Davie, FL 33314')
    const far = await openWeekdays(40)
    await page.getByLabel('Day', { exact: true }).fill(noJs ? far[35] : far[34])
    await page.getByLabel('Time', { exact: true }).selectOption({ label: '10:00 AM' })
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Booked' })).toBeVisible()

    await page.goto(`/admin/b2b/${id}`)
    await expect(page.getByText(/^Visit booked for Customer of /)).toBeVisible()
  })
})
