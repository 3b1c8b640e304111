/**
 * The "Today" dashboard (issue 28): each card's count, order and items at a pinned clock, the
 * 2-hour promise as on time / late, and each card's link showing exactly what the card counts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { DASHBOARD_LINKS } from '~/domain/dashboard'
import * as dashboardRoute from '~/routes-admin/admin._index'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as b2bRoute from '~/routes-admin/admin.b2b'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as ordersRoute from '~/routes-admin/admin.orders'
import * as outboxRoute from '~/routes-admin/admin.outbox'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

/** Thursday Dec 3, 2026, 10:00 in Florida. */
const NOW = new Date('2026-12-03T15:00:00Z')
const TODAY = '2026-12-03'
const TOMORROW = '2026-12-04'
const YESTERDAY = '2026-12-02'
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

let auth: { Authorization: string }

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  auth = adminHeaders('office-manager')
})

afterAll(() => {
  vi.useRealTimers()
})

type Dashboard = Awaited<ReturnType<typeof dashboardRoute.loader>>

async function dashboard(): Promise<Dashboard> {
  const result = await callRoute(dashboardRoute, getRequest('/admin', auth))
  expect(result.status).toBe(200)
  return result.data as Dashboard
}

async function listData(module: Parameters<typeof callRoute>[0], url: string) {
  const result = await callRoute(module, getRequest(url, auth))
  expect(result.status).toBe(200)
  return result.data as Record<string, unknown>
}

function visit(
  date: string,
  time: string,
  name: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) {
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date, timeSlot: time, durationMinutes: 60, maxBookings: 3 })
    .onConflictDoNothing()
    .returning({ id: schema.appointmentSlots.id })
    .get()
  const slotId =
    slot?.id ??
    db.select({ id: schema.appointmentSlots.id }).from(schema.appointmentSlots).all().at(-1)?.id
  db.insert(schema.appointments)
    .values({
      slotId: slotId as number,
      customerName: name,
      customerEmail: `${name.toLowerCase()}@example.com`,
      customerPhone: '(954) 555-0100',
      customerAddress: `${name} Street 1, Davie, FL`,
      serviceType: 'consultation',
      appointmentDate: date,
      appointmentTime: time,
      status,
    })
    .run()
}

function lead(name: string, fields: Partial<typeof schema.leads.$inferInsert> = {}) {
  return db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name,
      email: 'x@example.com',
      phone: '9545550100',
      ...fields,
    })
    .returning({ id: schema.leads.id })
    .get().id
}

function b2b(
  company: string,
  fields: Partial<typeof schema.windowCompanyRequests.$inferInsert> = {},
) {
  return db
    .insert(schema.windowCompanyRequests)
    .values({
      companyName: company,
      contactName: 'Jo',
      contactPhone: '9545550100',
      contactEmail: 'jo@acme.test',
      customerName: 'Ann Lee',
      customerPhone: '9545550101',
      customerAddress: '1 Main St',
      projectDetails: 'Remove verticals',
      blindType: 'Vertical',
      numberOfWindows: 3,
      ...fields,
    })
    .returning({ id: schema.windowCompanyRequests.id })
    .get().id
}

function order(
  kind: 'order' | 'samples' | 'quote',
  stage: (typeof schema.ORDER_STAGES)[number],
  name: string,
  createdAt: Date,
) {
  return db
    .insert(schema.orders)
    .values({
      kind,
      stage,
      customerName: name,
      customerEmail: 'o@example.com',
      customerPhone: '9545550100',
      subtotalCents: 100,
      installationCents: 0,
      taxCents: 0,
      totalCents: 100,
      paidAt: kind === 'order' && stage !== 'awaiting-payment' ? createdAt : null,
      createdAt,
    })
    .returning({ id: schema.orders.id })
    .get().id
}

function mail(subject: string, status: 'sent' | 'failed', createdAt: Date) {
  db.insert(schema.outbox)
    .values({ to: 'a@example.com', subject, text: 'x', status, createdAt })
    .run()
}

