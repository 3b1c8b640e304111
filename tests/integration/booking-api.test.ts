import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { BOOKING_SERVICE_TYPES, SLOT_TAKEN_MESSAGE } from '~/domain/booking'
import * as slotsRoute from '~/routes-api/api.appointment-slots'
import * as appointmentsRoute from '~/routes-api/api.appointments'
import { db, schema } from '~/server/platform/db.server'
import { customer, ip, offeredDate, seedTemplates, slotAt, today } from './booking-helpers'

beforeAll(seedTemplates)

type Slot = { id: number; timeSlot: string; isAvailable: boolean; currentBookings: number }

async function getSlots(query: string) {
  return callRoute(slotsRoute, getRequest(`/api/appointment-slots${query}`))
}

async function book(body: unknown, n = 1) {
  return callRoute(appointmentsRoute, jsonRequest('/api/appointments', body, { headers: ip(n) }))
}

function request(date: string, slotId: number, n = 1, serviceType = 'consultation') {
  return { ...customer(n), serviceType, appointmentDate: date, slotId }
}

describe('GET /api/appointment-slots', () => {
  it('lists a date’s slots for a service in the slot entity’s shape', async () => {
    const date = offeredDate(0)
    const result = await getSlots(`?date=${date}&serviceType=consultation`)
    expect(result.status).toBe(200)
    const slots = result.data as Slot[]
    expect(slots.map((s) => s.timeSlot)).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '17:00',
    ])
    expect(slots[0]).toEqual({
      id: expect.any(Number),
      date,
      timeSlot: '08:00',
      duration: 120,
      isAvailable: true,
      currentBookings: 0,
      maxBookings: 2,
    })
  })

  it('never offers a service a start time that would run past closing', async () => {
    for (const serviceType of ['installation', 'repair']) {
      const result = await getSlots(`?date=${offeredDate(1)}&serviceType=${serviceType}`)
      expect((result.data as Slot[]).map((s) => s.timeSlot)).not.toContain('17:00')
    }
    const short = await getSlots(`?date=${offeredDate(1)}&serviceType=measurement`)
    expect((short.data as Slot[]).map((s) => s.timeSlot)).toContain('17:00')
  })

  it('answers 400 unless both date and service type are given and valid', async () => {
    for (const query of ['', `?date=${offeredDate(0)}`, '?serviceType=repair']) {
      const result = await getSlots(query)
      expect(result.status).toBe(400)
      expect(result.data).toEqual({ error: 'Both date and serviceType are required' })
    }
    expect((await getSlots(`?date=${offeredDate(0)}&serviceType=painting`)).status).toBe(400)
  })

  it('answers 400 with the reason for a date that is not offered', async () => {
    const past = await getSlots(`?date=${today()}&serviceType=repair`)
    expect(past.status).toBe(400)
    expect(past.data).toMatchObject({ reason: 'past' })
    const far = await getSlots('?date=2099-01-05&serviceType=repair')
    expect(far.data).toMatchObject({ reason: 'too-far' })
    const junk = await getSlots('?date=soon&serviceType=repair')
    expect(junk.data).toMatchObject({ reason: 'invalid' })
  })

  it('refuses other methods', async () => {
    const response = await callRoute(slotsRoute, jsonRequest('/api/appointment-slots', {}))
    expect(response.status).toBe(405)
  })
})

