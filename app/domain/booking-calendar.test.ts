import { describe, expect, it } from 'vitest'
import { readIcs } from '#tests/setup/ics'
import {
  appointmentCalendar,
  type CalendarAppointment,
  type CalendarMethod,
  foldContentLines,
} from './booking-calendar'

const business = {
  name: 'Tri-County Blinds & Shades',
  phone: '(954) 555-0123',
  email: 'info@example.com',
  siteUrl: 'https://blinds.example.com',
}

function calendar(over: Partial<CalendarAppointment>, method?: CalendarMethod) {
  const appointment: CalendarAppointment = {
    id: 7,
    serviceType: 'repair',
    appointmentDate: '2026-11-02',
    appointmentTime: '16:00',
    customerAddress: '1 Main St, Davie, FL',
    customerName: 'Rosa Díaz',
    customerEmail: 'rosa@example.com',
    status: 'scheduled',
    ...over,
  }
  return appointmentCalendar(
    appointment,
    business,
    `https://blinds.example.com/appointments/${appointment.id}.abc`,
    method,
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

describe('the invitation e-mailed with a visit (issue 40.5)', () => {
  it('books or moves with METHOD:REQUEST, the business organising and the customer attending', () => {
    const ics = calendar({ reference: 'AAAA-BBBB', calendarSequence: 1 }, 'REQUEST')
    const parsed = readIcs(ics)
    expect(parsed.method).toBe('REQUEST')
    const [event] = parsed.events
    expect(event.get('UID')[0].value).toBe('appointment-AAAA-BBBB@blinds.example.com')
    expect(event.get('SEQUENCE')[0].value).toBe('1')
    expect(event.get('STATUS')[0].value).toBe('CONFIRMED')
    expect(event.get('ORGANIZER')[0].value.toLowerCase()).toBe('mailto:info@example.com')
    const [attendee] = event.get('ATTENDEE')
    expect(attendee.value.toLowerCase()).toBe('mailto:rosa@example.com')
    expect(attendee.params).toContain('PARTSTAT=ACCEPTED')
    expect(attendee.params).toContain('CN=')
  })

  it('keeps a name with quotes a valid parameter', () => {
    const ics = calendar({ customerName: 'Rosa "Ro" Díaz' }, 'REQUEST')
    const [attendee] = readIcs(ics).events[0].get('ATTENDEE')
    expect(attendee.params).toMatch(/CN="Rosa 'Ro' Díaz"/)
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const booked = readIcs(calendar({ reference: 'CCCC-DDDD' }, 'REQUEST'))
    const cancelled = readIcs(
      calendar({ reference: 'CCCC-DDDD', status: 'cancelled', calendarSequence: 2 }, 'CANCEL'),
    )
    expect(cancelled.method).toBe('CANCEL')
    const [before] = booked.events
    const [after] = cancelled.events
    expect(after.get('UID')[0].value).toBe(before.get('UID')[0].value)
    expect(Number(after.get('SEQUENCE')[0].value)).toBeGreaterThan(
      Number(before.get('SEQUENCE')[0].value),
    )
    expect(after.get('STATUS')[0].value).toBe('CANCELLED')
    expect(after.get('ATTENDEE')[0].value.toLowerCase()).toBe('mailto:rosa@example.com')
    // No reminder for a visit that is off.
    expect(calendar({ status: 'cancelled' }, 'CANCEL')).not.toContain('BEGIN:VALARM')
  })

  it('the file to download is published, without an attendee', () => {
    const parsed = readIcs(calendar({}))
    expect(parsed.method).toBe('PUBLISH')
    expect(parsed.events[0].get('ATTENDEE')).toEqual([])
  })

  it('folds long lines at 75 octets, never inside a character, and unfolds to the same text', () => {
    const notes = 'Persianas en el baño y la cocina, señora Núñez — llamar antes ☎ '.repeat(4)
    const ics = calendar(
      { serviceDescription: notes, customerAddress: 'Calle Peñón 12, Coral Gables, FL' },
      'REQUEST',
    )
    const parsed = readIcs(ics)
    const description = parsed.events[0].get('DESCRIPTION')[0].value
    expect(description).toContain(notes.trim().replaceAll(',', '\\,'))
    expect(foldContentLines(ics)).toBe(ics)
  })

  it('is not made without the customer’s e-mail (a phone booking gets none)', () => {
    expect(() => calendar({ customerEmail: '' }, 'REQUEST')).toThrow()
  })
})
