import type { Page, TestInfo } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * Each project books on dates of its own (js: the first ten offered weekdays, no-js: the
 * next ten), and each test on its own date, so runs never compete for a place.
 */
function dateIndex(testInfo: TestInfo, n: number) {
  return (isNoJs(testInfo) ? 10 : 0) + n
}

const SERVICES = [
  { type: 'consultation', name: 'Free Consultation' },
  { type: 'installation', name: 'Installation Service' },
  { type: 'repair', name: 'Repair Service' },
  { type: 'measurement', name: 'Measurement Service' },
] as const

async function chooseServiceAndDate(page: Page, serviceName: string, index: number) {
  await page.goto('/book-appointment')
  await page.getByRole('button', { name: new RegExp(serviceName) }).click()
  await expect(page.getByRole('button', { name: new RegExp(serviceName) })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeFocused()
  const date = page.locator('button[name="date"]').nth(index)
  const value = (await date.getAttribute('value')) ?? ''
  await date.click()
  await expect(page.getByRole('heading', { name: 'Choose a time slot' })).toBeFocused()
  return value
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill('booker@example.com')
  await page.getByLabel('Phone').fill('(954) 555-0166')
  await page.getByLabel('Address of the visit').fill('77 Las Olas Blvd, Fort Lauderdale, FL 33301')
}

/** Books a time of the n-th date for a service through the wizard; answers the date. */
async function bookAt(
  page: Page,
  testInfo: TestInfo,
  serviceName: string,
  n: number,
  time: RegExp,
) {
  const date = await chooseServiceAndDate(page, serviceName, dateIndex(testInfo, n))
  await page.getByTestId('time-slot').filter({ hasText: time }).click()
  await fillDetails(page, `${serviceName} at ${time.source} ${testInfo.project.name}`)
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Appointment Booked Successfully!',
  )
  return date
}

async function slotRow(date: string, time: string) {
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.appointmentSlots)
      .where(
        and(eq(schema.appointmentSlots.date, date), eq(schema.appointmentSlots.timeSlot, time)),
      )
      .get(),
  )
}

