/**
 * An installed job's balance (issue 39): invoiced once when the job is installed (the move the
 * installer's "done" makes), paid by card from the invoice's link for the one rule's balance,
 * the job then paid in full; reminders after the owner's days, each once, none once paid.
 */
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as orderPage from '~/routes/orders.$orderId'
import * as payRoute from '~/routes/orders.$orderId_.pay'
import * as settingsRoute from '~/routes-admin/admin.estimates_.settings'
import * as webhook from '~/routes-api/api.stripe-webhook'
import {
  balanceReminderDays,
  invoiceBalance,
  sendBalanceReminders,
} from '~/server/orders/balance-invoice.server'
import { balanceOf, balancePayPath } from '~/server/orders/installed-job.server'
import { orderPath } from '~/server/orders/links.server'
import { moveOrder } from '~/server/orders/workflow.server'
import { db, schema } from '~/server/platform/db.server'
import { signWebhookForTests } from '~/server/vendors/stripe.server'
import { seed } from '../../db/seed'
import { paidJob } from './job-helpers'
import { mailTo, orderRow } from './order-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)
beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
})
afterAll(() => stripeApi.close())

/** A paid job brought to its installation visit, then installed as the installer's done does. */
async function installedJob() {
  const job = await paidJob()
  db.update(schema.orders)
    .set({ stage: 'installation-scheduled', status: 'in-production' })
    .where(eq(schema.orders.id, job.order.id))
    .run()
  const moved = await moveOrder({
    orderId: job.order.id,
    to: 'installed',
    fields: { note: '' },
    by: 'job-installer',
  })
  expect(moved.ok).toBe(true)
  return job
}

function webhookRequest(event: object) {
  const body = JSON.stringify(event)
  return new Request('http://localhost:3000/api/stripe-webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookForTests(body) },
  })
}

const params = (path: string) => ({ orderId: /\/orders\/([^/?]+)/.exec(path)![1] })

