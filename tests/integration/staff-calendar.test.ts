/**
 * The calendar staff run (issue 28): what the office does to the public booking and to a
 * customer's visit, seen from the customer's side.
 */
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { readIcs } from '#tests/setup/ics'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as pageRoute from '~/routes/appointments.$token'
import * as calendarRoute from '~/routes/appointments.$token.calendar[.]ics'
import * as wizardRoute from '~/routes/book-appointment'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as availabilityRoute from '~/routes-admin/admin.appointments_.availability'
import * as bookRoute from '~/routes-admin/admin.appointments_.new'
import { appointmentLinks } from '~/server/booking/appointment-links.server'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'
import { bookingFormRequest, offeredDate, seedTemplates, slotAt } from './booking-helpers'

let auth: { Authorization: string }

beforeAll(() => {
  seedTemplates()
  auth = adminHeaders()
})

type WizardData = Awaited<ReturnType<typeof wizardRoute.loader>>

async function wizard(query = '') {
  const result = await callRoute(wizardRoute, getRequest(`/book-appointment${query}`))
  return result.data as WizardData
}

function staff(fields: Record<string, string>, date = offeredDate(0)) {
  return callRoute(
    appointmentsRoute,
    formRequest(`/admin/appointments?date=${date}`, fields, { headers: auth }),
  )
}

describe('a day staff block', () => {
  it('leaves the public date list, and a link naming it goes back to choosing a date', async () => {
    const friday = offeredDate(2)
    expect((await wizard()).dates).toContain(friday)
    expect((await staff({ intent: 'block-day', date: friday }, friday)).status).toBe(302)

    const after = await wizard()
    expect(after.dates).not.toContain(friday)
    expect(after.dates).toContain(offeredDate(1))
    const picked = await wizard(`?service=consultation&date=${friday}`)
    expect(picked).toMatchObject({ step: 1, date: undefined })

    expect((await staff({ intent: 'unblock-day', date: friday }, friday)).status).toBe(302)
    expect((await wizard()).dates).toContain(friday)
  })

  it('is not offered to a customer moving their own visit either', async () => {
    const date = offeredDate(0)
    const blocked = offeredDate(3)
    await wizard(`?service=consultation&date=${date}`)
    const booked = await callRoute(wizardRoute, bookingFormRequest(1, slotAt(date, '10:00')!))
    const token = /^\/appointments\/([^?]+)\?/.exec(booked.headers.get('Location') ?? '')?.[1] ?? ''
    expect(token).not.toBe('')
    await staff({ intent: 'block-day', date: blocked }, blocked)
    const page = await callRoute(pageRoute, getRequest(`/appointments/${token}?reschedule=1`), {
      token,
    })
    const dates = (page.data as { dates: string[] }).dates
    expect(dates).toContain(offeredDate(1))
    expect(dates).not.toContain(blocked)
  })
})

/** Books customer `n` through the public wizard and answers the visit's row. */
async function book(n: number, date: string, time: string) {
  await wizard(`?service=consultation&date=${date}`)
  const answer = await callRoute(wizardRoute, bookingFormRequest(n, slotAt(date, time)!))
  expect(answer.status).toBe(302)
  return db
    .select()
    .from(schema.appointments)
    .where(eq(schema.appointments.customerEmail, `customer${n}@example.com`))
    .orderBy(desc(schema.appointments.id))
    .get()!
}

const visit = (id: number) =>
  db.select().from(schema.appointments).where(eq(schema.appointments.id, id)).get()!

/** The newest message the outbox holds for an address. */
function lastMailTo(to: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .orderBy(desc(schema.outbox.id))
    .get()
}

