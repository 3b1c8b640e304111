/**
 * The public pages in Spanish (issue 41), with JavaScript on and off: the home page, the
 * services, a city page, the service areas, the gallery and a project, the measuring guide and
 * the privacy policy, each at its /es address, in Spanish, with the switch back to English.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { expectNoAxeViolations, isNoJs } from './helpers'

/** English words of these pages' own code that must not show on their Spanish pages. */
const ENGLISH = [
  'Our Services',
  'Learn more',
  'Get Free Quote',
  'See all',
  'Shop Made-to-Measure',
  'Our Story',
  'What Our Customers Say',
  'Contact & Booking',
  'Service Areas',
  'Cities we serve',
  'View Details',
  'Our Work Gallery',
  'How to measure',
  'Privacy Policy',
  'Last updated',
  'Request service in',
  'We also serve',
  'Neighborhoods we serve',
]

async function expectSpanishPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  for (const words of ENGLISH) expect(text, `"${words}" on ${page.url()}`).not.toContain(words)
}

async function expectAxeAtBothSizes(page: Page, testInfo: TestInfo) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }
}

test('a visitor reads the home, services, a city, the areas, the gallery, the guide and the privacy policy in Spanish', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await page.goto('/es')
  await expectSpanishPage(page)
  await expect(page.getByRole('heading', { name: 'Nuestros servicios', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible()
  await expectAxeAtBothSizes(page, testInfo)

  await page.getByRole('link', { name: /Ver los \d+ servicios/ }).click()
  await expect(page).toHaveURL(/\/es\/services$/)
  await expect(page.getByRole('heading', { name: 'Nuestros servicios', level: 1 })).toBeVisible()
  await expectSpanishPage(page)

  await page
    .getByRole('link', { name: /^Más información/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/es\/services\/[a-z-]+$/)
  await expect(page.getByRole('heading', { name: 'Qué incluye' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible()
  await expectSpanishPage(page)

  await page.goto('/es/fort-lauderdale')
  await expect(
    page.getByRole('heading', { name: 'Nuestros servicios en Fort Lauderdale' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Pida servicio en Fort Lauderdale' }),
  ).toBeVisible()
  await expect(page.getByLabel('Nombre completo')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pedir servicio' })).toBeVisible()
  await expectSpanishPage(page)
  await expectAxeAtBothSizes(page, testInfo)

  await page.getByRole('link', { name: 'Todas las zonas de servicio' }).click()
  await expect(page).toHaveURL(/\/es\/service-areas$/)
  await expect(page.getByRole('heading', { name: 'Zonas de servicio', level: 1 })).toBeVisible()
  await expectSpanishPage(page)

  await page.goto('/es/gallery')
  await expect(page.getByRole('heading', { name: 'Galería de nuestros trabajos' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: /Se muestran? \d+ proyectos?/ }),
  ).toBeVisible()
  await expectSpanishPage(page)
  await expectAxeAtBothSizes(page, testInfo)
  await page
    .getByRole('link', { name: /^Ver detalles/ })
    .first()
    .click()
  if (isNoJs(testInfo)) {
    // Without JavaScript the link is the project's own page.
    await expect(page).toHaveURL(/\/es\/gallery\/[a-z0-9-]+$/)
    await expect(page.getByRole('link', { name: 'Volver a la galería' })).toBeVisible()
  } else {
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Después', { exact: true })).toBeVisible()
    await expect(dialog.getByText('Terminado', { exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog).toBeHidden()
  }

  await page.goto('/es/measuring-guide')
  await expect(page.getByRole('heading', { name: 'Cómo medir sus ventanas' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Cuarto / ventana' })).toBeVisible()
  await expectSpanishPage(page)
  await expectAxeAtBothSizes(page, testInfo)

  await page.goto('/es/privacy')
  await expect(
    page.getByRole('heading', { name: 'Política de privacidad', level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sus opciones' })).toBeVisible()
  await expect(page.getByText(/Última actualización 2 de diciembre de 2026/)).toBeVisible()
  await expectSpanishPage(page)
  await expectAxeAtBothSizes(page, testInfo)

  // The switch: the same page in English.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('header a[hreflang="en"]:visible').first().click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
})

test('the Spanish city page and measuring guide fit a phone and a desktop', async ({
  page,
}, testInfo) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, path] of [
      ['city', '/es/fort-lauderdale'],
      ['guide', '/es/measuring-guide'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(width)
      // For the eye: tests/.tmp/es-<page>-<width>-<project>.png.
      await page.screenshot({
        path: `tests/.tmp/es-${name}-${width}-${testInfo.project.name}.png`,
        fullPage: true,
      })
    }
  }
})
