import { describe, expect, it } from 'vitest'
import { bookingFromLead, moveVisitSchema, staffBookingSchema, weekGrid } from './staff-calendar'

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
  it('a phone booking needs the details, a day and a time; a bad lead id is dropped', () => {
    const result = staffBookingSchema.safeParse({ leadId: 'x' })
    expect(result.success).toBe(false)
    const fields = Object.keys(result.error?.flatten().fieldErrors ?? {})
    expect(fields).toEqual(
      expect.arrayContaining(['customerName', 'customerEmail', 'customerPhone', 'date', 'time']),
    )
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
