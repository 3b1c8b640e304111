/**
 * The installer's day (issue 31): staff assign a visit on the calendar, the assignee sees
 * today's and tomorrow's visits with what they need on site, and marks one done with a
 * photo: the visit is completed, its order moves to Installed, and the office sees both.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as myVisitsRoute from '~/routes-admin/admin.my-visits'
import * as myVisitRoute from '~/routes-admin/admin.my-visits_.$appointmentId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'
import { file, jpegBytes } from './quote-helpers'

const today = businessDate()
const tomorrow = addCalendarDays(today, 1)
let office: { Authorization: string }
let installer: { Authorization: string }
let installerId: number
let morning: number
let afternoon: number
let tomorrowVisit: number
let nextWeek: number
let orderId: number

function addVisit(date: string, time: string, name: string) {
  const slotId = db
    .insert(schema.appointmentSlots)
    .values({ date, timeSlot: time, durationMinutes: 60, maxBookings: 3, currentBookings: 1 })
    .onConflictDoNothing()
    .returning()
    .get()?.id
  const slot =
    slotId ??
    db.select().from(schema.appointmentSlots).where(eq(schema.appointmentSlots.date, date)).get()
      ?.id
  return db
    .insert(schema.appointments)
    .values({
      slotId: slot as number,
      customerName: name,
      customerEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
      customerPhone: '(954) 555-0150',
      customerAddress: '9 Palm Ave, Weston, FL 33326',
      serviceType: 'installation',
      serviceDescription: 'Gate code 4321',
      appointmentDate: date,
      appointmentTime: time,
    })
    .returning()
    .get().id
}

function visit(id: number) {
  const row = db.select().from(schema.appointments).where(eq(schema.appointments.id, id)).get()
  if (!row) throw new Error('no visit')
  return row
}

beforeAll(() => {
  office = adminHeaders('office-person')
  installer = adminHeaders('van-installer')
  installerId =
    db.select().from(schema.adminUsers).where(eq(schema.adminUsers.username, 'van-installer')).get()
      ?.id ?? 0
  afternoon = addVisit(today, '14:00', 'Ana Later')
  morning = addVisit(today, '09:00', 'Bea Early')
  tomorrowVisit = addVisit(tomorrow, '10:00', 'Cy Tomorrow')
  nextWeek = addVisit(addCalendarDays(today, 7), '10:00', 'Di Nextweek')
  orderId = db
    .insert(schema.orders)
    .values({
      status: 'paid',
      stage: 'installation-scheduled',
      appointmentId: morning,
      customerName: 'Bea Early',
      customerEmail: 'bea@example.com',
      customerPhone: '(954) 555-0150',
      subtotalCents: 20000,
      installationCents: 4000,
      taxCents: 0,
      totalCents: 24000,
      paidAt: new Date(),
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId,
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Linen White',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 4000,
      lineTotalCents: 20000,
      roomLabel: 'Master bedroom',
    })
    .run()
})

const assign = (id: number, assigneeId: number | '') =>
  callRoute(
    appointmentsRoute,
    formRequest(
      `/admin/appointments?date=${today}`,
      { intent: 'assign', id: String(id), assigneeId: String(assigneeId) },
      { headers: office },
    ),
  )

describe('assigning visits on the calendar', () => {
  it('assigns a visit to a staff member, recorded in the audit log; a bad id is a 400', async () => {
    for (const id of [afternoon, morning, tomorrowVisit, nextWeek]) {
      expect((await assign(id, installerId)).status).toBe(302)
    }
    expect(visit(morning).assignedAdminId).toBe(installerId)
    const entry = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.kind, 'assignment'))
      .all()
      .at(-1)
    expect(entry).toMatchObject({ actorName: 'office-person', after: 'van-installer' })
    expect((await assign(morning, 999999)).status).toBe(400)
    expect(visit(morning).assignedAdminId).toBe(installerId)
  })

  it('the week view has each visit with its assignee (their colour comes from the id)', async () => {
    const page = await callRoute(
      appointmentsRoute,
      getRequest(`/admin/appointments?date=${today}&view=week`, office),
    )
    const data = page.data as {
      staff: { id: number; username: string; colour: { border: string } }[]
      week: { rows: { visits: { id: number; assignedAdminId: number | null }[] }[] }[]
    }
    expect(data.staff.find((s) => s.id === installerId)?.colour.border).toMatch(/^#/)
    const visits = data.week.flatMap((d) => d.rows.flatMap((r) => r.visits))
    expect(visits.find((v) => v.id === morning)?.assignedAdminId).toBe(installerId)
  })
})

describe("the installer's day", () => {
  it("lists today's and tomorrow's visits in time order with maps, phone, notes and the order", async () => {
    const page = await callRoute(myVisitsRoute, getRequest('/admin/my-visits', installer))
    const visits = (
      page.data as {
        visits: {
          id: number
          mapsUrl: string
          phoneLink: string
          notes: string[]
          order: { lines: { title: string; text: string }[] } | null
        }[]
      }
    ).visits
    expect(visits.map((v) => v.id)).toEqual([morning, afternoon, tomorrowVisit])
    expect(visits[0].mapsUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=9%20Palm%20Ave%2C%20Weston%2C%20FL%2033326',
    )
    expect(visits[0].phoneLink).toBe('tel:9545550150')
    expect(visits[0].notes).toEqual(['Gate code 4321'])
    expect(visits[0].order?.lines[0].title).toBe('Zebra Shades')
    expect(visits[0].order?.lines[0].text).toContain('Master bedroom')
    const officeDay = await callRoute(myVisitsRoute, getRequest('/admin/my-visits', office))
    expect((officeDay.data as { visits: unknown[] }).visits).toEqual([])
  })

  it('only the assignee may mark a visit done (403 for anyone else)', async () => {
    const result = await callRoute(
      myVisitRoute,
      formRequest(`/admin/my-visits/${morning}`, { note: 'x' }, { headers: office }),
      { appointmentId: String(morning) },
    )
    expect(result.status).toBe(403)
    expect(visit(morning).status).toBe('scheduled')
  })

  it('Done with a note and a photo completes the visit and moves its order to Installed', async () => {
    const photo = file(await jpegBytes(), 'after.jpg')
    const done = await callRoute(
      myVisitRoute,
      formRequest(
        `/admin/my-visits/${morning}`,
        { note: 'All blinds up, customer happy', photos: photo },
        { headers: installer },
      ),
      { appointmentId: String(morning) },
    )
    expect(done.status).toBe(302)
    expect(visit(morning)).toMatchObject({
      status: 'completed',
      doneNote: 'All blinds up, customer happy',
    })
    const photos = db
      .select()
      .from(schema.visitPhotos)
      .where(eq(schema.visitPhotos.appointmentId, morning))
      .all()
    expect(photos).toHaveLength(1)
    const order = db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()
    expect(order?.stage).toBe('installed')
    const entry = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.kind, 'visit-done'))
      .get()
    expect(entry).toMatchObject({ actorName: 'van-installer', subjectId: String(morning) })

    // The office sees it: the calendar says completed, the order page its stage.
    const day = await callRoute(
      appointmentsRoute,
      getRequest(`/admin/appointments?date=${today}`, office),
    )
    const row = (day.data as { appointments: { id: number; status: string }[] }).appointments.find(
      (a) => a.id === morning,
    )
    expect(row?.status).toBe('completed')
    const orderPage = await callRoute(orderRoute, getRequest(`/admin/orders/${orderId}`, office), {
      orderId: String(orderId),
    })
    expect((orderPage.data as { workflow: { stageLabel: string } }).workflow.stageLabel).toBe(
      'Installed',
    )
    const visitPage = await callRoute(
      myVisitRoute,
      getRequest(`/admin/my-visits/${morning}`, office),
      { appointmentId: String(morning) },
    )
    expect((visitPage.data as { visit: { donePhotos: unknown[] } }).visit.donePhotos).toHaveLength(
      1,
    )
  })

  it('an unknown visit is a 404', async () => {
    const result = await callRoute(myVisitRoute, getRequest('/admin/my-visits/999999', installer), {
      appointmentId: '999999',
    })
    expect(result.status).toBe(404)
  })
})
