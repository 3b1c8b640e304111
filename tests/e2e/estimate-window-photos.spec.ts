import sharp from 'sharp'
import { addCalendarDays, businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { ensureAdminUser, expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { visitSlot } from './visit-slots'

/**
 * Photos per window (issue 39), on a phone at 375 px with JavaScript and without: from the
 * estimate editor the salesperson adds two photos to a window (the camera's file field, a real
 * multipart form without JavaScript), sees them as thumbnails with their size set, removes one
 * and puts it back; the page has no axe violation.
 */
test.use({ viewport: { width: 375, height: 800 } })

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

test('add photos to a window from the editor at 375 px', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  test.setTimeout(90_000)
  const noJs = isNoJs(testInfo)
  const toast = (text: string) => page.locator('[data-toast]').filter({ hasText: text })
  const lead = await withE2eDatabase((db) =>
    db
      .insert(schema.leads)
      .values({
        source: 'quote-wizard',
        name: `Photos ${testInfo.project.name}`,
        email: `photos-${testInfo.project.name}-${Date.now()}@example.com`,
        phone: '(954) 555-0167',
        zipCode: '33317',
      })
      .returning({ id: schema.leads.id })
      .get(),
  )

  await loginAsAdmin()
  await page.goto(`/admin/estimates/new?lead=${lead.id}`)
  await page.getByRole('button', { name: 'Start the estimate' }).click()
  await expect(toast('Estimate Started')).toBeVisible()
  await page.getByLabel('Add a room').fill('Den')
  await page.getByRole('button', { name: 'Add the room' }).click()
  await expect(toast('Room Added')).toBeVisible()
  const den = page.getByRole('region', { name: 'Den' })
  await den.getByLabel('Which window (e.g. Left of the sofa)').fill('Bay')
  await den.getByLabel('Width, whole inches').fill('60')
  await den.getByLabel('Height, whole inches').fill('48')
  await den.getByRole('button', { name: 'Add the window' }).click()
  await expect(toast('Window Added')).toBeVisible()
  const window = den.getByRole('article').first()

  const field = window.getByLabel('Add photos of Window 1: Bay')
  await expect(field).toHaveAttribute('capture', 'environment')
  await field.setInputFiles([
    await photo('left.jpg', '#336699'),
    await photo('right.jpg', '#996633'),
  ])
  await window.getByRole('button', { name: 'Add photos', exact: true }).click()
  if (noJs) await expect(toast('Photos Added')).toBeVisible()
  else await expect(window.getByRole('status').last()).toHaveText('2 photos added.')

  const photos = window.getByRole('list', { name: 'Photos of Window 1: Bay' }).getByRole('img')
  await expect(photos).toHaveCount(2)
  // The size is set before the picture arrives: nothing moves as it loads.
  await expect(photos.first()).toHaveAttribute('width', '320')
  await expect(photos.first()).toHaveAttribute('height', '240')
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320)

  await expectNoAxeViolations(page, testInfo)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // Removed, then put back.
  await window.getByRole('button', { name: 'Remove Window 1: Bay, photo 2' }).click()
  await expect(toast('Photo Removed')).toBeVisible()
  await expect(photos).toHaveCount(1)
  await window.getByRole('button', { name: 'Put back right.jpg' }).click()
  await expect(toast('Photo Put Back')).toBeVisible()
  await expect(photos).toHaveCount(2)
})

test('an installer starts an estimate from their own visit, and sees the Estimates tab', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const username = `est-installer-${testInfo.project.name}`
  await loginAsAdmin({ username, role: 'installer' })
  const installer = await ensureAdminUser(username, 'installer')
  const day = addCalendarDays(businessDate(), 1)
  const name = `Visit ${testInfo.project.name} ${Date.now()}`
  const visitId = await withE2eDatabase((db) => {
    const slot = visitSlot(db, {
      date: day,
      timeSlot: isNoJs(testInfo) ? '05:35' : '05:25',
      durationMinutes: 60,
      maxBookings: 5,
    })
    return db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: name,
        customerEmail: `visit-${Date.now()}@example.com`,
        customerPhone: '(954) 555-0168',
        customerAddress: '3 Coral Way, Miami, FL 33145',
        serviceType: 'consultation',
        appointmentDate: day,
        appointmentTime: slot.timeSlot,
        assignedAdminId: installer.id,
      })
      .returning()
      .get().id
  })
  await page.goto('/admin/my-visits')
  await expect(page.getByRole('link', { name: 'Estimates' }).first()).toBeVisible()
  await page.goto(`/admin/my-visits/${visitId}`)
  await page.getByRole('link', { name: 'Start an estimate for this visit' }).click()
  await expect(page.getByLabel(/^Name/)).toHaveValue(name)
  await page.getByRole('button', { name: 'Start the estimate' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Estimate Started' })).toBeVisible()
  await expectNoAxeViolations(page, testInfo)
  await page.goto('/admin/estimates')
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
})
