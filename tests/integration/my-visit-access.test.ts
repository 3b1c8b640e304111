/**
 * Who may open a visit (issue 38): an installer reads and marks done only the visits assigned
 * to them; someone else's visit, or one assigned to nobody, is not found (404, never 403: the
 * id is not confirmed to exist) and the answer holds nothing of the customer. The owner and the
 * office, who run the calendar, open any visit. (Before: any installer read any visit by its
 * sequential id, with the customer's name, phone, address, gate code and order.)
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute, type RouteResult } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import * as myVisitRoute from '~/routes-admin/admin.my-visits_.$appointmentId'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'
import { file, jpegBytes } from './quote-helpers'

const day = addCalendarDays(businessDate(), 1)
const CUSTOMER = {
  name: 'Zelda Private',
  phone: '(954) 555-0133',
  phoneDigits: '9545550133',
  address: '41 Hidden Lane, Davie, FL 33314',
  access: 'Gate code 8642',
  order: 'ORD-PRIV-41',
}

let ana: { Authorization: string }
let ben: { Authorization: string }
let office: { Authorization: string }
let owner: { Authorization: string }
let anaId: number
let bensVisit: number
let unassignedVisit: number
let anasVisit: number

function staffId(username: string) {
  return (
    db.select().from(schema.adminUsers).where(eq(schema.adminUsers.username, username)).get()?.id ??
    0
  )
}

function addVisit(time: string, assignedAdminId: number | null) {
  db.insert(schema.appointmentSlots)
    .values({ date: day, timeSlot: time, durationMinutes: 60, maxBookings: 3, currentBookings: 1 })
    .onConflictDoNothing()
    .run()
  const slot = db
    .select()
    .from(schema.appointmentSlots)
    .where(and(eq(schema.appointmentSlots.date, day), eq(schema.appointmentSlots.timeSlot, time)))
    .get()
  const id = db
    .insert(schema.appointments)
    .values({
      slotId: slot?.id as number,
      customerName: CUSTOMER.name,
      customerEmail: 'zelda@example.com',
      customerPhone: CUSTOMER.phone,
      customerAddress: CUSTOMER.address,
      serviceType: 'installation',
      serviceDescription: CUSTOMER.access,
      appointmentDate: day,
      appointmentTime: time,
      assignedAdminId,
    })
    .returning()
    .get().id
  db.insert(schema.orders)
    .values({
      reference: `${CUSTOMER.order}-${id}`,
      status: 'paid',
      stage: 'installation-scheduled',
      appointmentId: id,
      customerName: CUSTOMER.name,
      customerEmail: 'zelda@example.com',
      customerPhone: CUSTOMER.phone,
      subtotalCents: 10000,
      installationCents: 0,
      taxCents: 0,
      totalCents: 10000,
      paidAt: new Date(),
    })
    .run()
  return id
}

function visit(id: number) {
  return db.select().from(schema.appointments).where(eq(schema.appointments.id, id)).get()
}

/** Everything the answer carries, as text: a thrown Response's body or the data as JSON. */
async function bodyOf(result: RouteResult<unknown>): Promise<string> {
  if (result.response) return result.response.clone().text()
  return JSON.stringify(result.data ?? null)
}

function expectNothingOfTheCustomer(body: string) {
  for (const fact of [
    CUSTOMER.name,
    CUSTOMER.phone,
    CUSTOMER.phoneDigits,
    CUSTOMER.address,
    CUSTOMER.access,
    CUSTOMER.order,
    'zelda',
  ]) {
    expect(body.toLowerCase(), fact).not.toContain(fact.toLowerCase())
  }
}

const open = (id: number, headers: { Authorization: string }) =>
  callRoute(myVisitRoute, getRequest(`/admin/my-visits/${id}`, headers), {
    appointmentId: String(id),
  })

const markDone = async (id: number, headers: { Authorization: string }) =>
  callRoute(
    myVisitRoute,
    formRequest(
      `/admin/my-visits/${id}`,
      { note: 'Done, all good', photos: file(await jpegBytes(), 'after.jpg') },
      { headers },
    ),
    { appointmentId: String(id) },
  )

beforeAll(() => {
  ana = adminHeaders('installer-ana', 'installer')
  ben = adminHeaders('installer-ben', 'installer')
  office = adminHeaders('office-olga', 'office')
  owner = adminHeaders('owner-omar', 'owner')
  anaId = staffId('installer-ana')
  bensVisit = addVisit('09:00', staffId('installer-ben'))
  unassignedVisit = addVisit('11:00', null)
  anasVisit = addVisit('13:00', anaId)
})

