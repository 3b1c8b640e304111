import { beforeAll, describe, expect, it } from 'vitest'
import { offeredDate } from '#tests/integration/booking-helpers'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as customerRoute from '~/routes/orders.$orderId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as apiOrders from '~/routes-api/api.orders'
import { orderPath } from '~/server/orders/links.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import { sendStageNotice } from '~/server/orders/order-stage-mail.server'
import { markOrderPaid } from '~/server/orders/settle.server'
import { getOrderWorkflow, timelineFacts } from '~/server/orders/workflow.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { CUSTOMER, visitorWithCart } from './cart-helpers'
import { orderHistory as history, mailTo as outboxFor, orderRow as row } from './order-helpers'

let auth: { Authorization: string }
let visitId: number
let otherServiceVisitId: number
const VISIT_DATE = offeredDate(3)

type Kind = 'order' | 'quote' | 'samples'

let emailCounter = 0

/** The mail about the order's stages (the review invitation at Completed left out). */
const stageMail = (email: string) =>
  outboxFor(email).filter((m) => !m.topic?.startsWith('review-invitation:'))
function makeOrder(
  kind: Kind,
  stage: string,
  { installation = true, paid = kind === 'order' && stage !== 'awaiting-payment' } = {},
) {
  emailCounter++
  const status =
    stage === 'awaiting-payment' || stage === 'received' ? 'pending' : paid ? 'paid' : 'pending'
  const id = db
    .insert(schema.orders)
    .values({
      kind,
      stage: stage as 'paid',
      status,
      customerName: 'Ana Flores',
      customerEmail: `ana${emailCounter}@example.com`,
      customerPhone: '(954) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: 20000,
      installationCents: installation ? 4000 : 0,
      taxCents: 1680,
      totalCents: installation ? 25680 : 21680,
      paidAt: paid ? new Date('2026-11-01T15:00:00Z') : null,
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: id,
      kind: kind === 'samples' ? 'sample' : 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: kind === 'samples' ? 0 : 36 * 8,
      heightEighths: kind === 'samples' ? 0 : 60 * 8,
      unitPriceCents: kind === 'samples' ? 0 : 10000,
      quantity: kind === 'samples' ? 1 : 2,
      installationCents: installation && kind !== 'samples' ? 4000 : 0,
      lineTotalCents: kind === 'samples' ? 0 : 20000,
      roomLabel: 'Living room',
    })
    .run()
  return id
}

function post(orderId: number, fields: Record<string, string>, headers = auth) {
  return callRoute(orderRoute, formRequest(`/admin/orders/${orderId}`, fields, { headers }), {
    orderId: String(orderId),
  })
}

async function customerPage(orderId: number) {
  const result = await callRoute(customerRoute, getRequest(orderPath(orderId)), {
    orderId: row(orderId).reference ?? String(orderId),
  })
  expect(result.status).toBe(200)
  return result.data as {
    order: unknown
    progress: {
      stageLabel: string
      heading: string
      body: string
      steps: { key: string; state: string; detail: string | null; link: { url: string } | null }[]
    }
  }
}

beforeAll(async () => {
  await seed(db)
  auth = adminHeaders('maria')
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date: VISIT_DATE, timeSlot: '10:00', durationMinutes: 120, maxBookings: 2 })
    .returning()
    .get()
  const visit = {
    slotId: slot.id,
    customerName: 'Ana Flores',
    customerEmail: 'ana-visit@example.com',
    customerPhone: '(954) 555-0199',
    customerAddress: '12 Palm Way, Plantation, FL 33317',
    appointmentDate: VISIT_DATE,
    appointmentTime: '10:00',
  }
  visitId = db
    .insert(schema.appointments)
    .values({ ...visit, serviceType: 'installation' })
    .returning()
    .get().id
  otherServiceVisitId = db
    .insert(schema.appointments)
    .values({ ...visit, serviceType: 'consultation' })
    .returning()
    .get().id
})

