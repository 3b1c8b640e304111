import { describe, expect, it } from 'vitest'
import { newReference, normaliseReference } from './customer-reference'
import {
  appointmentLinkEnd,
  endOfDayAfter,
  linkExpired,
  orderLinkEnd,
  sameEmail,
} from './private-links'

const at = (iso: string) => new Date(iso)
const justBefore = (d: Date) => new Date(d.getTime() - 1)

describe('endOfDayAfter (business time zone)', () => {
  it('ends at midnight in New York starting the day after the last day', () => {
    // Through 2026-12-15 (EST, UTC-5): ends 2026-12-16 00:00 New York = 05:00 UTC.
    expect(endOfDayAfter('2026-12-01', 14)?.toISOString()).toBe('2026-12-16T05:00:00.000Z')
    // Summer (EDT, UTC-4).
    expect(endOfDayAfter('2026-07-01', 14)?.toISOString()).toBe('2026-07-16T04:00:00.000Z')
  })

  it('counts calendar days across a clock change, not 24-hour blocks', () => {
    // Clocks go back on 2026-11-01: the span starts in EDT and ends in EST.
    expect(endOfDayAfter('2026-10-25', 14)?.toISOString()).toBe('2026-11-09T05:00:00.000Z')
    // Clocks go forward on 2026-03-08.
    expect(endOfDayAfter('2026-03-01', 14)?.toISOString()).toBe('2026-03-16T04:00:00.000Z')
  })

  it('is null for what is not a calendar date', () => {
    expect(endOfDayAfter('2026-02-30', 14)).toBeNull()
    expect(endOfDayAfter('nope', 14)).toBeNull()
  })
})

describe('appointment links', () => {
  const visit = { appointmentDate: '2026-12-01' }
  const end = appointmentLinkEnd(visit)

  it('open through the 14th day after the visit, and not a millisecond longer', () => {
    expect(end.toISOString()).toBe('2026-12-16T05:00:00.000Z')
    expect(linkExpired(end, justBefore(end))).toBe(false)
    expect(linkExpired(end, end)).toBe(true)
    // 11:59 PM in Florida on the last day is still 'that day' there (04:59 UTC the next day).
    expect(linkExpired(end, at('2026-12-16T04:59:00Z'))).toBe(false)
  })

  it('a link sent again opens 14 days from the day it was sent, when that is later', () => {
    // Sent at 11 PM in Florida on 2027-01-10 (04:00 UTC on the 11th): through 2027-01-24.
    const sent = at('2027-01-11T04:00:00Z')
    expect(appointmentLinkEnd(visit, sent).toISOString()).toBe('2027-01-25T05:00:00.000Z')
    // Sent before the visit: the visit's own end is later and stays.
    expect(appointmentLinkEnd(visit, at('2026-11-20T12:00:00Z'))).toEqual(end)
  })

  it('a record with no valid date gives a link that has already ended', () => {
    expect(
      linkExpired(appointmentLinkEnd({ appointmentDate: '' }), at('2026-01-01T00:00:00Z')),
    ).toBe(true)
  })
})

describe('order links', () => {
  const base = {
    createdAt: at('2026-03-01T15:00:00Z'),
    paidAt: at('2026-03-02T03:30:00Z'), // 10:30 PM on 1 March in Florida
    updatedAt: at('2026-06-10T16:00:00Z'),
  }

  it('a delivered order opens through the 60th day after it was closed', () => {
    for (const status of ['installed', 'completed', 'cancelled', 'refunded']) {
      const end = orderLinkEnd({ ...base, status })
      // Closed on 2026-06-10: through 2026-08-09, ending at midnight EDT.
      expect(end.toISOString(), status).toBe('2026-08-10T04:00:00.000Z')
      expect(linkExpired(end, justBefore(end))).toBe(false)
      expect(linkExpired(end, end)).toBe(true)
    }
  })

  it('an order not delivered yet opens for a year after payment, by Florida’s calendar', () => {
    for (const status of ['paid', 'in-production']) {
      // Paid on 1 March in Florida (2 March in UTC): through 2027-03-01.
      expect(orderLinkEnd({ ...base, status }).toISOString(), status).toBe(
        '2027-03-02T05:00:00.000Z',
      )
    }
  })

  it('a quote or samples request (never paid) opens for a year after it was placed', () => {
    expect(orderLinkEnd({ ...base, status: 'pending', paidAt: null }).toISOString()).toBe(
      '2027-03-02T05:00:00.000Z',
    )
  })

  it('a link sent again opens 60 days from the day it was sent', () => {
    const closed = { ...base, status: 'completed' }
    const sent = at('2027-02-01T15:00:00Z')
    const end = orderLinkEnd(closed, sent)
    expect(end.toISOString()).toBe('2027-04-03T04:00:00.000Z')
    expect(linkExpired(end, at('2027-04-02T12:00:00Z'))).toBe(false)
    // The old link of the same order stays ended.
    expect(linkExpired(orderLinkEnd(closed), at('2027-02-01T15:00:00Z'))).toBe(true)
  })
})

describe('sameEmail', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(sameEmail(' Ana@Example.com ', 'ana@example.com')).toBe(true)
    expect(sameEmail('ana@example.co', 'ana@example.com')).toBe(false)
    expect(sameEmail('', 'ana@example.com')).toBe(false)
  })
})

describe('customer references', () => {
  it('are two groups of four from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      expect(newReference()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    }
    expect(newReference((b) => b.fill(255))).toBe('ZZZZ-ZZZZ')
    expect(newReference((b) => b.fill(0))).toBe('0000-0000')
  })

  it('are read back however they were typed', () => {
    expect(normaliseReference('7kq2m9xd')).toBe('7KQ2-M9XD')
    expect(normaliseReference(' 7KQ2 - M9XD ')).toBe('7KQ2-M9XD')
    expect(normaliseReference('OIL2-M9XD')).toBe('0112-M9XD')
    expect(normaliseReference('7KQ2-M9X')).toBeNull()
    expect(normaliseReference('7KQ2-M9XU')).toBeNull()
    expect(normaliseReference('42')).toBeNull()
  })
})
