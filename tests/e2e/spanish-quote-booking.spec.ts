import type { Page, TestInfo } from '@playwright/test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { expectNoEnglishUi, expectSpanishMail } from './spanish-words'

/**
 * The quote request and a booked visit in Spanish (issue 41), with JavaScript and without:
 * every screen's words, its messages next to their fields, lang="es", the language switch
 * keeping the page, axe at a phone's and a desktop's width.
 */

/** Words of these pages in English that a Spanish page must not show. */
const ENGLISH_WORDS = [
  'Get Your Free Quote',
  'Continue',
  'Step 1 of',
  'ZIP code',
  'Choose a service',
  'Choose a date',
  'Your appointment',
  'Reschedule',
  'Cancel appointment',
  'Eastern Time',
  '(optional)',
  'There is a problem',
]

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  for (const words of ENGLISH_WORDS)
    expect(text, `"${words}" on a Spanish page`).not.toContain(words)
  // And none of the catalogs' English, wherever on the page it would come from.
  await expectNoEnglishUi(page)
}

async function axeAtBothWidths(page: Page, testInfo: TestInfo) {
  if (isNoJs(testInfo)) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }
}

async function photo(name: string) {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

test.describe('the quote request in Spanish', () => {
  test('a bad ZIP, a photo, the request sent, the thank-you', async ({ page }, testInfo) => {
    test.slow()
    await page.goto('/es/quote')
    const w = page.locator('#contact-form')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pida su cotización gratis')
    await expect(w).toContainText('Paso 1 de 5')
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
    await page.setViewportSize({ width: 1280, height: 900 })

    // Nothing chosen: the schema's message, in Spanish, at its question.
    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.locator('#serviceType-error')).toHaveText('Elija el servicio que necesita')
    await w.getByRole('radio', { name: /^Reparación/ }).check()
    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.getByRole('heading', { name: 'Cuéntenos sobre su propiedad' })).toBeVisible()
    await expect(page).toHaveURL(/\/es\/quote/)

    // A bad ZIP: its message in Spanish next to the field.
    await w.getByRole('radio', { name: 'Condominio' }).check()
    await w.getByLabel('Código postal').fill('3330')
    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.locator('#zipCode-error')).toHaveText('Escriba su código postal de 5 dígitos')
    await expect(w.getByLabel('Código postal')).toHaveAccessibleDescription(
      /Escriba su código postal de 5 dígitos/,
    )
    if (isNoJs(testInfo)) await expect(w.getByText('Hay un problema')).toBeVisible()
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
    await page.setViewportSize({ width: 1280, height: 900 })

    await w.getByLabel('Código postal').fill('33301')
    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.getByRole('heading', { name: 'Plazo y tamaño' })).toBeVisible()
    await w.getByRole('radio', { name: /Esta semana/ }).check()
    await w.getByLabel('¿Cuántas ventanas o habitaciones?').fill('4 ventanas')
    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.getByRole('heading', { name: 'Verificación' })).toBeVisible()
    await expect(w.getByRole('definition').filter({ hasText: /^Reparación$/ })).toBeVisible()

    // The switch keeps the page and the answers (the wizard's step).
    const english = page.getByRole('link', { name: 'English', exact: true })
    await english.click()
    await expect(page).toHaveURL(/\/quote/)
    await expect(page).not.toHaveURL(/\/es\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.locator('#contact-form').getByRole('heading', { name: 'Verification' }),
    ).toBeVisible()
    await page.goto('/es/quote')
    await expect(w.getByRole('heading', { name: 'Verificación' })).toBeVisible()

    await w.getByRole('button', { name: 'Continuar' }).click()
    await expect(w.getByRole('heading', { name: 'Sus datos de contacto' })).toBeVisible()
    const name = `Lucía ${testInfo.project.name} ${Date.now()}`
    await w.getByLabel('Nombre completo').fill(name)
    await w.getByLabel('Correo electrónico').fill('lucia@example.com')
    await w.getByLabel('Teléfono').fill('(305) 555-0142')
    const photos = w.getByLabel(/Fotos de lo que hay que reparar/)
    if (isNoJs(testInfo)) {
      // A file that is not a photo: the server's refusal, in Spanish, at the field.
      await photos.setInputFiles([
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una foto') },
      ])
      await w.getByRole('button', { name: 'Pedir mi cotización gratis' }).click()
      await expect(w.locator('#repairImages-error')).toContainText(
        'notas.txt no es una imagen que aceptemos',
      )
      await w.getByLabel('Nombre completo').fill(name)
      await w.getByLabel('Correo electrónico').fill('lucia@example.com')
      await w.getByLabel('Teléfono').fill('(305) 555-0142')
      await w.getByLabel(/Fotos de lo que hay que reparar/).setInputFiles([await photo('sala.jpg')])
    } else {
      // A file that is not a photo is caught in the browser, said in Spanish.
      await photos.setInputFiles([
        { name: 'notas.txt', mimeType: 'image/jpeg', buffer: Buffer.from('no es una foto') },
      ])
      await expect(
        page.getByText(/notas\.txt no es una foto que podamos abrir/).first(),
      ).toBeVisible()
      await photos.setInputFiles([await photo('sala.jpg')])
      await expect(w.getByText('1 foto adjunta', { exact: true })).toBeVisible()
      await expect(w.getByRole('img', { name: 'Vista previa de sala.jpg' })).toBeVisible()
    }
    await w.getByRole('button', { name: 'Pedir mi cotización gratis' }).click()
    await expect(
      w.getByRole('heading', { name: '¡Solicitud de cotización enviada!' }),
    ).toBeVisible()
    await expect(w).toContainText('Nos comunicaremos con usted en menos de 2 horas')
    await expect(page).toHaveURL(/\/es\/quote/)
    // A Spanish lead, with JavaScript (the API call says the page's language) and without.
    const lead = await withE2eDatabase((db) =>
      db.select().from(schema.leads).where(eq(schema.leads.name, name)).get(),
    )
    expect(lead?.language).toBe('es')
    // The acknowledgement e-mail too.
    await expect.poll(() => expectSpanishMail('lucia@example.com')).toBeGreaterThanOrEqual(1)
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
  })
})

