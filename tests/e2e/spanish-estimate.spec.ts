import crypto from 'node:crypto'
import fs from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { expectNoEnglishUi } from './spanish-words'
import {
  useHostedCheckoutStandIn as hostedCheckoutStandIn,
  useStripeStandIn as stripeStandIn,
} from './stripe-stand-in'

/**
 * The estimate in Spanish (issue 41), with JavaScript and without, each run on an estimate of
 * its own: on /es/estimates/<token> the customer chooses the better alternative and ticks the
 * optional motor (the total follows), presses Aceptar with no name (the Spanish message next
 * to the field), accepts, pays the deposit on the Spanish deposit page (Stripe's stand-ins),
 * lands on the job's Spanish page, and asks for all their orders on /es/find-my-orders. Every
 * screen is Spanish (`lang="es"`, Spanish words, none of the English ones), the switch goes to
 * the same page in English, and axe finds nothing at 375 and 1280 px.
 */
test.use({ viewport: { width: 375, height: 800 } })

const SHOTS = '/tmp/shots-s41-estimates'

function inThirtyDays(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
}

/** A sent estimate: shutters Good $500 / Better $900 in the living room, a $250 motor optional. */
async function sentEstimate(name: string, email: string) {
  const token = crypto.randomBytes(24).toString('base64url')
  return withE2eDatabase((db) => {
    const estimate = db
      .insert(schema.estimates)
      .values({
        token,
        customerName: name,
        customerEmail: email,
        customerZip: '33317',
        status: 'sent',
        sentAt: new Date(),
        expiresOn: inThirtyDays(),
        createdByName: 'admin',
      })
      .returning()
      .get()
    const room = db
      .insert(schema.estimateRooms)
      .values({ estimateId: estimate.id, name: 'Sala' })
      .returning()
      .get()
    const group = db
      .insert(schema.estimateAlternativeGroups)
      .values({ estimateId: estimate.id, roomId: room.id, name: 'Contraventanas' })
      .returning()
      .get()
    const [good, better] = ['Vinilo', 'Madera'].map((label, i) =>
      db
        .insert(schema.estimateAlternatives)
        .values({ groupId: group.id, label, isDefault: i === 0, sortOrder: i })
        .returning()
        .get(),
    )
    const line = (
      description: string,
      cents: number,
      more: { alternativeId?: number; optional?: boolean },
    ) =>
      db
        .insert(schema.estimateLines)
        .values({
          estimateId: estimate.id,
          roomId: room.id,
          kind: description === 'Motor' ? 'motor' : 'shutters',
          description,
          unitPriceCents: cents,
          ...more,
        })
        .run()
    line('Contraventanas de vinilo', 50_000, { alternativeId: good.id })
    line('Contraventanas de madera', 90_000, { alternativeId: better.id })
    line('Motor', 25_000, { optional: true })
    return { id: estimate.id, token, reference: estimate.reference }
  })
}

/** The page is Spanish: its document, and none of these English words in what it shows. */
async function expectSpanish(page: Page, english: readonly string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  for (const words of english) expect(text, `"${words}" on a Spanish page`).not.toContain(words)
  // And none of the catalogs' English, wherever on the page it would come from.
  await expectNoEnglishUi(page)
}

/** axe at the phone's width and the desktop's, then back to the phone. */
async function axeBothWidths(page: Page, testInfo: TestInfo) {
  await expectNoAxeViolations(page, testInfo)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoAxeViolations(page, testInfo)
  await page.setViewportSize({ width: 375, height: 800 })
}

const ESTIMATE_ENGLISH = [
  'Your estimate',
  'Room by room',
  'Your choices',
  'Optional items',
  'Update the total',
  'Accept the estimate',
  'Decline the estimate',
  'Your full name',
  'Balance on completion',
  'Valid until',
  'in the total',
  'Questions?',
]

