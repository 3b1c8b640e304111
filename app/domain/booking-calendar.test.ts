import { describe, expect, it } from 'vitest'
import { appointmentCalendar, type CalendarAppointment } from './booking-calendar'

const business = {
  name: 'Tri-County Blinds & Shades',
  phone: '(954) 555-0123',
  email: 'info@example.com',
  siteUrl: 'https://blinds.example.com',
}

function calendar(over: Partial<CalendarAppointment>) {
  const appointment: CalendarAppointment = {
    id: 7,
    serviceType: 'repair',
    appointmentDate: '2026-11-02',
    appointmentTime: '16:00',
    customerAddress: '1 Main St, Davie, FL',
    status: 'scheduled',
    ...over,
  }
  return appointmentCalendar(
    appointment,
    business,
    `https://blinds.example.com/appointments/${appointment.id}.abc`,
  )
}

describe('appointmentCalendar', () => {
  it('writes the visit at its exact instant, with the time zone and the private link', () => {
    const ics = calendar({})
    // 4 PM in Florida on 2 November 2026 (standard time, UTC-5) is 21:00 UTC.
    expect(ics).toContain('DTSTART:20261102T210000Z')
    expect(ics).toContain('DURATION:PT90M')
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York')
    expect(ics).toContain('UID:appointment-7@blinds.example.com')
    expect(ics).toContain('LOCATION:1 Main St\\, Davie\\, FL')
    expect(ics).toContain('STATUS:CONFIRMED')
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('https://blinds.example.com/appointments/7.abc')
  })

  it('says when a visit was cancelled, in daylight saving time too', () => {
    const ics = calendar({
      id: 8,
      serviceType: 'consultation',
      appointmentDate: '2026-10-30',
      appointmentTime: '08:00',
      status: 'cancelled',
    })
    // 8 AM on 30 October 2026 (daylight time, UTC-4) is 12:00 UTC.
    expect(ics).toContain('DTSTART:20261030T120000Z')
    expect(ics).toContain('DURATION:PT60M')
    expect(ics).toContain('STATUS:CANCELLED')
  })

  it('names the event by the customer reference, never the sequential id', () => {
    const ics = calendar({ id: 9, reference: '7KQ2-M9XD' })
    expect(ics).toContain('UID:appointment-7KQ2-M9XD@blinds.example.com')
    expect(ics).not.toContain('appointment-9@')
  })

  it('keeps the UID of a moved visit and raises its SEQUENCE, so calendars update it', () => {
    const first = calendar({ id: 10, reference: 'AAAA-BBBB' })
    const moved = calendar({
      id: 10,
      reference: 'AAAA-BBBB',
      appointmentDate: '2026-11-03',
      calendarSequence: 2,
    })
    expect(first).toContain('SEQUENCE:0')
    expect(moved).toContain('UID:appointment-AAAA-BBBB@blinds.example.com')
    expect(moved).toContain('SEQUENCE:2')
    expect(moved).toContain('DTSTART:20261103T210000Z')
  })
})