describe('the staff order page offers only the workflow’s moves', () => {
  it('a paid order offers Ordered and Cancel; a samples request Mailed and Cancel', async () => {
    const paid = makeOrder('order', 'paid')
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${paid}`, auth), {
      orderId: String(paid),
    })
    const data = page.data as { workflow: { stageLabel: string; moves: { to: string }[] } }
    expect(data.workflow.stageLabel).toBe('Paid')
    expect(data.workflow.moves.map((m) => m.to)).toEqual(['ordered', 'cancelled'])
    const samples = makeOrder('samples', 'received')
    const samplesPage = await callRoute(orderRoute, getRequest(`/admin/orders/${samples}`, auth), {
      orderId: String(samples),
    })
    expect((samplesPage.data as typeof data).workflow.moves.map((m) => m.to).sort()).toEqual([
      'cancelled',
      'mailed',
    ])
  })

  it('refuses a move the workflow does not have with 409, and changes nothing', async () => {
    const id = makeOrder('order', 'paid')
    const skip = await post(id, { intent: 'move', to: 'installed' })
    expect(skip.status).toBe(409)
    expect(skip.data).toMatchObject({ refusal: 'An order that is Paid cannot move to Installed' })
    // Paid comes from the payment, never from staff.
    const awaiting = makeOrder('order', 'awaiting-payment')
    const markPaid = await post(awaiting, { intent: 'move', to: 'paid' })
    expect(markPaid.status).toBe(409)
    expect(markPaid.data).toMatchObject({
      refusal: 'An order becomes Paid when its payment goes through',
    })
    // A free samples request is never paid.
    const samples = makeOrder('samples', 'received')
    expect((await post(samples, { intent: 'move', to: 'paid' })).status).toBe(409)
    expect(row(id).stage).toBe('paid')
    expect(row(awaiting).stage).toBe('awaiting-payment')
    expect(history(id)).toHaveLength(0)
  })

  it('asks staff to sign in first', async () => {
    const id = makeOrder('order', 'paid')
    const anonymous = await post(
      id,
      { intent: 'move', to: 'ordered', supplierReference: 'X' },
      {} as never,
    )
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('Location')).toMatch(/^\/admin\/login/)
    expect(row(id).stage).toBe('paid')
  })
})

describe('a paid order with installation, from paid to completed', () => {
  let id: number
  let email: string
  beforeAll(() => {
    id = makeOrder('order', 'paid')
    email = row(id).customerEmail
  })

  it('Ordered needs the supplier reference (next to the field); then records it and e-mails the customer', async () => {
    const missing = await post(id, { intent: 'move', to: 'ordered', expectedDate: '2026-12-15' })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({
      error: { supplierReference: ['Supplier reference is required'] },
    })
    const badDate = await post(id, {
      intent: 'move',
      to: 'ordered',
      supplierReference: 'SUP-88',
      expectedDate: '2026-02-30',
    })
    expect(badDate.status).toBe(400)
    expect(row(id).stage).toBe('paid')

    const moved = await post(id, {
      intent: 'move',
      to: 'ordered',
      supplierReference: 'SUP-88',
      expectedDate: '2026-12-15',
      note: 'Rush order',
    })
    expect(moved.status).toBe(302)
    expect(row(id)).toMatchObject({
      stage: 'ordered',
      status: 'in-production',
      supplierReference: 'SUP-88',
      expectedDate: '2026-12-15',
    })
    const [entry] = history(id)
    expect(entry).toMatchObject({
      kind: 'move',
      fromStage: 'paid',
      toStage: 'ordered',
      by: 'maria',
      note: 'Rush order',
      notified: true,
      details: { supplierReference: 'SUP-88', expectedDate: '2026-12-15' },
    })
    const mails = outboxFor(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`Your order ${row(id).reference}: in production`)
    expect(mails[0].topic).toBe(`order-stage:${entry.id}`)
    expect(mails[0].text).toContain('We expect it by Tuesday, December 15, 2026.')
    expect(mails[0].text).toContain(`/orders/${row(id).reference}?t=`)
    expect(mails[0].text).toContain('Espresso Zebra')
    // The supplier's reference and the staff note stay in the back office.
    expect(mails[0].text).not.toContain('SUP-88')
    expect(mails[0].text).not.toContain('Rush order')

    const page = await customerPage(id)
    expect(page.progress).toMatchObject({
      stageLabel: 'Ordered from supplier',
      heading: 'In production',
    })
    expect(page.progress.body).not.toContain('24 hours')
  })

  it('Received from supplier is not news for the customer', async () => {
    expect((await post(id, { intent: 'move', to: 'goods-received' })).status).toBe(302)
    expect(row(id).stage).toBe('goods-received')
    expect(history(id).at(-1)).toMatchObject({ toStage: 'goods-received', notified: false })
    expect(outboxFor(email)).toHaveLength(1)
  })

  it('Installation scheduled needs a booked installation visit, and tells the customer its date', async () => {
    const none = await post(id, { intent: 'move', to: 'installation-scheduled' })
    expect(none.status).toBe(400)
    expect(none.data).toMatchObject({
      error: { appointmentId: ['Choose the booked installation visit'] },
    })
    const notInstallation = await post(id, {
      intent: 'move',
      to: 'installation-scheduled',
      appointmentId: String(otherServiceVisitId),
    })
    expect(notInstallation.status).toBe(400)
    expect(notInstallation.data).toMatchObject({
      error: { appointmentId: ['Choose a booked installation visit'] },
    })
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${id}`, auth), {
      orderId: String(id),
    })
    expect(
      (page.data as { workflow: { visits: { value: string }[] } }).workflow.visits.map(
        (v) => v.value,
      ),
    ).toEqual([String(visitId)])

    const moved = await post(id, {
      intent: 'move',
      to: 'installation-scheduled',
      appointmentId: String(visitId),
    })
    expect(moved.status).toBe(302)
    expect(row(id)).toMatchObject({ stage: 'installation-scheduled', appointmentId: visitId })
    const mail = outboxFor(email).at(-1)
    expect(mail?.subject).toMatch(/: installation booked$/)
    expect(mail?.text).toMatch(/We will install your order on \w+, \w+ \d+, \d{4} at 10:00/)
    const customer = await customerPage(id)
    expect(customer.progress.heading).toBe('Installation booked')
    expect(customer.progress.steps.find((s) => s.key === 'installation')?.detail).toMatch(
      /at 10:00/,
    )
  })

  it('Installed and Completed: the customer page no longer promises a call', async () => {
    expect((await post(id, { intent: 'move', to: 'installed' })).status).toBe(302)
    expect(outboxFor(email).at(-1)?.subject).toMatch(/: installed$/)
    const installed = await customerPage(id)
    expect(installed.progress.heading).toBe('Installed')
    expect(installed.progress.body).not.toMatch(/contact you within 24 hours/)
    expect((await post(id, { intent: 'move', to: 'completed' })).status).toBe(302)
    // Completed is not a customer-facing step: no stage e-mail, only the review invitation.
    expect(stageMail(email)).toHaveLength(3)
    expect(outboxFor(email).at(-1)?.topic).toMatch(/^review-invitation:/)
    const completed = await customerPage(id)
    expect(completed.progress).toMatchObject({ heading: 'Completed' })
    expect(completed.progress.body).not.toMatch(/24 hours/)
    expect(completed.progress.steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
    ])
    expect(row(id).status).toBe('completed')
  })

  it('going back needs a confirmation and a reason; then it is written with the reason', async () => {
    const noReason = await post(id, { intent: 'move', to: 'installed', confirm: 'on' })
    expect(noReason.status).toBe(400)
    expect(noReason.data).toMatchObject({ error: { reason: ['Reason is required'] } })
    const notConfirmed = await post(id, {
      intent: 'move',
      to: 'installed',
      reason: 'One blind is missing its valance',
    })
    expect(notConfirmed.status).toBe(400)
    expect(notConfirmed.data).toMatchObject({
      error: { confirm: ['Tick the box to confirm going back'] },
    })
    expect(row(id).stage).toBe('completed')
    const back = await post(id, {
      intent: 'move',
      to: 'installed',
      confirm: 'on',
      reason: 'One blind is missing its valance',
    })
    expect(back.status).toBe(302)
    expect(history(id).at(-1)).toMatchObject({
      fromStage: 'completed',
      toStage: 'installed',
      reason: 'One blind is missing its valance',
      notified: false,
    })
    // A move back is never e-mailed.
    expect(stageMail(email)).toHaveLength(3)
  })
})

