/**
 * The installed job made with the acceptance (issue 39): Awaiting deposit from the moment the
 * customer accepts, so the office can record a cash or check deposit before the customer opens
 * the deposit page; the card deposit later pays that same order, never a second one; a refused
 * acceptance, a decline or a revised estimate leaves no order behind.
 */
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { businessDate } from '~/domain/business-time'
import * as customerRoute from '~/routes/estimates.$token'
import * as depositRoute from '~/routes/estimates.$token_.deposit'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { getEstimate, reviseEstimate } from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { acceptedEstimate, staffActor } from './job-helpers'

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

const jobsOf = (estimateId: number) =>
  db.select().from(schema.orders).where(eq(schema.orders.estimateId, estimateId)).all()

function answer(token: string, fields: Record<string, string>) {
  return callRoute(
    customerRoute,
    formRequest(`/estimates/${token}`, fields, {
      headers: { 'Fly-Client-IP': '203.0.113.9', 'User-Agent': 'Mozilla/5.0 (test)' },
    }),
    { token },
  )
}

function accept(token: string, estimateId: number, shown?: number) {
  return answer(token, {
    intent: 'accept',
    signedName: 'Rosa Díaz',
    shownTotalCents: String(shown ?? getEstimate(estimateId)!.totals.totalCents),
  })
}

const deposit = (token: string, fields?: Record<string, string>) =>
  callRoute(
    depositRoute,
    fields
      ? formRequest(`/estimates/${token}/deposit`, fields)
      : getRequest(`/estimates/${token}/deposit`),
    { token },
  )

describe('accepting an estimate', () => {
  it('makes its installed job, Awaiting deposit, with the estimate’s figures and specification', async () => {
    const { id, token } = await acceptedEstimate({ accepted: false })
    expect(jobsOf(id)).toHaveLength(0)
    expect((await accept(token, id)).status).toBe(302)
    const view = getEstimate(id)!
    const jobs = jobsOf(id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({
      kind: 'installed-job',
      stage: 'awaiting-payment',
      status: 'pending',
      paidAt: null,
      totalCents: view.totals.totalCents,
      taxCents: view.totals.taxCents,
      depositCents: view.totals.depositCents,
      customerEmail: view.customer.email,
    })
    const spec = jobs[0].specification!
    expect(spec.estimateReference).toBe(view.reference)
    // As accepted: the shutters chosen and the motor ticked, not the drapery.
    const titles = spec.rooms.flatMap((r) => r.windows.flatMap((w) => w.lines.map((l) => l.title)))
    expect(titles.join(' | ')).toMatch(/shutters/i)
    expect(titles.join(' | ')).not.toMatch(/drapery/i)
    // The estimate's staff page leads to it.
    const staffPage = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${id}`, adminHeaders('acceptance-office', 'office')),
      { estimateId: String(id) },
    )
    expect(staffPage.data).toMatchObject({
      job: { id: jobs[0].id, reference: jobs[0].reference, stage: 'Awaiting deposit' },
    })
  })

  it('the office records a cash deposit at once; the deposit page then says it is paid and makes no other order', async () => {
    const { id, token } = await acceptedEstimate({ accepted: false })
    await accept(token, id)
    const [job] = jobsOf(id)
    const recorded = await callRoute(
      orderRoute,
      formRequest(
        `/admin/orders/${job.id}`,
        {
          intent: 'offline-payment',
          amount: (job.depositCents! / 100).toFixed(2),
          method: 'check',
          reference: '2211',
          receivedOn: businessDate(),
          nonce: `nonce-accept-${job.id}`,
        },
        { headers: adminHeaders('acceptance-office', 'office') },
      ),
      { orderId: String(job.id) },
    )
    expect(recorded.status).toBe(302)
    expect(jobsOf(id)[0]).toMatchObject({ stage: 'paid', status: 'paid' })

    const page = await deposit(token)
    expect(page.data).toMatchObject({ state: 'paid' })
    const started = await deposit(token, { intent: 'start', _js: '1' })
    expect(started.status).toBe(302)
    expect(jobsOf(id)).toHaveLength(1)
    expect(
      db.select().from(schema.payments).where(eq(schema.payments.orderId, job.id)).all(),
    ).toHaveLength(0)
  })

  it('a card deposit started later pays the order the acceptance made', async () => {
    const { id, token } = await acceptedEstimate({ accepted: false })
    await accept(token, id)
    const [job] = jobsOf(id)
    const started = await deposit(token, { intent: 'start', _js: '1' })
    expect(started.data).toMatchObject({ payment: { amountCents: job.depositCents } })
    expect(jobsOf(id).map((j) => j.id)).toEqual([job.id])
    const intents = db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, job.id))
      .all()
    expect(intents).toHaveLength(1)
  })

  it('a refused acceptance, a decline and a revised estimate leave no order', async () => {
    const moved = await acceptedEstimate({ accepted: false })
    const refused = await accept(moved.token, moved.id, 1)
    expect(refused.status).toBe(409)
    expect(jobsOf(moved.id)).toHaveLength(0)

    const declined = await acceptedEstimate({ accepted: false })
    expect((await answer(declined.token, { intent: 'decline', reason: '' })).status).toBe(302)
    expect(jobsOf(declined.id)).toHaveLength(0)
    // Nothing to pay, and nothing made by asking.
    await deposit(declined.token, { intent: 'start', _js: '1' })
    expect(jobsOf(declined.id)).toHaveLength(0)

    const first = await acceptedEstimate({ accepted: false })
    const who = staffActor('acceptance-office')
    const revised = reviseEstimate(who, first.id)
    if (!revised.ok) throw new Error(revised.message)
    const form = new FormData()
    form.append('intent', 'send')
    const sent = await answerEditorPost(who, revised.id, form)
    expect(sent.ok).toBe(true)
    const second = getEstimate(revised.id)!
    expect((await accept(first.token, first.id)).status).toBe(409)
    expect((await accept(second.token, second.id)).status).toBe(302)
    expect(jobsOf(first.id)).toHaveLength(0)
    expect(jobsOf(second.id)).toHaveLength(1)
  })
})