/** A mail's text with quoted-printable-free folding of long .ics lines undone. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

type VisitAnswer = { visitId: number; result: { error?: Record<string, string[] | null> } }

describe('staff cancel or confirm a visit, and the customer is told', () => {
  it('cancels only with a reason; the e-mail gives it, the private link and a calendar update', async () => {
    const date = offeredDate(4)
    const booked = await book(20, date, '12:00')
    const before = slotAt(date, '12:00')!.currentBookings

    const noReason = await staff(
      { intent: 'cancel-visit', id: String(booked.id), reason: ' ' },
      date,
    )
    expect(noReason.status).toBe(400)
    expect((noReason.data as VisitAnswer).result.error?.reason).toEqual(['Reason is required'])
    expect(visit(booked.id).status).toBe('scheduled')

    const ok = await staff(
      { intent: 'cancel-visit', id: String(booked.id), reason: 'Our installer is ill that day' },
      date,
    )
    expect(ok.status).toBe(302)
    expect(visit(booked.id)).toMatchObject({
      status: 'cancelled',
      statusReason: 'Our installer is ill that day',
      calendarSequence: 1,
    })
    expect(slotAt(date, '12:00')!.currentBookings).toBe(before - 1)

    const mail = lastMailTo('customer20@example.com')!
    expect(mail.subject).toMatch(/^Appointment cancelled: Free Consultation on /)
    expect(mail.text).toContain('Our installer is ill that day')
    expect(mail.text).toContain(appointmentLinks(booked).manageUrl)
    const ics = unfold(mail.attachments![0].content)
    expect(ics).toContain(`UID:appointment-${booked.reference}@`)
    expect(ics).toContain('SEQUENCE:1')
    expect(ics).toContain('STATUS:CANCELLED')

    // The private page says it too.
    const token = appointmentLinks(booked).manageUrl.split('/').pop()!
    const page = await callRoute(pageRoute, getRequest(`/appointments/${token}`), { token })
    expect((page.data as { appointment: { statusReason: string } }).appointment).toMatchObject({
      status: 'cancelled',
      statusReason: 'Our installer is ill that day',
    })
  })

  it('confirms with a note in the e-mail, and the status list also tells the customer', async () => {
    const date = offeredDate(4)
    const booked = await book(21, date, '14:00')
    const ok = await staff(
      {
        intent: 'confirm-visit',
        id: String(booked.id),
        note: 'Carlos will call 30 minutes before',
      },
      date,
    )
    expect(ok.status).toBe(302)
    expect(visit(booked.id).status).toBe('confirmed')
    const mail = lastMailTo('customer21@example.com')!
    expect(mail.subject).toMatch(/^Appointment confirmed by our office: /)
    expect(mail.text).toContain('Carlos will call 30 minutes before')
    expect(mail.text).toContain(appointmentLinks(booked).manageUrl)

    expect(
      (await staff({ intent: 'status', id: String(booked.id), status: 'cancelled' }, date)).status,
    ).toBe(302)
    expect(lastMailTo('customer21@example.com')!.subject).toMatch(/^Appointment cancelled: /)
  })
})

describe('the calendar invitation in every e-mail of a visit (issue 40.5)', () => {
  /** The .ics of the newest mail to an address, read strictly (CRLF, 75 octets, iTIP). */
  function invitationTo(to: string) {
    const mail = lastMailTo(to)!
    const [file] = mail.attachments ?? []
    expect(file?.contentType, mail.subject).toMatch(/^text\/calendar; charset=utf-8; method=/)
    const parsed = readIcs(file.content)
    expect(file.contentType).toContain(`method=${parsed.method}`)
    return { mail, parsed, event: parsed.events[0] }
  }

  it('books with REQUEST, and the customer’s own cancellation carries the CANCEL of the same event', async () => {
    const date = offeredDate(13)
    const booked = await book(60, date, '10:00')
    const first = invitationTo('customer60@example.com')
    expect(first.mail.subject).toMatch(/^Appointment confirmed/)
    expect(first.parsed.method).toBe('REQUEST')
    expect(first.event.get('ATTENDEE')[0].value.toLowerCase()).toBe('mailto:customer60@example.com')
    expect(first.event.get('ORGANIZER')[0].value.toLowerCase()).toBe('mailto:info@example.com')

    const token = appointmentLinks(booked).manageUrl.split('/').pop()!
    const cancelled = await callRoute(
      pageRoute,
      formRequest(`/appointments/${token}`, { intent: 'cancel' }),
      { token },
    )
    expect(cancelled.status).toBe(302)
    const last = invitationTo('customer60@example.com')
    expect(last.mail.subject).toMatch(/^Appointment cancelled/)
    expect(last.parsed.method).toBe('CANCEL')
    expect(last.event.get('STATUS')[0].value).toBe('CANCELLED')
    expect(last.event.get('UID')[0].value).toBe(first.event.get('UID')[0].value)
    expect(Number(last.event.get('SEQUENCE')[0].value)).toBeGreaterThan(
      Number(first.event.get('SEQUENCE')[0].value),
    )
  })

  it('staff moves send a REQUEST with a higher SEQUENCE, staff cancellations a CANCEL', async () => {
    const date = offeredDate(13)
    const booked = await book(61, date, '12:00')
    const first = invitationTo('customer61@example.com').event
    const moved = await staff(
      { intent: 'move-visit', id: String(booked.id), date, time: '14:00' },
      date,
    )
    expect(moved.status).toBe(302)
    const move = invitationTo('customer61@example.com')
    expect(move.parsed.method).toBe('REQUEST')
    expect(move.event.get('UID')[0].value).toBe(first.get('UID')[0].value)
    expect(move.event.get('SEQUENCE')[0].value).toBe('1')
    const off = await staff({ intent: 'cancel-visit', id: String(booked.id), reason: 'Rain' }, date)
    expect(off.status).toBe(302)
    const cancel = invitationTo('customer61@example.com')
    expect(cancel.parsed.method).toBe('CANCEL')
    expect(cancel.event.get('SEQUENCE')[0].value).toBe('2')
  })
})