test('an estimate chosen, accepted and its deposit paid in Spanish; then Find my orders', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const noJs = isNoJs(testInfo)
  const name = `Mercedes Pérez ${testInfo.project.name}`
  const email = `es-estimate-${testInfo.project.name}-${Date.now()}@example.com`
  const estimate = await sentEstimate(name, email)
  const here = `/es/estimates/${estimate.token}`

  await page.goto(here)
  await expect(
    page.getByRole('heading', { level: 1, name: `Su presupuesto ${estimate.reference}` }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Habitación por habitación' })).toBeVisible()
  await expectSpanish(page, ESTIMATE_ENGLISH)
  const totals = page.getByTestId('estimate-totals')
  await expect(totals).toContainText('Saldo al terminar la instalación')
  await expect(totals).toContainText('$535.00')
  if (!noJs) {
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/estimate-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${SHOTS}/estimate-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
  }
  await axeBothWidths(page, testInfo)

  // The switch: the same estimate in English.
  await page.locator('a[hreflang="en"]').first().click()
  await expect(page).toHaveURL(new RegExp(`/estimates/${estimate.token}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('heading', { level: 1, name: `Your estimate ${estimate.reference}` }),
  ).toBeVisible()
  await page.goto(here)

  // Choices: the better alternative and the motor; the total follows.
  await page.getByRole('radio', { name: /Madera/ }).check()
  await page.getByRole('checkbox', { name: /Motor/ }).check()
  if (noJs) {
    await page.getByRole('button', { name: 'Actualizar el total' }).click()
    await expect(page).toHaveURL(/\/es\/estimates\/.+#totals$/)
  }
  await expect(totals).toContainText('$1,230.50')
  await expect(page.locator('#consent')).toContainText(
    `Al escribir su nombre y pulsar Aceptar, usted acepta el presupuesto ${estimate.reference} versión 1 por $1,230.50`,
  )
  // With JavaScript the choices were posted in the background: kept before the page is read again.
  await expect
    .poll(() =>
      withE2eDatabase(
        (db) =>
          db
            .select({ choices: schema.estimates.choices })
            .from(schema.estimates)
            .where(eq(schema.estimates.id, estimate.id))
            .get()?.choices?.optionalLineIds.length ?? 0,
      ),
    )
    .toBe(1)
  await page.reload()
  await expect(totals).toContainText('$1,230.50')

  // No name: the Spanish message next to the field, which takes focus.
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click()
  const nameField = page.getByLabel('Su nombre completo')
  await expect(page.locator('#signedName-error')).toHaveText(
    'Escriba su nombre completo para aceptar',
  )
  await expect(nameField).toBeFocused()
  await expectSpanish(page, ESTIMATE_ENGLISH)
  await axeBothWidths(page, testInfo)

  await nameField.fill(name)
  if (!noJs) await expect(page.getByText('No ha dibujado ninguna firma.')).toBeVisible()
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click()
  const accepted = page.getByRole('region', { name: 'Usted aceptó este presupuesto' })
  await expect(accepted).toBeVisible()
  await expect(accepted).toContainText(`Firmado por ${name}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const consent = await withE2eDatabase(
    (db) =>
      db
        .select({ text: schema.estimateAcceptances.consentText })
        .from(schema.estimateAcceptances)
        .where(eq(schema.estimateAcceptances.estimateId, estimate.id))
        .get()?.text,
  )
  expect(consent).toMatch(/^Al escribir su nombre y pulsar Aceptar/)
  await axeBothWidths(page, testInfo)

  // The deposit, in Spanish, paid by card (Stripe's stand-ins).
  await accepted.getByRole('link', { name: /Pagar el depósito/ }).click()
  await expect(page).toHaveURL(new RegExp(`/es/estimates/${estimate.token}/deposit$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Su depósito' })).toBeVisible()
  await expect(page.getByText('Depósito a pagar ahora:')).toBeVisible()
  await expectSpanish(page, ['Your deposit', 'Deposit due now', 'Pay the deposit', 'Back to'])
  await axeBothWidths(page, testInfo)
  const depositPath = `/es/estimates/${estimate.token}/deposit`
  if (noJs) {
    const seen: string[] = []
    await hostedCheckoutStandIn(page, seen)
    await page.getByRole('button', { name: /^Pagar el depósito/ }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    const sessionId = seen[0].split('/').at(-1)
    await page.goto(`${depositPath}?session_id=${sessionId}`)
    await expect(page.getByText('Stripe recibió su pago.')).toBeVisible()
    await page.getByRole('button', { name: 'Registrar mi pago' }).click()
  } else {
    await stripeStandIn(page)
    await page.getByRole('button', { name: /^Pagar el depósito/ }).click()
    await expect(page.getByTestId('stripe-stand-in')).toBeVisible()
    await page.getByRole('button', { name: /^Pagar \$/ }).click()
  }

  // The job's page, in Spanish.
  await expect(page).toHaveURL(/\/es\/orders\/[0-9A-Z]{4}-[0-9A-Z]{4}\?t=/)
  await expect(page.getByRole('heading', { name: 'Su trabajo de instalación' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Depósito pagado')
  await expect(page.getByTestId('job-balance')).toContainText('Saldo pendiente')
  await expectSpanish(page, [
    'Your installation job',
    'Order reference',
    'Deposit paid',
    'Payments',
    'Balance due',
    'Keep this page',
    'Find all my orders',
  ])
  await axeBothWidths(page, testInfo)

  // Find my orders, in Spanish.
  await page.getByRole('link', { name: 'Ver todos mis pedidos' }).click()
  await expect(page).toHaveURL(/\/es\/find-my-orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Encontrar mis pedidos' })).toBeVisible()
  await expectSpanish(page, ['Find my orders', 'Send me the link', 'Your e-mail'])
  await axeBothWidths(page, testInfo)
  await page.getByLabel('Su correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Envíenme el enlace' }).click()
  await expect(page.getByTestId('find-my-orders-sent')).toContainText(
    'Si tenemos algo para esta dirección',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.locator('a[hreflang="en"]').first().click()
  await expect(page).toHaveURL(/\/\/[^/]+\/find-my-orders(#[\w-]+)?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find my orders' })).toBeVisible()
})
