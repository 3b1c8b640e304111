import { describe, expect, it } from 'vitest'
import { seedWeekHours } from '~/content/business'
import {
  bookingFromLead,
  moveVisitSchema,
  staffBookingSchema,
  staffVisitTimes,
  weekGrid,
} from './staff-calendar'

const lead = {
  id: 12,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '(954) 555-0101',
  address: '12 Palm Way',
  city: 'Weston',
  zipCode: '33326',
  serviceType: 'repair',
  details: 'Cord broken on two blinds',
}

describe('a booking from a lead', () => {
  it('carries the contact, the whole address, the service and the details', () => {
    expect(bookingFromLead(lead)).toEqual({
      customerName: 'Ana Ruiz',
      customerEmail: 'ana@example.com',
      customerPhone: '(954) 555-0101',
      customerAddress: '12 Palm Way, Weston 33326',
      serviceType: 'repair',
      serviceDescription: 'Cord broken on two blinds',
      leadId: '12',
    })
  })
  it('books a consultation for other services and keeps an address that has the city', () => {
    const booking = bookingFromLead({
      ...lead,
      serviceType: 'motorization',
      address: '12 Palm Way, Weston 33326',
      details: null,
    })
    expect(booking).toMatchObject({
      serviceType: 'consultation',
      customerAddress: '12 Palm Way, Weston 33326',
      serviceDescription: '',
    })
  })
})

describe('the staff forms', () => {
  it('overbook only when ticked', () => {
    const base = { intent: 'move-visit', id: '3', date: '2026-12-01', time: '10:00' }
    expect(moveVisitSchema.parse(base).overbook).toBe(false)
    expect(moveVisitSchema.parse({ ...base, overbook: 'on' }).overbook).toBe(true)
  })
  it('a phone booking needs the details, a day and a time (not an e-mail); a bad lead id is dropped', () => {
    const result = staffBookingSchema.safeParse({ leadId: 'x' })
    expect(result.success).toBe(false)
    const fields = Object.keys(result.error?.flatten().fieldErrors ?? {})
    expect(fields).toEqual(
      expect.arrayContaining(['customerName', 'customerPhone', 'date', 'time']),
    )
    expect(fields).not.toContain('customerEmail')
    expect(fields).not.toContain('leadId')
  })
})

describe('the week grid', () => {
  it('places each day’s visits at their times, with the capacity of each time', () => {
    const slot = (id: number, date: string, timeSlot: string, currentBookings = 0) => ({
      id,
      date,
      timeSlot,
      maxBookings: 2,
      currentBookings,
      isAvailable: true,
    })
    const visit = (id: number, date: string, time: string) => ({
      id,
      appointmentDate: date,
      appointmentTime: time,
      customerName: `C${id}`,
      serviceType: 'repair',
      status: 'scheduled',
    })
    const grid = weekGrid(
      ['2026-11-30', '2026-12-01'],
      [slot(1, '2026-11-30', '10:00', 1), slot(2, '2026-11-30', '08:00')],
      [visit(7, '2026-11-30', '10:00'), visit(8, '2026-11-30', '11:30')],
    )
    expect(grid[0].rows.map((r) => r.time)).toEqual(['08:00', '10:00', '11:30'])
    expect(grid[0].rows[1].slot?.currentBookings).toBe(1)
    expect(grid[0].rows[1].visits.map((v) => v.id)).toEqual([7])
    expect(grid[0].rows[2]).toMatchObject({ slot: undefined, visits: [{ id: 8 }] })
    expect(grid[1]).toEqual({ date: '2026-12-01', rows: [] })
  })
})

describe('the times staff are offered (issue 40.21)', () => {
  const MON_FRI = [1, 2, 3, 4, 5]
  const templates = ['08:00', '10:00', '12:00', '14:00', '16:00', '17:00'].map((time) => ({
    time,
    weekdays: MON_FRI,
  }))
  const hours = seedWeekHours()
  // Monday 7 December 2026: open 8 AM to 6 PM.
  const monday = '2026-12-07'

  it('leave out a start the visit cannot finish by closing', () => {
    expect(staffVisitTimes(templates, 'installation', monday, hours)).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
    ])
    expect(staffVisitTimes(templates, 'consultation', monday, hours)).toContain('17:00')
    expect(staffVisitTimes(templates, 'repair', monday, hours)).not.toContain('17:00')
  })

  it('follow the day: a day the template or the business does not open has none', () => {
    const saturday = [...templates, { time: '09:30', weekdays: [6] }]
    expect(staffVisitTimes(saturday, 'consultation', '2026-12-12', hours)).toEqual(['09:30'])
    expect(staffVisitTimes(saturday, 'consultation', '2026-12-13', hours)).toEqual([])
    // Shorter hours published for Mondays: 8 AM to 3 PM.
    const short = hours.map((h, i) => (i === 0 ? { ...h, closes: '15:00' } : h))
    expect(staffVisitTimes(templates, 'installation', monday, short)).toEqual([
      '08:00',
      '10:00',
      '12:00',
    ])
  })

  it('without a day yet, offer the times that fit on some open day', () => {
    expect(staffVisitTimes(templates, 'installation', '', hours)).not.toContain('17:00')
    expect(staffVisitTimes(templates, 'measurement', undefined, hours)).toContain('17:00')
  })

  it('take a caller with a phone and no e-mail', () => {
    const parsed = staffBookingSchema.safeParse({
      customerName: 'Rosa Diaz',
      customerPhone: '(305) 555-0177',
      customerEmail: '',
      customerAddress: '4 Bay Rd, Miami, FL 33131',
      serviceType: 'repair',
      date: monday,
      time: '10:00',
    })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.customerEmail).toBeUndefined()
    const noPhone = staffBookingSchema.safeParse({ ...parsed.data, customerPhone: '' })
    expect(noPhone.error?.flatten().fieldErrors.customerPhone).toBeTruthy()
    const badEmail = staffBookingSchema.safeParse({ ...parsed.data, customerEmail: 'rosa@' })
    expect(badEmail.error?.flatten().fieldErrors.customerEmail).toBeTruthy()
  })
})