test.describe('booking an appointment', () => {
  for (const [n, service] of SERVICES.entries()) {
    test(`books a ${service.name} end to end`, async ({ page }, testInfo) => {
      const checkAxe = service.type === 'consultation'
      // axe on four pages takes its time on a busy machine.
      if (checkAxe) test.slow()
      await page.goto('/book-appointment')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Book an In-Home Appointment',
      )
      await expect(page.getByText('Step 1 of 4')).toBeVisible()
      if (checkAxe) await expectNoAxeViolations(page, testInfo)

      const date = await chooseServiceAndDate(page, service.name, dateIndex(testInfo, n))
      await expect(page).toHaveURL(new RegExp(`service=${service.type}&date=${date}`))
      await expect(page.getByText('Step 2 of 4')).toBeVisible()
      const times = page.getByTestId('time-slot')
      // Installation and repair never start at 5 PM: they would run past closing.
      const expected = service.type === 'installation' || service.type === 'repair' ? 5 : 6
      await expect(times).toHaveCount(expected)
      if (checkAxe) await expectNoAxeViolations(page, testInfo)

      await times.filter({ hasText: 'Available' }).first().click()
      await expect(page.getByRole('heading', { name: 'Your information' })).toBeFocused()
      await expect(page.getByText('Step 3 of 4')).toBeVisible()
      if (checkAxe) await expectNoAxeViolations(page, testInfo)

      await fillDetails(page, `${service.name} customer ${testInfo.project.name}`)
      await page.getByLabel('What should we know?').fill('Three windows in the living room.')
      await page.getByRole('button', { name: 'Book Appointment' }).click()

      // The private link names the visit by its reference, never its sequential id.
      await expect(page).toHaveURL(
        /\/appointments\/[0-9A-Z]{4}-[0-9A-Z]{4}\.[\w-]{32}\?booked=1#appointment-title$/,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Appointment Booked Successfully!',
      )
      await expect(page.getByText('Step 4 of 4')).toBeVisible()
      await expect(page.getByText(service.name, { exact: false }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
        'href',
        /\/calendar\.ics$/,
      )
      if (checkAxe) await expectNoAxeViolations(page, testInfo)
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  }

  test('a full slot is shown disabled', async ({ page }, testInfo) => {
    const date = await chooseServiceAndDate(page, 'Repair Service', dateIndex(testInfo, 4))
    const slot = await slotRow(date, '10:00')
    expect(slot).toBeTruthy()
    // The day is given back as it was: another journey may book on it (after midnight the list
    // of dates moves by one, and the Spanish journey's date was this one: CI, 2026-12-04).
    const booked = await withE2eDatabase((db) =>
      db
        .select({ id: schema.appointmentSlots.id, n: schema.appointmentSlots.currentBookings })
        .from(schema.appointmentSlots)
        .where(eq(schema.appointmentSlots.date, date))
        .all(),
    )
    try {
      await withE2eDatabase((db) =>
        db
          .update(schema.appointmentSlots)
          .set({ currentBookings: slot!.maxBookings })
          .where(eq(schema.appointmentSlots.id, slot!.id))
          .run(),
      )
      await page.reload()
      const full = page.getByTestId('time-slot').filter({ hasText: /^10:00 AM/ })
      await expect(full).toBeDisabled()
      await expect(full).toContainText('Fully booked')
      await expect(page.getByTestId('time-slot').filter({ hasText: /^8:00 AM/ })).toBeEnabled()

      // Every time of the day taken: the message of docs/requirements.md#appointment-booking and a way to another date.
      await withE2eDatabase((db) =>
        db
          .update(schema.appointmentSlots)
          .set({ currentBookings: schema.appointmentSlots.maxBookings })
          .where(eq(schema.appointmentSlots.date, date))
          .run(),
      )
      await page.reload()
      await expect(
        page.getByText('No available slots for this date. Please select another date.'),
      ).toBeVisible()
      await expect(page.getByTestId('time-slot')).toHaveCount(0)
      await page.getByRole('link', { name: 'Choose another date' }).click()
      await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible()
    } finally {
      await withE2eDatabase((db) => {
        for (const { id, n } of booked) {
          db.update(schema.appointmentSlots)
            .set({ currentBookings: n })
            .where(eq(schema.appointmentSlots.id, id))
            .run()
        }
      })
    }
  })

  test('the Back button and Back link go back one choice', async ({ page }, testInfo) => {
    const date = await chooseServiceAndDate(page, 'Measurement Service', dateIndex(testInfo, 5))
    await page.getByTestId('time-slot').filter({ hasText: 'Available' }).first().click()
    await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible()
    // The page's Back link: the times of the same date.
    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Choose a time slot' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`date=${date}$`))
    // The browser's Back button: the form again, then the date choice.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Choose a time slot' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Measurement Service/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // Choosing another service drops the date.
    await page.getByRole('button', { name: /Repair Service/ }).click()
    await expect(page).toHaveURL(/\/book-appointment\?service=repair$/)
  })

  test('missing details are named, and nothing is booked', async ({ page }, testInfo) => {
    await chooseServiceAndDate(page, 'Free Consultation', dateIndex(testInfo, 7))
    await page.getByTestId('time-slot').filter({ hasText: 'Available' }).first().click()
    await page.getByLabel('Full name').fill('Only A Name')
    const book = page.getByRole('button', { name: 'Book Appointment' })
    const email = page.getByLabel('Email')
    if (isNoJs(testInfo)) {
      // Without JavaScript the server names what is missing.
      await book.click()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await expect(summary).toBeFocused()
      await expect(summary).toContainText('Email is required')
    } else {
      // The document: disabled until name, e-mail, phone and address are filled, and it says so.
      await expect(book).toBeDisabled()
      await expect(book).toHaveAccessibleDescription(
        'Please fill in your name, e-mail, phone and the address of the visit',
      )
      await email.fill('not-an-email')
      await page.getByLabel('Phone').fill('(954) 555-0166')
      await expect(book).toBeDisabled()
      await page.getByLabel('Address of the visit').fill('77 Las Olas Blvd, Fort Lauderdale')
      await expect(book).toBeEnabled()
      await page.getByLabel('Address of the visit').fill('   ')
      await expect(book).toBeDisabled()
      await page.getByLabel('Address of the visit').fill('77 Las Olas Blvd, Fort Lauderdale')
      // Filled but wrong: the browser's check names the field without a round trip.
      await book.click()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
    }
    await expect(page).toHaveURL(/\/book-appointment\?/)
    const kept = await withE2eDatabase((db) =>
      db
        .select()
        .from(schema.appointments)
        .where(eq(schema.appointments.customerName, 'Only A Name'))
        .all(),
    )
    expect(kept).toHaveLength(0)
  })

  test('cancelling through the private link frees the place', async ({ page }, testInfo) => {
    const date = await bookAt(page, testInfo, 'Repair Service', 6, /^4:00 PM/)
    expect((await slotRow(date, '16:00'))?.currentBookings).toBe(1)

    // The private link, as the e-mail gives it.
    const privateUrl = new URL(page.url())
    await page.goto(privateUrl.pathname)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment')
    await page.getByRole('link', { name: 'Cancel appointment' }).click()
    await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeFocused()
    await expectNoAxeViolations(page, testInfo)
    await page.getByRole('button', { name: 'Yes, cancel my appointment' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your appointment is cancelled',
    )
    expect((await slotRow(date, '16:00'))?.currentBookings).toBe(0)

    // The freed time can be booked again.
    await page.goto(`/book-appointment?service=repair&date=${date}`)
    await expect(page.getByTestId('time-slot').filter({ hasText: /^4:00 PM/ })).toBeEnabled()
  })

  test('rescheduling moves the visit and frees the old time', async ({ page }, testInfo) => {
    const date = await bookAt(page, testInfo, 'Free Consultation', 8, /^5:00 PM/)
    await page.getByRole('link', { name: 'Reschedule' }).click()
    await expect(page.getByRole('heading', { name: 'Choose a new date' })).toBeFocused()
    const target = page.locator('button[name="date"]').nth(dateIndex(testInfo, 9))
    const targetDate = (await target.getAttribute('value')) ?? ''
    await target.click()
    await expect(page.getByRole('heading', { name: /^Choose a new time/ })).toBeFocused()
    await page
      .getByTestId('time-slot')
      .filter({ hasText: /^8:00 AM/ })
      .click()
    // The move redirects to the private page without the reschedule choices.
    await expect(page).toHaveURL(/\/appointments\/[^?]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment')
    expect((await slotRow(date, '17:00'))?.currentBookings).toBe(0)
    expect((await slotRow(targetDate, '08:00'))?.currentBookings).toBeGreaterThan(0)
  })
})

test.describe("the header's Book Appointment", () => {
  test('the floating Book Now stays off the booking pages on phones', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/book-appointment')
    await expect(page.getByRole('button', { name: /Free Consultation/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0)
  })

  test('goes to /book-appointment when no booking widget is loaded', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.goto('/gallery')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Book Appointment' })
      .click()
    await expect(page).toHaveURL(/\/book-appointment$/)
  })

  test('opens the widget’s modal once the widget has loaded', async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), 'the widget is a script')
    await page.addInitScript(() => {
      const w = window as unknown as { HCPWidget: unknown; widgetOpened: number }
      w.widgetOpened = 0
      w.HCPWidget = { openModal: () => w.widgetOpened++ }
    })
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.goto('/gallery')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Book Appointment' })
      .click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { widgetOpened: number }).widgetOpened))
      .toBe(1)
    await expect(page).toHaveURL(/\/gallery$/)
  })
})
