/**
 * Texts of the sale (issue 43): an order's stages the customer cares about (shipped with the
 * tracking, installation booked, installed), the estimate's link when it is sent (and a revised
 * version), the balance invoice's link; each only with a consent that covers it, each beside
 * its e-mail, Twilio answered by the mock. The clock is pinned inside texting hours.
 */
import { and, asc, eq, like } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import twilio from 'twilio'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { twilioHandlers } from '#tests/mocks/twilio'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import {
  estimateTextSubject,
  leadTextSubject,
  orderTextSubject,
  visitTextSubject,
} from '~/domain/texts'
import * as leadPage from '~/routes-admin/admin.leads.$leadId'
import * as orderPage from '~/routes-admin/admin.orders.$orderId'
import * as inboundRoute from '~/routes-api/api.sms.inbound'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { balancePayPath } from '~/server/orders/installed-job.server'
import { moveOrder } from '~/server/orders/workflow.server'
import { db, schema } from '~/server/platform/db.server'
import { recordTextConsent } from '~/server/sms/consents.server'
import { sendHeldTexts } from '~/server/sms/texts.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { acceptedEstimate, paidJob, staffActor } from './job-helpers'

vi.hoisted(() => {
  process.env.TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000000'
  process.env.TWILIO_AUTH_TOKEN = 'test-auth-token-0123456789'
  process.env.TWILIO_FROM_NUMBER = '+19545550199'
})

const server = setupServer(...twilioHandlers)
let installationVisit: number

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  await seed(db)
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date: '2026-12-10', timeSlot: '10:00', durationMinutes: 120, maxBookings: 9 })
    .returning()
    .get()
  installationVisit = db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Ana Flores',
      customerEmail: 'ana-texts@example.com',
      customerPhone: '(954) 555-0301',
      customerAddress: '12 Palm Way, Plantation, FL 33317',
      serviceType: 'installation',
      appointmentDate: '2026-12-10',
      appointmentTime: '10:00',
    })
    .returning()
    .get().id
})
afterAll(() => server.close())
// Noon in Florida (EST): texts leave at once.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-02T12:00:00-05:00'))
})
afterEach(() => vi.useRealTimers())

let phoneCounter = 300

/** A paid shop order with installation, its phone its own. */
function order(stage: string) {
  phoneCounter++
  const phone = `(954) 555-0${phoneCounter}`
  const id = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: stage as 'paid',
      status: 'paid',
      customerName: 'Ana Flores',
      customerEmail: `ana-texts-${phoneCounter}@example.com`,
      customerPhone: phone,
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: 20000,
      installationCents: 4000,
      taxCents: 1680,
      totalCents: 25680,
      paidAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: id,
      kind: 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 4000,
      lineTotalCents: 20000,
      roomLabel: 'Living room',
    })
    .run()
  return { id, phone, e164: `+1954555${String(phoneCounter).padStart(4, '0')}` }
}

function consent(phone: string, subject: string) {
  expect(
    recordTextConsent({ phone, wording: 'Text me about this request.', source: 'test', subject }),
  ).toBe(true)
}

/** The texts kept in the outbox about topics starting with `prefix`, oldest first. */
const textsAbout = (prefix: string) =>
  db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.channel, 'sms'), like(schema.outbox.topic, `${prefix}%`)))
    .orderBy(asc(schema.outbox.id))
    .all()

const move = (orderId: number, to: string, fields: Record<string, unknown> = {}) =>
  moveOrder({ orderId, to, fields: { note: '', ...fields }, by: 'maria' })