describe('a shipped order', () => {
  it('Shipped needs the carrier and tracking number; the e-mail and the page link to the tracking', async () => {
    const id = makeOrder('order', 'goods-received', { installation: false })
    const email = row(id).customerEmail
    const missing = await post(id, { intent: 'move', to: 'shipped', carrier: 'UPS' })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({
      error: { trackingNumber: ['Tracking number is required'] },
    })
    const moved = await post(id, {
      intent: 'move',
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1z 999 aa1 01 2345 6784',
    })
    expect(moved.status).toBe(302)
    expect(row(id)).toMatchObject({
      stage: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    })
    const [mail] = outboxFor(email)
    expect(mail.subject).toMatch(/: shipped$/)
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784')
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    const page = await customerPage(id)
    expect(page.progress.heading).toBe('Shipped')
    expect(page.progress.steps.find((s) => s.key === 'shipped')).toMatchObject({
      state: 'current',
      link: { url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
    })
    expect((await post(id, { intent: 'move', to: 'delivered' })).status).toBe(302)
    expect((await customerPage(id)).progress.heading).toBe('Delivered')
  })
})

describe('a customer notice for a stage is sent once per order (issue 40.16)', () => {
  const back = { intent: 'move', confirm: 'on', reason: 'Recorded by mistake' }

  it('going back and forward again does not e-mail the same notice twice; the history and the toast say why', async () => {
    const id = makeOrder('order', 'paid')
    const email = row(id).customerEmail
    const ordered = { intent: 'move', to: 'ordered', supplierReference: 'SUP-1' }
    expect((await post(id, ordered)).status).toBe(302)
    expect(stageMail(email)).toHaveLength(1)
    expect((await post(id, { ...back, to: 'paid' })).status).toBe(302)
    // The form says so before the move, instead of offering "don't notify".
    const before = getOrderWorkflow(id)!.moves.find((m) => m.to === 'ordered')
    expect(before?.toldAt).toEqual(expect.any(String))
    const again = await post(id, { ...ordered, supplierReference: 'SUP-2' })
    expect(again.status).toBe(302)
    expect(stageMail(email)).toHaveLength(1)
    expect(history(id).at(-1)).toMatchObject({ toStage: 'ordered', notified: false })
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${id}`, auth), {
      orderId: String(id),
    })
    const latest = (page.data as { workflow: { history: { toldBefore: string | null }[] } })
      .workflow.history[0]
    expect(latest.toldBefore).toEqual(expect.any(String))
  })

  it('a parcel shipped again with a new tracking number is news; the same one is not', async () => {
    const id = makeOrder('order', 'goods-received', { installation: false })
    const email = row(id).customerEmail
    const ship = (trackingNumber: string) =>
      post(id, { intent: 'move', to: 'shipped', carrier: 'UPS', trackingNumber })
    expect((await ship('1Z999AA10123456784')).status).toBe(302)
    expect((await post(id, { ...back, to: 'goods-received' })).status).toBe(302)
    expect((await ship('1Z999AA10123456784')).status).toBe(302)
    expect(stageMail(email)).toHaveLength(1)
    expect((await post(id, { ...back, to: 'goods-received' })).status).toBe(302)
    expect((await ship('1Z999AA10123456791')).status).toBe(302)
    expect(stageMail(email)).toHaveLength(2)
    expect(stageMail(email)[1].text).toContain('1Z999AA10123456791')
  })
})

describe('the payment’s line in the history (issue 40.17)', () => {
  it('says the customer was e-mailed the confirmation, as the outbox has it', async () => {
    const id = makeOrder('order', 'awaiting-payment')
    expect(
      markOrderPaid({
        orderId: id,
        paymentIntentId: `pi_history_${id}`,
        amountCents: 25680,
        currency: 'usd',
      }),
    ).toBe('paid')
    await sendOrderEmails(id)
    const [confirmation] = outboxFor(row(id).customerEmail)
    expect(confirmation.subject).toMatch(/ paid$/)
    const [first] = getOrderWorkflow(id)!.history
    expect(first).toMatchObject({ toLabel: 'Paid', notified: true })
    // No SMTP in the tests: the confirmation waits in the outbox, and the line says so.
    expect(first.mail).toBe(confirmation.status)
  })
})

describe("don't notify, cancelling, notes", () => {
  it('"don\'t notify" moves the order without e-mailing, and the history says so', async () => {
    const id = makeOrder('order', 'paid')
    const moved = await post(id, {
      intent: 'move',
      to: 'ordered',
      supplierReference: 'SUP-9',
      dontNotify: 'on',
    })
    expect(moved.status).toBe(302)
    expect(row(id).stage).toBe('ordered')
    expect(history(id).at(-1)).toMatchObject({ toStage: 'ordered', notified: false })
    expect(outboxFor(row(id).customerEmail)).toHaveLength(0)
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${id}`, auth), {
      orderId: String(id),
    })
    expect(
      (page.data as { workflow: { history: { notified: boolean; mail: string | null }[] } })
        .workflow.history[0],
    ).toMatchObject({ notified: false, mail: null })
  })

  it('cancelling a paid order needs a reason and tells the customer', async () => {
    const id = makeOrder('order', 'paid')
    expect((await post(id, { intent: 'move', to: 'cancelled' })).status).toBe(400)
    const moved = await post(id, {
      intent: 'move',
      to: 'cancelled',
      reason: 'Customer changed their mind',
    })
    expect(moved.status).toBe(302)
    expect(row(id)).toMatchObject({ stage: 'cancelled', status: 'cancelled' })
    const [mail] = outboxFor(row(id).customerEmail)
    expect(mail.subject).toMatch(/: order cancelled$/)
    // The reason is staff's: the customer's e-mail and page do not show it.
    expect(mail.text).not.toContain('changed their mind')
    const page = await customerPage(id)
    expect(page.progress.heading).toBe('Order cancelled')
    expect(JSON.stringify(page)).not.toContain('changed their mind')
    // The admin page says the e-mail waits in the outbox (no SMTP in tests).
    const admin = await callRoute(orderRoute, getRequest(`/admin/orders/${id}`, auth), {
      orderId: String(id),
    })
    expect(
      (admin.data as { workflow: { history: { notified: boolean; mail: string | null }[] } })
        .workflow.history[0],
    ).toMatchObject({ notified: true, mail: 'failed' })
  })

  it('an internal note goes into the history and never to the customer', async () => {
    const id = makeOrder('order', 'paid')
    const empty = await post(id, { intent: 'note', note: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.data).toMatchObject({ error: { note: ['Note is required'] } })
    const added = await post(id, { intent: 'note', note: 'Gate code 4411, dog in the yard' })
    expect(added.status).toBe(302)
    expect(history(id)).toEqual([
      expect.objectContaining({
        kind: 'note',
        note: 'Gate code 4411, dog in the yard',
        by: 'maria',
        fromStage: null,
        toStage: null,
        notified: false,
      }),
    ])
    expect(row(id).stage).toBe('paid')
    expect(outboxFor(row(id).customerEmail)).toHaveLength(0)
    const admin = await callRoute(orderRoute, getRequest(`/admin/orders/${id}`, auth), {
      orderId: String(id),
    })
    expect(
      (admin.data as { workflow: { history: { kind: string; note: string }[] } }).workflow
        .history[0],
    ).toMatchObject({ kind: 'note', note: 'Gate code 4411, dog in the yard' })
    const page = await customerPage(id)
    expect(JSON.stringify(page)).not.toContain('Gate code')
    expect(page.progress.heading).toBe('Thank you: your order is paid')
  })

  it('a note on an order that does not exist is a 404', async () => {
    expect((await post(999999, { intent: 'note', note: 'hello' })).status).toBe(404)
  })
})

