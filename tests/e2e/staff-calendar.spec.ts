import { eq } from 'drizzle-orm'
import { offeredDates } from '../../app/domain/booking'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The office's calendar (issue 28), with JavaScript and without: a visit booked by phone,
 * moved, cancelled with a reason, a day blocked; the public date list and the customer's
 * inbox (the outbox) say so. The visits go on days beyond the public booking's 20 (staff may
 * book any coming day), so the booking journeys never meet them.
 */
test.describe('the staff calendar', () => {
  test('book by phone, move, cancel with a reason, block a day', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const noJs = isNoJs(testInfo)
    const far = offeredDates(new Date(), 40)
    const [bookDay, moveDay] = noJs ? [far[32], far[33]] : [far[30], far[31]]
    const email = `calendar-${testInfo.project.name}-${Date.now()}@example.com`
    const name = `Caller ${testInfo.project.name}`

    await loginAsAdmin()
    await page.goto(`/admin/appointments?date=${bookDay}`)
    await page.getByRole('link', { name: 'Book a visit' }).first().click()
    await expect(page.getByRole('heading', { name: 'Book a visit', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Phone', { exact: true }).fill('(954) 555-0188')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Address of the visit').fill('5 Coral Way, Miami, FL 33145')
    await page.getByLabel('Service', { exact: true }).selectOption('consultation')
    await page.getByLabel('Day', { exact: true }).fill(bookDay)
    await page.getByLabel('Time', { exact: true }).selectOption({ label: '10:00 AM' })
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Booked' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`date=${bookDay}`))

    // Move it: "Can you come another day instead?"
    const visit = page.getByRole('listitem').filter({ hasText: name }).first()
    await visit.getByText('Move, confirm or cancel').click()
    await visit.getByLabel('New day', { exact: true }).fill(moveDay)
    await visit.getByLabel('New time', { exact: true }).selectOption({ label: '2:00 PM' })
    await visit.getByRole('button', { name: /Move visit/ }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Moved' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`date=${moveDay}`))

    // Cancel it: a reason is required, and said next to its field.
    const moved = page.getByRole('listitem').filter({ hasText: name }).first()
    await moved.getByText('Move, confirm or cancel').click()
    await moved.getByRole('button', { name: /Cancel visit/ }).click()
    const again = page.getByRole('listitem').filter({ hasText: name }).first()
    await expect(again.getByText('Reason is required')).toBeVisible()
    await again.getByLabel('Reason (the customer is told)').fill('The installer is ill')
    await again.getByRole('button', { name: /Cancel visit/ }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Cancelled' })).toBeVisible()

    // The week view shows the day's times with their capacity, at a phone's width too.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('link', { name: 'Week', exact: true }).click()
    await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 800 })

    // Block a public day (the last for one project, the one before for the other, so the two
    // never block the same day): it leaves the public date list, then is opened again.
    await page.goto('/book-appointment?service=consultation')
    const dates = page.locator('button[name="date"]')
    const last =
      (await dates.nth((await dates.count()) - (noJs ? 2 : 1)).getAttribute('value')) ?? ''
    expect(last).not.toBe('')
    await page.goto(`/admin/appointments?date=${last}`)
    await page.getByRole('button', { name: 'Block this day' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Day Blocked' })).toBeVisible()
    try {
      await page.goto('/book-appointment?service=consultation')
      await expect(page.locator(`button[name="date"][value="${last}"]`)).toHaveCount(0)
    } finally {
      await page.goto(`/admin/appointments?date=${last}`)
      await page.getByRole('button', { name: 'Open this day again' }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: 'Day Opened' })).toBeVisible()
    }

    // The customer's inbox: the confirmation, the move and the cancellation with its reason.
    const mails = await withE2eDatabase((db) =>
      db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all(),
    )
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual([
      'Appointment confirmed',
      'Appointment moved',
      'Appointment cancelled',
    ])
    expect(mails[2].text).toContain('The installer is ill')
    for (const mail of mails) expect(mail.text).toMatch(/\/appointments\/[0-9A-Z]{4}-[0-9A-Z]{4}\./)
  })
})
