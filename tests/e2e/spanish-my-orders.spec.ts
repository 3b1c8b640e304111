import type { Page, TestInfo } from '@playwright/test'
import { desc, eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'
import { expectNoEnglishUi, expectSpanishMail } from './spanish-words'

/**
 * "My orders" in Spanish (issue 41), with JavaScript and without: a customer whose order was
 * made in Spanish asks for the link on /es/find-my-orders, opens the e-mailed link, and sees the
 * list in Spanish at /es/my-orders (the stage, es-US dates); the switch goes to /my-orders in
 * English. Each project has a customer of its own.
 */

/** English words of the list that a Spanish page must not show. */
const MY_ORDERS_ENGLISH = [
  'My orders',
  'Everything we have for',
  'Estimates',
  'No estimates for this address',
  'No visits for this address',
  'No invoices for this address',
  'No payments for this address',
  'placed',
  'Paid',
  'December',
  'Done: close my orders',
  'shared computer',
]

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.getByRole('main').innerText()
  for (const words of MY_ORDERS_ENGLISH)
    expect(text, `"${words}" on a Spanish page`).not.toContain(words)
  // And none of the catalogs' English, wherever on the page it would come from.
  await expectNoEnglishUi(page)
}

async function axeAtBothWidths(page: Page, testInfo: TestInfo) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }
}

/** An order placed in Spanish on December 1st, 2026 (10:00 a.m. in Florida). */
function spanishOrderFor(email: string) {
  return withE2eDatabase(
    (db) =>
      db
        .insert(schema.orders)
        .values({
          kind: 'order',
          status: 'paid',
          stage: 'paid',
          language: 'es',
          customerName: 'Lucía Fernández',
          customerEmail: email,
          customerPhone: '(305) 555-0122',
          subtotalCents: 10_000,
          installationCents: 0,
          taxCents: 700,
          totalCents: 10_700,
          paidAt: new Date('2026-12-01T15:00:00Z'),
          createdAt: new Date('2026-12-01T15:00:00Z'),
        })
        .returning()
        .get().reference as string,
  )
}

/** The find-my-orders link the outbox holds for the address (its path). */
function linkMailedTo(email: string) {
  return withE2eDatabase((db) => {
    const mail = db
      .select({ text: schema.outbox.text })
      .from(schema.outbox)
      .where(eq(schema.outbox.to, email))
      .orderBy(desc(schema.outbox.id))
      .get()
    return /https?:\/\/[^\s"]+?((?:\/es)?\/find-my-orders\/[A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    )?.[1]
  })
}

test('a customer who ordered in Spanish sees their orders in Spanish, and the switch to English', async ({
  page,
}, testInfo) => {
  test.slow()
  const email = `es-hub-${testInfo.project.name}-${Date.now()}@example.com`
  const reference = await spanishOrderFor(email)

  await page.goto('/es/find-my-orders')
  await page.getByLabel('Su correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Envíenme el enlace' }).click()
  await expect(page.getByTestId('find-my-orders-sent')).toContainText(
    'Si tenemos algo para esta dirección',
  )
  await expect.poll(() => linkMailedTo(email)).toBeTruthy()
  const link = (await linkMailedTo(email)) as string
  // Asked for from the Spanish page, the e-mail is Spanish.
  expect(await expectSpanishMail(email)).toBe(1)

  // The e-mailed link's page, in Spanish (its /es address, or through the switch).
  await page.goto(link)
  if (!link.startsWith('/es/')) {
    await page.locator('a[hreflang="es"]').first().click()
    await expect(page).toHaveURL(new RegExp(`/es${link}$`))
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('button', { name: 'Abrir mis pedidos' }).click()

  // The list in Spanish: the order's stage and its date as a Spanish speaker writes them.
  await expect(page).toHaveURL(/\/es\/my-orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const orders = page.getByRole('region', { name: 'Pedidos' })
  const row = orders.getByRole('listitem').filter({ hasText: reference })
  await expect(row).toContainText('realizado el 1 de diciembre de 2026, 10:00 a. m.')
  await expect(row).toContainText('Gracias: su pedido está pagado')
  await expect(row.getByRole('link', { name: new RegExp(reference) })).toHaveAttribute(
    'href',
    new RegExp(`^/es/orders/${reference}\\?t=`),
  )
  await expect(page.getByRole('main')).toContainText(`Todo lo que tenemos para ${email}.`)
  await expectSpanish(page)
  await axeAtBothWidths(page, testInfo)

  // The switch: the same list in English, at /my-orders.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('a[hreflang="en"]').first().click()
  await expect(page).toHaveURL(/\/\/[^/]+\/my-orders(#[\w-]+)?$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: reference }),
  ).toContainText('placed Dec 1, 2026, 10:00 AM')
})
