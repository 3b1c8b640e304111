/**
 * Reviews from real customers (issue 30), with JavaScript on and off: staff complete an
 * installed order; the customer opens the private link the e-mail carries, rates it and writes
 * a line; the link is then used up; staff approve it in Admin > Reviews; the review and its
 * AggregateRating appear on the product page, and a rejection takes both away again.
 */
import type { Page } from '@playwright/test'
import { and, eq, ne } from 'drizzle-orm'
import { hashToken } from '../../app/server/auth/admin-session.server'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

async function installedOrder(email: string, productType: 'roller' | 'zebra') {
  return withE2eDatabase((db) => {
    const order = db
      .insert(schema.orders)
      .values({
        kind: 'order',
        stage: 'installed',
        status: 'installed',
        customerName: 'Rita Gomez',
        customerEmail: email,
        customerPhone: '(954) 555-0177',
        customerAddress: '4 Ocean Blvd',
        customerCity: 'Hollywood',
        customerZip: '33019',
        subtotalCents: 20000,
        installationCents: 4000,
        taxCents: 1680,
        totalCents: 25680,
        paidAt: new Date(),
      })
      .returning()
      .get()
    db.insert(schema.orderLines)
      .values({
        orderId: order.id,
        productType,
        productName: productType === 'roller' ? 'Roller Shades' : 'Zebra Shades',
        fabricName: 'Linen White',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 2,
        installationCents: 4000,
        lineTotalCents: 20000,
      })
      .run()
    return order
  })
}

async function invitationTo(email: string) {
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, email))
      .all()
      .filter((m) => m.topic?.startsWith('review-invitation:')),
  )
}

/** Other runs' approved reviews of this product are hidden, so the page shows this one alone. */
async function hideOtherApprovedReviews(keepOrderId: number) {
  await withE2eDatabase((db) =>
    db
      .update(schema.reviews)
      .set({ status: 'rejected' })
      .where(and(eq(schema.reviews.status, 'approved'), ne(schema.reviews.orderId, keepOrderId)))
      .run(),
  )
}

/**
 * A product's rating is one figure for the whole site: the tests here and their js and no-js
 * runs take turns (Playwright's lock), so each page shows exactly the review its run approved.
 */
test.describe.configure({ lock: 'product-reviews' })

async function productLd(page: Page, path: string) {
  await page.goto(path)
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts
    .map((t) => JSON.parse(t) as Record<string, unknown>)
    .find((b) => b['@type'] === 'Product')
}

test('a completed order’s review link, staff approval, and the review on the product page', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = `review-${testInfo.project.name}-${Date.now()}@example.com`
  const order = await installedOrder(email, 'roller')
  const text = `Quick, tidy installation (${testInfo.project.name} ${Date.now()})`

  // Staff mark the installed order completed: the customer is e-mailed a private link.
  await loginAsAdmin()
  await page.goto(`/admin/orders/${order.id}`)
  await page.locator('summary', { hasText: 'Mark as completed' }).click()
  await page
    .getByRole('form', { name: 'Mark as completed' })
    .getByRole('button', { name: 'Mark as completed' })
    .click()
  await expect(page.getByText('Stage:')).toContainText('Completed')
  const mails = await invitationTo(email)
  expect(mails).toHaveLength(1)
  const link = /\/review\/[A-Za-z0-9_-]+/.exec(mails[0].text)?.[0]
  expect(link).toBeTruthy()

  // Before any approval: no rating on the product page.
  await hideOtherApprovedReviews(order.id)
  expect(await productLd(page, '/shop/roller-shades')).not.toHaveProperty('aggregateRating')
  await expect(page.getByRole('heading', { name: /customer reviews/ })).toHaveCount(0)

  // The customer: the stars are a radio group; the form reports what is missing.
  await page.context().clearCookies()
  const opened = await page.goto(link ?? '')
  expect(opened?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'How did we do?' })).toBeVisible()
  await page.getByRole('button', { name: 'Send my review' }).click()
  // Both missing answers are named at once, with JavaScript (in the browser) and without (by the server).
  await expect(page.getByText('Choose from 1 to 5 stars').first()).toBeVisible()
  await expect(page.getByText('Write a line about your experience').first()).toBeVisible()
  const stars = page.getByRole('group', { name: 'Your rating' })
  await stars.getByRole('radio', { name: /4 stars/ }).check()
  await expect(stars.getByRole('radio', { name: /4 stars/ })).toBeChecked()
  await page.getByLabel(/One line about your experience/).fill(text)
  await expectNoAxeViolations(page, testInfo)
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page).toHaveURL(/\/review\/thanks(#.*)?$/)
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()

  // The link is used up: a kind page, not the form.
  const again = await page.goto(link ?? '')
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { name: /already been sent/ })).toBeVisible()
  const wrong = await page.goto('/review/this-is-not-a-real-review-link')
  expect(wrong?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: /could not find this review link/ })).toBeVisible()

  // Submitted, not yet approved: still nothing on the product page.
  expect(await productLd(page, '/shop/roller-shades')).not.toHaveProperty('aggregateRating')

  // Staff approve it.
  await loginAsAdmin()
  await page.goto('/admin/reviews')
  const item = page.getByRole('listitem').filter({ hasText: text })
  await expect(item).toContainText('Pending')
  await expect(item).toContainText('Rita G., Hollywood')
  await item.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText('Approved')

  // The review, its average and the AggregateRating on the product page.
  const ld = await productLd(page, '/shop/roller-shades')
  expect(ld).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 },
    review: [{ '@type': 'Review', reviewBody: text, author: { name: 'Rita G., Hollywood' } }],
  })
  const section = page.getByRole('region', { name: 'Roller Shades: customer reviews' })
  await expect(section).toContainText(text)
  await expect(section).toContainText('4.0 out of 5 from 1 review')
  await expect(section).toContainText('Rita G., Hollywood')
  // And on the city page of the order's address.
  await page.goto('/hollywood')
  await expect(
    page.getByRole('region', { name: 'Reviews from Hollywood customers' }),
  ).toContainText(text)

  // Staff hide it: gone from the page and from the structured data.
  await page.goto('/admin/reviews')
  await page
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Reject' })
    .click()
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText('Hidden')
  expect(await productLd(page, '/shop/roller-shades')).not.toHaveProperty('aggregateRating')
  await expect(page.getByText(text)).toHaveCount(0)
})

