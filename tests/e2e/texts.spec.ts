import type { Page, TestInfo } from '@playwright/test'
import { and, desc, eq } from 'drizzle-orm'
import twilio from 'twilio'
import { schema, withE2eDatabase } from './db'
import { ensureAdminUser, expect, isNoJs, test } from './helpers'

/**
 * Texts (issue 43), with JavaScript and without: the customer books with "Text me about this
 * visit" ticked and the confirmation text is in the outbox (sent through the mocked Twilio);
 * the installer taps "On my way" on their phone; the customer answers STOP (posted to the
 * webhook, signed with the e2e auth token); the next text is not sent. Each project has its own
 * number and date, since STOP stops every text to a number.
 */
test.use({ viewport: { width: 375, height: 800 } })

/** The e2e server's Twilio auth token (scripts/dev/e2e-settings.js). */
const AUTH_TOKEN = 'e2e-twilio-auth-token'

function customerPhone(testInfo: TestInfo) {
  return isNoJs(testInfo)
    ? { typed: '(954) 555-0182', e164: '+19545550182' }
    : { typed: '954-555-0181', e164: '+19545550181' }
}

function textsTo(e164: string) {
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.channel, 'sms'), eq(schema.outbox.to, e164)))
      .all(),
  )
}

async function bookWithConsent(page: Page, testInfo: TestInfo, name: string, phone: string) {
  await page.goto('/book-appointment')
  await page.getByRole('button', { name: /Free Consultation/ }).click()
  // The first time of a late date, one per project: booking.spec.ts books those dates at
  // other hours, and each time takes two visits.
  await page
    .locator('button[name="date"]')
    .nth(isNoJs(testInfo) ? 19 : 18)
    .click()
  await page.getByTestId('time-slot').filter({ hasText: 'Available' }).first().click()
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill('texter@example.com')
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('Address of the visit').fill('77 Las Olas Blvd, Fort Lauderdale, FL 33301')
  const consent = page.getByLabel('Text me about this visit')
  await expect(consent).not.toBeChecked()
  await expect(
    page.getByText(/Msg & data rates may apply\. Reply STOP to opt out, HELP for help\./),
  ).toBeVisible()
  await consent.check()
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Appointment Booked Successfully!',
  )
}

test('book with consent, the confirmation texted, "On my way", STOP, and nothing after', async ({
  page,
  loginAsAdmin,
  baseURL,
}, testInfo) => {
  test.slow()
  const phone = customerPhone(testInfo)
  const name = `Texter ${testInfo.project.name} ${Date.now()}`
  await bookWithConsent(page, testInfo, name, phone.typed)

  const visit = await withE2eDatabase((db) =>
    db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.customerName, name))
      .orderBy(desc(schema.appointments.id))
      .get(),
  )
  expect(visit).toBeDefined()
  await expect
    .poll(async () => (await textsTo(phone.e164)).map((t) => [t.subject, t.status]))
    .toEqual([['Text: visit booked', 'sent']])

  // The installer, signed in on their phone, with the visit assigned to them.
  const username = `texts-installer-${testInfo.project.name}`
  await loginAsAdmin({ username, role: 'installer' })
  const installer = await ensureAdminUser(username, 'installer')
  await withE2eDatabase((db) => {
    db.update(schema.adminUsers)
      .set({ displayName: 'Rosa Martinez' })
      .where(eq(schema.adminUsers.id, installer.id))
      .run()
    db.update(schema.appointments)
      .set({ assignedAdminId: installer.id })
      .where(eq(schema.appointments.id, visit!.id))
      .run()
  })
  await page.goto(`/admin/my-visits/${visit!.id}`)
  await expect(page.getByRole('heading', { name: 'On my way' })).toBeVisible()
  await page.getByRole('button', { name: '30 min' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Customer told' })).toBeVisible()
  const afterTap = await textsTo(phone.e164)
  expect(afterTap.map((t) => t.subject)).toEqual(['Text: visit booked', 'Text: on my way'])
  expect(afterTap[1].text).toContain('Rosa is on the way')
  expect(afterTap[1].text).toContain('about 30 minutes')

  // The customer answers STOP: Twilio posts it, signed.
  const url = `${baseURL}/api/sms/inbound`
  const form = { From: phone.e164, Body: 'STOP', MessageSid: `SM${Date.now()}` }
  const forged = await page.request.post(url, { form, headers: { 'X-Twilio-Signature': 'forged' } })
  expect(forged.status()).toBe(403)
  const stop = await page.request.post(url, {
    form,
    headers: { 'X-Twilio-Signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, form) },
  })
  expect(stop.status()).toBe(200)
  await expect
    .poll(async () => (await textsTo(phone.e164)).map((t) => t.subject))
    .toEqual(['Text: visit booked', 'Text: on my way', 'Text: opt-out confirmed'])

  // The next text is not sent: the installer is told to call instead, and nothing is texted.
  await page.goto(`/admin/my-visits/${visit!.id}`)
  await expect(page.getByText('The customer has not agreed to texts')).toBeVisible()
  await expect(page.getByRole('button', { name: '30 min' })).toHaveCount(0)
  const refused = await page.request.post(`/admin/my-visits/${visit!.id}/on-my-way`, {
    form: { minutes: '15' },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(302)
  expect((await textsTo(phone.e164)).map((t) => t.subject)).toEqual([
    'Text: visit booked',
    'Text: on my way',
    'Text: opt-out confirmed',
  ])
})
