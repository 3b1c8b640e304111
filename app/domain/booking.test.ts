import { describe, expect, it } from 'vitest'
import { seedWeekHours } from '~/content/business'
import {
  appointmentRequestSchema,
  dateRefusal,
  endTime,
  fitsBusinessHours,
  formatLongDate,
  formatTime,
  formatVisitTime,
  MONDAY_TO_FRIDAY,
  offeredDates,
  openDates,
  type SlotRecord,
  slotRefusal,
  slotStart,
  slotsForService,
  visitWindow,
  wizardChoice,
  wizardHref,
  wizardStep,
} from './booking'
import { businessDate } from './business-time'

/** An instant written in UTC. */
const at = (iso: string) => new Date(iso)

describe('offered dates', () => {
  it('are the next 20 weekdays starting tomorrow, weekends skipped', () => {
    // Monday 9 March 2026, noon in Florida.
    const dates = offeredDates(at('2026-03-09T16:00:00Z'))
    expect(dates).toHaveLength(20)
    expect(dates[0]).toBe('2026-03-10')
    expect(dates).not.toContain('2026-03-14')
    expect(dates).not.toContain('2026-03-15')
    expect(dates.slice(0, 6)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
      '2026-03-17',
    ])
    expect(dates[19]).toBe('2026-04-06')
  })

  it('start on Monday when tomorrow is a Saturday', () => {
    expect(offeredDates(at('2026-03-06T15:00:00Z'))[0]).toBe('2026-03-09')
  })

  it('count from the business date late in the evening, when UTC is already tomorrow', () => {
    // Friday 6 March 2026, 11:30 PM in Florida = Saturday 04:30 UTC.
    const now = at('2026-03-07T04:30:00Z')
    expect(businessDate(now)).toBe('2026-03-06')
    expect(offeredDates(now)[0]).toBe('2026-03-09')
    // Thursday 11:59 PM: tomorrow is Friday.
    expect(offeredDates(at('2026-03-06T04:59:00Z'))[0]).toBe('2026-03-06')
  })

  it('run across the switch to daylight saving time (8 March 2026) and back (1 November 2026)', () => {
    const spring = offeredDates(at('2026-03-06T18:00:00Z'))
    expect(spring.slice(0, 2)).toEqual(['2026-03-09', '2026-03-10'])
    const fall = offeredDates(at('2026-10-30T18:00:00Z'))
    expect(fall.slice(0, 2)).toEqual(['2026-11-02', '2026-11-03'])
    // Each date once, none repeated or skipped by an hour's shift.
    expect(new Set(fall).size).toBe(20)
  })

  it('cross month and year ends', () => {
    const dates = offeredDates(at('2026-12-30T15:00:00Z'))
    expect(dates.slice(0, 4)).toEqual(['2026-12-31', '2027-01-01', '2027-01-04', '2027-01-05'])
    expect(offeredDates(at('2027-02-26T15:00:00Z'))[0]).toBe('2027-03-01')
  })

  it('skip closed days without counting them, so there are still 20 to choose from', () => {
    const closed = ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']
    const dates = offeredDates(at('2026-12-02T15:00:00Z'), 20, MONDAY_TO_FRIDAY, closed)
    expect(dates).toHaveLength(20)
    for (const day of closed) expect(dates).not.toContain(day)
    expect(dates.at(-1)).toBe('2027-01-05')
    // Within the longer window, a closed day is not refused by its date (its times are blocked).
    const now = at('2026-12-02T15:00:00Z')
    expect(dateRefusal('2027-01-05', now, MONDAY_TO_FRIDAY, closed)).toBeNull()
    expect(dateRefusal('2027-01-05', now)).toBe('too-far')
    expect(dateRefusal('2026-12-25', now, MONDAY_TO_FRIDAY, closed)).toBeNull()
  })
})

describe('dateRefusal', () => {
  const now = at('2026-03-09T16:00:00Z') // Monday 9 March, noon

  it('accepts an offered weekday', () => {
    expect(dateRefusal('2026-03-10', now)).toBeNull()
    expect(dateRefusal('2026-04-06', now)).toBeNull()
  })

  it('refuses weekends, today, the past, beyond 20 weekdays and nonsense', () => {
    expect(dateRefusal('2026-03-14', now)).toBe('weekend')
    expect(dateRefusal('2026-03-09', now)).toBe('past')
    expect(dateRefusal('2026-02-02', now)).toBe('past')
    expect(dateRefusal('2026-04-07', now)).toBe('too-far')
    expect(dateRefusal('2026-02-30', now)).toBe('invalid')
    expect(dateRefusal('next tuesday', now)).toBe('invalid')
  })
})

