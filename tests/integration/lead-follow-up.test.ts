/**
 * Following up leads and window-company requests (issue 28): the activity timeline, notes,
 * the follow-up date and its list filter, emergencies, search, the customer's acknowledgement
 * of a quote request, staff's e-mail to the customer, and visits booked from a lead or a
 * B2B request.
 */
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { leadReference } from '~/domain/follow-up'
import * as bookRoute from '~/routes-admin/admin.appointments_.new'
import * as b2bListRoute from '~/routes-admin/admin.b2b'
import * as b2bRoute from '~/routes-admin/admin.b2b.$requestId'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { db, schema } from '~/server/platform/db.server'
import { createLead } from '~/server/requests/leads.server'
import { listActivity } from '~/server/requests/request-activity.server'
import { createWindowCompanyRequest } from '~/server/requests/window-company-requests.server'
import { adminHeaders } from './admin-helpers'
import { offeredDate, seedTemplates } from './booking-helpers'
import { leadForm, VALID_LEAD } from './quote-helpers'

let auth: { Authorization: string }
const today = businessDate()

beforeAll(() => {
  seedTemplates()
  auth = adminHeaders('office-manager')
})

function lead(fields: Partial<typeof schema.leads.$inferInsert> = {}) {
  return createLead({
    source: 'quote-wizard',
    name: 'Follow Up',
    email: 'follow@example.com',
    phone: '(954) 555-0100',
    ...fields,
  }).id
}

function b2bRequest(fields: Partial<Parameters<typeof createWindowCompanyRequest>[0]> = {}) {
  return createWindowCompanyRequest({
    companyName: 'Acme Windows',
    contactName: 'Jo Smith',
    contactPhone: '(954) 555-0100',
    contactEmail: 'jo@acme.test',
    customerName: 'Ann Lee',
    customerPhone: '(954) 555-0101',
    customerEmail: 'ann@example.com',
    customerAddress: '1 Main St, Davie, FL 33314',
    projectDetails: 'Remove 12 verticals before impact windows go in',
    blindType: 'Vertical blinds',
    numberOfWindows: 12,
    urgency: 'high',
    ...fields,
  }).id
}

function postLead(id: number, fields: Record<string, string>) {
  return callRoute(leadRoute, formRequest(`/admin/leads/${id}`, fields, { headers: auth }), {
    leadId: String(id),
  })
}

function postB2b(id: number, fields: Record<string, string>) {
  return callRoute(b2bRoute, formRequest(`/admin/b2b/${id}`, fields, { headers: auth }), {
    requestId: String(id),
  })
}

async function leadIds(query: string) {
  const result = await callRoute(leadsRoute, getRequest(`/admin/leads${query}`, auth))
  expect(result.status).toBe(200)
  return (result.data as { leads: { id: number }[] }).leads.map((l) => l.id)
}

async function b2bIds(query: string) {
  const result = await callRoute(b2bListRoute, getRequest(`/admin/b2b${query}`, auth))
  expect(result.status).toBe(200)
  return (result.data as { requests: { id: number }[] }).requests.map((r) => r.id)
}

function outboxTo(address: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, address))
    .orderBy(desc(schema.outbox.id))
    .all()
}

