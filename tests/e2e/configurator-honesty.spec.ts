import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * docs/requirements.md, R17 and R18: what the configurator shows is what is priced, put in the cart and
 * charged — a decimal size, the installation charge, the line's all-in price.
 */

const ZEBRA = '/shop/zebra-shades'
const FABRIC = 'Classic White Zebra'

/** The price card (the phone bar repeats its figures; at 1280 px it is hidden). */
const card = (page: Page) => page.getByRole('region', { name: 'Your price' })

async function chooseFabric(page: Page, name = FABRIC) {
  await page.getByText(name, { exact: true }).click()
}

async function text(locator: Locator) {
  return (await locator.innerText()).trim()
}

test('a decimal width becomes 48 1/2 on screen, in the price and in the cart (JavaScript)', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the conversion on screen needs JavaScript; see the no-JS test')
  await page.goto(ZEBRA)
  await chooseFabric(page)
  const unit = page.getByTestId('unit-price')
  await expect(unit).toHaveText('$223.99') // 48" x 72"

  const width = page.getByLabel('Width, whole inches')
  await width.fill('48.5')
  // At once: the fraction moves to 1/2, a note says so, the price is the 48 1/2" price.
  await expect(page.locator('#widthFraction')).toHaveValue('4')
  await expect(page.locator('#width-converted')).toContainText('48 1/2"')
  await expect(unit).not.toHaveText('$223.99')
  await width.blur()
  await expect(width).toHaveValue('48')
  const unitPrice = await text(unit)

  // Installation for 48 1/2": $10 x 48.5 / 12 = $40.42 (the example in docs/requirements.md, R17).
  await expect(page.getByTestId('installation-charge')).toHaveText(
    'Professional installation: $10 per foot of width, $40.42 for this shade',
  )
  await expect(card(page).getByTestId('line-installation')).toHaveText('$40.42')
  const allIn = await text(card(page).getByTestId('all-in'))

  await card(page).getByRole('button', { name: 'Add to Cart' }).click()
  const confirmation = page.getByTestId('added-confirmation')
  await expect(confirmation).toBeFocused()
  await expect(confirmation).toContainText('Added to Cart!')
  await expect(confirmation).toContainText('48 1/2" x 72"')
  await expect(confirmation.getByTestId('added-all-in')).toHaveText(allIn)
  await expect(confirmation.getByRole('link', { name: 'View Cart' })).toHaveAttribute(
    'href',
    '/cart',
  )
  await expectNoAxeViolations(page, testInfo)

  await confirmation.getByRole('link', { name: 'View Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.getByTestId('cart-line')
  await expect(line.getByTestId('line-dimensions')).toHaveText('48 1/2" x 72"')
  await expect(line.getByTestId('line-unit-price')).toHaveText(`${unitPrice} each`)
  await expect(line.getByTestId('line-installation')).toHaveText('$40.42')
  await expect(line.getByTestId('line-all-in')).toHaveText(allIn)
  await expect(page.getByTestId('summary-installation')).toHaveText('$40.42')
})

test('without JavaScript a decimal width is refused with the size it would be, next to the field', async ({
  page,
}, testInfo) => {
  test.skip(!isNoJs(testInfo), 'the server refusal is what a page without JavaScript sees')
  await page.goto(ZEBRA)
  await chooseFabric(page)
  await page.getByLabel('Width, whole inches').fill('48.5')
  await card(page).getByRole('button', { name: 'Add to Cart' }).click()
  // Back on the form (the post went to its fragment), nothing added.
  await expect(page).toHaveURL(/#configure$/)
  const message =
    '48.5 is not whole inches: to the nearest eighth that is 48 1/2. Enter 48 and choose 1/2 from the fraction list.'
  await expect(page.locator('#width-error')).toHaveText(message)
  await expect(page.getByLabel('Width, whole inches')).toHaveValue('48.5')
  await expect(page.getByRole('alert').getByRole('link', { name: message })).toHaveAttribute(
    'href',
    '#widthWhole',
  )
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)

  // As the message says: 48 and 1/2.
  await page.getByLabel('Width, whole inches').fill('48')
  await page.locator('#widthFraction').selectOption('4')
  await card(page).getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/[?&]added=\d+#configure$/)
  const confirmation = page.getByTestId('added-confirmation')
  await expect(confirmation).toContainText('48 1/2" x 72"')
  await expect(confirmation).toContainText(
    'Professional installation: $10 per foot of width, $40.42 for this shade',
  )
  await confirmation.getByRole('link', { name: 'View Cart' }).click()
  await expect(page.getByTestId('line-dimensions')).toHaveText('48 1/2" x 72"')
  await expect(page.getByTestId('line-installation')).toHaveText('$40.42')
})

test("the installation and all-in figures of the configurator are the cart line's", async ({
  page,
}, testInfo) => {
  await page.goto(ZEBRA)
  // No fabric yet: the From price, and installation is never called free.
  await expect(card(page).getByTestId('from-price')).toHaveText('From $127.99')
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0)
  await chooseFabric(page, 'Espresso Zebra')
  await page.getByLabel('Width, whole inches').fill('61')
  await page.locator('#widthFraction').selectOption('3')
  await page.getByLabel('Quantity').fill('2')
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  // $10 x 61.375 / 12 x 2 = $102.2916 -> $102.29
  await expect(page.getByTestId('installation-charge')).toHaveText(
    'Professional installation: $10 per foot of width, $102.29 for these 2 shades',
  )
  await expect(card(page).getByTestId('line-installation')).toHaveText('$102.29')
  const products = await text(card(page).getByTestId('line-total'))
  const allIn = await text(card(page).getByTestId('all-in'))
  const cents = (s: string) => Math.round(Number(s.replace(/[^0-9.]/g, '')) * 100)
  expect(cents(allIn)).toBe(cents(products) + 10229)

  await card(page).getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByTestId('added-confirmation')).toContainText('Added to Cart!')
  await page.goto('/cart')
  const line = page.getByTestId('cart-line')
  await expect(line.getByTestId('line-total')).toHaveText(products)
  await expect(line.getByTestId('line-installation')).toHaveText('$102.29')
  await expect(line.getByTestId('line-all-in')).toHaveText(allIn)
  await expect(page.getByTestId('summary-installation')).toHaveText('$102.29')
  // Checkout lists the same figures for the line.
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-line-installation')).toHaveText('$102.29')
  await expect(page.getByTestId('checkout-line-all-in')).toHaveText(allIn)
  await expect(page.getByTestId('summary-installation')).toHaveText('$102.29')

  // Without installation the line costs its products only, here and in the cart.
  await page.goto(ZEBRA)
  await chooseFabric(page, 'Espresso Zebra')
  await page.getByRole('checkbox', { name: /Professional Installation/ }).uncheck()
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await expect(card(page).getByTestId('line-installation')).toHaveCount(0)
  await expect(card(page).getByTestId('all-in')).toHaveText(
    await text(card(page).getByTestId('line-total')),
  )
})

