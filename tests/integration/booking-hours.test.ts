/**
 * The booking window comes from the office's business settings (issue 32): publishing new
 * hours changes the times and days customers can book at once, with no code change.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { seedWeekHours } from '~/content/business'
import { isoWeekday } from '~/domain/business-time'
import * as slotsRoute from '~/routes-api/api.appointment-slots'
import * as appointmentsRoute from '~/routes-api/api.appointments'
import { addTemplateTime } from '~/server/booking/availability.server'
import { offeredDays } from '~/server/booking/slots.server'
import { businessSeed } from '~/server/content/business-settings.server'
import { savePublished } from '~/server/content/content-versions.server'
import { customer, ip, offeredDate, seedTemplates, slotAt } from './booking-helpers'

beforeAll(seedTemplates)

type Slot = { id: number; timeSlot: string; isAvailable: boolean }

async function timesOn(date: string, serviceType = 'consultation') {
  const answer = await callRoute(
    slotsRoute,
    getRequest(`/api/appointment-slots?date=${date}&serviceType=${serviceType}`),
  )
  return answer.data as Slot[]
}

function publishHours(change: (day: string) => { opens: string | null; closes: string | null }) {
  const hours = seedWeekHours().map((h) => ({ day: h.day, ...change(h.day) }))
  savePublished('business', 'settings', { ...businessSeed(), hours }, 'owner')
}

describe('the booking window follows the published business hours', () => {
  it('offers only the times inside the new hours, and refuses a booking outside them', async () => {
    const monday = offeredDays().find((d) => isoWeekday(d) === 1) as string
    expect((await timesOn(monday)).map((s) => s.timeSlot)).toContain('08:00')

    publishHours((day) =>
      day === 'Monday'
        ? { opens: '10:00', closes: '15:00' }
        : (seedWeekHours().find((h) => h.day === day) ?? { opens: null, closes: null }),
    )
    const slots = await timesOn(monday)
    expect(slots.map((s) => s.timeSlot)).toEqual(['10:00', '12:00', '14:00'])
    // A repair (90 minutes) at 14:00 would end after 15:00.
    expect((await timesOn(monday, 'repair')).map((s) => s.timeSlot)).toEqual(['10:00', '12:00'])

    const early = slotAt(monday, '08:00')
    const answer = await callRoute(
      appointmentsRoute,
      jsonRequest(
        '/api/appointments',
        {
          ...customer(71),
          serviceType: 'consultation',
          appointmentDate: monday,
          slotId: early?.id,
        },
        { headers: ip(71) },
      ),
    )
    expect(answer.status).toBe(400)
  })

  it('stops offering a day the office closes, and the weekly template cannot open it', async () => {
    const before = offeredDays()
    expect(before.some((d) => isoWeekday(d) === 5)).toBe(true)
    publishHours((day) =>
      day === 'Friday'
        ? { opens: null, closes: null }
        : (seedWeekHours().find((h) => h.day === day) ?? { opens: null, closes: null }),
    )
    expect(offeredDays().some((d) => isoWeekday(d) === 5)).toBe(false)
    expect(offeredDays().length).toBe(before.length)
    expect(
      addTemplateTime({ startTime: '09:30', durationMinutes: 60, maxBookings: 1, weekdays: [5] }),
    ).toEqual({
      ok: false,
      field: 'weekdays',
      error: 'The business is closed on Fridays (Content → Business settings)',
    })
    expect(
      addTemplateTime({ startTime: '08:30', durationMinutes: 60, maxBookings: 1, weekdays: [6] }),
    ).toEqual({
      ok: false,
      field: 'startTime',
      error: 'Saturday hours are 09:00 to 16:00: start between them',
    })
    expect(offeredDate(0)).toBeTruthy()
  })
})
