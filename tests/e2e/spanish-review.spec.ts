import type { Page, TestInfo } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { hashToken } from '../../app/server/auth/admin-session.server'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'
import { expectNoEnglishUi } from './spanish-words'

/**
 * A Spanish customer's review link (issue 41), with JavaScript and without: the form in
 * Spanish, its message next to the stars, the thank-you at /es/review/thanks.
 */

/** English words of the review pages that a Spanish page must not show. */
const REVIEW_ENGLISH = [
  'How did we do?',
  'Rate your order',
  'Staff read every review',
  'Your rating',
  'One line about',
  'Up to 500 characters',
  'Send my review',
  'stars',
  'Choose from 1 to 5 stars',
  'Write a line',
  'Thank you for your review',
  'Back to the home page',
]

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The layout's one main landmark (the page used to nest a second one inside it).
  await expect(page.getByRole('main')).toHaveCount(1)
  const text = await page.locator('main').innerText()
  for (const words of REVIEW_ENGLISH)
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

/** An installed order made in Spanish, and its review link (as the invitation makes it). */
async function spanishOrderWithLink(run: string) {
  const token = `e2e-es-review-${run}`
  const order = await withE2eDatabase((db) => {
    const made = db
      .insert(schema.orders)
      .values({
        kind: 'order',
        stage: 'installed',
        status: 'installed',
        language: 'es',
        customerName: 'Marisol Pérez',
        customerEmail: `es-review-${run}@example.com`,
        customerPhone: '(305) 555-0144',
        customerAddress: '12 Palm Ave',
        customerCity: 'Hialeah',
        customerZip: '33010',
        subtotalCents: 10000,
        installationCents: 2000,
        taxCents: 840,
        totalCents: 12840,
        paidAt: new Date(),
      })
      .returning()
      .get()
    db.insert(schema.orderLines)
      .values({
        orderId: made.id,
        productType: 'roller',
        productName: 'Roller Shades',
        fabricName: 'Linen White',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 1,
        installationCents: 2000,
        lineTotalCents: 10000,
      })
      .run()
    db.insert(schema.reviews)
      .values({
        subject: 'order',
        orderId: made.id,
        productType: 'roller',
        citySlug: 'hialeah',
        customerEmail: made.customerEmail,
        displayName: 'Marisol P., Hialeah',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .run()
    return made
  })
  return { token, order }
}

test('a Spanish customer rates an order: the message next to the stars, then the thank-you', async ({
  page,
}, testInfo) => {
  test.slow()
  const run = `${testInfo.project.name}-${Date.now()}`
  const { token, order } = await spanishOrderWithLink(run)

  const opened = await page.goto(`/es/review/${token}`)
  expect(opened?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué tal lo hicimos?')
  await expect(page.locator('main')).toContainText('«Marisol P., Hialeah»')
  await expectSpanish(page)
  await axeAtBothWidths(page, testInfo)

  // No stars chosen: the Spanish message by the stars, in the browser and from the server.
  const line = `Instalación rápida y limpia (${run})`
  await page.getByLabel(/Una línea sobre su experiencia/).fill(line)
  await page.getByRole('button', { name: 'Enviar mi opinión' }).click()
  const stars = page.getByRole('group', { name: 'Su calificación' })
  await expect(stars.getByText('Elija de 1 a 5 estrellas.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/es/review/${token}`))
  await expect(page.getByLabel(/Una línea sobre su experiencia/)).toHaveValue(line)
  await expectSpanish(page)
  await axeAtBothWidths(page, testInfo)

  // A good review: the Spanish thank-you.
  await stars.getByRole('radio', { name: /5 estrellas/ }).check()
  await page.getByRole('button', { name: 'Enviar mi opinión' }).click()
  await expect(page).toHaveURL(/\/es\/review\/thanks(#.*)?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias por su opinión')
  await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
    'href',
    '/es',
  )
  await expectSpanish(page)
  await axeAtBothWidths(page, testInfo)

  const stored = await withE2eDatabase((db) =>
    db.select().from(schema.reviews).where(eq(schema.reviews.orderId, order.id)).all(),
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ rating: 5, text: line, status: 'submitted' })

  // The link is used up: the kind page, in Spanish.
  const again = await page.goto(`/es/review/${token}`)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta opinión ya fue enviada')
  await expectSpanish(page)
})