describe('times', () => {
  it('place a wall-clock time in the business time zone, on both sides of daylight saving', () => {
    expect(slotStart('2026-03-06', '08:00').toISOString()).toBe('2026-03-06T13:00:00.000Z')
    expect(slotStart('2026-03-09', '08:00').toISOString()).toBe('2026-03-09T12:00:00.000Z')
    expect(slotStart('2026-10-30', '16:00').toISOString()).toBe('2026-10-30T20:00:00.000Z')
    expect(slotStart('2026-11-02', '16:00').toISOString()).toBe('2026-11-02T21:00:00.000Z')
  })

  it('never give a service a start time that would run past closing', () => {
    const weekday = { opens: '08:00', closes: '18:00' }
    expect(fitsBusinessHours('16:00', 'installation', weekday)).toBe(true) // ends 18:00
    expect(fitsBusinessHours('17:00', 'installation', weekday)).toBe(false)
    expect(fitsBusinessHours('17:00', 'repair', weekday)).toBe(false)
    expect(fitsBusinessHours('17:00', 'consultation', weekday)).toBe(true)
    expect(fitsBusinessHours('17:00', 'measurement', weekday)).toBe(true)
    expect(fitsBusinessHours('07:00', 'measurement', weekday)).toBe(false)
    expect(fitsBusinessHours('09:00', 'measurement', null)).toBe(false) // closed day
    expect(endTime('16:30', 90)).toBe('18:00')
  })

  it("book visits inside the hours of the visit's own day, as the business settings give them", () => {
    // The seed: Mon-Fri 8-6, Sat 9-4, Sunday closed.
    expect(visitWindow('2026-12-07')).toEqual({ opens: '08:00', closes: '18:00' }) // Monday
    expect(visitWindow('2026-12-12')).toEqual({ opens: '09:00', closes: '16:00' }) // Saturday
    expect(visitWindow('2026-12-13')).toBeNull() // Sunday
    expect(visitWindow('not-a-date')).toBeNull()
    // The office changes Saturday to 10-2 and closes Friday.
    const hours = seedWeekHours().map((h) =>
      h.day === 'Saturday'
        ? { ...h, opens: '10:00', closes: '14:00' }
        : h.day === 'Friday'
          ? { ...h, opens: null, closes: null }
          : h,
    )
    expect(visitWindow('2026-12-12', hours)).toEqual({ opens: '10:00', closes: '14:00' })
    expect(visitWindow('2026-12-11', hours)).toBeNull()
    const saturday = {
      id: 9,
      date: '2026-12-12',
      timeSlot: '09:00',
      durationMinutes: 60,
      maxBookings: 1,
      currentBookings: 0,
      isAvailable: true,
    }
    const before = at('2026-12-01T12:00:00Z')
    expect(slotRefusal(saturday, 'consultation', before)).toBeNull()
    expect(slotRefusal(saturday, 'consultation', before, hours)).toBe('after-closing')
    expect(slotRefusal({ ...saturday, timeSlot: '13:00' }, 'repair', before, hours)).toBe(
      'after-closing',
    ) // 13:00 + 90 min ends after 14:00
    expect(slotRefusal({ ...saturday, timeSlot: '12:30' }, 'measurement', before, hours)).toBeNull()
    expect(slotRefusal({ ...saturday, date: '2026-12-11' }, 'consultation', before, hours)).toBe(
      'closed',
    )
    expect(
      slotsForService(
        [saturday, { ...saturday, id: 10, timeSlot: '11:00' }],
        'repair',
        before,
        hours,
      ).map((s) => s.timeSlot),
    ).toEqual(['11:00'])
  })

  it('format for people', () => {
    expect(formatTime('08:00')).toBe('8:00 AM')
    expect(formatTime('12:30')).toBe('12:30 PM')
    expect(formatVisitTime('16:00', 'repair')).toBe('4:00 PM - 5:30 PM')
    expect(formatLongDate('2026-11-24')).toBe('Tuesday, November 24, 2026')
  })
})

describe('slots', () => {
  const now = at('2026-03-09T16:00:00Z')
  const slot = (over: Partial<SlotRecord>): SlotRecord => ({
    id: 1,
    date: '2026-03-10',
    timeSlot: '08:00',
    durationMinutes: 120,
    maxBookings: 2,
    currentBookings: 0,
    isAvailable: true,
    ...over,
  })

  it('say why a slot cannot be booked', () => {
    expect(slotRefusal(slot({}), 'repair', now)).toBeNull()
    expect(slotRefusal(slot({ currentBookings: 2 }), 'repair', now)).toBe('full')
    expect(slotRefusal(slot({ isAvailable: false }), 'repair', now)).toBe('closed')
    expect(slotRefusal(slot({ timeSlot: '17:00' }), 'repair', now)).toBe('after-closing')
    expect(slotRefusal(slot({ date: '2026-03-09' }), 'repair', now)).toBe('started')
  })

  it('list a date for a service in time order: full ones disabled, too-late ones left out', () => {
    const list = slotsForService(
      [
        slot({ id: 3, timeSlot: '17:00', durationMinutes: 60, maxBookings: 1 }),
        slot({ id: 2, timeSlot: '10:00', currentBookings: 2 }),
        slot({ id: 1 }),
      ],
      'installation',
      now,
    )
    expect(list).toEqual([
      {
        id: 1,
        date: '2026-03-10',
        timeSlot: '08:00',
        duration: 120,
        isAvailable: true,
        currentBookings: 0,
        maxBookings: 2,
      },
      {
        id: 2,
        date: '2026-03-10',
        timeSlot: '10:00',
        duration: 120,
        isAvailable: false,
        currentBookings: 2,
        maxBookings: 2,
      },
    ])
    expect(slotsForService([slot({ timeSlot: '17:00' })], 'measurement', now)).toHaveLength(1)
  })
})

