import type { Page, TestInfo } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import { addCalendarDays, businessDate } from '../../app/domain/business-time'
import { schema, withE2eDatabase } from './db'
import { ensureAdminUser, expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import {
  useHostedCheckoutStandIn as hostedCheckoutStandIn,
  useStripeStandIn as stripeStandIn,
} from './stripe-stand-in'
import { visitSlot } from './visit-slots'

/**
 * The in-home sale from the first call to the last payment (issue 39, "Done means"), with
 * JavaScript and without, each run on rows of its own: a lead books a free visit on the site;
 * staff start the estimate from that visit on a phone (two rooms: a zebra shade priced by the
 * shop's grid, shutters priced by hand with drapery as the alternative) and send it; the
 * customer chooses the alternative, accepts with their typed name and pays the 50% deposit
 * (Stripe's stand-ins: the Payment Element with JavaScript, the hosted page without); staff
 * order, receive and schedule the job; the installer marks the visit done, which invoices the
 * balance; the customer pays it from the e-mail. Every e-mail is in the outbox, and the
 * customer's one place (Find my orders) shows the estimate, both payments and the order.
 * axe finds nothing on the estimate's screens at 375 px.
 */
test.use({ viewport: { width: 375, height: 800 } })

async function mailsTo(email: string) {
  return withE2eDatabase((db) =>
    db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all(),
  )
}

async function zebraFabricId() {
  return withE2eDatabase(
    (db) =>
      db
        .select({ id: schema.fabricSwatches.id })
        .from(schema.fabricSwatches)
        .where(
          and(
            eq(schema.fabricSwatches.productType, 'zebra'),
            eq(schema.fabricSwatches.isActive, true),
          ),
        )
        .get()!.id,
  )
}

/** The installation visit the office books by phone, tomorrow, for the signed-in installer. */
async function installationVisit(email: string, name: string, time: string, adminId: number) {
  const date = addCalendarDays(businessDate(), 1)
  return withE2eDatabase((db) => {
    const slot = visitSlot(db, { date, timeSlot: time, durationMinutes: 120, maxBookings: 5 })
    return db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: name,
        customerEmail: email,
        customerPhone: '(954) 555-0139',
        customerAddress: '77 Las Olas Blvd, Fort Lauderdale, FL 33301',
        serviceType: 'installation',
        appointmentDate: date,
        appointmentTime: time,
        assignedAdminId: adminId,
      })
      .returning()
      .get()
  })
}

/**
 * Pays what the page asks by card: the Payment Element's stand-in with JavaScript; without,
 * Stripe's hosted page (stand-in), back to `returnPath` with its session, then the page's
 * "Record my payment".
 */