describe('an installer opens only their own visits', () => {
  it("answers 404 for another installer's visit and for an unassigned one, with nothing of the customer", async () => {
    for (const id of [bensVisit, unassignedVisit]) {
      const result = await open(id, ana)
      expect(result.status, `visit ${id}`).toBe(404)
      expectNothingOfTheCustomer(await bodyOf(result))
    }
  })

  it('answers the same 404 as for a visit that does not exist (the id is not confirmed)', async () => {
    const missing = await open(999_999, ana)
    const hidden = await open(bensVisit, ana)
    expect([hidden.status, await bodyOf(hidden)]).toEqual([missing.status, await bodyOf(missing)])
  })

  it('opens their own visit with what they need on site', async () => {
    for (const [id, headers] of [
      [anasVisit, ana],
      [bensVisit, ben],
    ] as const) {
      const result = await open(id, headers)
      expect(result.status).toBe(200)
      expect(await bodyOf(result)).toContain(CUSTOMER.access)
    }
  })

  it("cannot mark another's or an unassigned visit done: 404, nothing changed or stored", async () => {
    for (const id of [bensVisit, unassignedVisit]) {
      const result = await markDone(id, ana)
      expect(result.status, `visit ${id}`).toBe(404)
      expectNothingOfTheCustomer(await bodyOf(result))
      expect(visit(id)).toMatchObject({ status: 'scheduled', doneNote: null })
      expect(
        db.select().from(schema.visitPhotos).where(eq(schema.visitPhotos.appointmentId, id)).all(),
      ).toEqual([])
    }
  })

  it('the refusal is written in the audit log', async () => {
    await markDone(bensVisit, ana)
    const refusals = db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.kind, 'refused'), eq(schema.auditLog.actorId, anaId)))
      .all()
    expect(refusals.some((r) => r.summary.includes(`POST /admin/my-visits/${bensVisit}`))).toBe(
      true,
    )
  })
})

describe('the owner and the office open any visit', () => {
  it("reads another's and an unassigned visit", async () => {
    for (const headers of [owner, office]) {
      for (const id of [bensVisit, unassignedVisit]) {
        const result = await open(id, headers)
        expect(result.status).toBe(200)
        expect(await bodyOf(result)).toContain(CUSTOMER.name)
      }
    }
  })

  it('may not mark it done for the installer: only the assignee does (403, they can see it)', async () => {
    const result = await markDone(bensVisit, office)
    expect(result.status).toBe(403)
    expect(visit(bensVisit)?.status).toBe('scheduled')
  })
})

describe("the installer's phone view", () => {
  it('shows what to install without a price, and the history in words without raw data', async () => {
    const order = db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.appointmentId, anasVisit))
      .get()!
    db.insert(schema.orderLines)
      .values({
        orderId: order.id,
        productType: 'zebra',
        productName: 'Zebra Shades',
        fabricName: 'Natural Linen Zebra',
        widthEighths: 48 * 8,
        heightEighths: 72 * 8,
        mountType: 'inside',
        operationType: 'manual',
        controlSide: 'right',
        optionCodes: ['installation'],
        unitPriceCents: 22399,
        quantity: 1,
        installationCents: 4000,
        lineTotalCents: 22399,
      })
      .run()
    db.insert(schema.auditLog)
      .values({
        actorName: 'office-olga',
        kind: 'assignment',
        subjectType: 'appointment',
        subjectId: String(anasVisit),
        summary: 'Visit assigned to Ana',
        before: '{"assignee":null}',
        after: '{"assignee":"installer-ana"}',
      })
      .run()
    const body = await bodyOf(await open(anasVisit, ana))
    expect(body).toContain('Zebra Shades')
    expect(body).toContain('Inside mount')
    expect(body).toContain('Visit assigned to Ana')
    expect(body).not.toMatch(/\$\d/)
    expect(body).not.toContain('assignee')
  })
})

describe('who the calendar offers to assign', () => {
  it('names staff by their display name and refuses a suspended person', async () => {
    const { loader, action } = await import('~/routes-admin/admin.appointments')
    db.update(schema.adminUsers)
      .set({ displayName: 'Ana Lopez' })
      .where(eq(schema.adminUsers.id, anaId))
      .run()
    adminHeaders('installer-sam', 'installer')
    db.update(schema.adminUsers)
      .set({ status: 'suspended', displayName: 'Sam Suspended' })
      .where(eq(schema.adminUsers.username, 'installer-sam'))
      .run()
    const page = await callRoute(
      { loader, action },
      getRequest(`/admin/appointments?date=${day}`, office),
    )
    const staff = (page.data as { staff: { id: number; name: string; active: boolean }[] }).staff
    expect(staff.find((s) => s.id === anaId)).toMatchObject({ name: 'Ana Lopez', active: true })
    expect(staff.find((s) => s.id === staffId('installer-sam'))).toMatchObject({
      name: 'Sam Suspended',
      active: false,
    })
    const assign = (assigneeId: number) =>
      callRoute(
        { loader, action },
        formRequest(
          `/admin/appointments?date=${day}`,
          { intent: 'assign', id: String(unassignedVisit), assigneeId: String(assigneeId) },
          { headers: office },
        ),
      )
    expect((await assign(staffId('installer-sam'))).status).toBe(400)
    expect(visit(unassignedVisit)?.assignedAdminId).toBeNull()
    const done = await assign(anaId)
    expect(done.status).toBe(302)
    expect(visit(unassignedVisit)?.assignedAdminId).toBe(anaId)
    const entry = db.select().from(schema.auditLog).all().at(-1)!
    expect(entry.summary).toContain('Ana Lopez')
  })
})
