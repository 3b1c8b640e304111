import path from 'node:path'
import type { Page } from '@playwright/test'

const STAND_IN = path.resolve('tests/e2e/stripe-stand-in/stripe.js')

/**
 * Serves the local Stripe.js stand-in wherever the page asks for https://js.stripe.com/…
 * (Stripe.js cannot load offline), and answers Stripe's other browser hosts with nothing.
 */
export async function useStripeStandIn(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: STAND_IN, contentType: 'application/javascript' }),
  )
  await page.route(/https:\/\/(m|r|q)\.stripe\.(com|network)\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  )
}

/** Stripe's hosted payment page (the no-JavaScript path), answered by a plain local page. */
export async function useHostedCheckoutStandIn(page: Page, seen: string[]) {
  await page.route('https://checkout.stripe.com/**', (route) => {
    seen.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Stripe Checkout (stand-in)</h1></main></html>',
    })
  })
}
