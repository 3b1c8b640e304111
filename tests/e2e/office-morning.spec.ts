/**
 * The office's day (issue 28), with JavaScript on and off. Overnight and early on a Thursday,
 * while the mail server is down, customers send an emergency repair request with a photo, a
 * replacement quote request, a booking for tomorrow, a window company's removal job, a paid
 * order and a free-samples order. At 9 a.m. the office manager opens the dashboard and works
 * every card to zero: sends the failed mail again, calls the emergency and books its visit,
 * follows up the other lead, schedules the removal visit, orders from the supplier and mails
 * the samples. At the end each customer's inbox (the outbox, and the SMTP server that received
 * it) holds exactly the e-mails they should get.
 *
 * The journey runs on a server of its own whose clock is at that Thursday (tests/e2e/server-at.ts),
 * so the dashboard's "today", the ages of the leads and the 2-hour promise are what the office
 * would see, whenever the suite runs.
 */
import type { Browser, BrowserContext } from '@playwright/test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { leadReference } from '../../app/domain/follow-up'
import { addZebraToCart, fillCustomer, payForCart } from './cart-helpers'
import { type AppDatabase, schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { type ServerAt, startServerAt } from './server-at'

// Thursday 3 December 2026 in Fort Lauderdale (UTC-5).
const EARLY = '2026-12-03T11:40:00Z' // 6:40 a.m.
const NINE = '2026-12-03T14:00:00Z' // 9:00 a.m.
const TODAY = '2026-12-03'
const TOMORROW = '2026-12-04'

type Arrived = { to: string[]; subject: string }

/** A mail server on this machine that keeps what it receives (the customers' real inbox). */
async function startMailServer() {
  const inbox: Arrived[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        // The header, its folded lines joined again.
        const header = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]
        const unfolded = header.replace(/\r?\n[ \t]+/g, ' ')
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '',
        })
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function photo() {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#5b7083' },
  })
    .jpeg()
    .toBuffer()
  return { name: 'broken-slat.jpg', mimeType: 'image/jpeg', buffer }
}

/** A customer's own browser on the journey's server. */
async function customerBrowser(browser: Browser, server: ServerAt, noJs: boolean) {
  return browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: !noJs })
}

async function quoteRequest(
  context: BrowserContext,
  answers: {
    service: RegExp
    when: RegExp
    zip: string
    name: string
    email: string
    phone: string
    details?: string
    withPhoto?: boolean
    address?: string
  },
) {
  const page = await context.newPage()
  await page.goto('/')
  const w = page.locator('#contact-form')
  const next = () => w.getByRole('button', { name: 'Continue' }).click()
  await w.getByRole('radio', { name: answers.service }).check()
  await next()
  await w.getByRole('radio', { name: 'Single-family home' }).check()
  await w.getByLabel('ZIP code').fill(answers.zip)
  await next()
  await w.getByRole('radio', { name: answers.when }).check()
  await w.getByLabel('How many windows or rooms?').fill('3 windows')
  await next()
  await w.getByLabel('I am the homeowner').check()
  await next()
  await w.getByLabel('Full name').fill(answers.name)
  await w.getByLabel('E-mail').fill(answers.email)
  await w.getByLabel('Phone').fill(answers.phone)
  if (answers.address) await w.getByLabel('Address').fill(answers.address)
  if (answers.details) await w.getByLabel(/Anything else/).fill(answers.details)
  if (answers.withPhoto) {
    await w.getByLabel(/Photos of what needs repair/).setInputFiles([await photo()])
  }
  await w.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
  await page.close()
}

async function bookTomorrow(context: BrowserContext, name: string, email: string) {
  const page = await context.newPage()
  await page.goto('/book-appointment')
  await page.getByRole('button', { name: /Free Consultation/ }).click()
  await page.locator(`button[name="date"][value="${TOMORROW}"]`).click()
  await page
    .getByTestId('time-slot')
    .filter({ hasText: /^10:00 AM/ })
    .click()
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('(954) 555-0144')
  await page.getByLabel('Address of the visit').fill('40 Bayview Dr, Fort Lauderdale, FL 33304')
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Appointment Booked Successfully!',
  )
  await page.close()
}

async function windowCompanyRequest(context: BrowserContext, contactEmail: string) {
  const page = await context.newPage()
  await page.goto('/window-company-portal')
  const form = page.locator('#request form')
  await form.getByLabel('Company name').fill('Impact Windows of Broward')
  await form.getByLabel('Contact name').fill('Jo Smith')
  await form.getByLabel('Contact phone').fill('(954) 555-0100')
  await form.getByLabel('Contact email').fill(contactEmail)
  await form.getByLabel('Customer name').fill('Ann Lee')
  await form.getByLabel('Customer phone').fill('954-555-0101')
  await form.getByLabel('Job address').fill('1 Main St, Davie, FL 33314')
  await form.getByLabel('Type of blinds').selectOption('Vertical blinds')
  await form.getByLabel('Number of windows').fill('12')
  await form.getByLabel('Project details').fill('Remove 12 verticals before impact windows.')
  await form.getByRole('button', { name: 'Submit Service Request' }).click()
  await expect(page.locator('#request [role="status"]')).toContainText('Service Request Received')
  await page.close()
}

