/**
 * The lead's timeline shows each step of the sale made from it (issue 39): after the estimate's
 * own steps, the installed job's (deposit paid, the stages, a payment the office recorded, the
 * balance paid by card), read from the job itself.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import { markJobPaymentPaid } from '~/server/orders/installed-job.server'
import { recordOfflinePayment } from '~/server/orders/offline-payments.server'
import { db, schema } from '~/server/platform/db.server'
import { createLead } from '~/server/requests/leads.server'
import { addNote, leadTimeline } from '~/server/requests/request-activity.server'
import { seed } from '../../db/seed'
import { paidJob, staffActor } from './job-helpers'

beforeAll(async () => {
  await seed(db)
})

describe('a lead’s timeline', () => {
  it('shows its installed job’s steps beside its own entries, newest first', async () => {
    const leadId = createLead({
      source: 'quote-wizard',
      name: 'Rosa Díaz',
      email: 'rosa-steps@example.com',
      phone: '(954) 555-0101',
    }).id
    addNote({ leadId }, 'Measured the living room', 'office')
    const { id: estimateId, order } = await paidJob({ email: 'rosa-steps@example.com' })
    db.update(schema.estimates).set({ leadId }).where(eq(schema.estimates.id, estimateId)).run()
    const recorded = await recordOfflinePayment(staffActor('office-cash', 'office'), order.id, {
      method: 'check',
      amount: 10_000,
      receivedOn: '2026-11-30',
      reference: '1042',
      nonce: `steps-${order.id}-nonce`,
    })
    expect(recorded.ok).toBe(true)
    expect(
      markJobPaymentPaid({
        orderId: order.id,
        purpose: 'balance',
        paymentIntentId: `pi_test_balance_steps_${order.id}`,
        amountCents: 25_000,
        currency: 'usd',
      }),
    ).toBe('paid')

    const bodies = leadTimeline(leadId).map((entry) => entry.body)
    const job = `Job ${order.reference}`
    expect(bodies).toContain(`${job}: Deposit paid. Deposit paid by card`)
    expect(bodies.some((b) => b.startsWith(`${job}: Payment of $100.00 by Check (1042)`))).toBe(
      true,
    )
    expect(bodies).toContain(`${job}: balance of $250.00 paid by card`)
    expect(bodies).toContain('Measured the living room')
    const times = leadTimeline(leadId).map((entry) => new Date(entry.createdAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))

    // The staff page shows them.
    const response = await callRoute(
      leadRoute,
      getRequest(`/admin/leads/${leadId}`, adminHeaders()),
      { leadId: String(leadId) },
    )
    const shown = response.data as { activity: { body: string }[] }
    expect(shown.activity.map((a) => a.body)).toContain(`${job}: balance of $250.00 paid by card`)
  })

  it('has no job steps for a lead without an accepted estimate', () => {
    const leadId = createLead({
      source: 'quote-wizard',
      name: 'No Sale',
      email: 'no-sale@example.com',
      phone: '(954) 555-0102',
    }).id
    expect(leadTimeline(leadId).filter((entry) => entry.kind === 'job')).toEqual([])
  })
})
