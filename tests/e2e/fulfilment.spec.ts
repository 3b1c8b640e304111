/**
 * Fulfilment (issue 27), with JavaScript on and off: a paid order, then as staff mark it
 * ordered from the supplier, received and shipped, leaving an internal note; then as the
 * customer, through the private link the shipped e-mail carries, see the stage, the timeline
 * and the tracking link, and never the note. Staff then refund half through Stripe (the MSW
 * mock) and the customer sees the amount refunded on the same page.
 */
import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

async function paidOrder(email: string) {
  return withE2eDatabase((db) => {
    const order = db
      .insert(schema.orders)
      .values({
        kind: 'order',
        stage: 'paid',
        status: 'paid',
        customerName: 'Fulfilment Customer',
        customerEmail: email,
        customerPhone: '(954) 555-0166',
        customerAddress: '9 Coral Rd',
        customerCity: 'Davie',
        customerZip: '33314',
        subtotalCents: 20000,
        installationCents: 0,
        taxCents: 1400,
        totalCents: 21400,
        paidAt: new Date(),
      })
      .returning()
      .get()
    db.insert(schema.orderLines)
      .values({
        orderId: order.id,
        productType: 'zebra',
        productName: 'Zebra Shades',
        fabricName: 'Espresso Zebra',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 2,
        lineTotalCents: 20000,
        roomLabel: 'Office',
      })
      .run()
    // The card payment Stripe took (the refund goes back to it).
    db.insert(schema.payments)
      .values({
        orderId: order.id,
        paymentIntentId: `pi_e2e_fulfilment_${order.id}_${Date.now()}`,
        amountCents: 21400,
        status: 'succeeded',
        idempotencyKey: `e2e-fulfilment-${order.id}`,
      })
      .run()
    return order
  })
}

async function lastMailTo(email: string) {
  return withE2eDatabase((db) =>
    db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all().at(-1),
  )
}

test('staff mark a paid order ordered, received and shipped, then refund half; the customer sees it shipped and the refund', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const email = `fulfilment-${testInfo.project.name}-${Date.now()}@example.com`
  const order = await paidOrder(email)
  await loginAsAdmin()
  await page.goto(`/admin/orders/${order.id}`)
  await expect(page.getByText('Stage:')).toContainText('Paid')

  // A move that needs a field shows the error next to it.
  await page.locator('summary', { hasText: 'Mark as ordered from supplier' }).click()
  const ordered = page.getByRole('form', { name: 'Mark as ordered from supplier' })
  await ordered.getByRole('button', { name: 'Mark as ordered from supplier' }).click()
  await expect(ordered.getByText('Supplier reference is required')).toBeVisible()
  await ordered.getByLabel('Supplier reference').fill('SUP-4471')
  await ordered.getByRole('button', { name: 'Mark as ordered from supplier' }).click()
  await expect(page.getByText('Stage:')).toContainText('Ordered from supplier')
  await expect(page.getByTestId('order-history')).toContainText('Paid → Ordered from supplier')

  await page.getByLabel(/^Internal note/).fill('Customer prefers a morning delivery')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByTestId('order-history')).toContainText(
    'Customer prefers a morning delivery',
  )
  await expect(page.getByLabel(/^Internal note/)).toHaveValue('')

  await page.locator('summary', { hasText: 'Mark as received from supplier' }).click()
  await page
    .getByRole('form', { name: 'Mark as received from supplier' })
    .getByRole('button', { name: 'Mark as received from supplier' })
    .click()
  await expect(page.getByText('Stage:')).toContainText('Received from supplier')

  await page.locator('summary', { hasText: 'Mark as shipped' }).click()
  const shipped = page.getByRole('form', { name: 'Mark as shipped' })
  await shipped.getByLabel('Carrier').fill('UPS')
  await shipped.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await shipped.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(page.getByText('Stage:')).toContainText('Shipped')
  await expect(page.getByTestId('order-history')).toContainText('Received from supplier → Shipped')
  await expectNoAxeViolations(page, testInfo)

  // The customer's e-mail carries the tracking and the private link.
  const mail = await lastMailTo(email)
  expect(mail?.subject).toMatch(/: shipped$/)
  expect(mail?.text).toContain('1Z999AA10123456784')
  const link = /\/orders\/[^\s]+/.exec(mail?.text ?? '')?.[0]
  expect(link).toBeTruthy()

  // Refund half: the confirmation is asked for next to its box, then the money goes back.
  await page.locator('summary', { hasText: /^Refund$/ }).click()
  const refund = page.getByRole('form', { name: 'Refund' })
  await refund.getByRole('radio', { name: /Part of it/ }).check()
  await refund.getByLabel('Amount to refund (dollars)').fill('107.00')
  await refund.getByRole('button', { name: 'Make the refund' }).click()
  await expect(page.getByText('Tick the box to confirm')).toBeVisible()
  await page
    .getByRole('form', { name: 'Refund' })
    .getByLabel("Yes, send this money back to the customer's card")
    .check()
  await page
    .getByRole('form', { name: 'Refund' })
    .getByRole('button', { name: 'Make the refund' })
    .click()
  await expect(page.getByTestId('refund-list')).toContainText('$107.00')
  await expect(page.getByTestId('refund-figures')).toContainText('Net$107.00')
  await expect(page.getByText('Stage:')).toContainText('Shipped')
  await page.locator('summary', { hasText: /^Refund$/ }).click()
  await expect(page.getByRole('form', { name: 'Refund' })).toContainText('Everything left: $107.00')
  await expectNoAxeViolations(page, testInfo)
  const refundMail = await lastMailTo(email)
  expect(refundMail?.subject).toMatch(/partly refunded$/)
  expect(refundMail?.text).toContain('$107.00')

  await page.context().clearCookies()
  await page.goto(link as string)
  await expect(page.getByTestId('order-status')).toHaveText('Shipped')
  await expect(page.getByTestId('order-stage-heading')).toHaveText('Shipped')
  await expect(page.getByTestId('order-stage-text')).not.toContainText('24 hours')
  const timeline = page.getByTestId('order-timeline')
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Shipped')
  await expect(timeline.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  )
  await expect(page.getByText('morning delivery')).toHaveCount(0)
  await expect(page.getByTestId('order-refunded')).toContainText('$107.00')
  await expectNoAxeViolations(page, testInfo)
})