describe('samples and quotes', () => {
  it('samples: Mailed (tracking optional) e-mails the customer, then Done', async () => {
    const id = makeOrder('samples', 'received', { installation: false })
    const moved = await post(id, { intent: 'move', to: 'mailed' })
    expect(moved.status).toBe(302)
    const [mail] = outboxFor(row(id).customerEmail)
    expect(mail.subject).toMatch(/^Your samples request .+: samples in the mail$/)
    expect((await customerPage(id)).progress.heading).toBe('Samples in the mail')
    expect((await post(id, { intent: 'move', to: 'done' })).status).toBe(302)
    expect(row(id)).toMatchObject({ stage: 'done', status: 'completed' })
    expect((await customerPage(id)).progress.heading).toBe('Samples delivered')
  })

  it('quote: Contacted, Quoted, Won, never e-mailed', async () => {
    const id = makeOrder('quote', 'received')
    for (const to of ['contacted', 'quoted', 'won']) {
      expect((await post(id, { intent: 'move', to })).status).toBe(302)
    }
    expect(row(id)).toMatchObject({ stage: 'won', status: 'completed' })
    expect(outboxFor(row(id).customerEmail)).toHaveLength(0)
    expect((await customerPage(id)).progress.heading).toBe('Thank you for choosing us')
  })
})

