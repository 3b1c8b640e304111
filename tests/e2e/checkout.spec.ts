import { addZebraToCart, fillCustomer } from './cart-helpers'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'
import { useHostedCheckoutStandIn, useStripeStandIn } from './stripe-stand-in'

const ALL_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zipCode'] as const

async function orderById(id: number) {
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.orders)
      .all()
      .find((o) => o.id === id),
  )
}

/** The order a customer's reference names (they never see its sequential number). */
async function orderByReference(reference: string | null) {
  expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.orders)
      .all()
      .find((o) => o.reference === reference),
  )
}

test('an empty cart: the message and a link to the shop', async ({ page }, testInfo) => {
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Shop' })).toHaveAttribute('href', '/shop')
  await expectNoAxeViolations(page, testInfo)
})

test('checkout validation: every field is needed before payment is offered', async ({
  page,
}, testInfo) => {
  await addZebraToCart(page)
  await page.goto('/checkout')
  await expect(page.getByTestId('summary-total')).toHaveText('$282.47')
  const next = page.getByRole('button', { name: 'Continue to Secure Payment' })
  if (isNoJs(testInfo)) {
    await next.click()
    await expect(page.getByRole('alert')).toContainText(
      'Please fill in all required fields to proceed with payment.',
    )
    await expect(page.getByRole('alert')).toContainText('City is required')
  } else {
    await expect(next).toBeDisabled()
    await expect(page.getByTestId('checkout-required')).toHaveText(
      'Please fill in all required fields to proceed with payment.',
    )
    await fillCustomer(page, ['name', 'email', 'phone', 'address', 'city'])
    await expect(next).toBeDisabled()
    await page.getByLabel(/^ZIP code/).fill('333')
    await page.getByLabel(/^ZIP code/).blur()
    await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible()
  }
  await expectNoAxeViolations(page, testInfo)
})

test('Secure Checkout with the mocked PaymentIntent and the stand-in Stripe.js, to Order Complete', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the Payment Element needs JavaScript; the no-JS path is below')
  test.slow()
  await useStripeStandIn(page)
  await addZebraToCart(page, { quantity: 2 })
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible()
  await expect(page.getByTestId('stripe-stand-in')).toBeVisible()
  // 2 x $223.99 + $80 installation + 7% tax = $564.94
  await expect(page.getByTestId('summary-total')).toHaveText('$564.94')
  const pay = page.getByRole('button', { name: 'Pay $564.94' })
  await expect(pay).toBeEnabled()
  await expect(page.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart')
  await expectNoAxeViolations(page, testInfo, ['[data-testid="stripe-stand-in"]'])

  await pay.click()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible()
  await expect(page.getByText('(954) 555-0123').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/shop',
  )
  const reference = await page.getByTestId('complete-order-number').textContent()
  const order = await orderByReference(reference)
  expect(order).toMatchObject({ kind: 'order', status: 'paid', totalCents: 56494 })
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  await expectNoAxeViolations(page, testInfo)

  await page.getByRole('link', { name: 'View your order' }).click()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
})

test('a cart changed during Secure Checkout changes the amount paid', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the Payment Element needs JavaScript')
  test.slow()
  await useStripeStandIn(page)
  await addZebraToCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await expect(page.getByRole('button', { name: 'Pay $282.47' })).toBeEnabled()

  // The sticky bar's plus is on this page too: one more shade, $564.94 in all.
  const bar = page.getByTestId('sticky-cart-bar')
  await bar.locator('summary').click()
  await bar.getByRole('button', { name: /Increase quantity/ }).click()
  await expect(page.getByTestId('summary-total')).toHaveText('$564.94')
  const pay = page.getByRole('button', { name: 'Pay $564.94' })
  await expect(pay).toBeEnabled()
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible()
  const reference = await page.getByTestId('complete-order-number').textContent()
  const order = await orderByReference(reference)
  expect(order).toMatchObject({ status: 'paid', totalCents: 56494 })
  const id = order?.id
  const lines = await withE2eDatabase((db) =>
    db
      .select()
      .from(schema.orderLines)
      .all()
      .filter((l) => l.orderId === id),
  )
  expect(lines).toEqual([expect.objectContaining({ quantity: 2 })])
})

test('a declined card: Payment Failed with the provider message, nothing paid', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the Payment Element needs JavaScript')
  await useStripeStandIn(page)
  await addZebraToCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay $282.47' }).click()
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toHaveCount(0)
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
})

test("Stripe.js that cannot load: 'Failed to initialize checkout. Please try again.' and the quote offered", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the Payment Element needs JavaScript')
  await page.route('https://js.stripe.com/**', (route) => route.abort())
  await addZebraToCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Failed to initialize checkout. Please try again.',
  )
  await expect(page.getByRole('link', { name: /Back to Cart/ })).toBeVisible()
  await expectNoAxeViolations(page, testInfo)
})

test("a payment the server cannot confirm: 'Error' / 'Failed to process order', no Order Complete", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the Payment Element needs JavaScript')
  await useStripeStandIn(page)
  await page.route('**/api/process-order', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: '{"error":"no"}' }),
  )
  await addZebraToCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await page.getByRole('button', { name: 'Pay $282.47' }).click()
  await expect(page.getByText('Failed to process order', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toHaveCount(0)
})

test('without JavaScript the customer step goes to Stripe Checkout for the same amount', async ({
  page,
}, testInfo) => {
  test.skip(!isNoJs(testInfo), 'the hosted page is the path without JavaScript')
  const seen: string[] = []
  await useHostedCheckoutStandIn(page, seen)
  await addZebraToCart(page)
  await page.goto('/checkout')
  await fillCustomer(page, [...ALL_FIELDS])
  await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
  expect(seen[0]).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_mock_/)
  const orders = await withE2eDatabase((db) => db.select().from(schema.orders).all())
  const pending = orders.filter((o) => o.kind === 'order' && o.status === 'pending').at(-1)
  expect(pending?.totalCents).toBe(28247)

  // Stripe sends the customer back with the session id. The page (a GET, answered by any
  // machine) writes nothing; without JavaScript its button records the payment and shows the order.
  const sessionId = seen[0].split('/').at(-1)
  await page.goto(`/checkout/return?session_id=${sessionId}`)
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  expect((await orderById(pending?.id ?? 0))?.status).toBe('pending')
  await page.getByRole('button', { name: 'Show my order' }).click()
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible()
  await expect(page.getByTestId('summary-total')).toHaveText('$282.47')
  expect((await orderById(pending?.id ?? 0))?.status).toBe('paid')
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
})
