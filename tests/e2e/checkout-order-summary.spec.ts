import type { Page } from '@playwright/test'
import { CUSTOMER, fillCustomer } from './cart-helpers'
import { expect, isNoJs, test } from './helpers'
import { useStripeStandIn } from './stripe-stand-in'

/**
 * Issue 40, points 3 and 8: the checkout's order summary writes out each line as the cart has
 * it (mount, operation, control side and paid options, with the prices the cart charges), on
 * the customer step and the payment step; and "Continue to Secure Payment" takes the keyboard
 * to the payment step's heading, not to the top of the document.
 */

/** Adds the zebra shade (outside mount, left, two paid options, installed) and a vertical blind. */
async function fillCart(page: Page) {
  await page.goto('/shop/zebra-shades')
  const zebra = await page.getByRole('radio', { name: /Classic White Zebra/ }).getAttribute('value')
  const add = async (path: string, form: Record<string, string>, options: string[]) => {
    const body = new URLSearchParams({ ...form, intent: 'add' })
    for (const option of options) body.append('option', option)
    const response = await page.request.post(path, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: body.toString(),
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
  }
  const size = { widthWhole: '60', widthFraction: '4', heightWhole: '70', heightFraction: '0' }
  await add(
    '/shop/zebra-shades',
    {
      ...size,
      fabricId: zebra ?? '',
      mountType: 'outside',
      operationType: 'manual',
      controlSide: 'left',
      quantity: '2',
      room: 'Den',
    },
    ['installation', 'cassette_4', 'cordless'],
  )
  await page.goto('/shop/vertical-blinds')
  const blind = await page.locator('input[name="fabricId"]').first().getAttribute('value')
  await add('/shop/vertical-blinds', { ...size, fabricId: blind ?? '', quantity: '1' }, [])
}

async function expectLinesWrittenOut(page: Page) {
  const summary = page.getByRole('region', { name: 'Order Summary' })
  const specs = summary.getByTestId('line-specification')
  await expect(specs).toHaveCount(2)
  const zebra = specs.first()
  for (const text of [
    'Outside mount',
    'Manual',
    'Control side',
    'Left',
    '4" Cassette Valance, $35.00 each',
    'Cordless Lift, $15.00 each',
    'Room',
    'Den',
    '60 1/2" x 70"',
  ]) {
    await expect(zebra).toContainText(text)
  }
  // A vertical blind has no mount, operation or side: none is invented for it.
  const blind = specs.nth(1)
  await expect(blind).not.toContainText('mount')
  await expect(blind).not.toContainText('Operation')
  await expect(blind).not.toContainText('Control side')
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the order summary lists each line's mount, operation, side and paid options, both steps (${size.width} px)`, async ({
    page,
  }, testInfo) => {
    test.slow()
    await page.setViewportSize(size)
    // Stripe.js from the stand-in, for the payment step (the no-JS project never asks for it).
    await useStripeStandIn(page)
    await fillCart(page)
    // What the cart charges for the zebra line, one unit: the figure the summary must show.
    await page.goto('/cart')
    const unit = await page
      .getByTestId('cart-line')
      .first()
      .getByTestId('line-unit-price')
      .innerText()
    expect(unit).toMatch(/^\$[\d,]+\.\d\d each$/)
    await page.goto('/checkout')
    await expectLinesWrittenOut(page)
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByTestId('line-specification').first(),
    ).toContainText(unit.replace(/ each$/, ''))
    await page.screenshot({
      path: testInfo.outputPath(`customer-step-${size.width}.png`),
      fullPage: true,
    })
    if (isNoJs(testInfo)) return

    await fillCustomer(page, Object.keys(CUSTOMER) as (keyof typeof CUSTOMER)[])
    await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible()
    await expectLinesWrittenOut(page)
    await page.screenshot({
      path: testInfo.outputPath(`payment-step-${size.width}.png`),
      fullPage: true,
    })
  })
}

test('Continue to Secure Payment takes focus to the payment step heading', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'without JavaScript the next step is Stripe Checkout, a new page')
  await useStripeStandIn(page)
  await fillCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, Object.keys(CUSTOMER) as (keyof typeof CUSTOMER)[])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement
        return `${active?.tagName} ${active?.textContent?.trim()}`
      }),
    )
    .toBe('H2 Secure Checkout')
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeInViewport()
})