describe('the payment', () => {
  it('moves a card order to Paid with a history entry by the system, once', () => {
    const id = makeOrder('order', 'awaiting-payment')
    const input = {
      orderId: id,
      paymentIntentId: `pi_workflow_${id}`,
      amountCents: 25680,
      currency: 'usd',
    }
    expect(markOrderPaid(input)).toBe('paid')
    expect(row(id)).toMatchObject({ stage: 'paid', status: 'paid' })
    expect(history(id)).toEqual([
      expect.objectContaining({ fromStage: 'awaiting-payment', toStage: 'paid', by: 'system' }),
    ])
    expect(markOrderPaid(input)).toBe('already-paid')
    expect(history(id)).toHaveLength(1)
  })

  it('a payment replayed after staff moved the order on stays paid once', async () => {
    const id = makeOrder('order', 'awaiting-payment')
    const input = {
      orderId: id,
      paymentIntentId: `pi_workflow_${id}`,
      amountCents: 25680,
      currency: 'usd',
    }
    expect(markOrderPaid(input)).toBe('paid')
    expect(
      (await post(id, { intent: 'move', to: 'ordered', supplierReference: 'S-1' })).status,
    ).toBe(302)
    expect(markOrderPaid(input)).toBe('already-paid')
    expect(row(id).stage).toBe('ordered')
  })
})