describe('a lead’s timeline', () => {
  it('keeps notes with who wrote them, newest first, and refuses an empty or long note', async () => {
    const id = lead()
    const empty = await postLead(id, { intent: 'note', note: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.data).toMatchObject({
      intent: 'note',
      result: { error: { note: ['Note is required'] } },
    })
    const long = await postLead(id, { intent: 'note', note: 'x'.repeat(2001) })
    expect(long.status).toBe(400)
    expect(listActivity({ leadId: id })).toEqual([])

    expect(
      (await postLead(id, { intent: 'note', note: 'called 9:40, left voicemail' })).status,
    ).toBe(302)
    expect((await postLead(id, { intent: 'note', note: 'called back, quote Friday' })).status).toBe(
      302,
    )
    const page = await callRoute(leadRoute, getRequest(`/admin/leads/${id}`, auth), {
      leadId: String(id),
    })
    const data = page.data as { activity: { kind: string; body: string; author: string }[] }
    expect(data.activity.map((a) => a.body)).toEqual([
      'called back, quote Friday',
      'called 9:40, left voicemail',
    ])
    expect(data.activity[0]).toMatchObject({ kind: 'note', author: 'office-manager' })
  })

  it('records every status change (and not a save that changes nothing)', async () => {
    const id = lead()
    await postLead(id, { intent: 'status', status: 'contacted' })
    await postLead(id, { intent: 'status', status: 'contacted' })
    await postLead(id, { intent: 'status', status: 'quoted' })
    expect(listActivity({ leadId: id }).map((a) => [a.kind, a.body])).toEqual([
      ['status', 'Status changed from Contacted to Quoted'],
      ['status', 'Status changed from New to Contacted'],
    ])
  })

  it('sets and clears the follow-up date, recorded in the timeline', async () => {
    const id = lead()
    const bad = await postLead(id, { intent: 'follow-up', followUpOn: '2026-02-30' })
    expect(bad.status).toBe(400)
    expect(await postLead(id, { intent: 'follow-up', followUpOn: '2026-12-03' })).toMatchObject({
      status: 302,
    })
    expect(db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()?.followUpOn).toBe(
      '2026-12-03',
    )
    await postLead(id, { intent: 'follow-up', followUpOn: '' })
    expect(
      db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()?.followUpOn,
    ).toBeNull()
    expect(listActivity({ leadId: id }).map((a) => a.body)).toEqual([
      'Follow-up date cleared',
      'Follow up on Thu, Dec 3, 2026',
    ])
  })

  it('is for staff only', async () => {
    const id = lead()
    const result = await callRoute(
      leadRoute,
      formRequest(`/admin/leads/${id}`, { intent: 'note', note: 'sneaky' }),
      { leadId: String(id) },
    )
    expect([302, 401]).toContain(result.status)
    expect(listActivity({ leadId: id })).toEqual([])
  })
})

describe('the leads list', () => {
  it('?followUp=due lists open leads whose date is today or earlier', async () => {
    const dueToday = lead({ followUpOn: today })
    const overdue = lead({ followUpOn: addCalendarDays(today, -3), status: 'contacted' })
    const later = lead({ followUpOn: addCalendarDays(today, 1) })
    const won = lead({ followUpOn: addCalendarDays(today, -1), status: 'won' })
    const none = lead()
    const archived = lead({ followUpOn: today, archivedAt: new Date() })
    const due = await leadIds('?followUp=due')
    expect(due).toContain(dueToday)
    expect(due).toContain(overdue)
    for (const id of [later, won, none, archived]) expect(due).not.toContain(id)
  })

  it('?emergency=yes lists only ASAP leads, and the list flags them', async () => {
    const asap = lead({ timeFrame: 'asap', name: 'Broken Tonight' })
    const calm = lead({ timeFrame: 'flexible' })
    const ids = await leadIds('?emergency=yes')
    expect(ids).toContain(asap)
    expect(ids).not.toContain(calm)
    const all = await callRoute(leadsRoute, getRequest('/admin/leads', auth))
    const row = (all.data as { leads: { id: number; timeFrame: string }[] }).leads.find(
      (l) => l.id === asap,
    )
    expect(row?.timeFrame).toBe('asap')
  })

  it('search also covers the address, the city, the details and the Q-reference', async () => {
    const byAddress = lead({ address: '77 Sunrise Blvd' })
    const byCity = lead({ city: 'Coconut Creek' })
    const byDetails = lead({ details: 'Motorized skylight shade stuck' })
    expect(await leadIds('?q=Sunrise')).toEqual([byAddress])
    expect(await leadIds('?q=Coconut')).toEqual([byCity])
    expect(await leadIds('?q=skylight')).toEqual([byDetails])
    expect(await leadIds(`?q=${leadReference(byCity)}`)).toEqual([byCity])
  })
})

describe('the customer’s acknowledgement of a quote request', () => {
  it('e-mails the reference, the 2-hour promise and the phone, recorded in the timeline', async () => {
    const form = leadForm({ ...VALID_LEAD, email: 'ack@example.com' })
    const request = formRequest('/api/submit-lead', form, {
      headers: { 'Fly-Client-IP': '203.0.113.200' },
    })
    const response = (await submitLead(routeArgs(request))) as Response
    expect(response.status).toBe(200)
    const stored = db
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.email, 'ack@example.com'))
      .get()!
    // The same reference for the thank-you screen.
    expect(await response.json()).toMatchObject({ reference: leadReference(stored.id) })
    const [mail] = outboxTo('ack@example.com')
    expect(mail.subject).toBe(`We received your quote request ${leadReference(stored.id)}`)
    expect(mail.text).toContain(`Your reference is ${leadReference(stored.id)}`)
    expect(mail.text).toContain('within 2 hours during business hours')
    expect(mail.text).toContain(process.env.BUSINESS_PHONE ?? '')
    // Without SMTP the message waits in the outbox; the lead is kept all the same.
    expect(mail.status).toBe('failed')
    const [activity] = listActivity({ leadId: stored.id })
    expect(activity).toMatchObject({ kind: 'email', author: null })
    expect(activity.body).toContain(mail.subject)
    expect(activity.body).toContain('waits in the outbox')
  })

  it('is sent for a city-page request too', async () => {
    const { action } = await import('~/routes/__city-page')
    const response = await callRoute(
      { action },
      formRequest(
        '/plantation',
        {
          name: 'City Caller',
          phone: '(954) 555-0142',
          email: 'city-ack@example.com',
          service: 'motorization',
          address: '120 NW 70th Ave',
          zipCode: '33317',
          details: 'Six shades',
        },
        { headers: { 'Fly-Client-IP': '203.0.113.201' } },
      ),
    )
    const stored = db
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.email, 'city-ack@example.com'))
      .get()!
    expect(outboxTo('city-ack@example.com')[0].subject).toContain(leadReference(stored.id))
    // The confirmation says the same reference.
    const { getToast } = await import('~/server/platform/toast.server')
    const { toast } = await getToast(
      getRequest('/', { Cookie: new CookieJar().absorb(response).header() }),
    )
    expect(toast?.description).toContain(`Your reference is ${leadReference(stored.id)}.`)
  })
})