describe('staff move a visit', () => {
  it('refuses a full time unless staff overbook, then e-mails the new time with the same calendar UID', async () => {
    const from = offeredDate(5)
    const to = offeredDate(6)
    const moving = await book(30, from, '08:00')
    // The 16:00 slot takes one visit: fill it.
    await book(31, to, '16:00')
    const full = slotAt(to, '16:00')!
    expect(full.currentBookings).toBe(full.maxBookings)

    const refusedMove = await staff(
      { intent: 'move-visit', id: String(moving.id), date: to, time: '16:00' },
      from,
    )
    expect(refusedMove.status).toBe(409)
    expect((refusedMove.data as VisitAnswer).result.error?.time?.[0]).toMatch(/That time is full/)
    expect(visit(moving.id)).toMatchObject({ appointmentDate: from, calendarSequence: 0 })
    expect(slotAt(to, '16:00')!.currentBookings).toBe(full.maxBookings)

    const overbooked = await staff(
      { intent: 'move-visit', id: String(moving.id), date: to, time: '16:00', overbook: 'on' },
      from,
    )
    expect(overbooked.status).toBe(302)
    expect(overbooked.headers.get('Location')).toContain(`date=${to}`)
    expect(visit(moving.id)).toMatchObject({
      appointmentDate: to,
      appointmentTime: '16:00',
      calendarSequence: 1,
    })
    expect(slotAt(to, '16:00')!.currentBookings).toBe(full.maxBookings + 1)
    expect(slotAt(from, '08:00')!.currentBookings).toBe(0)

    const mail = lastMailTo('customer30@example.com')!
    expect(mail.subject).toMatch(/^Appointment moved: Free Consultation, now on /)
    expect(mail.text).toContain(appointmentLinks(moving).manageUrl)
    const ics = unfold(mail.attachments![0].content)
    expect(ics).toContain(`UID:appointment-${moving.reference}@`)
    expect(ics).toContain('SEQUENCE:1')

    // The calendar file on the private page says the same.
    const token = appointmentLinks(moving).manageUrl.split('/').pop()!
    const file = await callRoute(calendarRoute, getRequest(`/appointments/${token}/calendar.ics`), {
      token,
    })
    const body = unfold(await (file.response as Response).text())
    expect(body).toContain(`UID:appointment-${moving.reference}@`)
    expect(body).toContain('SEQUENCE:1')
  })

  it('moves into a time with room without overbooking, and answers bad input next to the fields', async () => {
    const date = offeredDate(7)
    const moving = await book(32, date, '08:00')
    const bad = await staff(
      { intent: 'move-visit', id: String(moving.id), date: 'soon', time: '' },
      date,
    )
    expect(bad.status).toBe(400)
    const errors = (bad.data as VisitAnswer).result.error
    expect(errors?.date).toEqual(['Choose a day'])
    expect(errors?.time).toBeTruthy()
    const noSlot = await staff(
      { intent: 'move-visit', id: String(moving.id), date, time: '09:30' },
      date,
    )
    expect(noSlot.status).toBe(400)
    const ok = await staff(
      { intent: 'move-visit', id: String(moving.id), date, time: '10:00' },
      date,
    )
    expect(ok.status).toBe(302)
    expect(visit(moving.id).appointmentTime).toBe('10:00')
    expect(slotAt(date, '10:00')!.currentBookings).toBe(1)
  })
})

