/**
 * "Find my orders" (issue 39) as a customer does it, JavaScript on and off, at 375 px: the
 * footer's link, the form, the e-mail's link (read from the outbox), the button, and the list
 * with the customer's own order linking to its private page; the link opens once. Each project
 * has a customer of its own, so the two never meet.
 */
import { desc, eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

function placeOrderFor(email: string) {
  return withE2eDatabase(
    (db) =>
      db
        .insert(schema.orders)
        .values({
          kind: 'order',
          status: 'paid',
          stage: 'paid',
          customerName: 'Hub Customer',
          customerEmail: email,
          customerPhone: '(954) 555-0100',
          subtotalCents: 10_000,
          installationCents: 0,
          taxCents: 700,
          totalCents: 10_700,
          paidAt: new Date(),
        })
        .returning()
        .get().reference as string,
  )
}

function linkMailedTo(email: string) {
  return withE2eDatabase((db) => {
    const mail = db
      .select({ text: schema.outbox.text })
      .from(schema.outbox)
      .where(eq(schema.outbox.to, email))
      .orderBy(desc(schema.outbox.id))
      .get()
    return /https?:\/\/[^\s"]+(\/find-my-orders\/[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  })
}

test('a customer finds their orders from the footer, with one link from the e-mail', async ({
  page,
}, testInfo) => {
  const email = `hub-${testInfo.project.name}-${Date.now()}@example.com`
  const reference = await placeOrderFor(email)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find My Orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find my orders' })).toBeVisible()
  await expectNoAxeViolations(page, testInfo)

  await page.getByLabel('Your e-mail').fill(email)
  await page.getByRole('button', { name: 'Send me the link' }).click()
  await expect(page.getByTestId('find-my-orders-sent')).toContainText('a link is on its way')

  await expect.poll(() => linkMailedTo(email)).toBeTruthy()
  const link = (await linkMailedTo(email)) as string
  await page.goto(link)
  await expectNoAxeViolations(page, testInfo)
  await page.getByRole('button', { name: 'Open my orders' }).click()
  await expect(page).toHaveURL(/\/my-orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expectNoAxeViolations(page, testInfo)
  await page.getByRole('link', { name: new RegExp(reference) }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}\\?t=`))

  // The link opened once: a second visit says so and offers a new one.
  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer opens' }),
  ).toBeVisible()
})