test('on a phone: a price bar with From and Add to Cart that covers nothing', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(ZEBRA)
  const bar = page.getByTestId('phone-price-bar')
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('From $127.99')
  const add = bar.getByRole('button', { name: 'Add to Cart' })
  await expect(add).toBeVisible()
  // Legible while disabled (JavaScript) and on one line.
  const box = await add.boundingBox()
  expect(box?.height).toBeLessThan(48)
  await expectNoAxeViolations(page, testInfo)

  await chooseFabric(page)
  if (isNoJs(testInfo)) {
    await card(page).getByRole('button', { name: 'Update price' }).click()
  }
  // $223.99 + $40.00 installation (48" wide)
  await expect(bar.getByTestId('bar-all-in')).toHaveText('$263.99')
  await expect(card(page).getByTestId('all-in')).toHaveText('$263.99')

  // The bar never covers a control: each one, scrolled into view, is what is at its centre.
  for (const label of ['Width, whole inches', 'Quantity']) {
    const control = page.getByLabel(label, { exact: true })
    // Scrolled up to from the top of the page as the keyboard brings it (the nearest edge,
    // here the bottom one, with the scroll padding): the bar must not be over it.
    const covered = await control.evaluate((el) => {
      window.scrollTo({ top: 0, behavior: 'instant' })
      el.scrollIntoView({ block: 'nearest', behavior: 'instant' })
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return !(hit === el || el.contains(hit))
    })
    expect(covered, `${label} is covered`).toBe(false)
  }

  await add.click()
  await expect(page.getByTestId('added-confirmation')).toContainText('Added to Cart!')
  if (!isNoJs(testInfo)) await expect(page.getByTestId('added-confirmation')).toBeFocused()

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(bar).toBeHidden()
})

test('the disabled Add to Cart is legible (contrast at least 4.5:1)', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'Add to Cart is only disabled with JavaScript')
  await page.goto(ZEBRA)
  const add = card(page).getByRole('button', { name: 'Add to Cart' })
  await expect(add).toBeDisabled()
  const ratio = await add.evaluate((el) => {
    const style = getComputedStyle(el)
    // Colours may be oklch(): let a canvas turn them into sRGB bytes.
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = color
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const a = lum(rgb(style.color))
    const b = lum(rgb(style.backgroundColor))
    // A faded button (opacity) would lower the real contrast: it must be fully opaque.
    return { ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), opacity: style.opacity }
  })
  expect(ratio.opacity).toBe('1')
  expect(ratio.ratio).toBeGreaterThanOrEqual(4.5)
})

test('a swatch opens larger: a dialog with JavaScript, the picture without', async ({
  page,
}, testInfo) => {
  await page.goto(ZEBRA)
  const zoom = page.getByRole(isNoJs(testInfo) ? 'link' : 'button', {
    name: `View ${FABRIC} larger`,
  })
  if (isNoJs(testInfo)) {
    await expect(zoom).toHaveAttribute('href', /swatch-zebra-classic-white-zebra/)
    return
  }
  await zoom.click()
  const dialog = page.getByRole('dialog', { name: FABRIC })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: new RegExp(FABRIC) })).toBeVisible()
  await expectNoAxeViolations(page, testInfo)
  await dialog.getByRole('button', { name: 'Choose this fabric' }).click()
  await expect(dialog).toBeHidden()
  await expect(zoom).toBeFocused()
  await expect(page.getByRole('radio', { name: new RegExp(FABRIC) })).toBeChecked()
  await expect(page.getByTestId('unit-price')).toHaveText('$223.99')
})

test('the measuring guide opens beside the sizes (no JavaScript needed)', async ({ page }) => {
  await page.goto(ZEBRA)
  const guide = page.getByText('How to measure your window')
  await expect(page.getByText(/Inside mount.*fits inside the frame/)).toBeHidden()
  await guide.click()
  await expect(page.getByRole('img', { name: /Inside mount/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /Outside mount/ })).toBeVisible()
  await expect(page.getByText(/Our fit promise/)).toBeVisible()
})
