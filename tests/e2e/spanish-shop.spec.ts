import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { expectNoEnglishUi } from './spanish-words'

// A part of the journey in Spanish (issue 41): the zebra configurator with a bad width, the
// design and the cart kept by the language switch, the cart page. Each test has its own cart
// (its own browser context); nothing site-wide changes.
const DESIGN =
  'widthWhole=10&widthFraction=0&heightWhole=72&heightFraction=0&mountType=inside&operationType=manual&controlSide=left&quantity=2'

// Typical English words of these pages that must not show on the Spanish ones.
const ENGLISH = ['Add to Cart', 'Dimensions', 'Choose Fabric', 'Shopping Cart', 'Quantity must']

test('the zebra configurator in Spanish: the message next to the field, the switch keeps the design', async ({
  page,
}, testInfo) => {
  await page.goto(`/es/shop/zebra-shades?${DESIGN}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Persianas zebra' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Medidas' })).toBeVisible()
  await expect(page.locator('#width-error')).toHaveText(
    'El ancho debe estar entre 24 y 120 pulgadas',
  )
  const text = await page.locator('main').innerText()
  for (const words of ENGLISH) expect(text).not.toContain(words)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }

  // The switch: the same design in English, and back.
  await page.getByRole('link', { name: 'English' }).first().click()
  // Waits for the English address (the pattern alone also matches the /es one).
  await expect.poll(() => new URL(page.url()).pathname).toBe('/shop/zebra-shades')
  await expect(page).toHaveURL(/\/shop\/zebra-shades\?.*widthWhole=10.*quantity=2/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('#widthWhole')).toHaveValue('10')
  await page.getByRole('link', { name: 'Español' }).first().click()
  await expect(page).toHaveURL(/\/es\/shop\/zebra-shades\?.*widthWhole=10/)
  await expect(page.locator('#width-error')).toHaveText(
    'El ancho debe estar entre 24 y 120 pulgadas',
  )
})

test('added from the Spanish configurator, the cart is in Spanish and the switch keeps it', async ({
  page,
}, testInfo) => {
  test.slow()
  await page.goto('/es/shop/zebra-shades')
  const fabricId = await page
    .getByRole('radio', { name: /Classic White Zebra/ })
    .getAttribute('value')
  const response = await page.request.post('/es/shop/zebra-shades', {
    form: {
      widthWhole: '48',
      widthFraction: '0',
      heightWhole: '72',
      heightFraction: '0',
      mountType: 'inside',
      operationType: 'manual',
      controlSide: 'left',
      fabricId: fabricId ?? '',
      quantity: '1',
      option: 'installation',
      intent: 'add',
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/^\/es\/shop\/zebra-shades\?/)

  await page.goto('/es/cart')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible()
  const line = page.getByTestId('cart-line')
  await expect(line).toContainText('Persianas zebra')
  await expect(line).toContainText('Montaje interior')
  await expect(line.getByTestId('line-unit-price')).toContainText('cada una')
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeVisible()
  const text = await page.locator('main').innerText()
  for (const words of ENGLISH) expect(text).not.toContain(words)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }

  // The checkout: the line's specification in Spanish (it was English: "Fabric", "Mount").
  await page.goto('/es/checkout')
  const spec = page.getByTestId('line-specification').first()
  await expect(spec).toContainText('Tela')
  await expect(spec).toContainText('Montaje interior')
  await expect(spec).toContainText('Lado del control')
  await expectNoEnglishUi(page, ['Fabric', 'Unit price', 'Inside mount', 'Control side'])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
    await page.screenshot({
      path: `tests/.tmp/es-checkout-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    })
  }

  // Another Spanish page: the cart bar every page shows has its controls in Spanish too.
  await page.goto('/es/services/repair')
  await expect(page.getByLabel(/^Quitar .+ del carrito$/)).not.toHaveCount(0)
  await expect(page.getByLabel(/^Remove .+ from cart$/)).toHaveCount(0)
  await page.goto('/es/cart')

  // The same cart in English.
  await page.getByRole('link', { name: 'English' }).first().click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
  await expect(page.getByTestId('cart-line')).toContainText('Zebra Shades')
  if (!isNoJs(testInfo)) await expect(page.getByTestId('cart-line')).toHaveCount(1)
})