describe('an order’s stages by text', () => {
  it('shipped (with the tracking), installation booked (the window), installed: beside the e-mails, to the consented number', async () => {
    const { id, phone, e164 } = order('goods-received')
    consent(phone, orderTextSubject(id))
    expect(
      (await move(id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).ok,
    ).toBe(true)
    const installed = order('goods-received')
    consent(installed.phone, orderTextSubject(installed.id))
    expect(
      (await move(installed.id, 'installation-scheduled', { appointmentId: installationVisit })).ok,
    ).toBe(true)
    expect((await move(installed.id, 'installed')).ok).toBe(true)
    const texts = textsAbout(`text:order-`).filter((t) => [e164, installed.e164].includes(t.to))
    expect(texts.map((t) => [t.subject, t.status])).toEqual([
      ['Text: order shipped', 'sent'],
      ['Text: installation booked', 'sent'],
      ['Text: order installed', 'sent'],
    ])
    expect(texts[0].text).toContain('UPS, tracking number 1Z999AA10123456784')
    expect(texts[0].text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    // The order's private link, as the e-mail gives it.
    expect(texts[0].text).toMatch(/\/orders\/[^\s]+\?t=/)
    expect(texts[1].text).toContain('Thursday, December 10, 2026, 10:00 AM - 12:00 PM')
    expect(texts.every((t) => t.text.endsWith('Reply STOP to opt out.'))).toBe(true)
  })

  it('texts nothing without a consent covering the order, nor when staff tick "don’t notify"', async () => {
    const { id, phone, e164 } = order('goods-received')
    // A consent given with something else (a visit) does not cover the order.
    consent(phone, visitTextSubject(installationVisit))
    await move(id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456785' })
    const quiet = order('goods-received')
    consent(quiet.phone, orderTextSubject(quiet.id))
    await move(quiet.id, 'shipped', {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456786',
      dontNotify: 'on',
    })
    expect(textsAbout('text:order-').filter((t) => [e164, quiet.e164].includes(t.to))).toEqual([])
  })
})

describe('a stage moved at night', () => {
  it('waits in the outbox and leaves at 9 AM, Florida time', async () => {
    const { id, phone, e164 } = order('goods-received')
    consent(phone, orderTextSubject(id))
    vi.setSystemTime(new Date('2026-12-02T21:30:00-05:00'))
    await move(id, 'shipped', { carrier: 'FedEx', trackingNumber: '771234567890' })
    const [held] = textsAbout(`text:order-shipped:${id}:`)
    expect(held).toMatchObject({
      to: e164,
      status: 'failed',
      reason: 'sms-held',
      notBefore: new Date('2026-12-03T09:00:00-05:00'),
    })
    expect(await sendHeldTexts(new Date('2026-12-03T08:59:00-05:00'))).toBe(0)
    expect(await sendHeldTexts(new Date('2026-12-03T09:00:00-05:00'))).toBe(1)
    expect(textsAbout(`text:order-shipped:${id}:`)).toMatchObject([{ status: 'sent', attempts: 1 }])
  })
})

describe('the estimate’s link by text', () => {
  it('goes when it is sent and when a revised version is sent, covered by the request’s consent', async () => {
    const estimate = await acceptedEstimate({ accepted: false })
    const lead = db
      .insert(schema.leads)
      .values({
        source: 'quote-wizard',
        name: 'Rosa Díaz',
        email: estimate.email,
        phone: '954-555-0401',
      })
      .returning()
      .get()
    db.update(schema.estimates)
      .set({ leadId: lead.id, customerPhone: '954-555-0401' })
      .where(eq(schema.estimates.id, estimate.id))
      .run()
    consent('954-555-0401', leadTextSubject(lead.id))
    const who = staffActor('job-salesperson')
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(fields)) data.append(key, value)
      return data
    }
    expect((await answerEditorPost(who, estimate.id, form({ intent: 'send' }))).ok).toBe(true)
    const first = textsAbout(`text:estimate-sent:${estimate.id}:`)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ to: '+19545550401', status: 'sent' })
    expect(first[0].text).toContain(`/estimates/${estimate.token}`)
    expect(first[0].text).toContain('your estimate')

    const revised = await answerEditorPost(who, estimate.id, form({ intent: 'revise' }))
    if (!revised.ok || !revised.redirectTo) throw new Error('not revised')
    const revisedId = Number(revised.redirectTo.split('/').at(-1))
    expect((await answerEditorPost(who, revisedId, form({ intent: 'send' }))).ok).toBe(true)
    const second = textsAbout(`text:estimate-sent:${revisedId}:`)
    expect(second).toHaveLength(1)
    expect(second[0].text).toContain('your revised estimate')
    const token = db
      .select({ token: schema.estimates.token })
      .from(schema.estimates)
      .where(eq(schema.estimates.id, revisedId))
      .get()!.token
    expect(second[0].text).toContain(`/estimates/${token}`)
  })

  it('goes to no one whose consent was for the visit only', async () => {
    const estimate = await acceptedEstimate({ accepted: false })
    db.update(schema.estimates)
      .set({ appointmentId: installationVisit, customerPhone: '954-555-0402' })
      .where(eq(schema.estimates.id, estimate.id))
      .run()
    consent('954-555-0402', visitTextSubject(installationVisit))
    const data = new FormData()
    data.append('intent', 'send')
    expect((await answerEditorPost(staffActor('job-salesperson'), estimate.id, data)).ok).toBe(true)
    expect(textsAbout(`text:estimate-sent:${estimate.id}:`)).toEqual([])
  })
})

