import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { addCalendarDays, businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { expect, isNoJs, test } from './helpers'

/**
 * The installer's day on a phone (issue 31), with JavaScript and without: the office assigns
 * a visit on the calendar, the installer opens My visits at 375 px, opens the visit, marks it
 * done with a photo; the calendar shows it done and its order moved to Installed.
 */
test.use({ viewport: { width: 375, height: 800 } })

async function bookVisitWithOrder(name: string, date: string, time: string) {
  return withE2eDatabase((db) => {
    db.insert(schema.appointmentSlots)
      .values({ date, timeSlot: time, durationMinutes: 120, maxBookings: 5 })
      .onConflictDoNothing()
      .run()
    const slot = db
      .select()
      .from(schema.appointmentSlots)
      .where(eq(schema.appointmentSlots.date, date))
      .all()
      .find((s) => s.timeSlot === time)
    if (!slot) throw new Error('no slot')
    const visitId = db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: name,
        customerEmail: `${Date.now()}-installer@example.com`,
        customerPhone: '(954) 555-0177',
        customerAddress: '77 Ocean Dr, Miami Beach, FL 33139',
        serviceType: 'installation',
        serviceDescription: 'Gate code 2468',
        appointmentDate: date,
        appointmentTime: time,
      })
      .returning()
      .get().id
    const orderId = db
      .insert(schema.orders)
      .values({
        status: 'paid',
        stage: 'installation-scheduled',
        appointmentId: visitId,
        customerName: name,
        customerEmail: 'installer-order@example.com',
        customerPhone: '(954) 555-0177',
        subtotalCents: 20000,
        installationCents: 4000,
        taxCents: 0,
        totalCents: 24000,
        paidAt: new Date(),
      })
      .returning()
      .get().id
    db.insert(schema.orderLines)
      .values({
        orderId,
        productType: 'zebra',
        productName: 'Zebra Shades',
        fabricName: 'Linen White',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 2,
        installationCents: 4000,
        lineTotalCents: 20000,
        roomLabel: 'Kitchen',
      })
      .run()
    return { visitId, orderId }
  })
}

test('assign a visit, open My visits on a phone, mark it done with a photo', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const noJs = isNoJs(testInfo)
  // Far enough ahead that other specs' days are not touched; My visits shows today and tomorrow,
  // so the visit goes on tomorrow at an hour of its own per project.
  const day = addCalendarDays(businessDate(), 1)
  const time = noJs ? '06:15' : '06:05'
  const name = `Installer ${testInfo.project.name} ${Date.now()}`
  const { visitId, orderId } = await bookVisitWithOrder(name, day, time)

  await loginAsAdmin()
  await page.goto(`/admin/appointments?date=${day}`)
  const row = page.getByRole('listitem').filter({ hasText: name }).first()
  await row.getByLabel(/Assigned to/).selectOption({ label: 'admin' })
  await row.getByRole('button', { name: 'Assign' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Visit assigned' })).toBeVisible()

  await page.goto('/admin/my-visits')
  await expect(page.getByRole('heading', { name: 'My visits', level: 1 })).toBeVisible()
  const link = page.getByRole('link', { name: new RegExp(name) })
  await expect(link).toBeVisible()
  await expect(
    page.getByRole('link', { name: '77 Ocean Dr, Miami Beach, FL 33139' }).first(),
  ).toHaveAttribute('href', /google\.com\/maps\/search/)
  await page.screenshot({
    path: `tests/.tmp/installer-day-${testInfo.project.name}.png`,
    fullPage: true,
  })
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/admin/my-visits/${visitId}$`))
  await page.getByLabel('Note for the office').fill('Two shades up, all good')
  await page.getByLabel('Photos').setInputFiles({
    name: 'done.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  })
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Visit done' })).toBeVisible()
  await page.screenshot({
    path: `tests/.tmp/installer-done-${testInfo.project.name}.png`,
    fullPage: true,
  })

  // The office sees it: done on the calendar, the order at Installed.
  await page.goto(`/admin/appointments?date=${day}`)
  // The visit's status badge, right after its name, says Done.
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText(
    `${name}Done`,
  )
  await page.goto(`/admin/orders/${orderId}`)
  // Its History (the audit log) shows the move the installer's Done made.
  await expect(page.getByText(/installation-scheduled → installed/).first()).toBeVisible()
})
