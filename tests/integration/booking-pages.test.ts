import { beforeAll, describe, expect, it, vi } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { BOOKING_FAILED_FALLBACK, SLOT_TAKEN_MESSAGE } from '~/domain/booking'
import * as pageRoute from '~/routes/appointments.$token'
import * as calendarRoute from '~/routes/appointments.$token.calendar[.]ics'
import * as wizardRoute from '~/routes/book-appointment'
import { db, schema } from '~/server/platform/db.server'
import { bookingFormRequest, offeredDate, seedTemplates, slotAt } from './booking-helpers'

beforeAll(seedTemplates)

type WizardData = Awaited<ReturnType<typeof wizardRoute.loader>>

async function wizard(query: string) {
  const result = await callRoute(wizardRoute, getRequest(`/book-appointment${query}`))
  return result.data as WizardData
}

async function bookThroughForm(date: string, time: string, n: number, extra = {}) {
  await wizard(`?service=consultation&date=${date}`)
  return callRoute(wizardRoute, bookingFormRequest(n, slotAt(date, time)!, extra))
}

function tokenOf(location: string | null) {
  return /^\/appointments\/([^?]+)\?booked=1#appointment-title$/.exec(location ?? '')?.[1] ?? ''
}

async function page(token: string, query = '') {
  return callRoute(pageRoute, getRequest(`/appointments/${token}${query}`), { token })
}

async function post(token: string, fields: Record<string, string>) {
  return callRoute(pageRoute, formRequest(`/appointments/${token}`, fields), { token })
}

describe('the wizard’s steps in the URL', () => {
  it('starts at step 1 with the 20 offered weekdays', async () => {
    const data = await wizard('')
    expect(data).toMatchObject({ step: 1, chose: false })
    expect(data.dates).toHaveLength(20)
  })

  it('goes to step 2 with a service and a date, listing that service’s times', async () => {
    const data = await wizard(`?service=installation&date=${offeredDate(0)}`)
    expect(data.step).toBe(2)
    expect(data.slots.map((s) => s.timeSlot)).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00'])
  })

  it('goes to step 3 with an available slot, and back to 2 when the slot is full', async () => {
    const date = offeredDate(1)
    await wizard(`?service=repair&date=${date}`)
    const slot = slotAt(date, '16:00')!
    expect((await wizard(`?service=repair&date=${date}&slot=${slot.id}`)).step).toBe(3)
    db.update(schema.appointmentSlots).set({ currentBookings: 1 }).run()
    const full = await wizard(`?service=repair&date=${date}&slot=${slot.id}`)
    expect(full).toMatchObject({ step: 2, problem: SLOT_TAKEN_MESSAGE })
    db.update(schema.appointmentSlots).set({ currentBookings: 0 }).run()
  })
})