describe('the balance invoice by text', () => {
  it('sends the pay link once the job is installed (one text: it also says installed), with the estimate’s consent', async () => {
    const job = await paidJob()
    db.update(schema.orders)
      .set({ stage: 'installation-scheduled', customerPhone: '954-555-0403' })
      .where(eq(schema.orders.id, job.order.id))
      .run()
    consent('954-555-0403', estimateTextSubject(job.id))
    expect((await move(job.order.id, 'installed')).ok).toBe(true)
    const texts = textsAbout(`text:order-`).filter((t) => t.to === '+19545550403')
    expect(texts.map((t) => t.subject)).toEqual(['Text: balance invoice'])
    expect(texts[0].text).toContain('installed')
    expect(texts[0].text).toContain(balancePayPath(job.order.id))
  })
})

/** The customer's text, as Twilio posts it (signed with the test token). */
function customerTexts(from: string, body: string) {
  const params = { From: from, Body: body, MessageSid: `SM${Date.now()}${Math.random()}` }
  const url = 'http://localhost:3000/api/sms/inbound'
  return callRoute(
    inboundRoute,
    new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilio.getExpectedTwilioSignature(
          'test-auth-token-0123456789',
          url,
          params,
        ),
      },
      body: new URLSearchParams(params).toString(),
    }),
  )
}

type Thread = { texts: { direction: string; body: string; status: string | null }[] }

describe('a customer’s reply', () => {
  it('is kept on the order it answers, shown there as a thread, and the office is told', async () => {
    const { id, phone, e164 } = order('goods-received')
    consent(phone, orderTextSubject(id))
    await move(id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456799' })
    expect((await customerTexts(e164, 'Will someone be home to sign?')).status).toBe(200)
    const [kept] = db
      .select()
      .from(schema.textReplies)
      .where(eq(schema.textReplies.phone, e164))
      .all()
    expect(kept).toMatchObject({ orderId: id, body: 'Will someone be home to sign?' })
    const page = await callRoute(orderPage, getRequest(`/admin/orders/${id}`, adminHeaders()), {
      orderId: String(id),
    })
    expect((page.data as Thread).texts.map((t) => [t.direction, t.status])).toEqual([
      ['out', 'sent'],
      ['in', null],
    ])
    const notice = db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.subject, 'A customer answered a text')))
      .all()
      .at(-1)
    expect(notice?.text).toContain('Will someone be home to sign?')
    expect(notice?.text).toContain(`/admin/orders/${id}`)
  })

  it('about an estimate is kept on its lead and shown on the lead’s page', async () => {
    const estimate = await acceptedEstimate({ accepted: false })
    const lead = db
      .insert(schema.leads)
      .values({
        source: 'quote-wizard',
        name: 'Rosa Díaz',
        email: estimate.email,
        phone: '954-555-0410',
      })
      .returning()
      .get()
    db.update(schema.estimates)
      .set({ leadId: lead.id, customerPhone: '954-555-0410' })
      .where(eq(schema.estimates.id, estimate.id))
      .run()
    consent('954-555-0410', leadTextSubject(lead.id))
    const data = new FormData()
    data.append('intent', 'send')
    await answerEditorPost(staffActor('job-salesperson'), estimate.id, data)
    await customerTexts('+19545550410', 'Can we do the bedroom first?')
    const [kept] = db
      .select()
      .from(schema.textReplies)
      .where(eq(schema.textReplies.phone, '+19545550410'))
      .all()
    expect(kept).toMatchObject({ leadId: lead.id, orderId: null })
    const page = await callRoute(leadPage, getRequest(`/admin/leads/${lead.id}`, adminHeaders()), {
      leadId: String(lead.id),
    })
    const texts = (page.data as Thread).texts
    expect(texts.map((t) => t.direction)).toEqual(['out', 'in'])
    expect(texts[0].body).toContain(`/estimates/${estimate.token}`)
    expect(texts[1].body).toBe('Can we do the bedroom first?')
  })
})