describe('orders placed by customers start at their kind’s first stage', () => {
  it('a quote request starts Received, and staff can move it along its own workflow', async () => {
    const jar = await visitorWithCart()
    const placed = await callRoute(
      apiOrders,
      jsonRequest(
        '/api/orders',
        { customerInfo: CUSTOMER },
        { headers: { Cookie: jar.header(), 'X-Visitor-Ip': '203.0.113.77' } },
      ),
    )
    expect(placed.status).toBe(201)
    const { orderId } = placed.data as { orderId: number }
    expect(row(orderId)).toMatchObject({ kind: 'quote', stage: 'received', status: 'pending' })
    expect((await post(orderId, { intent: 'move', to: 'contacted' })).status).toBe(302)
    expect(row(orderId).stage).toBe('contacted')
  })

  it('rescheduling the installation e-mails the customer the new date', async () => {
    const id = makeOrder('order', 'goods-received')
    expect(
      (
        await post(id, {
          intent: 'move',
          to: 'installation-scheduled',
          appointmentId: String(visitId),
          dontNotify: 'on',
        })
      ).status,
    ).toBe(302)
    const again = await post(id, {
      intent: 'move',
      to: 'installation-scheduled',
      appointmentId: String(visitId),
    })
    expect(again.status).toBe(302)
    expect(history(id).at(-1)).toMatchObject({
      fromStage: 'installation-scheduled',
      toStage: 'installation-scheduled',
      notified: true,
    })
    expect(outboxFor(row(id).customerEmail).at(-1)?.subject).toMatch(/: installation moved$/)
  })
})

describe('a refunded order', () => {
  it('the customer page and the e-mail give the amount refunded', async () => {
    const id = makeOrder('order', 'refunded')
    db.insert(schema.orderRefunds)
      .values({
        orderId: id,
        amountCents: 25680,
        status: 'succeeded',
        idempotencyKey: `refund-${id}`,
        by: 'maria',
      })
      .run()
    const page = await customerPage(id)
    expect(page.progress.heading).toBe('Order refunded')
    expect(page.progress.body).toContain('$256.80 back to your card')
    expect(page.progress.body).not.toContain('24 hours')
    const workflow = getOrderWorkflow(id)
    if (!workflow) throw new Error('no workflow')
    await sendStageNotice(id, {
      state: { ...workflow.state, stage: 'refunded' },
      facts: timelineFacts(row(id)),
      move: { from: 'paid', to: 'refunded' },
      topic: `order-stage-test:${id}`,
    })
    const [mail] = outboxFor(row(id).customerEmail)
    expect(mail.subject).toMatch(/: order refunded$/)
    expect(mail.text).toContain('$256.80 back to your card')
    expect(mail.text).toContain('Refunded: $256.80')
    // Staff offer no move out of Refunded.
    expect(workflow.moves).toEqual([])
  })
})
