import { describe, expect, it } from 'vitest'
import { bookingFromLead, moveVisitSchema, staffBookingSchema } from './staff-calendar'

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
