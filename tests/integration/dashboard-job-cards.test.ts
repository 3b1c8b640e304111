/**
 * The dashboard's cards of the in-home sale (issue 39): "Accepted, deposit unpaid" counts an
 * accepted estimate until its deposit is paid, with the deposit asked; "Balances due" counts an
 * installed job whose balance was invoiced until it is paid in full, with what is owed.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { readDashboard } from '~/server/admin/dashboard.server'
import { balanceOf } from '~/server/orders/installed-job.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { acceptedEstimate, paidJob } from './job-helpers'

beforeAll(async () => {
  await seed(db)
})

describe('the in-home sale on the dashboard', () => {
  it('an accepted estimate waits for its deposit; paid, it leaves the card', async () => {
    const before = readDashboard().depositsUnpaid.count
    const estimate = await acceptedEstimate()
    const card = readDashboard().depositsUnpaid
    expect(card.count).toBe(before + 1)
    expect(card.estimates.find((e) => e.id === estimate.id)).toMatchObject({
      depositCents: estimate.view.totals.depositCents,
      days: 0,
    })
    // A sent estimate not yet accepted is not counted here.
    await acceptedEstimate({ accepted: false })
    expect(readDashboard().depositsUnpaid.count).toBe(before + 1)

    const job = await paidJob()
    expect(readDashboard().depositsUnpaid.estimates.map((e) => e.id)).not.toContain(job.id)
    expect(readDashboard().depositsUnpaid.count).toBe(before + 1)
  })

  it('an invoiced balance is due until paid in full', async () => {
    const job = await paidJob()
    // Not invoiced yet (the job is not installed): not due.
    expect(readDashboard().balancesDue.jobs.map((j) => j.id)).not.toContain(job.order.id)
    const invoicedAt = new Date(Date.now() - 3 * 86_400_000)
    db.update(schema.orders)
      .set({ stage: 'installed', balanceInvoicedAt: invoicedAt })
      .where(eq(schema.orders.id, job.order.id))
      .run()
    const owed = balanceOf(job.order).balanceCents
    expect(owed).toBeGreaterThan(0)
    const card = readDashboard().balancesDue
    expect(card.jobs.find((j) => j.id === job.order.id)).toMatchObject({
      balanceCents: owed,
      days: 3,
    })
    expect(card.totalCents).toBeGreaterThanOrEqual(owed)

    // Paid outside the site in full: off the card.
    db.insert(schema.offlinePayments)
      .values({
        orderId: job.order.id,
        amountCents: owed,
        method: 'check',
        receivedOn: '2026-12-01',
        idempotencyKey: `card-test-${job.order.id}`,
        recordedBy: 'office',
      })
      .run()
    expect(readDashboard().balancesDue.jobs.map((j) => j.id)).not.toContain(job.order.id)
  })
})