describe('the wizard in the URL', () => {
  const offered = ['2026-03-10', '2026-03-11']
  const choose = (query: string) => wizardChoice(new URLSearchParams(query), offered)

  it('moves through the steps as choices are made', () => {
    expect(wizardStep(choose(''))).toBe(1)
    expect(wizardStep(choose('service=repair'))).toBe(1)
    expect(wizardStep(choose('service=repair&date=2026-03-10'))).toBe(2)
    expect(wizardStep(choose('service=repair&date=2026-03-10&slot=4'))).toBe(3)
  })

  it('drops a date without a service, a slot without a date, and anything not offered', () => {
    expect(choose('date=2026-03-10&slot=4')).toEqual({})
    expect(choose('service=repair&slot=4')).toEqual({ service: 'repair' })
    expect(choose('service=repair&date=2026-03-14&slot=4')).toEqual({ service: 'repair' })
    expect(choose('service=painting&date=2026-03-10')).toEqual({})
    expect(choose('service=repair&date=2026-03-10&slot=x')).toEqual({
      service: 'repair',
      date: '2026-03-10',
    })
  })

  it('writes choices back into a URL', () => {
    expect(wizardHref({})).toBe('/book-appointment')
    expect(wizardHref({ service: 'repair', date: '2026-03-10', slotId: 4 })).toBe(
      '/book-appointment?service=repair&date=2026-03-10&slot=4',
    )
  })
})

describe('the appointment request', () => {
  const good = {
    customerName: 'Ana Ruiz',
    customerEmail: 'ana@example.com',
    customerPhone: '(954) 555-0142',
    customerAddress: '120 NW 70th Ave, Plantation',
    serviceType: 'repair',
    appointmentDate: '2026-03-10',
    appointmentTime: '08:00',
    slotId: '3',
  }

  it('accepts a complete request; the description is optional', () => {
    const result = appointmentRequestSchema.safeParse(good)
    expect(result.success && result.data.slotId).toBe(3)
    expect(result.success && result.data.serviceDescription).toBeUndefined()
  })

  it('needs name, e-mail, phone, address, service, date and slot', () => {
    const result = appointmentRequestSchema.safeParse({})
    expect(result.success).toBe(false)
    const fields = result.success ? [] : Object.keys(result.error.flatten().fieldErrors)
    expect(fields.sort()).toEqual(
      [
        'appointmentDate',
        'customerAddress',
        'customerEmail',
        'customerName',
        'customerPhone',
        'serviceType',
        'slotId',
      ].sort(),
    )
  })
})

describe('open dates (the public date list)', () => {
  const offered = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']
  it('leaves out a day whose slots are all blocked, keeps a day with one open slot', () => {
    const slots = [
      { date: '2026-03-10', isAvailable: false },
      { date: '2026-03-10', isAvailable: false },
      { date: '2026-03-11', isAvailable: false },
      { date: '2026-03-11', isAvailable: true },
    ]
    expect(openDates(offered, slots)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13'])
  })
  it('leaves out closed days, and days without slots when the template has no times', () => {
    const slots = [{ date: '2026-03-10', isAvailable: true }]
    expect(
      openDates(offered, slots, { templateHasTimes: true, closedDays: ['2026-03-12'] }),
    ).toEqual(['2026-03-10', '2026-03-11', '2026-03-13'])
    expect(openDates(offered, slots, { templateHasTimes: false })).toEqual(['2026-03-10'])
  })
})

describe('open days of the week', () => {
  it('offer Saturdays when the template opens them, never Sundays', () => {
    // Monday 9 March 2026, noon in Florida.
    const dates = offeredDates(at('2026-03-09T16:00:00Z'), 20, [1, 2, 3, 4, 5, 6])
    expect(dates.slice(0, 6)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-16',
    ])
    expect(dates).not.toContain('2026-03-15')
    const now = at('2026-03-09T16:00:00Z')
    expect(dateRefusal('2026-03-14', now, [1, 2, 3, 4, 5, 6])).toBeNull()
    expect(dateRefusal('2026-03-14', now)).toBe('weekend')
  })
})