describe('staff book a visit for a caller', () => {
  function bookByPhone(fields: Record<string, string>, headers: Record<string, string> = auth) {
    return callRoute(bookRoute, formRequest('/admin/appointments/new', fields, { headers }))
  }
  const caller = {
    customerName: 'Rosa Diaz',
    customerEmail: 'rosa@example.com',
    customerPhone: '(305) 555-0177',
    customerAddress: '4 Bay Rd, Miami, FL 33131',
    serviceType: 'measurement',
  }

  it('is for staff only', async () => {
    const page = await callRoute(bookRoute, getRequest('/admin/appointments/new'))
    expect([302, 401]).toContain(page.status)
    const post = await bookByPhone({ ...caller, date: offeredDate(8), time: '10:00' }, {})
    expect([302, 401]).toContain(post.status)
    expect(lastMailTo('rosa@example.com')).toBeUndefined()
  })

  it('books with the capacity checked, overbooks only when ticked, and e-mails the customer', async () => {
    const date = offeredDate(8)
    const missing = await bookByPhone({ customerName: '', date, time: '' })
    expect(missing.status).toBe(400)
    const errors = (missing.data as { result: { error: Record<string, string[]> } }).result.error
    expect(errors.customerName).toEqual(['Name is required'])
    expect(errors.time).toBeTruthy()

    const ok = await bookByPhone({ ...caller, date, time: '16:00' })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe(`/admin/appointments?date=${date}`)
    const booked = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.customerEmail, 'rosa@example.com'))
      .get()!
    expect(booked).toMatchObject({ appointmentDate: date, appointmentTime: '16:00' })
    const mail = lastMailTo('rosa@example.com')!
    expect(mail.subject).toMatch(/^Appointment confirmed: Measurement Service on /)
    expect(mail.text).toContain('as agreed with our office')
    expect(mail.text).toContain(appointmentLinks(booked).manageUrl)

    // 16:00 takes one visit: the next caller is refused, unless staff overbook.
    const full = await bookByPhone({
      ...caller,
      customerEmail: 'second@example.com',
      date,
      time: '16:00',
    })
    expect(full.status).toBe(409)
    expect(
      (full.data as { result: { error: Record<string, string[]> } }).result.error.time[0],
    ).toMatch(/That time is full/)
    const over = await bookByPhone({
      ...caller,
      customerEmail: 'second@example.com',
      date,
      time: '16:00',
      overbook: 'on',
    })
    expect(over.status).toBe(302)
    expect(slotAt(date, '16:00')!.currentBookings).toBe(2)
  })

  it('books a caller with a phone and no e-mail: nothing is e-mailed, and the toast says so (issue 40.21)', async () => {
    const date = offeredDate(10)
    const ok = await bookByPhone({
      ...caller,
      customerName: 'Phone Only',
      customerEmail: '',
      date,
      time: '08:00',
    })
    expect(ok.status).toBe(302)
    const booked = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.customerName, 'Phone Only'))
      .get()!
    expect(booked).toMatchObject({ customerEmail: '', customerPhone: caller.customerPhone })
    const cookie = ok.headers.getSetCookie().join('; ')
    const { toast } = await getToast(getRequest('/', { Cookie: cookie }))
    expect(toast?.description).toMatch(/No e-mail address: no confirmation or reminder is e-mailed/)
    expect(lastMailTo('')).toBeUndefined()
    // Staff move it later: still nothing e-mailed, and nothing stuck in the outbox.
    const moved = await staff(
      { intent: 'move-visit', id: String(booked.id), date, time: '10:00' },
      date,
    )
    expect(moved.status).toBe(302)
    expect(lastMailTo('')).toBeUndefined()
  })

  it('still refuses a start the service cannot finish by closing', async () => {
    const late = await bookByPhone({
      ...caller,
      customerEmail: 'late@example.com',
      serviceType: 'installation',
      date: offeredDate(10),
      time: '17:00',
    })
    expect(late.status).toBe(400)
    expect(
      (late.data as { result: { error: Record<string, string[]> } }).result.error.time[0],
    ).toMatch(/past closing/)
  })

  it('"Show the times" (without JavaScript) answers the form again and books nothing', async () => {
    const before = db.select().from(schema.appointments).all().length
    const shown = await bookByPhone({
      ...caller,
      customerName: 'Not Yet',
      serviceType: 'installation',
      date: offeredDate(10),
      __intent__: JSON.stringify({ type: 'validate', payload: { name: 'date' } }),
    })
    expect(shown.status).toBe(200)
    expect(db.select().from(schema.appointments).all()).toHaveLength(before)
    const reply = (shown.data as { result: { initialValue: Record<string, string> } }).result
    expect(reply.initialValue).toMatchObject({
      customerName: 'Not Yet',
      serviceType: 'installation',
    })
  })

  it('fills the form in from a lead and links the visit to it', async () => {
    const lead = db
      .insert(schema.leads)
      .values({
        source: 'quote-wizard',
        name: 'Tom Lee',
        email: 'tom@example.com',
        phone: '(561) 555-0190',
        address: '8 Ocean Dr',
        city: 'Boca Raton',
        zipCode: '33432',
        serviceType: 'repair',
        details: 'Shutter hinge',
      })
      .returning()
      .get()
    const page = await callRoute(
      bookRoute,
      getRequest(`/admin/appointments/new?leadId=${lead.id}`, auth),
    )
    const { defaults } = page.data as { defaults: Record<string, string> }
    expect(defaults).toMatchObject({
      customerName: 'Tom Lee',
      customerEmail: 'tom@example.com',
      customerAddress: '8 Ocean Dr, Boca Raton 33432',
      serviceType: 'repair',
      leadId: String(lead.id),
    })
    const { leadId, ...fields } = defaults
    const ok = await bookByPhone({
      ...fields,
      leadId,
      customerPhone: '(561) 555-0190',
      date: offeredDate(9),
      time: '08:00',
    })
    expect(ok.status).toBe(302)
    const booked = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.customerEmail, 'tom@example.com'))
      .get()!
    expect(booked).toMatchObject({ leadId: lead.id, serviceType: 'repair' })
  })
})