describe('staff e-mail the customer from the lead page', () => {
  it('sends through the site’s mail (outbox) and records it; refuses an empty one', async () => {
    const id = lead({ email: 'reply-to-me@example.com' })
    const empty = await postLead(id, { intent: 'email', subject: '', message: '' })
    expect(empty.status).toBe(400)
    expect(outboxTo('reply-to-me@example.com')).toEqual([])

    const sent = await postLead(id, {
      intent: 'email',
      subject: 'Your quote Q-1',
      message: 'Hello,\n\nWe can come on Tuesday at 10.',
    })
    expect(sent.status).toBe(302)
    const [mail] = outboxTo('reply-to-me@example.com')
    expect(mail.subject).toBe('Your quote Q-1')
    expect(mail.text).toContain('We can come on Tuesday at 10.')
    expect(listActivity({ leadId: id })[0]).toMatchObject({
      kind: 'email',
      author: 'office-manager',
    })
  })
})

describe('a window-company request’s follow-up', () => {
  it('keeps notes, status changes and the follow-up date in its timeline', async () => {
    const id = b2bRequest()
    expect((await postB2b(id, { intent: 'note', note: '' })).status).toBe(400)
    expect((await postB2b(id, { intent: 'note', note: 'Jo says Monday works' })).status).toBe(302)
    await postB2b(id, { intent: 'follow-up', followUpOn: today })
    await callRoute(
      b2bListRoute,
      formRequest(
        '/admin/b2b',
        { intent: 'status', id: String(id), status: 'in-progress' },
        {
          headers: auth,
        },
      ),
    )
    expect(listActivity({ windowCompanyRequestId: id }).map((a) => a.kind)).toEqual([
      'status',
      'follow-up',
      'note',
    ])
    expect(listActivity({ windowCompanyRequestId: id })[0].body).toBe(
      'Status changed from Pending to In Progress',
    )
  })

  it('?followUp=due lists open requests due today or earlier', async () => {
    const due = b2bRequest({ companyName: 'Due Co' })
    const later = b2bRequest({ companyName: 'Later Co' })
    const done = b2bRequest({ companyName: 'Done Co' })
    const archived = b2bRequest({ companyName: 'Archived Co' })
    await postB2b(archived, { intent: 'follow-up', followUpOn: today })
    db.update(schema.windowCompanyRequests)
      .set({ archivedAt: new Date() })
      .where(eq(schema.windowCompanyRequests.id, archived))
      .run()
    await postB2b(due, { intent: 'follow-up', followUpOn: addCalendarDays(today, -1) })
    await postB2b(later, { intent: 'follow-up', followUpOn: addCalendarDays(today, 2) })
    await postB2b(done, { intent: 'follow-up', followUpOn: today })
    db.update(schema.windowCompanyRequests)
      .set({ status: 'completed' })
      .where(eq(schema.windowCompanyRequests.id, done))
      .run()
    const ids = await b2bIds('?followUp=due')
    expect(ids).toContain(due)
    expect(ids).not.toContain(later)
    expect(ids).not.toContain(done)
    expect(ids).not.toContain(archived)
  })

  it('search covers the job address and the details', async () => {
    const id = b2bRequest({
      customerAddress: '9 Flamingo Way',
      projectDetails: 'Plantation shutters',
    })
    expect(await b2bIds('?q=Flamingo')).toEqual([id])
    expect(await b2bIds('?q=shutters')).toEqual([id])
  })
})