describe('the Today dashboard', () => {
  it('says every card is empty on a quiet day', async () => {
    const d = await dashboard()
    expect(d.today).toBe(TODAY)
    expect(d.tomorrow).toBe(TOMORROW)
    expect(d.visits.today.count).toBe(0)
    expect(d.visits.tomorrow.count).toBe(0)
    expect(d.newLeads.count).toBe(0)
    expect(d.followUps.count).toBe(0)
    expect(d.orders.paid.count).toBe(0)
    expect(d.orders.samples.count).toBe(0)
    expect(d.pendingB2b.count).toBe(0)
    expect(d.failedMail.count).toBe(0)
  })

  it('counts and orders each card at the pinned clock', async () => {
    visit(TODAY, '14:00', 'Bob')
    visit(TODAY, '09:00', 'Ann', 'cancelled')
    visit(TOMORROW, '10:00', 'Cy')
    visit(YESTERDAY, '10:00', 'Old')
    visit('2026-12-05', '10:00', 'Later')

    const fortyFive = lead('Forty-five', { createdAt: ago(45) })
    const late = lead('Three hours', { createdAt: ago(190) })
    const emergency = lead('Emergency', { createdAt: ago(5), timeFrame: 'asap' })
    const twoHours = lead('Two hours', { createdAt: ago(120) })
    const contacted = lead('Contacted', {
      status: 'contacted',
      followUpOn: TODAY,
      createdAt: ago(600),
    })
    lead('Won', { status: 'won', followUpOn: YESTERDAY })
    lead('Later', { status: 'contacted', followUpOn: TOMORROW })

    const oldB2b = b2b('Old Co', { createdAt: ago(2 * 24 * 60 + 60), followUpOn: YESTERDAY })
    const newB2b = b2b('New Co', { createdAt: ago(30) })
    b2b('Busy Co', { status: 'in-progress' })

    const paidLater = order('order', 'paid', 'Paid later', ago(30))
    const paidFirst = order('order', 'paid', 'Paid first', ago(300))
    order('order', 'ordered', 'Ordered', ago(400))
    order('order', 'awaiting-payment', 'Unpaid', ago(400))
    const samples = order('samples', 'received', 'Samples', ago(60))
    order('samples', 'mailed', 'Mailed', ago(60))
    order('quote', 'received', 'Quote', ago(60))

    mail('Older failure', 'failed', ago(90))
    mail('Newer failure', 'failed', ago(10))
    mail('Went out', 'sent', ago(5))

    const d = await dashboard()
    expect(d.visits.today.visits.map((v) => [v.time, v.customerName, v.status])).toEqual([
      ['09:00', 'Ann', 'cancelled'],
      ['14:00', 'Bob', 'scheduled'],
    ])
    expect(d.visits.today.visits[0].customerAddress).toBe('Ann Street 1, Davie, FL')
    expect(d.visits.tomorrow.visits.map((v) => v.customerName)).toEqual(['Cy'])

    expect(d.newLeads.count).toBe(4)
    expect(d.newLeads.emergencies).toBe(1)
    expect(d.newLeads.late).toBe(1)
    expect(d.newLeads.leads.map((l) => [l.id, l.age, l.state, l.emergency])).toEqual([
      [emergency, '5 min', 'on-time', true],
      [late, '3 h 10 min', 'late', false],
      [twoHours, '2 h', 'on-time', false],
      [fortyFive, '45 min', 'on-time', false],
    ])

    expect(d.followUps).toMatchObject({ count: 2, leads: 1, b2b: 1 })
    expect(d.followUps.items.map((i) => [i.kind, i.id, i.overdue])).toEqual([
      ['b2b', oldB2b, true],
      ['lead', contacted, false],
    ])

    expect(d.orders.paid.count).toBe(2)
    expect(d.orders.paid.orders.map((o) => o.id)).toEqual([paidFirst, paidLater])
    expect(d.orders.samples.count).toBe(1)
    expect(d.orders.samples.orders.map((o) => o.id)).toEqual([samples])

    expect(d.pendingB2b.count).toBe(2)
    expect(d.pendingB2b.requests.map((r) => [r.id, r.age])).toEqual([
      [oldB2b, '2 d 1 h'],
      [newB2b, '30 min'],
    ])

    expect(d.failedMail.count).toBe(2)
    expect(d.failedMail.messages.map((m) => m.subject)).toEqual(['Newer failure', 'Older failure'])
  })

  it('links every card to a list showing exactly what the card counts', async () => {
    const d = await dashboard()
    const appointments = (date: string) =>
      listData(appointmentsRoute, DASHBOARD_LINKS.visits(date)).then(
        (data) => (data.appointments as unknown[]).length,
      )
    expect(await appointments(TODAY)).toBe(d.visits.today.count)
    expect(await appointments(TOMORROW)).toBe(d.visits.tomorrow.count)

    const leadsTotal = (url: string) => listData(leadsRoute, url).then((data) => data.total)
    expect(await leadsTotal(DASHBOARD_LINKS.newLeads)).toBe(d.newLeads.count)
    expect(await leadsTotal(DASHBOARD_LINKS.emergencyLeads)).toBe(d.newLeads.emergencies)
    expect(await leadsTotal(DASHBOARD_LINKS.leadsFollowUp)).toBe(d.followUps.leads)

    const b2bCount = (url: string) =>
      listData(b2bRoute, url).then((data) => (data.requests as unknown[]).length)
    expect(await b2bCount(DASHBOARD_LINKS.b2bFollowUp)).toBe(d.followUps.b2b)
    expect(await b2bCount(DASHBOARD_LINKS.pendingB2b)).toBe(d.pendingB2b.count)

    const ordersTotal = (url: string) => listData(ordersRoute, url).then((data) => data.total)
    expect(await ordersTotal(DASHBOARD_LINKS.paidOrders)).toBe(d.orders.paid.count)
    expect(await ordersTotal(DASHBOARD_LINKS.samplesToMail)).toBe(d.orders.samples.count)

    expect(await listData(outboxRoute, DASHBOARD_LINKS.failedMail).then((data) => data.total)).toBe(
      d.failedMail.count,
    )
  })

  it("lists the leads in the dashboard's order (new ones first: emergencies, then the longest waiting, each On time or Late), phones written one way", async () => {
    const d = await dashboard()
    const list = (await listData(leadsRoute, '/admin/leads')) as {
      leads: {
        id: number
        status: string
        phone: string
        promise: { label: string; age: string } | null
      }[]
    }
    const newOnes = list.leads.filter((l) => l.status === 'new')
    expect(list.leads.slice(0, newOnes.length)).toEqual(newOnes)
    expect(newOnes.map((l) => l.id).slice(0, d.newLeads.leads.length)).toEqual(
      d.newLeads.leads.map((l) => l.id),
    )
    expect(newOnes.map((l) => [l.promise?.label, l.promise?.age])).toEqual(
      d.newLeads.leads.map((l) => [l.label, l.age]),
    )
    expect(list.leads.find((l) => l.status !== 'new')?.promise).toBeNull()
    expect(list.leads[0].phone).toBe('(954) 555-0100')
  })

  it('leaves archived leads and B2B requests out of every card', async () => {
    const before = await dashboard()
    lead('Archived new', { createdAt: ago(500), archivedAt: ago(1), followUpOn: YESTERDAY })
    b2b('Archived Co', { archivedAt: ago(1), followUpOn: YESTERDAY })
    const after = await dashboard()
    expect(after.newLeads.count).toBe(before.newLeads.count)
    expect(after.newLeads.late).toBe(before.newLeads.late)
    expect(after.followUps.count).toBe(before.followUps.count)
    expect(after.pendingB2b.count).toBe(before.pendingB2b.count)
  })

  it('is for staff only', async () => {
    const result = await callRoute(dashboardRoute, getRequest('/admin'))
    expect(result.status).toBe(401)
  })
})
