import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, expectNoAxeViolations, test } from './helpers'

// Issue 41: the window companies' pages in Spanish, /es/b2b and /es/window-company-portal,
// and a request sent from the Spanish portal kept as Spanish.

/** The e2e server's database (scripts/dev/e2e-server.js), read-only. */
const dbPath = () => path.resolve(`tests/.tmp/e2e/e2e-${process.env.E2E_PORT}.db`)

function requestLanguage(companyName: string): string | undefined {
  const db = new Database(dbPath(), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT language FROM window_company_requests WHERE company_name = ?')
      .get(companyName) as { language: string } | undefined
    return row?.language
  } finally {
    db.close()
  }
}

// English words of the two pages that must not show on their Spanish twins.
const B2B_ENGLISH = [
  'For window companies',
  'Your blinds partner',
  'Send a Service Request',
  'What we do for partners',
  'Details',
  'Why partners work with us',
  'Ready to send a job?',
  'Open the Window Company Portal',
  'Years of Excellence',
  'founded',
  'Call ',
]
const PORTAL_ENGLISH = [
  'Window Company Portal',
  'Blinds services',
  'How it works',
  'Coverage',
  'County',
  'Company name',
  'Customer name',
  'Type of blinds',
  'Choose a type',
  'Urgency',
  'Project details',
  'Submit Service Request',
  'Vertical blinds',
  'within 2 weeks',
  '(optional)',
]

async function checkLayouts(
  page: import('@playwright/test').Page,
  testInfo: import('@playwright/test').TestInfo,
  name: string,
) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
    // For a person to look at: nothing overflowing or covering a control.
    await page.screenshot({
      path: `tests/.tmp/es-${name}-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    })
  }
}

test('the partner page in Spanish at /es/b2b, and the switch keeps the page', async ({
  page,
}, testInfo) => {
  await page.goto('/es/b2b')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Su socio en persianas en el sur de la Florida' }),
  ).toBeVisible()
  await expect(page.getByText('Más de 22 años de excelencia, desde 2002')).toBeVisible()
  const main = page.locator('main')
  const text = await main.innerText()
  for (const words of B2B_ENGLISH) expect(text).not.toContain(words)
  await checkLayouts(page, testInfo, 'b2b')

  await page.getByRole('link', { name: 'English' }).first().click()
  await expect(page).toHaveURL((url) => url.pathname === '/b2b')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your blinds partner in South Florida' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Español' }).first().click()
  await expect(page).toHaveURL(/\/es\/b2b$/)

  // Its links stay in Spanish: on to the Spanish portal.
  await page.getByRole('link', { name: 'Enviar una solicitud de servicio' }).click()
  await expect(page).toHaveURL(/\/es\/window-company-portal$/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Servicios de persianas para compañías de ventanas',
    }),
  ).toBeVisible()
})

test('a window company’s request from the Spanish portal: Spanish messages, then kept as Spanish', async ({
  page,
}, testInfo) => {
  test.slow()
  await page.goto('/es/window-company-portal')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  for (const words of PORTAL_ENGLISH) expect(text).not.toContain(words)
  await checkLayouts(page, testInfo, 'window-company-portal')

  // A bad field first: the Spanish message next to it.
  const form = page.locator('form#b2b-service-request')
  const company = `Ventanas Hialeah ${testInfo.project.name}`
  await form.getByLabel('Nombre de la compañía').fill(company)
  await form.getByLabel('Persona de contacto').fill('José Gómez')
  await form.getByLabel('Teléfono de contacto').fill('12')
  await form.getByLabel('Correo de contacto').fill('jose@ventanas.test')
  await form.getByLabel('Nombre del cliente').fill('Ana López')
  await form.getByLabel('Teléfono del cliente').fill('305-555-0101')
  await form.getByLabel('Dirección del trabajo').fill('1 W 49th St, Hialeah, FL')
  await form.getByLabel('Tipo de persianas').selectOption({ label: 'Persianas verticales' })
  await form.getByLabel('Número de ventanas').fill('8')
  await form.getByLabel('Urgencia').selectOption({ label: 'Alta: en 48 horas' })
  await form.getByLabel('Detalles del proyecto').fill('Quitar 8 verticales antes de las ventanas.')
  await form.getByRole('button', { name: 'Enviar solicitud de servicio' }).click()
  await expect(form.locator('#b2b-service-request-contactPhone-error')).toHaveText(
    'Escriba un número de teléfono de 10 dígitos, p. ej., (954) 555-0123',
  )
  await expect(form.getByLabel('Teléfono de contacto')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/es\/window-company-portal/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  // Then right: the Spanish confirmation, and the request keeps the language.
  await form.getByLabel('Teléfono de contacto').fill('(305) 555-0100')
  await form.getByRole('button', { name: 'Enviar solicitud de servicio' }).click()
  await expect(page).toHaveURL(/\/es\/window-company-portal\?submitted=1/)
  const confirmation = page.locator('#request [role="status"]')
  await expect(confirmation).toContainText('Solicitud de servicio recibida')
  await expect(confirmation).toContainText('Si es urgente, llame al')
  await expect(confirmation.getByRole('link', { name: 'Enviar otra solicitud' })).toHaveAttribute(
    'href',
    '/es/window-company-portal#request',
  )
  await expectNoAxeViolations(page, testInfo)
  expect(requestLanguage(company)).toBe('es')
})