describe('the balance invoice', () => {
  it('goes once when the job is installed, with the pay link, for the balance', async () => {
    const { order, email, view } = await installedJob()
    expect(orderRow(order.id).balanceInvoicedAt).toBeInstanceOf(Date)
    const invoices = mailTo(email).filter((m) => m.subject.startsWith('Your balance'))
    expect(invoices).toHaveLength(1)
    const balanceCents = view.totals.totalCents - view.totals.depositCents
    expect(invoices[0].text).toContain(`/orders/${order.reference}/pay?t=`)
    expect(invoices[0].subject).toContain(
      `$${(balanceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
    expect(await invoiceBalance(order.id)).toBe(false)
    expect(mailTo(email).filter((m) => m.subject.startsWith('Your balance'))).toHaveLength(1)
  })

  it('the customer pays the balance from the link: paid in full, a receipt', async () => {
    const { order, email, view } = await installedJob()
    const path = balancePayPath(order.id)
    const page = await callRoute(payRoute, getRequest(path), params(path))
    const balanceCents = view.totals.totalCents - view.totals.depositCents
    expect(page.data).toMatchObject({ state: 'due', balance: { balanceCents } })
    const started = await callRoute(
      payRoute,
      formRequest(path, { intent: 'start', _js: '1' }),
      params(path),
    )
    const payment = (started.data as { payment: { clientSecret: string; amountCents: number } })
      .payment
    expect(payment.amountCents).toBe(balanceCents)
    const intentId = payment.clientSecret.split('_secret_')[0]
    const event = {
      id: `evt_balance_${order.id}`,
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          amount: balanceCents,
          currency: 'usd',
          metadata: { orderId: String(order.id), purpose: 'balance' },
        },
      },
    }
    expect((await callRoute(webhook, webhookRequest(event))).data).toEqual({
      received: true,
      outcome: 'paid',
    })
    expect((await callRoute(webhook, webhookRequest(event))).data).toEqual({
      received: true,
      outcome: 'duplicate-event',
    })
    const back = await callRoute(
      payRoute,
      formRequest(path, { intent: 'confirm', payment_intent: intentId }),
      params(path),
    )
    expect(back.status).toBe(302)
    expect(balanceOf(order)).toMatchObject({ balanceCents: 0, paidInFull: true })
    expect(mailTo(email).filter((m) => m.subject.startsWith('Paid in full'))).toHaveLength(1)
    // The customer's page: the job as accepted, both payments, paid in full.
    const own = orderPath(order.id)
    const customerPage = await callRoute(orderPage, getRequest(own), params(own))
    expect(customerPage.data).toMatchObject({
      job: { balance: { paidInFull: true }, payPath: null },
      order: { specification: { estimateReference: view.reference } },
    })
    const listed = (customerPage.data as { job: { payments: { label: string }[] } }).job.payments
    expect(listed.map((p) => p.label)).toEqual(['Card payment (deposit)', 'Card payment (balance)'])
    const after = await callRoute(payRoute, getRequest(path), params(path))
    expect(after.data).toMatchObject({ state: 'paid' })
    // Nothing left to pay: no new payment can start.
    const again = await callRoute(
      payRoute,
      formRequest(path, { intent: 'start', _js: '1' }),
      params(path),
    )
    expect(again.status).toBe(409)
  })

  it('a wrong token opens nothing', async () => {
    const { order } = await installedJob()
    const path = `/orders/${order.reference}/pay?t=${'a'.repeat(32)}`
    const page = await callRoute(payRoute, getRequest(path), params(path))
    expect(page.status).toBe(404)
  })
})

describe('balance reminders', () => {
  it('after 3 and 10 days, each once, none once paid', async () => {
    const { order, email } = await installedJob()
    const invoicedAt = orderRow(order.id).balanceInvoicedAt!
    const at = (days: number) => new Date(invoicedAt.getTime() + days * 86_400_000 + 60_000)
    const reminders = () => mailTo(email).filter((m) => m.subject.startsWith('Reminder'))
    await sendBalanceReminders(at(1))
    expect(reminders()).toHaveLength(0)
    await sendBalanceReminders(at(3))
    await sendBalanceReminders(at(3))
    expect(reminders()).toHaveLength(1)
    await sendBalanceReminders(at(10))
    expect(reminders()).toHaveLength(2)

    const other = await installedJob()
    db.insert(schema.offlinePayments)
      .values({
        orderId: other.order.id,
        amountCents: balanceOf(other.order).balanceCents,
        method: 'zelle',
        receivedOn: '2026-01-01',
        idempotencyKey: `paid-${other.order.id}`,
        recordedBy: 'test',
      })
      .run()
    const otherAt = orderRow(other.order.id).balanceInvoicedAt!.getTime()
    await sendBalanceReminders(new Date(otherAt + 11 * 86_400_000))
    expect(mailTo(other.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)
  })
})

describe('the owner’s balance reminder days', () => {
  const settings = (days: string, role: 'owner' | 'office' = 'owner') =>
    callRoute(
      settingsRoute,
      formRequest(
        '/admin/estimates/settings',
        { intent: 'balance-reminder-days', days },
        { headers: adminHeaders(`balance-days-${role}`, role) },
      ),
    )
  const audits = () =>
    db
      .select()
      .from(schema.auditLog)
      .all()
      .filter((a) => a.summary.includes('balance reminders'))

  it('are 3 and 10 until the owner sets others on Estimates › Settings; audited; only the owner', async () => {
    const page = await callRoute(
      settingsRoute,
      getRequest('/admin/estimates/settings', adminHeaders('balance-days-owner', 'owner')),
    )
    expect(page.data).toMatchObject({ balanceReminderDays: '3, 10' })

    const refused = await settings('next week')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Enter whole days from 1 to 365')
    expect(balanceReminderDays()).toEqual([3, 10])

    expect((await settings('7, 2, 7')).status).toBe(302)
    expect(balanceReminderDays()).toEqual([2, 7])
    expect(audits().at(-1)).toMatchObject({
      actorName: 'balance-days-owner',
      summary: 'Set the balance reminders to 2, 7 days after the invoice',
    })

    expect((await settings('1', 'office')).status).toBe(403)
    expect(balanceReminderDays()).toEqual([2, 7])

    // Empty: none at all, and an installed job's unpaid balance gets no reminder.
    expect((await settings('')).status).toBe(302)
    expect(balanceReminderDays()).toEqual([])
    const { order, email } = await installedJob()
    const invoicedAt = orderRow(order.id).balanceInvoicedAt!.getTime()
    await sendBalanceReminders(new Date(invoicedAt + 30 * 86_400_000))
    expect(mailTo(email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)

    expect((await settings('3, 10')).status).toBe(302)
    expect(balanceReminderDays()).toEqual([3, 10])
  })
})