test.describe('a visit booked, moved and cancelled in Spanish', () => {
  test('every screen in Spanish', async ({ page }, testInfo) => {
    test.slow()
    await page.goto('/es/book-appointment')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reserve una visita a domicilio',
    )
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.getByRole('button', { name: /Servicio de reparación/ }).click()
    await expect(page.getByRole('heading', { name: 'Elija una fecha' })).toBeVisible()
    await expect(page).toHaveURL(/\/es\/book-appointment\?service=repair/)
    // Dates of their own (the English journeys take the first twenty weekdays' early times).
    const date = page.locator('button[name="date"]').nth(isNoJs(testInfo) ? 13 : 3)
    await date.click()
    await expect(page.getByRole('heading', { name: 'Elija un horario' })).toBeVisible()
    await expect(page.getByText(/hora del este/).first()).toBeVisible()
    await expectSpanish(page)
    await page
      .getByTestId('time-slot')
      .filter({ hasText: /^2:00\sp\.\sm\./ })
      .filter({ hasText: 'Disponible' })
      .first()
      .click()
    await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible()

    // A field left empty: its message in Spanish.
    await page.getByLabel('Nombre completo').fill('Rosa Martínez')
    await page.getByLabel('Correo electrónico').fill('rosa@')
    await page.getByLabel('Teléfono').fill('(305) 555-0177')
    await page.getByLabel('Dirección de la visita').fill('1200 W 49th St, Hialeah, FL 33012')
    await page.getByRole('button', { name: 'Reservar la cita' }).click()
    await expect(page.getByText('Escriba un correo electrónico válido').first()).toBeVisible()
    await expectSpanish(page)
    await page.getByLabel('Correo electrónico').fill('rosa@example.com')
    await page.getByRole('button', { name: 'Reservar la cita' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Cita reservada con éxito!')
    await expect(page).toHaveURL(/\/es\/appointments\//)
    await expect(page.locator('main')).toContainText('Servicio de reparación (90 min)')
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
    await page.setViewportSize({ width: 1280, height: 900 })

    // Moved to another time.
    await page.getByRole('link', { name: 'Cambiar la hora' }).click()
    await expect(page.getByRole('heading', { name: 'Elija una nueva fecha' })).toBeVisible()
    // The first of its dates with a free time: other journeys of the suite fill or close days.
    const free = page.getByTestId('time-slot').filter({ hasText: 'Disponible' })
    const noTimes = page.getByText('No hay horarios disponibles para esta fecha')
    for (let n = isNoJs(testInfo) ? 14 : 4; n < 30; n++) {
      const day = page.locator('button[name="date"]').nth(n)
      await day.click()
      await expect(page.locator('button[name="date"]').nth(n)).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(free.first().or(noTimes)).toBeVisible()
      if ((await free.count()) > 0) break
    }
    await expect(page.getByRole('heading', { name: /^Elija una nueva hora el / })).toBeVisible()
    await expectSpanish(page)
    await free.last().click()
    await expect(page).toHaveURL(/\/es\/appointments\/[^?]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cita')

    // The switch goes to the same visit in English.
    const visit = new URL(page.url()).pathname
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await expect(page).toHaveURL(visit.replace(/^\/es/, ''))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment')
    await page.goto(visit)

    // Cancelled.
    await page.getByRole('link', { name: 'Cancelar la cita' }).click()
    await expect(page.getByRole('heading', { name: '¿Cancelar esta cita?' })).toBeVisible()
    await axeAtBothWidths(page, testInfo)
    await page.getByRole('button', { name: 'Sí, cancelar mi cita' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cita está cancelada')
    await expect(page.locator('main')).toContainText('Cancelada')
    await expect(page).toHaveURL(/\/es\/appointments\//)
    await expectSpanish(page)
    await axeAtBothWidths(page, testInfo)
    // Every e-mail Rosa got (booked, moved, cancelled) is in Spanish.
    await expect.poll(() => expectSpanishMail('rosa@example.com')).toBeGreaterThanOrEqual(3)
  })
})