describe('visits booked from a lead or a B2B request', () => {
  it('fills the booking form from the B2B request and records the removal visit on it', async () => {
    const id = b2bRequest({ customerName: 'Removal Customer', customerEmail: undefined })
    const page = await callRoute(bookRoute, getRequest(`/admin/appointments/new?b2bId=${id}`, auth))
    const data = page.data as { b2b: { id: number }; defaults: Record<string, string> }
    expect(data.b2b.id).toBe(id)
    expect(data.defaults).toMatchObject({
      customerName: 'Removal Customer',
      customerEmail: 'jo@acme.test',
      customerAddress: '1 Main St, Davie, FL 33314',
      windowCompanyRequestId: String(id),
    })
    const booked = await callRoute(
      bookRoute,
      formRequest(
        '/admin/appointments/new',
        { ...data.defaults, date: offeredDate(3), time: '10:00' },
        { headers: auth },
      ),
    )
    expect(booked.status).toBe(302)
    const [visit] = listActivity({ windowCompanyRequestId: id })
    expect(visit).toMatchObject({ kind: 'visit', author: 'office-manager' })
    expect(visit.body).toContain('Removal Customer')
    expect(visit.body).toContain('10:00 AM')
    expect(visit.body).toContain('The confirmation is e-mailed to jo@acme.test')
  })

  it('records a visit booked from a lead on the lead', async () => {
    const id = lead({ name: 'Lead Visit', address: '5 Palm Ave', city: 'Weston' })
    const page = await callRoute(
      bookRoute,
      getRequest(`/admin/appointments/new?leadId=${id}`, auth),
    )
    const defaults = (page.data as { defaults: Record<string, string> }).defaults
    const booked = await callRoute(
      bookRoute,
      formRequest(
        '/admin/appointments/new',
        { ...defaults, date: offeredDate(3), time: '14:00' },
        { headers: auth },
      ),
    )
    expect(booked.status).toBe(302)
    expect(listActivity({ leadId: id })[0]).toMatchObject({ kind: 'visit' })
  })
})