test('an order of two products: the link asks a review of each, and each shows under its own product', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const run = `${testInfo.project.name} ${Date.now()}`
  const token = `e2e-two-products-${testInfo.project.name}-${Date.now()}`
  const order = await installedOrder(`two-${run.replace(' ', '-')}@example.com`, 'zebra')
  await withE2eDatabase((db) => {
    db.insert(schema.orderLines)
      .values({
        orderId: order.id,
        productType: 'roller',
        productName: 'Roller Shades',
        fabricName: 'Linen White',
        widthEighths: 30 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 9000,
        quantity: 1,
        installationCents: 0,
        lineTotalCents: 9000,
      })
      .run()
    const invitation = {
      subject: 'order' as const,
      orderId: order.id,
      citySlug: 'hollywood',
      customerEmail: order.customerEmail,
      displayName: 'Rita G., Hollywood',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    }
    db.insert(schema.reviews)
      .values([
        { ...invitation, productType: 'zebra' },
        { ...invitation, productType: 'roller' },
      ])
      .run()
  })

  await page.goto(`/review/${token}`)
  const zebra = page.getByRole('region', { name: 'Zebra Shades' })
  const roller = page.getByRole('region', { name: 'Roller Shades' })
  await expect(zebra).toBeVisible()
  await expect(roller).toBeVisible()
  await expectNoAxeViolations(page, testInfo)
  const zebraText = `The zebra shades are perfect (${run})`
  const rollerText = `The roller shade arrived late (${run})`
  await zebra.getByRole('radio', { name: /5 stars/ }).check()
  await zebra.getByLabel(/One line about the Zebra Shades/).fill(zebraText)
  // The roller shade left out: the form names what is missing, and keeps what was written.
  await page.getByRole('button', { name: 'Send my reviews' }).click()
  await expect(roller.getByText('Choose from 1 to 5 stars')).toBeVisible()
  await expect(zebra.getByLabel(/One line about the Zebra Shades/)).toHaveValue(zebraText)
  await roller.getByRole('radio', { name: /2 stars/ }).check()
  await roller.getByLabel(/One line about the Roller Shades/).fill(rollerText)
  await page.getByRole('button', { name: 'Send my reviews' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()

  // Approved (staff's part is the journey above): each under its own product only.
  await withE2eDatabase((db) =>
    db
      .update(schema.reviews)
      .set({ status: 'approved' })
      .where(eq(schema.reviews.orderId, order.id))
      .run(),
  )
  await page.goto('/shop/zebra-shades')
  await expect(page.getByText(zebraText)).toBeVisible()
  await expect(page.getByText(rollerText)).toHaveCount(0)
  await page.goto('/shop/roller-shades')
  await expect(page.getByText(rollerText)).toBeVisible()
  await expect(page.getByText(zebraText)).toHaveCount(0)
  await withE2eDatabase((db) =>
    db
      .update(schema.reviews)
      .set({ status: 'rejected' })
      .where(eq(schema.reviews.orderId, order.id))
      .run(),
  )
})
