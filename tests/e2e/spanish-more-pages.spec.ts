import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

// More of issue 41's pages in Spanish: motors and accessories (the catalogue's names, the
// quote list and its request). Each test has its own quote list (its own browser context).

/** The e2e server's database (scripts/dev/e2e-server.js), read-only. */
const dbPath = () => path.resolve(`tests/.tmp/e2e/e2e-${process.env.E2E_PORT}.db`)

function leadLanguage(name: string): string | undefined {
  const db = new Database(dbPath(), { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT language FROM leads WHERE name = ?').get(name) as
      | { language: string }
      | undefined
    return row?.language
  } finally {
    db.close()
  }
}

// English words of the motors page that must not show on its Spanish twin.
const MOTORS_ENGLISH = [
  'Add to Quote',
  'Request Quote',
  'Quote list',
  'Specifications',
  'Compatibility',
  'Warranty:',
  'installation',
  'Rechargeable Li-Ion Tubular Motor',
  'Whisper-quiet operation',
  'Shade types',
  'Estimated total',
  'Schedule Installation',
  'Free Shipping',
]

test('motors and accessories in Spanish: the catalogue, the quote list and a quote request', async ({
  page,
}, testInfo) => {
  test.slow()
  await page.goto('/es/shop/motors-accessories')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Motores y accesorios' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Motor tubular recargable de ion de litio' }),
  ).toBeVisible()
  // The warranty promise is read from the office's English records, in Spanish too.
  await expect(page.getByRole('heading', { name: 'Garantía de 5 años en el motor' })).toBeVisible()
  await expect(page.getByText('Instalación fácil').first()).toBeVisible()
  await expect(page.getByText('Tipos de cortina: Zebra, Enrollable').first()).toBeVisible()
  const main = page.locator('main')
  for (const words of MOTORS_ENGLISH) expect(await main.innerText()).not.toContain(words)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
    // For a person to look at: nothing overflowing or covering a control.
    await page.screenshot({
      path: `tests/.tmp/es-motors-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    })
  }

  // The switch keeps the page (and the tab).
  const tabs = page.getByRole('navigation', { name: 'Tipos de producto' })
  await tabs.getByRole('link', { name: /^Accesorios \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\/es\/shop\/motors-accessories\?tab=accessories/)
  await page.getByRole('link', { name: 'English' }).first().click()
  // Waits for the English address itself (a pattern would match the /es one too).
  await expect(page).toHaveURL(
    (url) => url.pathname === '/shop/motors-accessories' && url.search === '?tab=accessories',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Motors & Accessories' })).toBeVisible()
  await page.getByRole('link', { name: 'Español' }).first().click()
  await expect(page).toHaveURL(/\/es\/shop\/motors-accessories\?tab=accessories/)

  // The quote list in Spanish, and back on the Spanish page without JavaScript too.
  await page
    .getByRole('button', { name: 'Añadir a la cotización – Hub para casa inteligente' })
    .click()
  await expect(page.getByText('Añadido a la cotización').first()).toBeVisible()
  await expect(page).toHaveURL(/\/es\/shop\/motors-accessories/)
  await expect(page.getByTestId('quote-lines')).toContainText('Hub para casa inteligente')
  await expect(page.getByTestId('quote-lines')).toContainText('c/u')
  await expect(page.getByRole('link', { name: 'Lista de cotización (1)' })).toBeVisible()

  // A bad field first: the Spanish message next to it.
  const form = page.locator('form#motors-quote')
  await form.getByLabel('Nombre').fill('Cliente Motores')
  await form.getByLabel('Correo electrónico').fill('cliente@example.com')
  await form.getByLabel('Teléfono').fill('123')
  await form.getByRole('button', { name: 'Pedir cotización' }).click()
  await expect(form.locator('#motors-quote-phone-error')).toHaveText(
    'Escriba un número de teléfono de 10 dígitos, p. ej., (954) 555-0123',
  )
  await expect(page).toHaveURL(/\/es\/shop\/motors-accessories/)

  // Then right: the confirmation in Spanish, and the lead keeps the language.
  const name = `Cliente Motores ${testInfo.project.name}`
  await form.getByLabel('Nombre').fill(name)
  await form.getByLabel('Teléfono').fill('(954) 555-0100')
  await form.getByRole('button', { name: 'Pedir cotización' }).click()
  const confirmation = page.locator('#quote [role="status"]')
  await expect(confirmation).toContainText('¡Solicitud de cotización enviada!')
  await expect(confirmation).toContainText('¿Lo necesita antes? Llame al')
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/es\/shop\/motors-accessories\?.*sent=1/)
  expect(leadLanguage(name)).toBe('es')
})