async function payByCard(page: Page, testInfo: TestInfo, start: RegExp, returnPath: string) {
  if (isNoJs(testInfo)) {
    const seen: string[] = []
    await hostedCheckoutStandIn(page, seen)
    await page.getByRole('button', { name: start }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    const sessionId = seen[0].split('/').at(-1)
    const joiner = returnPath.includes('?') ? '&' : '?'
    await page.goto(`${returnPath}${joiner}session_id=${sessionId}`)
    await page.getByRole('button', { name: 'Record my payment' }).click()
  } else {
    await stripeStandIn(page)
    await page.getByRole('button', { name: start }).click()
    await expect(page.getByTestId('stripe-stand-in')).toBeVisible()
    await page.getByRole('button', { name: /^Pay \$/ }).click()
  }
  await expect(page).toHaveURL(/\/orders\/[0-9A-Z]{4}-[0-9A-Z]{4}\?t=/)
}

test('a lead books a visit, gets an estimate, accepts, pays the deposit and the balance', async ({
  page,
  browser,
  loginAsAdmin,
}, testInfo) => {
  test.setTimeout(420_000)
  const noJs = isNoJs(testInfo)
  const run = `${testInfo.project.name}-${Date.now()}`
  const email = `in-home-${run}@example.com`
  const name = `Marisol Journey ${testInfo.project.name}`
  const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text })

  // THE LEAD books a free visit on the site (dates of its own: after booking.spec's twenty).
  const customerContext = await browser.newContext({
    javaScriptEnabled: !noJs,
    viewport: { width: 375, height: 800 },
  })
  const customer = await customerContext.newPage()
  await customer.goto('/book-appointment')
  await customer.getByRole('button', { name: /Free Consultation/ }).click()
  const dates = customer.locator('button[name="date"]')
  const count = await dates.count()
  await dates.nth(Math.min(count - 1, noJs ? 23 : 21)).click()
  await customer.getByTestId('time-slot').filter({ hasText: 'Available' }).first().click()
  await customer.getByLabel('Full name').fill(name)
  await customer.getByLabel('Email').fill(email)
  await customer.getByLabel('Phone').fill('(954) 555-0139')
  await customer
    .getByLabel('Address of the visit')
    .fill('77 Las Olas Blvd, Fort Lauderdale, FL 33301')
  await customer.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(
    'Appointment Booked Successfully!',
  )
  const visit = await withE2eDatabase((db) =>
    db.select().from(schema.appointments).where(eq(schema.appointments.customerEmail, email)).get(),
  )
  expect(visit).toBeTruthy()

  // STAFF start the estimate from that visit, on a phone.
  await loginAsAdmin()
  await page.goto(`/admin/estimates/new?visit=${visit!.id}`)
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email)
  await page.getByRole('button', { name: 'Start the estimate' }).click()
  await expect(toast(page, 'Estimate Started')).toBeVisible()
  const estimateId = Number(/estimates\/(\d+)/.exec(page.url())?.[1])

  /** Saves a line: Save without JavaScript; with it, the autosave says so. */
  async function saved(scope: ReturnType<typeof page.locator>) {
    if (noJs) {
      await scope.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(toast(page, 'Saved')).toBeVisible()
    } else {
      await expect(scope.getByRole('status').last()).toHaveText('Saved')
    }
  }

  // The living room: a zebra shade priced by the shop's grid.
  await page.getByLabel('Add a room').fill('Living room')
  await page.getByRole('button', { name: 'Add the room' }).click()
  await expect(toast(page, 'Room Added')).toBeVisible()
  const living = page.getByRole('region', { name: 'Living room' })
  await living.getByLabel('Which window (e.g. Left of the sofa)').fill('Left of sofa')
  await living.getByLabel('Width, whole inches').fill('48')
  await living.getByLabel('Height, whole inches').fill('72')
  await living.getByLabel('Mount').selectOption('inside')
  await living.getByRole('button', { name: 'Add the window' }).click()
  await expect(toast(page, 'Window Added')).toBeVisible()
  const livingWindow = living.getByRole('article').first()
  await livingWindow.getByLabel('Add to Window 1: Left of sofa').selectOption('zebra')
  await livingWindow.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast(page, 'Line Added')).toBeVisible()
  const zebra = livingWindow.locator('div[id^="line-"]').first()
  await zebra.getByLabel('Fabric').selectOption(String(await zebraFabricId()))
  await saved(zebra.locator('form').first())
  await expect(zebra.getByTestId(/^line-\d+-amount$/)).toHaveText(/^\$[1-9][\d,]*\.\d\d/)

  // The bedroom: shutters priced by hand, drapery the alternative.
  await page.getByLabel('Add a room').fill('Bedroom')
  await page.getByRole('button', { name: 'Add the room' }).click()
  await expect(toast(page, 'Room Added')).toBeVisible()
  const bedroom = page.getByRole('region', { name: 'Bedroom' })
  await bedroom.getByLabel('Which window (e.g. Left of the sofa)').fill('Bay window')
  await bedroom.getByLabel('Width, whole inches').fill('96')
  await bedroom.getByLabel('Height, whole inches').fill('60')
  await bedroom.getByRole('button', { name: 'Add the window' }).click()
  await expect(toast(page, 'Window Added')).toBeVisible()
  await bedroom.getByLabel('Offer alternatives (name the choice)').fill('Bay window')
  await bedroom.getByRole('button', { name: 'Add a choice' }).click()
  await expect(toast(page, 'Choice Added')).toBeVisible()
  const bay = bedroom.getByRole('article').first()
  await bay.getByLabel('Add to Window 1: Bay window').selectOption('shutters')
  await bay.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast(page, 'Line Added')).toBeVisible()
  const shutters = bay.locator('div[id^="line-"]').first()
  await shutters.getByLabel('Description').fill('Plantation shutters, 3 1/2" louvers')
  await shutters.getByLabel('Price of one ($)').fill('1450')
  await shutters.getByLabel('Counts').selectOption({ label: 'Bay window: Good' })
  await saved(shutters.locator('form').first())
  await bay.getByLabel('Add to Window 1: Bay window').selectOption('drapery')
  await bay.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast(page, 'Line Added')).toBeVisible()
  const drapery = bay.locator('div[id^="line-"]').nth(1)
  await drapery.getByLabel('Description').fill('Linen drapery, two panels')
  await drapery.getByLabel('Price of one ($)').fill('900')
  await drapery.getByLabel('Counts').selectOption({ label: 'Bay window: Better' })
  await saved(drapery.locator('form').first())
  await expectNoAxeViolations(page, testInfo)

  await page.getByRole('button', { name: 'Send to customer' }).click()
  await expect(toast(page, 'Estimate Sent')).toBeVisible()
  const { token, reference } = await withE2eDatabase(
    (db) =>
      db
        .select({ token: schema.estimates.token, reference: schema.estimates.reference })
        .from(schema.estimates)
        .where(eq(schema.estimates.id, estimateId))
        .get()!,
  )
  const estimateMail = (await mailsTo(email)).find((m) => m.topic === `estimate:${estimateId}`)
  expect(estimateMail?.text).toContain(`/estimates/${token}`)

  // THE CUSTOMER opens the link, chooses the drapery, accepts.
  await customer.goto(`/estimates/${token}`)
  await expect(customer.getByRole('heading', { name: `Your estimate ${reference}` })).toBeVisible()
  await expectNoAxeViolations(customer, testInfo)
  await customer.getByRole('radio', { name: /Better/ }).check()
  if (noJs) await customer.getByRole('button', { name: 'Update the total' }).click()
  await expect(customer.getByTestId('estimate-totals')).not.toContainText('$1,450.00')
  await customer.getByLabel('Your full name').fill(name)
  await customer.getByRole('button', { name: 'Accept', exact: true }).click()
  const accepted = customer.getByRole('region', { name: 'You accepted this estimate' })
  await expect(accepted).toBeVisible()
  await expectNoAxeViolations(customer, testInfo)

  // The job is there at once, awaiting its deposit.
  const job = await withE2eDatabase(
    (db) => db.select().from(schema.orders).where(eq(schema.orders.estimateId, estimateId)).get()!,
  )
  expect(job).toMatchObject({ kind: 'installed-job', stage: 'awaiting-payment' })
  const estimate = await withE2eDatabase(
    (db) => db.select().from(schema.estimates).where(eq(schema.estimates.id, estimateId)).get()!,
  )
  // 50%: half the total, rounded half up once.
  expect(job.depositCents).toBe(Math.round(job.totalCents / 2))
  expect(estimate.status).toBe('accepted')

  await accepted.getByRole('link', { name: /Pay the deposit/ }).click()
  await expect(customer.getByRole('heading', { name: 'Your deposit' })).toBeVisible()
  await expectNoAxeViolations(customer, testInfo)
  await payByCard(customer, testInfo, /^Pay the deposit/, `/estimates/${token}/deposit`)
  await expect
    .poll(() =>
      withE2eDatabase(
        (db) => db.select().from(schema.orders).where(eq(schema.orders.id, job.id)).get()!.stage,
      ),
    )
    .toBe('paid')

  // STAFF order, receive and schedule the job.
  await page.goto(`/admin/estimates/${estimateId}`)
  await page.getByTestId('estimate-job').getByRole('link').click()
  await expect(page.getByText('Stage:')).toContainText('Deposit paid')
  await page.locator('summary', { hasText: 'Mark as ordered from supplier' }).click()
  const ordered = page.getByRole('form', { name: 'Mark as ordered from supplier' })
  await ordered.getByLabel('Supplier reference').fill(`SUP-${run}`)
  await ordered.getByRole('button', { name: 'Mark as ordered from supplier' }).click()
  await expect(page.getByText('Stage:')).toContainText('Ordered from supplier')
  await page.locator('summary', { hasText: 'Mark as received from supplier' }).click()
  await page
    .getByRole('form', { name: 'Mark as received from supplier' })
    .getByRole('button', { name: 'Mark as received from supplier' })
    .click()
  await expect(page.getByText('Stage:')).toContainText('Received from supplier')
  const admin = await ensureAdminUser()
  const install = await installationVisit(email, name, noJs ? '06:35' : '06:25', admin.id)
  await page.reload()
  await page.locator('summary', { hasText: 'Schedule installation' }).click()
  const schedule = page.getByRole('form', { name: 'Schedule installation' })
  await schedule.getByLabel('Installation visit').selectOption(String(install.id))
  await schedule.getByRole('button', { name: 'Schedule installation' }).click()
  await expect(page.getByText('Stage:')).toContainText('Installation scheduled')

  // The work order carries the job as accepted.
  await page.goto(`/admin/orders/${job.id}/work-order`)
  await expect(page.getByTestId('job-specification')).toContainText('Linen drapery, two panels')
  await expect(page.getByTestId('job-specification')).not.toContainText('Plantation shutters')

  // THE INSTALLER marks the visit done: the job is installed and its balance invoiced.
  await page.goto(`/admin/my-visits/${install.id}`)
  await page.getByLabel('Note for the office').fill('All up, customer happy')
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(toast(page, 'Visit done')).toBeVisible()
  const invoiceTopic = `job-balance-invoice:${job.id}`
  await expect
    .poll(async () => (await mailsTo(email)).some((m) => m.topic === invoiceTopic))
    .toBe(true)
  const invoice = (await mailsTo(email)).find((m) => m.topic === invoiceTopic)
  const payLink = /\/orders\/[0-9A-Z]{4}-[0-9A-Z]{4}\/pay\?t=[^\s"]+/.exec(invoice!.text)?.[0]
  expect(payLink).toBeTruthy()

  // THE CUSTOMER pays the balance from the e-mail.
  await customer.goto(payLink!)
  await expect(customer.getByRole('heading', { name: 'Your balance' })).toBeVisible()
  await payByCard(customer, testInfo, /^Pay the balance/, payLink!)
  await expect(customer.getByTestId('paid-in-full')).toBeVisible()

  // Every e-mail to the customer is in the outbox, in order.
  const subjects = (await mailsTo(email)).map((m) => m.subject)
  const expected = [
    /appointment|visit/i,
    /estimate/i,
    /accepted/i,
    /Deposit received/,
    /in production/,
    /installation/i,
    /installed/i,
    /Your balance for installation job/,
    /Paid in full/,
  ]
  expect(subjects, subjects.join('\n')).toHaveLength(expected.length)
  for (const [i, pattern] of expected.entries()) expect(subjects[i]).toMatch(pattern)

  // The customer's one place: the estimate, the order, the invoice paid, both payments.
  await customer.goto('/find-my-orders')
  await customer.getByLabel('Your e-mail').fill(email)
  await customer.getByRole('button', { name: 'Send me the link' }).click()
  await expect(customer.getByTestId('find-my-orders-sent')).toBeVisible()
  const hubMail = (await mailsTo(email)).filter((m) => m.topic === 'find-my-orders').at(-1)
  const hubLink = /https?:\/\/[^\s"]+(\/find-my-orders\/[A-Za-z0-9_-]+)/.exec(
    hubMail?.text ?? '',
  )?.[1]
  await customer.goto(hubLink!)
  await customer.getByRole('button', { name: 'Open my orders' }).click()
  await expect(customer.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  const section = (title: string) => customer.getByRole('region', { name: title })
  await expect(section('Estimates')).toContainText(`Estimate ${reference}`)
  await expect(section('Estimates')).toContainText('Accepted')
  await expect(section('Orders')).toContainText(job.reference!)
  await expect(section('Invoices')).toContainText('paid in full')
  await expect(section('Payments')).toContainText('Deposit: paid by card')
  await expect(section('Payments')).toContainText('Balance: paid by card')
  await expectNoAxeViolations(customer, testInfo)
  await customerContext.close()
})
