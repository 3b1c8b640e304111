/**
 * Payments received outside the site (issue 39): the office records cash, a check or Zelle on
 * an installed job's page (who and when kept, audited, one payment however often the form is
 * posted), an installer may not (refused and audited), a mistake is voided with a reason and
 * stops counting, and a deposit paid in cash moves the job on as a card deposit does.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { businessDate } from '~/domain/business-time'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import { balanceOf, upsertPendingJob } from '~/server/orders/installed-job.server'
import { recordOfflinePayment } from '~/server/orders/offline-payments.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { acceptedEstimate, paidJob, staffActor } from './job-helpers'
import { orderHistory, orderRow } from './order-helpers'

beforeAll(async () => {
  await seed(db)
})

const office = () => adminHeaders('offline-office', 'office')

function post(orderId: number, fields: Record<string, string>, headers = office()) {
  return callRoute(orderRoute, formRequest(`/admin/orders/${orderId}`, fields, { headers }), {
    orderId: String(orderId),
  })
}

const auditOf = (orderId: number) =>
  db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.subjectType, 'order'), eq(schema.auditLog.subjectId, String(orderId))),
    )
    .all()

const check = (nonce: string) => ({
  intent: 'offline-payment',
  amount: '$1,000.00',
  method: 'check',
  reference: '1042',
  receivedOn: businessDate(),
  nonce,
})

describe('recording a payment received outside the site', () => {
  it('the office records a check: the balance goes down, who and when are kept, once per form', async () => {
    const { order } = await paidJob()
    const before = balanceOf(order)
    const first = await post(order.id, check('nonce-check-0001'))
    expect(first.status).toBe(302)
    const again = await post(order.id, check('nonce-check-0001'))
    expect(again.status).toBe(302)
    const rows = db
      .select()
      .from(schema.offlinePayments)
      .where(eq(schema.offlinePayments.orderId, order.id))
      .all()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      amountCents: 100_000,
      method: 'check',
      reference: '1042',
      recordedBy: 'offline-office',
    })
    expect(balanceOf(order).paidCents).toBe(before.paidCents + 100_000)
    expect(auditOf(order.id).filter((a) => a.kind === 'payment')).toHaveLength(1)
    expect(orderHistory(order.id).some((h) => h.kind === 'note' && /1042/.test(h.note ?? ''))).toBe(
      true,
    )

    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${order.id}`, office()), {
      orderId: String(order.id),
    })
    expect(page.data).toMatchObject({
      job: { balance: { paidCents: before.paidCents + 100_000 }, mayRecord: true },
    })
  })

  it('an installer may not: the page refuses, and the write refuses and audits when called directly', async () => {
    const { order } = await paidJob()
    const installer = adminHeaders('offline-installer', 'installer')
    const answer = await post(order.id, check('nonce-installer-1'), installer)
    expect([302, 403]).toContain(answer.status)
    const direct = await recordOfflinePayment(
      staffActor('offline-installer', 'installer'),
      order.id,
      {
        amount: 5_000,
        method: 'cash',
        reference: null,
        receivedOn: businessDate(),
        nonce: 'nonce-installer-2',
      },
    )
    expect(direct).toMatchObject({ ok: false, status: 403 })
    expect(
      db
        .select()
        .from(schema.offlinePayments)
        .where(eq(schema.offlinePayments.orderId, order.id))
        .all(),
    ).toHaveLength(0)
    expect(auditOf(order.id).some((a) => a.kind === 'refused')).toBe(true)
  })

  it('a mistake is voided with a reason and stops counting', async () => {
    const { order } = await paidJob()
    await post(order.id, check('nonce-void-00001'))
    const row = db
      .select()
      .from(schema.offlinePayments)
      .where(eq(schema.offlinePayments.orderId, order.id))
      .get()!
    const noReason = await post(order.id, {
      intent: 'void-payment',
      paymentId: String(row.id),
      reason: '',
    })
    expect(noReason.status).toBe(400)
    const voided = await post(order.id, {
      intent: 'void-payment',
      paymentId: String(row.id),
      reason: 'The check bounced',
    })
    expect(voided.status).toBe(302)
    const after = db
      .select()
      .from(schema.offlinePayments)
      .where(eq(schema.offlinePayments.id, row.id))
      .get()!
    expect(after).toMatchObject({ voidedBy: 'offline-office', voidReason: 'The check bounced' })
    expect(balanceOf(order).offlinePaidCents).toBe(0)
    expect(auditOf(order.id).filter((a) => a.kind === 'payment')).toHaveLength(2)
  })

  it('a deposit paid in cash moves the job to Deposit paid', async () => {
    const { view } = await acceptedEstimate()
    const pending = upsertPendingJob(view)
    const answer = await post(pending.id, {
      intent: 'offline-payment',
      amount: (view.totals.depositCents / 100).toFixed(2),
      method: 'cash',
      receivedOn: businessDate(),
      nonce: 'nonce-cash-deposit',
    })
    expect(answer.status).toBe(302)
    expect(orderRow(pending.id)).toMatchObject({ stage: 'paid', status: 'paid' })
  })
})
