import { eq } from 'drizzle-orm'
import { formatLongDate } from '../../app/domain/booking'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { openWeekdays } from './open-days'

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
    // A whole morning of the office in one journey: longer than one page's budget.
    test.slow()
    const noJs = isNoJs(testInfo)
    const far = await openWeekdays(40)
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
    await page.getByLabel('E-mail (optional)', { exact: true }).fill(email)
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
      // The blocked day is listed under Closed days, where it can be opened again.
      await page.goto('/admin/appointments/availability')
      const listed = page.getByRole('listitem').filter({ hasText: formatLongDate(last) })
      await expect(listed).toContainText('Blocked from the calendar')
      await expect(
        listed.getByRole('button', { name: `Open again ${formatLongDate(last)}` }),
      ).toBeVisible()
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

  test('a visit by phone: only the times the visit fits are offered, and a caller without e-mail is booked', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const noJs = isNoJs(testInfo)
    const far = await openWeekdays(40)
    const day = noJs ? far[37] : far[36]
    const name = `No e-mail ${testInfo.project.name} ${Date.now()}`
    await loginAsAdmin()
    await page.goto(`/admin/appointments/new?date=${day}`)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Phone', { exact: true }).fill('(954) 555-0166')
    await page.getByLabel('Address of the visit').fill('9 Palm Ave, Hialeah, FL 33010')
    const service = page.getByLabel('Service', { exact: true })
    const time = page.getByLabel('Time', { exact: true })
    const offered = () => time.locator('option').allTextContents()
    // A consultation (1 hour) may start at 5 PM on a day that closes at 6.
    expect(await offered()).toContain('5:00 PM')

    await service.selectOption('installation')
    if (noJs) {
      // Without JavaScript the server answers the times of the service and day chosen.
      await page.getByRole('button', { name: 'Show the times for this service and day' }).click()
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    }
    await expect(time.locator('option', { hasText: '5:00 PM' })).toHaveCount(0)
    expect(await offered()).toEqual(
      expect.arrayContaining(['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM']),
    )
    await expect(page.getByText('The times a 2-hour visit fits before closing')).toBeVisible()
    if (!noJs) {
      // The list follows the service as it is changed.
      await service.selectOption('measurement')
      await expect(time.locator('option', { hasText: '5:00 PM' })).toHaveCount(1)
      await service.selectOption('installation')
      await expect(time.locator('option', { hasText: '5:00 PM' })).toHaveCount(0)
    }
    await expectNoAxeViolations(page, testInfo)

    await time.selectOption({ label: '10:00 AM' })
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'No e-mail address' }),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`date=${day}`))
    const visit = page.getByRole('listitem').filter({ hasText: name }).first()
    await expect(visit).toContainText('no e-mail (tell them by phone)')
    const mails = await withE2eDatabase((db) =>
      db.select().from(schema.outbox).where(eq(schema.outbox.to, '')).all(),
    )
    expect(mails).toEqual([])
  })
})
