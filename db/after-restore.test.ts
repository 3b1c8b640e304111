/**
 * `npm run db:after-restore` on a restored database (this file's own temporary copy): it signs
 * everyone out, settles the pending orders Stripe (MSW here) says were paid, leaves the others,
 * and prints what the office must do by hand.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setMockIntentStatus, stripeHandlers } from '#tests/mocks/stripe'
import { db, schema } from '~/server/platform/db.server'
import { createPaymentIntent } from '~/server/vendors/stripe.server'
import { afterRestore, describeAfterRestore } from './after-restore'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'error' }))
afterAll(() => stripeApi.close())

const TOTAL = 12_345

/** An order the backup holds as pending, with the payment intent it had started at Stripe. */
async function pendingOrder(name: string, intentOrderId?: number) {
  const order = db
    .insert(schema.orders)
    .values({
      customerName: name,
      customerEmail: `${name.toLowerCase()}@example.com`,
      customerPhone: '(954) 555-0100',
      subtotalCents: TOTAL,
      installationCents: 0,
      taxCents: 0,
      totalCents: TOTAL,
    })
    .returning()
    .get()
  const intent = await createPaymentIntent(
    {
      amountCents: TOTAL,
      metadata: {
        orderId: String(intentOrderId ?? order.id),
        itemCount: '1',
        subtotal: '',
        tax: '',
      },
    },
    `order-${order.id}-${name}`,
  )
  db.insert(schema.payments)
    .values({
      orderId: order.id,
      paymentIntentId: intent.id,
      amountCents: TOTAL,
      idempotencyKey: `order-${order.id}`,
    })
    .run()
  return { order, intentId: intent.id }
}

const statusOf = (orderId: number) =>
  db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()?.status

describe('after a restore', () => {
  it('signs everyone out, settles what Stripe took since the backup, and says what is left', async () => {
    const admin = db
      .insert(schema.adminUsers)
      .values({ username: 'office', passwordHash: 'x' })
      .returning()
      .get()
    // Two sessions signed out and one token removed after the backup: all back with it.
    for (const hash of ['a', 'b', 'c']) {
      db.insert(schema.apiTokens)
        .values({
          adminUserId: admin.id,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + 3600_000),
        })
        .run()
    }
    // Paid at Stripe after the backup was taken: pending in the restored database.
    const paid = await pendingOrder('Paid')
    // Never paid: the customer left the payment page.
    const unpaid = await pendingOrder('Unpaid')
    setMockIntentStatus(unpaid.intentId, 'requires_payment_method')
    // A payment Stripe ties to another order is not taken for this one.
    const other = await pendingOrder('Other', 999_999)

    const report = await afterRestore()

    expect(report.revokedSessionsAndTokens).toBe(3)
    expect(db.select().from(schema.apiTokens).all()).toEqual([])
    expect(report.stripeChecked).toBe(true)
    expect(report.settled).toEqual([
      {
        orderId: paid.order.id,
        reference: paid.order.reference,
        paymentId: paid.intentId,
        outcome: 'paid',
      },
    ])
    expect(statusOf(paid.order.id)).toBe('paid')
    const payment = db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.paymentIntentId, paid.intentId))
      .get()
    expect(payment?.status).toBe('succeeded')
    expect(statusOf(unpaid.order.id)).toBe('pending')
    expect(statusOf(other.order.id)).toBe('pending')
    expect(report.stillPending.map((p) => p.orderId).sort()).toEqual(
      [unpaid.order.id, other.order.id].sort(),
    )
    expect(report.newest.order).toBeInstanceOf(Date)
    expect(report.staffAccounts).toContain('office')

    const text = describeAfterRestore(report)
    expect(text).toContain('3 admin session(s) and API token(s) deleted')
    expect(text).toContain(`order #${paid.order.id} (${paid.order.reference})`)
    expect(text).toMatch(/Stripe Dashboard > Payments since \d{4}-/)
    expect(report.owners).toContain('office')
    expect(text).toContain('Admin > Staff, as an owner (office)')
    expect(text).toContain('Passwords are back to their value at the backup (office)')
    expect(text).toContain('staff mailbox')

    // Once more: nothing left to do.
    const again = await afterRestore()
    expect(again.revokedSessionsAndTokens).toBe(0)
    expect(again.settled).toEqual([])
  })

  it('refuses on a replica and changes nothing there', async () => {
    const litefs = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine')
    const saved = process.env.LITEFS_DIR
    process.env.LITEFS_DIR = litefs
    try {
      await expect(afterRestore()).rejects.toThrow(/replica.*primary-machine/)
    } finally {
      process.env.LITEFS_DIR = saved
      if (saved === undefined) delete process.env.LITEFS_DIR
      fs.rmSync(litefs, { recursive: true, force: true })
    }
  })
})
