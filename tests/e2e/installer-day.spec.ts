import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { addCalendarDays, businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { ensureAdminUser, expect, isNoJs, test } from './helpers'
import { visitSlot } from './visit-slots'

/**
 * The installer's day on a phone (issue 31), with JavaScript and without: the office assigns
 * a visit on the calendar, the installer opens My visits at 375 px, opens the visit, marks it
 * done with a photo; the calendar shows it done and its order moved to Installed. An installer
 * opening someone else's visit finds nothing there, and a refused photo is said next to the
 * photo field with the note kept (issue 38).
 */
test.use({ viewport: { width: 375, height: 800 } })

async function bookVisitWithOrder(
  name: string,
  date: string,
  time: string,
  assignedAdminId: number | null = null,
) {
  return withE2eDatabase((db) => {
    const slot = visitSlot(db, { date, timeSlot: time, durationMinutes: 120, maxBookings: 5 })
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
        assignedAdminId,
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
  // By id: the shared admin's display name is another spec's to change (staff-small-screens).
  const admin = await ensureAdminUser()
  await row.getByLabel(/Assigned to/).selectOption({ value: String(admin.id) })
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

  // The photo is shown from the visit's own staff address (never /uploads), kept out of caches.
  await page.goto(`/admin/my-visits/${visitId}`)
  const thumbnail = page.getByRole('list', { name: 'Photos from the visit' }).getByRole('img')
  await expect(thumbnail).toHaveAttribute(
    'src',
    new RegExp(`^/admin/my-visits/${visitId}/photos/\\d+/w320$`),
  )
  const shown = await page.request.get((await thumbnail.getAttribute('src')) as string)
  expect([shown.status(), shown.headers()['cache-control']]).toEqual([200, 'private, no-store'])

  // The office sees it: done on the calendar, the order at Installed.
  await page.goto(`/admin/appointments?date=${day}`)
  // The visit's status badge, right after its name, says Done.
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText(
    `${name}Done`,
  )
  await page.goto(`/admin/orders/${orderId}`)
  // Its one History, in words, shows the move the installer's Done made.
  await expect(
    page.getByTestId('order-history').getByText('Installation scheduled → Installed'),
  ).toBeVisible()
})

/** A staff account of the project's own, signed in: an installer. */
async function signInAsInstaller(
  loginAsAdmin: (as: { username: string; role: 'installer' }) => Promise<unknown>,
  projectName: string,
) {
  const username = `installer-${projectName}`
  await loginAsAdmin({ username, role: 'installer' })
  const installer = await ensureAdminUser(username, 'installer')
  return installer.id
}

test("an installer opening someone else's visit gets the not-found page, nothing of the customer", async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const noJs = isNoJs(testInfo)
  const day = addCalendarDays(businessDate(), 1)
  const name = `Not Theirs ${testInfo.project.name} ${Date.now()}`
  const owner = await ensureAdminUser()
  const { visitId } = await bookVisitWithOrder(name, day, noJs ? '06:35' : '06:25', owner.id)
  const customerFacts = [name, '77 Ocean Dr', '555-0177', 'Gate code 2468']
  await signInAsInstaller(loginAsAdmin, testInfo.project.name)

  const response = await page.goto(`/admin/my-visits/${visitId}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible()
  const html = await page.content()
  for (const fact of customerFacts) expect(html).not.toContain(fact)

  if (!noJs) {
    // A move inside the app: the client router reads the visit's data (`.data`), refused alike.
    await page.goto('/admin/my-visits')
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }
        ).__remixRouter.navigate(to),
      `/admin/my-visits/${visitId}`,
    )
    await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible()
    await expect(page.getByText(name)).toHaveCount(0)
    const data = await page.request.get(`/admin/my-visits/${visitId}.data`)
    const body = await data.text()
    for (const fact of customerFacts) expect(body).not.toContain(fact)
  }
})

test('a refused photo is said next to the photo field, and the note typed stays', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const noJs = isNoJs(testInfo)
  const day = addCalendarDays(businessDate(), 1)
  const name = `Refused Photo ${testInfo.project.name} ${Date.now()}`
  const installerId = await signInAsInstaller(loginAsAdmin, testInfo.project.name)
  const { visitId } = await bookVisitWithOrder(name, day, noJs ? '06:55' : '06:45', installerId)

  await page.goto(`/admin/my-visits/${visitId}`)
  await page.getByLabel('Note for the office').fill('Spare remote on the kitchen counter')
  await page.getByLabel('Photos').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('hello, I am not a picture at all\n'.repeat(20)),
  })
  await page.getByRole('button', { name: 'Done' }).click()

  const photos = page.getByLabel('Photos')
  await expect(photos).toHaveAttribute('aria-invalid', 'true')
  await expect(photos).toHaveAccessibleDescription(/notes\.jpg is not a supported image/)
  await expect(page.getByLabel('Note for the office')).toHaveValue(
    'Spare remote on the kitchen counter',
  )
  await expect(page).toHaveURL(new RegExp(`/admin/my-visits/${visitId}$`))
  const visit = await withE2eDatabase((db) =>
    db.select().from(schema.appointments).where(eq(schema.appointments.id, visitId)).get(),
  )
  expect(visit?.status).toBe('scheduled')
})