async function paidOrder(context: BrowserContext, email: string, noJs: boolean) {
  const page = await context.newPage()
  await addZebraToCart(page)
  await payForCart(page, email, noJs)
  await page.close()
}

async function samplesOrder(context: BrowserContext, email: string) {
  const page = await context.newPage()
  await page.goto('/shop/zebra-shades')
  await page.getByRole('button', { name: 'Free sample of Classic White Zebra' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  await page.goto('/cart')
  await fillCustomer(page, ['name', 'address', 'city', 'zipCode'])
  await page.getByLabel(/^Email/).fill(email)
  await page.getByRole('button', { name: 'Order Free Samples' }).click()
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
  await page.close()
}

test.describe('the office at 9 a.m.', () => {
  test('works every card of the dashboard to zero; each customer gets exactly their e-mails', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const noJs = isNoJs(testInfo)
    const tag = testInfo.project.name
    const people = {
      emergency: { name: 'Maria Gomez', email: `maria-${tag}@example.com` },
      replacement: { name: 'Sam Reyes', email: `sam-${tag}@example.com` },
      booker: { name: 'Lee Park', email: `lee-${tag}@example.com` },
      windowCompany: { email: `jo-${tag}@impact.example.com` },
      buyer: { email: `ana-${tag}@example.com` },
      samples: { email: `sample-${tag}@example.com` },
    }
    const mail = await startMailServer()
    // Overnight the mail server is down: nothing listens on this address.
    const down = { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'office@example.com' }
    const up = { SMTP_URL: mail.url, MAIL_FROM: 'office@example.com' }
    const server = await startServerAt(EARLY, { ...down, STAFF_EMAIL: 'staff@example.com' })
    try {
      // EARLY: the customers.
      // Each customer in a browser of their own.
      const as = async (visit: (context: BrowserContext) => Promise<void>) => {
        const context = await customerBrowser(browser, server, noJs)
        await visit(context)
        await context.close()
      }
      await as((c) =>
        quoteRequest(c, {
          service: /^Repair/,
          when: /Emergency Service \(ASAP\)/,
          zip: '33301',
          ...people.emergency,
          phone: '(954) 555-0111',
          details: 'Motorised shade stuck half way over the patio door',
          withPhoto: true,
        }),
      )
      await as((c) =>
        quoteRequest(c, {
          service: /^Replacement/,
          when: /flexible/,
          zip: '33024',
          ...people.replacement,
          phone: '(954) 555-0122',
          address: '9 Pine Ave, Pembroke Pines, FL 33024',
        }),
      )
      await as((c) => bookTomorrow(c, people.booker.name, people.booker.email))
      await as((c) => windowCompanyRequest(c, people.windowCompany.email))
      await as((c) => paidOrder(c, people.buyer.email, noJs))
      await as((c) => samplesOrder(c, people.samples.email))

      // NINE: the office opens; the mail server is back.
      await server.restartAt(NINE, { ...up, STAFF_EMAIL: 'staff@example.com' })
      const signIn = async () => {
        await page.goto(`${server.baseURL}/admin/login`)
        await page.getByLabel('Username').fill('admin')
        await page.getByLabel('Password').fill('e2e-admin-password')
        await page.getByRole('button', { name: /Sign in/i }).click()
        await expect(page).toHaveURL(new RegExp(`${server.baseURL}/admin/?$`))
      }
      await signIn()
      await expectNoAxeViolations(page, testInfo)
      // 9:00, the dashboard: what the night brought.
      const card = (id: string) => page.locator(`[data-card="${id}"]`)
      const count = (id: string) => card(id).locator('[data-count]')
      const dashboard = `${server.baseURL}/admin`
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today')
      await expect(count('visits-today')).toHaveText('0')
      await expect(count('visits-tomorrow')).toHaveText('1')
      await expect(card('visits-tomorrow')).toContainText(people.booker.name)
      await expect(card('visits-tomorrow')).toContainText('40 Bayview Dr')
      await expect(count('new-leads')).toHaveText('2')
      const newLeads = card('new-leads').getByRole('listitem')
      await expect(newLeads.first()).toContainText(people.emergency.name)
      await expect(newLeads.first()).toContainText('Emergency')
      // Sent at 6:40, unanswered at 9: past the 2-hour promise.
      await expect(newLeads.first()).toContainText('Late')
      await expect(newLeads.nth(1)).toContainText(people.replacement.name)
      await expect(count('follow-ups')).toHaveText('0')
      await expect(count('paid-orders')).toHaveText('1')
      await expect(count('samples')).toHaveText('1')
      await expect(count('pending-b2b')).toHaveText('1')
      const failedAtNine = Number(await count('failed-mail').textContent())
      expect(failedAtNine).toBeGreaterThanOrEqual(8)

      // The mail that failed overnight goes out now.
      await card('failed-mail').getByRole('link', { name: 'Open the outbox (not sent)' }).click()
      await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/)
      await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible()
      const failed = page.getByRole('button', { name: /^Send again/ })
      await expect(failed.first()).toBeVisible()
      const failedCount = await failed.count()
      expect(failedCount).toBe(failedAtNine)
      for (let left = failedCount; left > 0; left--) {
        const id = /#(\d+)/.exec((await failed.first().textContent()) ?? '')?.[1]
        await failed.first().click()
        // The clicked button says "Sending…" at once (one fewer "Send again" before the answer):
        // the next click waits for this one's answer, as a second post would interrupt it.
        await expect(
          page.locator('[data-toast]').filter({ hasText: `Message #${id} was handed` }),
        ).toBeVisible()
        await expect(failed).toHaveCount(left - 1)
      }

      // The emergency: called back, a visit booked for this afternoon from the lead.
      const db = <T>(work: (d: AppDatabase) => T) => withE2eDatabase(work, server.databasePath)
      await page.goto(dashboard)
      await card('new-leads').getByRole('link', { name: 'Emergencies' }).click()
      await expect(page).toHaveURL(/\/admin\/leads\?emergency=yes$/)
      await page.getByRole('link').filter({ hasText: people.emergency.name }).click()
      await expect(page.getByText('Emergency', { exact: true }).first()).toBeVisible()
      await page.getByLabel('Add a note').fill('Called 9:05: the shade is stuck, coming at 2')
      await page.getByRole('button', { name: 'Save the note' }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: 'Note Saved' })).toBeVisible()
      await page.getByLabel('Lead status').selectOption('contacted')
      await page.getByRole('button', { name: 'Update' }).first().click()
      await expect(page.getByLabel('Lead status')).toHaveValue('contacted')
      await page.getByRole('link', { name: 'Book a visit for this lead' }).click()
      await expect(page.getByLabel('Address of the visit')).not.toHaveValue('')
      await page.getByLabel('Service', { exact: true }).selectOption('repair')
      await page.getByLabel('Day', { exact: true }).fill(TODAY)
      await page.getByLabel('Time', { exact: true }).selectOption({ label: '2:00 PM' })
      await page.getByRole('button', { name: 'Book the visit' }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Booked' })).toBeVisible()

      // The replacement quote: a voicemail, to try again tomorrow.
      await page.goto(dashboard)
      await card('new-leads').getByRole('link', { name: 'All new leads' }).click()
      await page.getByRole('link').filter({ hasText: people.replacement.name }).click()
      await page.getByLabel('Add a note').fill('Called 9:20, left voicemail')
      await page.getByRole('button', { name: 'Save the note' }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: 'Note Saved' })).toBeVisible()
      await page.getByLabel('Follow-up date').fill(TOMORROW)
      await page.getByRole('button', { name: 'Save the date' }).click()
      await expect(
        page.locator('[data-toast]').filter({ hasText: 'Follow-up Date Saved' }),
      ).toBeVisible()
      await page.getByLabel('Lead status').selectOption('contacted')
      await page.getByRole('button', { name: 'Update' }).first().click()
      await expect(page.getByLabel('Lead status')).toHaveValue('contacted')

      // The window company's job: the removal visit tomorrow afternoon, then in progress.
      const request = await db((d) => d.select().from(schema.windowCompanyRequests).get())
      await page.goto(dashboard)
      await card('pending-b2b').getByRole('link', { name: 'All pending B2B requests' }).click()
      await expect(
        page.getByRole('row').filter({ hasText: 'Impact Windows of Broward' }),
      ).toBeVisible()
      await page.goto(`${server.baseURL}/admin/b2b/${request?.id}`)
      await page.getByRole('link', { name: 'Schedule the removal visit' }).click()
      await page.getByLabel('Day', { exact: true }).fill(TOMORROW)
      await page.getByLabel('Time', { exact: true }).selectOption({ label: '2:00 PM' })
      await page.getByRole('button', { name: 'Book the visit' }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: 'Visit Booked' })).toBeVisible()
      await page.goto(`${server.baseURL}/admin/b2b/${request?.id}`)
      const job = page.getByRole('dialog')
      await job.getByLabel('Request status').selectOption('in-progress')
      await job.getByRole('button', { name: 'Update' }).click()
      await expect(page.getByRole('dialog').getByLabel('Request status')).toHaveValue('in-progress')

      // The paid order goes to the supplier; the samples go in the post.
      const order = await db((d) =>
        d
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.customerEmail, people.buyer.email))
          .get(),
      )
      await page.goto(dashboard)
      await card('paid-orders').getByRole('link', { name: 'All paid orders waiting' }).click()
      await expect(page.getByText('1 order shown')).toBeVisible()
      await page
        .getByRole('link')
        .filter({ hasText: `#${order?.id} ` })
        .click()
      await page.locator('summary', { hasText: 'Mark as ordered from supplier' }).click()
      const ordered = page.getByRole('form', { name: 'Mark as ordered from supplier' })
      await ordered.getByLabel('Supplier reference').fill('SUP-2026-1203')
      await ordered.getByRole('button', { name: 'Mark as ordered from supplier' }).click()
      await expect(page.getByText('Stage:')).toContainText('Ordered from supplier')
      const samples = await db((d) =>
        d
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.customerEmail, people.samples.email))
          .get(),
      )
      await page.goto(dashboard)
      await card('samples').getByRole('link', { name: 'All samples to mail' }).click()
      await expect(page.getByText('1 order shown')).toBeVisible()
      await page
        .getByRole('link')
        .filter({ hasText: `#${samples?.id} ` })
        .click()
      await page.locator('summary', { hasText: 'Mark as mailed' }).click()
      await page
        .getByRole('form', { name: 'Mark as mailed' })
        .getByRole('button', { name: 'Mark as mailed' })
        .click()
      await expect(page.getByText('Stage:')).toContainText('Mailed')

      // Every card worked to zero; the day's visits in time order.
      await page.goto(dashboard)
      for (const id of [
        'new-leads',
        'follow-ups',
        'paid-orders',
        'samples',
        'pending-b2b',
        'failed-mail',
      ]) {
        await expect(count(id), id).toHaveText('0')
        await expect(card(id)).toContainText('Nothing waiting')
      }
      await expect(count('visits-today')).toHaveText('1')
      await expect(card('visits-today')).toContainText(people.emergency.name)
      await expect(count('visits-tomorrow')).toHaveText('2')
      const tomorrow = card('visits-tomorrow').getByRole('listitem')
      await expect(tomorrow.first()).toContainText(people.booker.name)
      await expect(tomorrow.nth(1)).toContainText('Ann Lee')
      await expectNoAxeViolations(page, testInfo)

      // Each customer's inbox: exactly their e-mails, all delivered.
      const outbox = await db((d) => d.select().from(schema.outbox).all())
      const subjectsTo = (address: string) =>
        outbox.filter((m) => m.to === address).map((m) => `${m.status}: ${m.subject}`)
      const received = (address: string) =>
        mail.inbox.filter((m) => m.to.includes(address)).map((m) => m.subject)
      const leads = await db((d) => d.select().from(schema.leads).all())
      const ref = (email: string) => leadReference(leads.find((l) => l.email === email)!.id)
      const expected: Record<string, string[]> = {
        [people.emergency.email]: [
          `We received your quote request ${ref(people.emergency.email)}`,
          `Appointment confirmed: Repair Service on Thursday, December 3, 2026`,
        ],
        [people.replacement.email]: [
          `We received your quote request ${ref(people.replacement.email)}`,
        ],
        [people.booker.email]: [
          'Appointment confirmed: Free Consultation on Friday, December 4, 2026',
        ],
        // Ann Lee gave no e-mail: the removal visit's confirmation goes to the company.
        [people.windowCompany.email]: [
          'Appointment confirmed: Installation Service on Friday, December 4, 2026',
        ],
        [people.buyer.email]: [
          `Order ${order?.reference} paid`,
          `Your order ${order?.reference}: in production`,
        ],
        [people.samples.email]: [
          `Free samples request ${samples?.reference} received`,
          `Your samples request ${samples?.reference}: samples in the mail`,
        ],
      }
      for (const [address, subjects] of Object.entries(expected)) {
        expect(subjectsTo(address), address).toEqual(subjects.map((s) => `sent: ${s}`))
        expect(received(address), address).toEqual(subjects)
      }
      // Nobody else heard from us, but the office.
      const customers = new Set(Object.keys(expected))
      expect(outbox.filter((m) => !customers.has(m.to) && m.to !== 'staff@example.com')).toEqual([])
      expect(outbox.filter((m) => m.status !== 'sent')).toEqual([])

      // Friday 9 a.m.: the voicemail is due for another call.
      await server.restartAt('2026-12-04T14:00:00Z', { ...up, STAFF_EMAIL: 'staff@example.com' })
      await signIn()
      await expect(count('follow-ups')).toHaveText('1')
      await expect(card('follow-ups')).toContainText(people.replacement.name)
      await expect(count('visits-today')).toHaveText('2')
    } finally {
      await server.stop()
      await mail.close()
    }
  })
})
