/**
 * The holidays out of the box (issue 40.6): the seed closes the federal holidays and the
 * office's own days for the coming years, as real data; a holiday has no time to book; staff
 * see them under Closed days and open one again, and running the seed again leaves it open.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { BOOKABLE_WEEKDAYS } from '~/domain/booking'
import { addCalendarDays, businessDate, isoWeekday } from '~/domain/business-time'
import { holidayClosures } from '~/domain/holidays'
import * as wizardRoute from '~/routes/book-appointment'
import * as availabilityRoute from '~/routes-admin/admin.appointments_.availability'
import { staffBookAppointment } from '~/server/booking/appointments.server'
import { ensureSlots } from '~/server/booking/slots.server'
import { db, schema } from '~/server/platform/db.server'
import { SEEDED_HOLIDAY_YEARS, seedClosedDays } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { seedTemplates } from './booking-helpers'

const today = businessDate()
const lastDay = `${Number(today.slice(0, 4)) + SEEDED_HOLIDAY_YEARS - 1}-12-31`
const expected = holidayClosures(today, lastDay)
/** The first holiday after today that falls on a weekday (the template's days). */
const holiday = expected.find((h) => h.date > today && isoWeekday(h.date) <= 5)!

const slotsOf = (date: string) =>
  db.select().from(schema.appointmentSlots).where(eq(schema.appointmentSlots.date, date)).all()

type Page = { closed: { date: string; label: string }[]; suggestions: { date: string }[] }
async function availability() {
  const page = await callRoute(
    availabilityRoute,
    getRequest('/admin/appointments/availability', adminHeaders()),
  )
  return page.data as Page
}

beforeAll(() => {
  seedTemplates()
  // The holiday's times were made (by the job) before the seed ran.
  ensureSlots([holiday.date])
})

describe('the seed closes the holidays', () => {
  it('closes every holiday from today to the end of the coming years, and blocks times made already', () => {
    expect(slotsOf(holiday.date).length).toBeGreaterThan(0)
    expect(slotsOf(holiday.date).every((s) => s.isAvailable)).toBe(true)
    expect(seedClosedDays(db, today)).toBe(expected.length)
    const rows = db.select().from(schema.appointmentClosedDays).all()
    expect(rows.map((r) => ({ date: r.date, label: r.label }))).toEqual(expected)
    const christmas = `${Number(today.slice(0, 4)) + 1}-12-25`
    expect(rows.find((r) => r.date === christmas)?.label).toMatch(/Christmas Day/)
    expect(slotsOf(holiday.date).every((s) => !s.isAvailable)).toBe(true)
  })

  it('leaves no time to book on a holiday unless staff overbook', () => {
    const booked = staffBookAppointment({
      customerName: 'Holiday Caller',
      customerEmail: 'holiday@example.com',
      customerPhone: '(954) 555-0101',
      customerAddress: '1 Main St, Davie, FL 33314',
      serviceType: 'consultation',
      date: holiday.date,
      time: '10:00',
      overbook: false,
    })
    expect(booked).toMatchObject({ ok: false, status: 409 })
    // A holiday whose times are made later is closed too.
    const later = expected.find(
      (h) => h.date > addCalendarDays(today, 60) && isoWeekday(h.date) <= 5,
    )!
    ensureSlots([later.date])
    expect(slotsOf(later.date).every((s) => !s.isAvailable)).toBe(true)
  })

  it('leaves them out of the public dates, which still offer as many days to choose from', async () => {
    const page = await callRoute(wizardRoute, getRequest('/book-appointment'))
    const { dates } = page.data as { dates: string[] }
    expect(dates).toHaveLength(BOOKABLE_WEEKDAYS)
    const closed = new Set(expected.map((h) => h.date))
    expect(dates.filter((d) => closed.has(d))).toEqual([])
  })

  it('lists them under Closed days; staff open one again, and the seed run again leaves it open', async () => {
    const before = await availability()
    expect(before.closed).toContainEqual(holiday)
    expect(before.suggestions.map((s) => s.date)).not.toContain(holiday.date)

    const reopened = await callRoute(
      availabilityRoute,
      formRequest(
        '/admin/appointments/availability',
        { intent: 'reopen-day', date: holiday.date },
        { headers: adminHeaders() },
      ),
    )
    expect(reopened.status).toBe(302)
    expect((await availability()).closed.map((d) => d.date)).not.toContain(holiday.date)
    expect(slotsOf(holiday.date).every((s) => s.isAvailable)).toBe(true)

    expect(seedClosedDays(db, today)).toBe(0)
    expect((await availability()).closed.map((d) => d.date)).not.toContain(holiday.date)
    expect(slotsOf(holiday.date).every((s) => s.isAvailable)).toBe(true)
  })
})