describe('booking through the page', () => {
  it('books and lands on the private page as step 4, with a toast', async () => {
    const response = await bookThroughForm(offeredDate(2), '08:00', 1)
    expect(response.status).toBe(302)
    const token = tokenOf(response.headers.get('Location'))
    expect(token).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}\.[\w-]{32}$/)
    expect(response.headers.get('Set-Cookie')).toMatch(/^toast=/)
    const view = await page(token, '?booked=1')
    expect(view.status).toBe(200)
    expect(view.data).toMatchObject({
      booked: true,
      active: true,
      appointment: { serviceType: 'consultation', appointmentTime: '08:00', status: 'scheduled' },
    })
    expect(view.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('answers missing details with field errors and books nothing', async () => {
    const before = db.select().from(schema.appointments).all().length
    const result = await bookThroughForm(offeredDate(2), '10:00', 2, {
      customerName: '',
      customerPhone: 'call me',
    })
    expect(result.status).toBe(400)
    expect(result.data).toMatchObject({
      status: 'error',
      error: { customerName: ['Name is required'], customerPhone: [expect.any(String)] },
    })
    expect(db.select().from(schema.appointments).all()).toHaveLength(before)
  })

  it('says Booking Failed with the reason when the last place went meanwhile (409)', async () => {
    const date = offeredDate(3)
    expect((await bookThroughForm(date, '16:00', 3)).status).toBe(302)
    const late = await bookThroughForm(date, '16:00', 4)
    expect(late.status).toBe(409)
    expect(late.data).toMatchObject({ error: { '': [SLOT_TAKEN_MESSAGE] } })
    expect(late.headers.get('Set-Cookie')).toMatch(/^toast=/)
  })

  it("says Booking Failed / 'Something went wrong. Please try again.' when the booking cannot be stored, and keeps nothing", async () => {
    const date = offeredDate(9)
    await wizard(`?service=consultation&date=${date}`)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The appointments table gone for a moment: the insert fails after the place was taken.
    db.$client.exec('ALTER TABLE appointments RENAME TO appointments_away')
    let response: Awaited<ReturnType<typeof bookThroughForm>>
    let logged = 0
    try {
      response = await bookThroughForm(date, '10:00', 91)
    } finally {
      db.$client.exec('ALTER TABLE appointments_away RENAME TO appointments')
      logged = errors.mock.calls.length
      errors.mockRestore()
    }
    expect(response.status).toBe(500)
    expect(response.data).toMatchObject({ error: { '': [BOOKING_FAILED_FALLBACK] } })
    expect(response.headers.get('Set-Cookie')).toMatch(/^toast=/)
    expect(logged).toBe(1)
    // The place taken inside the transaction was given back with it.
    expect(slotAt(date, '10:00')?.currentBookings).toBe(0)
  })

  it('answers a bot like a person and keeps nothing', async () => {
    const before = db.select().from(schema.appointments).all().length
    const response = await bookThroughForm(offeredDate(3), '08:00', 5, {
      name__confirm: 'spam',
    })
    expect(response.status).toBe(302)
    expect(db.select().from(schema.appointments).all()).toHaveLength(before)
  })
})

describe('the private link', () => {
  it('opens only with a valid signature', async () => {
    const response = await bookThroughForm(offeredDate(4), '08:00', 6)
    const token = tokenOf(response.headers.get('Location'))
    const [id] = token.split('.')
    for (const bad of [`${id}.${'A'.repeat(32)}`, id, 'nothing']) {
      const result = await page(bad)
      expect(result).toMatchObject({ status: 404, thrown: true })
    }
  })

  it('gives the calendar file with the exact instant in UTC and the time zone', async () => {
    const date = offeredDate(4)
    const response = await bookThroughForm(date, '10:00', 7)
    const token = tokenOf(response.headers.get('Location'))
    const result = await callRoute(
      calendarRoute,
      getRequest(`/appointments/${token}/calendar.ics`),
      { token },
    )
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toMatch(/^text\/calendar/)
    const ics = await result.response!.text()
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York')
    expect(ics).toMatch(/DTSTART:\d{8}T1[45]0000Z/)
    const missing = await callRoute(calendarRoute, getRequest('/appointments/1.x/calendar.ics'), {
      token: '1.x',
    })
    expect(missing.status).toBe(404)
  })

  it('cancels and frees the place in the same transaction', async () => {
    const date = offeredDate(5)
    const response = await bookThroughForm(date, '16:00', 8)
    const token = tokenOf(response.headers.get('Location'))
    expect(slotAt(date, '16:00')?.currentBookings).toBe(1)
    const cancelled = await post(token, { intent: 'cancel' })
    expect(cancelled.status).toBe(302)
    expect(slotAt(date, '16:00')?.currentBookings).toBe(0)
    const view = await page(token)
    expect(view.data).toMatchObject({ active: false, appointment: { status: 'cancelled' } })
    // Twice: refused, the count stays.
    expect((await post(token, { intent: 'cancel' })).status).toBe(409)
    expect(slotAt(date, '16:00')?.currentBookings).toBe(0)
    // The freed place can be booked again.
    expect((await bookThroughForm(date, '16:00', 9)).status).toBe(302)
  })

  it('reschedules: takes the new place and frees the old one', async () => {
    const date = offeredDate(6)
    const response = await bookThroughForm(date, '12:00', 10)
    const token = tokenOf(response.headers.get('Location'))
    const target = offeredDate(7)
    const listing = await page(token, `?reschedule=1&date=${target}`)
    expect(listing.data).toMatchObject({ mode: 'reschedule', moveDate: target })
    const newSlot = slotAt(target, '14:00')!
    const moved = await post(token, {
      intent: 'reschedule',
      date: target,
      slotId: String(newSlot.id),
    })
    expect(moved.status).toBe(302)
    expect(slotAt(date, '12:00')?.currentBookings).toBe(0)
    expect(slotAt(target, '14:00')?.currentBookings).toBe(1)
    const view = await page(token)
    expect(view.data).toMatchObject({
      appointment: { appointmentDate: target, appointmentTime: '14:00' },
    })
  })

  it('refuses to move into a full slot and keeps the old place', async () => {
    const date = offeredDate(8)
    const first = tokenOf((await bookThroughForm(date, '16:00', 11)).headers.get('Location'))
    const second = tokenOf((await bookThroughForm(date, '08:00', 12)).headers.get('Location'))
    const full = slotAt(date, '16:00')!
    const refused = await post(second, { intent: 'reschedule', date, slotId: String(full.id) })
    expect(refused.status).toBe(409)
    expect(slotAt(date, '08:00')?.currentBookings).toBe(1)
    expect(slotAt(date, '16:00')?.currentBookings).toBe(1)
    expect(first).not.toBe(second)
  })
})
