import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

const DAY = '2026-12-08'
let auth: { Authorization: string }
let slotId: number
let visitId: number

const slot = () =>
  db.select().from(schema.appointmentSlots).where(eq(schema.appointmentSlots.id, slotId)).get()!
const visit = () =>
  db.select().from(schema.appointments).where(eq(schema.appointments.id, visitId)).get()!

beforeAll(() => {
  auth = adminHeaders()
  slotId = db
    .insert(schema.appointmentSlots)
    .values({
      date: DAY,
      timeSlot: '09:00',
      durationMinutes: 60,
      maxBookings: 2,
      currentBookings: 1,
    })
    .returning()
    .get().id
  db.insert(schema.appointmentSlots)
    .values({ date: DAY, timeSlot: '13:00', durationMinutes: 60, maxBookings: 2 })
    .run()
  visitId = db
    .insert(schema.appointments)
    .values({
      slotId,
      customerName: 'Lena Park',
      customerEmail: 'lena@example.com',
      customerPhone: '(954) 555-0150',
      customerAddress: '9 Palm Ave, Weston',
      serviceType: 'consultation',
      appointmentDate: DAY,
      appointmentTime: '09:00',
    })
    .returning()
    .get().id
})

function post(fields: Record<string, string>) {
  return callRoute(
    appointmentsRoute,
    formRequest(`/admin/appointments?date=${DAY}`, fields, { headers: auth }),
  )
}

describe('Appointments tab', () => {
  it('shows a day: its visits and its times with their capacity', async () => {
    const result = await callRoute(
      appointmentsRoute,
      getRequest(`/admin/appointments?date=${DAY}`, auth),
    )
    const data = result.data as {
      date: string
      slots: { timeSlot: string }[]
      appointments: { customerName: string }[]
    }
    expect(data.date).toBe(DAY)
    expect(data.slots.map((s) => s.timeSlot)).toEqual(['09:00', '13:00'])
    expect(data.appointments.map((a) => a.customerName)).toEqual(['Lena Park'])
  })

  it('changes a slot capacity, never below what is booked', async () => {
    const low = await post({ intent: 'capacity', slotId: String(slotId), maxBookings: '0' })
    expect(low.status).toBe(400)
    expect(low.data).toMatchObject({ error: expect.stringContaining('1 visits are booked') })
    expect(slot().maxBookings).toBe(2)
    const ok = await post({ intent: 'capacity', slotId: String(slotId), maxBookings: '3' })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe(`/admin/appointments?date=${DAY}`)
    expect(slot().maxBookings).toBe(3)
    expect(
      (await post({ intent: 'capacity', slotId: String(slotId), maxBookings: 'x' })).status,
    ).toBe(400)
  })

  it('blocks a day and opens it again; booked visits stay', async () => {
    expect((await post({ intent: 'block-day', date: DAY })).status).toBe(302)
    const slots = db
      .select()
      .from(schema.appointmentSlots)
      .where(eq(schema.appointmentSlots.date, DAY))
      .all()
    expect(slots.every((s) => !s.isAvailable)).toBe(true)
    expect(visit().status).toBe('scheduled')
    await post({ intent: 'unblock-day', date: DAY })
    expect(slot().isAvailable).toBe(true)
  })

  it('marks a visit done, cancels one (freeing its place), and does not reopen a cancelled one', async () => {
    expect(
      (await post({ intent: 'status', id: String(visitId), status: 'completed' })).status,
    ).toBe(302)
    expect(visit().status).toBe('completed')
    await post({ intent: 'status', id: String(visitId), status: 'scheduled' })
    expect(
      (await post({ intent: 'status', id: String(visitId), status: 'cancelled' })).status,
    ).toBe(302)
    expect(visit().status).toBe('cancelled')
    expect(slot().currentBookings).toBe(0)
    const reopen = await post({ intent: 'status', id: String(visitId), status: 'scheduled' })
    expect(reopen.status).toBe(400)
    expect(visit().status).toBe('cancelled')
  })
})