describe('POST /api/appointments', () => {
  it('books a slot: 201 with the appointment, its private link and calendar file', async () => {
    const date = offeredDate(2)
    await getSlots(`?date=${date}&serviceType=repair`)
    const slot = slotAt(date, '10:00')!
    const result = await book({ ...request(date, slot.id, 1, 'repair'), appointmentTime: '10:00' })
    expect(result.status).toBe(201)
    expect(result.data).toMatchObject({
      success: true,
      appointment: {
        serviceType: 'repair',
        appointmentDate: date,
        appointmentTime: '10:00',
        status: 'scheduled',
        // Named by the customer's reference, never the sequential id.
        manageUrl: expect.stringMatching(/^\/appointments\/[0-9A-Z]{4}-[0-9A-Z]{4}\.[\w-]{32}$/),
        calendarUrl: expect.stringMatching(/\/calendar\.ics$/),
      },
    })
    expect(slotAt(date, '10:00')?.currentBookings).toBe(1)
  })

  it('answers bad input with field errors and writes nothing', async () => {
    const before = db.select().from(schema.appointments).all().length
    const result = await book({ serviceType: 'repair', customerEmail: 'nope' })
    expect(result.status).toBe(400)
    expect(result.data).toMatchObject({
      error: expect.any(String),
      fieldErrors: {
        customerName: ['Name is required'],
        customerEmail: ['Enter a valid email address'],
        slotId: expect.any(Array),
      },
    })
    const broken = await callRoute(
      appointmentsRoute,
      jsonRequest('/api/appointments', '{"customerName":', { headers: ip(3) }),
    )
    expect(broken.status).toBe(400)
    expect(db.select().from(schema.appointments).all()).toHaveLength(before)
  })

  it('refuses weekends, today, past and far dates with a reason (400)', async () => {
    const date = offeredDate(0)
    await getSlots(`?date=${date}&serviceType=repair`)
    const slot = slotAt(date, '08:00')!
    const saturday = (() => {
      const d = new Date(`${offeredDate(4)}T12:00:00Z`)
      while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1)
      return d.toISOString().slice(0, 10)
    })()
    for (const appointmentDate of [saturday, today(), '2020-01-06', '2099-01-05']) {
      const result = await book(request(appointmentDate, slot.id, 4))
      expect(result.status, appointmentDate).toBe(400)
      expect(result.data).toMatchObject({ field: 'appointmentDate', error: expect.any(String) })
    }
  })

  it('refuses a slot of another date or time, and a time that runs past closing', async () => {
    const date = offeredDate(3)
    await getSlots(`?date=${date}&serviceType=repair`)
    const other = slotAt(offeredDate(0), '08:00')!
    expect((await book(request(date, other.id, 5))).status).toBe(400)
    const late = slotAt(date, '17:00')!
    const result = await book(request(date, late.id, 5, 'installation'))
    expect(result.status).toBe(400)
    expect(result.data).toMatchObject({ field: 'slotId' })
    const wrongTime = await book({ ...request(date, late.id, 5), appointmentTime: '08:00' })
    expect(wrongTime.status).toBe(400)
  })

  it('gives the last place to one of 50 customers at once: 2 bookings, 48 clear 409s', async () => {
    const date = offeredDate(5)
    await getSlots(`?date=${date}&serviceType=consultation`)
    const slot = slotAt(date, '12:00')!
    expect(slot.maxBookings).toBe(2)
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(request(date, slot.id, 100 + i), 100 + i)),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 409)).toHaveLength(48)
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.data).toEqual({ error: SLOT_TAKEN_MESSAGE, field: 'slotId' })
    }
    const booked = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.slotId, slot.id))
      .all()
    expect(booked).toHaveLength(2)
    expect(slotAt(date, '12:00')?.currentBookings).toBe(2)
    // A full slot is listed, disabled.
    const listed = (await getSlots(`?date=${date}&serviceType=consultation`)).data as Slot[]
    expect(listed.find((s) => s.id === slot.id)).toMatchObject({ isAvailable: false })
  })

  it('limits bookings from one address (429 with the phone)', async () => {
    const date = offeredDate(6)
    await getSlots(`?date=${date}&serviceType=measurement`)
    const slots = ['08:00', '10:00', '12:00', '14:00', '16:00', '17:00'].map(
      (t) => slotAt(date, t)!,
    )
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const result = await book(request(date, slots[i % slots.length].id, 240, 'measurement'), 240)
      statuses.push(result.status)
      if (result.status === 429) expect(JSON.stringify(result.data)).toContain('(954) 555-0123')
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it('accepts every service type', async () => {
    const date = offeredDate(7)
    await getSlots(`?date=${date}&serviceType=consultation`)
    for (const [i, serviceType] of BOOKING_SERVICE_TYPES.entries()) {
      const slot = slotAt(date, '08:00')!
      const result = await book(request(date, slot.id, 30 + i, serviceType), 30 + i)
      expect(result.status).toBe(i < 2 ? 201 : 409)
    }
  })
})

describe('the appointment job', () => {
  it('makes the slots of every offered weekday, once', async () => {
    const { runAppointmentJob } = await import('~/server/booking/appointment-notices.server')
    const { offeredDates } = await import('~/domain/booking')
    await runAppointmentJob()
    const dates = new Set(
      db
        .select({ date: schema.appointmentSlots.date })
        .from(schema.appointmentSlots)
        .all()
        .map((row) => row.date),
    )
    for (const date of offeredDates()) expect(dates).toContain(date)
    const count = db.select().from(schema.appointmentSlots).all().length
    expect((await runAppointmentJob()).slots).toBe(0)
    expect(db.select().from(schema.appointmentSlots).all()).toHaveLength(count)
  })
})
