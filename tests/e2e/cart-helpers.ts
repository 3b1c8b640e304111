import { expect, type Page } from '@playwright/test'
import {
  useHostedCheckoutStandIn as hostedCheckoutStandIn,
  useStripeStandIn as stripeStandIn,
} from './stripe-stand-in'

/** Adds a zebra shade (Classic White, 48" x 72") to the page's cart through the real form post. */
export async function addZebraToCart(
  page: Page,
  { quantity = 1, installation = true }: { quantity?: number; installation?: boolean } = {},
) {
  if (!page.url().includes('/shop/zebra-shades')) await page.goto('/shop/zebra-shades')
  const fabricId = await page
    .getByRole('radio', { name: /Classic White Zebra/ })
    .getAttribute('value')
  const form: Record<string, string> = {
    widthWhole: '48',
    widthFraction: '0',
    heightWhole: '72',
    heightFraction: '0',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'left',
    fabricId: fabricId ?? '',
    quantity: String(quantity),
    intent: 'add',
  }
  if (installation) form.option = 'installation'
  const response = await page.request.post('/shop/zebra-shades', { form, maxRedirects: 0 })
  expect(response.status()).toBe(302)
}

export const CUSTOMER = {
  name: 'Ana Diaz',
  email: 'ana@example.com',
  phone: '(954) 555-0199',
  address: '12 Las Olas Blvd',
  city: 'Fort Lauderdale',
  zipCode: '33301',
}

const LABELS: Record<keyof typeof CUSTOMER, RegExp> = {
  name: /^Full name/,
  email: /^Email/,
  phone: /^Phone/,
  address: /^Address/,
  city: /^City/,
  zipCode: /^ZIP code/,
}

/** Types the customer's details into the form's fields (only the ones named). */
export async function fillCustomer(page: Page, fields: (keyof typeof CUSTOMER)[]) {
  for (const field of fields) {
    await page.getByLabel(LABELS[field]).fill(CUSTOMER[field])
  }
}

/**
 * Checks out the page's cart as CUSTOMER with `email` and pays: the Payment Element stand-in
 * with JavaScript, Stripe Checkout's stand-in without. Ends on "Order Complete".
 */
export async function payForCart(page: Page, email: string, noJs: boolean) {
  await page.goto('/checkout')
  await fillCustomer(page, ['name', 'phone', 'address', 'city', 'zipCode'])
  await page.getByLabel(/^Email/).fill(email)
  if (noJs) {
    const seen: string[] = []
    await hostedCheckoutStandIn(page, seen)
    await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    const sessionId = seen[0].split('/').at(-1)
    await page.goto(`/checkout/return?session_id=${sessionId}`)
    await page.getByRole('button', { name: 'Show my order' }).click()
  } else {
    await stripeStandIn(page)
    await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
    await page.getByRole('button', { name: /^Pay \$/ }).click()
  }
  await expect(page.getByRole('heading', { name: 'Order Complete' })).toBeVisible()
}