const MON_FRI = ['1', '2', '3', '4', '5']

describe('staff edit the availability', () => {
  function edit(fields: Record<string, string | string[]>) {
    return callRoute(
      availabilityRoute,
      formRequest('/admin/appointments/availability', fields, { headers: auth }),
    )
  }
  const slotsOf = (date: string) =>
    db
      .select()
      .from(schema.appointmentSlots)
      .where(eq(schema.appointmentSlots.date, date))
      .all()
      .sort((a, b) => a.timeSlot.localeCompare(b.timeSlot))

  it('offers the holidays, and a closed day leaves the public list; its visits stay booked', async () => {
    const page = await callRoute(
      availabilityRoute,
      getRequest('/admin/appointments/availability', auth),
    )
    const { suggestions } = page.data as { suggestions: { date: string; label: string }[] }
    expect(suggestions.map((h) => h.label)).toEqual(
      expect.arrayContaining(['Christmas Eve', 'Christmas Day', 'Day after Thanksgiving']),
    )

    const day = offeredDate(10)
    const kept = await book(40, day, '10:00')
    expect((await edit({ intent: 'close-day', date: day, label: '' })).status).toBe(400)
    expect((await edit({ intent: 'close-day', date: day, label: 'Office day off' })).status).toBe(
      302,
    )
    expect((await wizard()).dates).not.toContain(day)
    expect(slotsOf(day).every((s) => !s.isAvailable)).toBe(true)
    expect(visit(kept.id).status).toBe('scheduled')

    // A closed day whose times are not made yet stays closed when they are.
    const later = offeredDate(15)
    expect(slotsOf(later)).toHaveLength(0)
    await edit({ intent: 'close-day', date: later, label: 'Office day off' })
    expect((await wizard()).dates).not.toContain(later)
    expect(slotsOf(later).every((s) => !s.isAvailable)).toBe(true)

    expect((await edit({ intent: 'reopen-day', date: day })).status).toBe(302)
    expect((await wizard()).dates).toContain(day)

    // "Open this day again" on the day view opens a closed day too, and both lists agree.
    await edit({ intent: 'close-day', date: day, label: 'Office day off' })
    const unblock = await staff({ intent: 'unblock-day', date: day }, day)
    expect(unblock.status).toBe(302)
    expect(slotsOf(day).every((s) => s.isAvailable)).toBe(true)
    expect((await wizard()).dates).toContain(day)
    const after = await callRoute(
      availabilityRoute,
      getRequest('/admin/appointments/availability', auth),
    )
    expect((after.data as { closed: { date: string }[] }).closed.map((d) => d.date)).not.toContain(
      day,
    )
  })

  it('a day blocked on the calendar is listed under Closed days, and opened again from there (issue 40.21)', async () => {
    const day = offeredDate(14)
    expect((await staff({ intent: 'block-day', date: day }, day)).status).toBe(302)
    const closedDays = async () => {
      const page = await callRoute(
        availabilityRoute,
        getRequest('/admin/appointments/availability', auth),
      )
      return (page.data as { closed: { date: string; label: string }[] }).closed
    }
    expect(await closedDays()).toContainEqual({ date: day, label: 'Blocked from the calendar' })
    expect((await wizard()).dates).not.toContain(day)
    const calendar = await callRoute(
      appointmentsRoute,
      getRequest(`/admin/appointments?date=${day}`, auth),
    )
    expect((calendar.data as { closed: { label: string } | null }).closed).toMatchObject({
      label: 'Blocked from the calendar',
    })
    expect((await edit({ intent: 'reopen-day', date: day })).status).toBe(302)
    expect((await closedDays()).map((d) => d.date)).not.toContain(day)
    expect((await wizard()).dates).toContain(day)
  })

  it('opens Saturdays: a time offered on Saturday puts the coming Saturdays on the public list', async () => {
    let dates = (await wizard()).dates
    const saturdays = () => dates.filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6)
    expect(saturdays()).toEqual([])
    const added = await edit({
      intent: 'template-add',
      startTime: '09:30',
      durationMinutes: '60',
      maxBookings: '1',
      weekdays: '6',
    })
    expect(added.status).toBe(302)
    dates = (await wizard()).dates
    const saturday = saturdays()[0]
    expect(saturday).toBeDefined()
    const slots = (await wizard(`?service=consultation&date=${saturday}`)).slots
    expect(slots.map((s) => s.timeSlot)).toEqual(['09:30'])
    // A weekday does not get the Saturday time.
    const weekday = dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2)!
    const weekdaySlots = (await wizard(`?service=consultation&date=${weekday}`)).slots
    expect(weekdaySlots.map((s) => s.timeSlot)).not.toContain('09:30')
    // Closed again: Saturdays leave the list.
    const time = db
      .select()
      .from(schema.appointmentSlotTemplates)
      .where(eq(schema.appointmentSlotTemplates.startTime, '09:30'))
      .get()!
    const noDays = await edit({
      intent: 'template-save',
      id: String(time.id),
      durationMinutes: '60',
      maxBookings: '1',
      isActive: 'on',
    })
    expect(noDays.status).toBe(400)
    expect(
      (noDays.data as { result: { error: Record<string, string[]> } }).result.error.weekdays,
    ).toEqual(['Choose at least one day'])
    await edit({
      intent: 'template-save',
      id: String(time.id),
      durationMinutes: '60',
      maxBookings: '1',
      weekdays: '6',
    })
    dates = (await wizard()).dates
    expect(saturdays()).toEqual([])
  })

  it('applies a template change to the coming days, never to booked visits', async () => {
    const day = offeredDate(11)
    const booked = await book(41, day, '17:00')
    const before = slotsOf(day)
    expect(before.map((s) => s.timeSlot)).toContain('17:00')
    const template = db.select().from(schema.appointmentSlotTemplates).all()
    const at = (time: string) => template.find((t) => t.startTime === time)!

    // A new time at 9, 08:00 takes three visits, 17:00 and 12:00 are no longer offered.
    const bad = await edit({
      intent: 'template-add',
      startTime: '07:00',
      durationMinutes: '60',
      maxBookings: '1',
      weekdays: ['1', '2'],
    })
    expect(bad.status).toBe(400)
    expect(
      (bad.data as { result: { error: Record<string, string[]> } }).result.error.startTime,
    ).toEqual(['Monday hours are 08:00 to 18:00: start between them'])
    expect(
      (
        await edit({
          intent: 'template-add',
          startTime: '09:00',
          durationMinutes: '60',
          maxBookings: '1',
          weekdays: ['1', '2', '3', '4', '5'],
        })
      ).status,
    ).toBe(302)
    for (const [time, fields] of [
      ['08:00', { durationMinutes: '120', maxBookings: '3', isActive: 'on', weekdays: MON_FRI }],
      ['17:00', { durationMinutes: '60', maxBookings: '1', weekdays: MON_FRI }],
      ['12:00', { durationMinutes: '120', maxBookings: '2', weekdays: MON_FRI }],
    ] as const) {
      const saved = await edit({ intent: 'template-save', id: String(at(time).id), ...fields })
      expect(saved.status).toBe(302)
    }

    const after = slotsOf(day)
    expect(after.map((s) => s.timeSlot)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '14:00',
      '16:00',
      '17:00',
    ])
    expect(after.find((s) => s.timeSlot === '08:00')!.maxBookings).toBe(3)
    // 17:00 has a visit: the time stays for it, closed to new bookings.
    expect(after.find((s) => s.timeSlot === '17:00')).toMatchObject({
      isAvailable: false,
      currentBookings: 1,
    })
    expect(visit(booked.id)).toMatchObject({ appointmentDate: day, appointmentTime: '17:00' })
    // A day made later has the new template.
    const fresh = offeredDate(19)
    const slots = (await wizard(`?service=consultation&date=${fresh}`)).slots
    expect(slots.map((s) => s.timeSlot)).toEqual(['08:00', '09:00', '10:00', '14:00', '16:00'])
  })
})

describe('the week view', () => {
  it('shows Monday to Sunday of the chosen day, visits at their times with each time’s capacity', async () => {
    const date = offeredDate(12)
    const booked = await book(50, date, '14:00')
    const page = await callRoute(
      appointmentsRoute,
      getRequest(`/admin/appointments?view=week&date=${date}`, auth),
    )
    const data = page.data as {
      view: string
      week: {
        date: string
        rows: {
          time: string
          slot?: { currentBookings: number; maxBookings: number }
          visits: { id: number }[]
        }[]
      }[]
    }
    expect(data.view).toBe('week')
    expect(data.week).toHaveLength(7)
    expect(new Date(`${data.week[0].date}T12:00:00Z`).getUTCDay()).toBe(1)
    expect(data.week.map((d) => d.date)).toContain(date)
    const row = data.week.find((d) => d.date === date)!.rows.find((r) => r.time === '14:00')!
    expect(row.visits.map((v) => v.id)).toContain(booked.id)
    expect(row.slot).toMatchObject({ currentBookings: 1, maxBookings: 2 })
  })
})
