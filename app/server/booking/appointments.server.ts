// Long because it is the one writer of visits: customer and staff bookings, moves and cancellations share its transactions.
/**
 * The one writer of appointments: bookings, reschedules and cancellations (each in one
 * immediate transaction that re-checks capacity, so two customers never get the last place),
 * and the reminder claim.
 */

import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import type { ArrivalColumns } from '~/domain/arrival'
import {
  type AppointmentRequest,
  type BookingServiceType,
  DATE_REFUSAL_MESSAGES,
  REMINDER_HOURS_BEFORE,
  SLOT_TAKEN_MESSAGE,
  type SlotRecord,
  slotRefusal,
  slotStart,
} from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import type { Locale } from '~/domain/locale'
import { bookingHours } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { dateRefusalNow, ensureSlots } from './slots.server'

const { appointmentSlots, appointments } = schema

export type Appointment = typeof schema.appointments.$inferSelect

export const IMMEDIATE = { behavior: 'immediate' } as const

export type BookingResult =
  | { ok: true; appointment: Appointment }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string }

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

function refuse(status: 400 | 404 | 409, message: string, field?: string): never {
  throw new Refusal(status, message, field)
}

/** Runs a write; a Refusal thrown inside rolls it back and becomes the answer. */
function attempt<T>(work: () => T): { ok: true; value: T } | Extract<BookingResult, { ok: false }> {
  try {
    return { ok: true, value: work() }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return { ok: false, status: error.status, error: error.message, field: error.field }
  }
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/**
 * Inside a transaction: checks the slot can take the service on the date now, and takes one
 * place in it. The place is taken by a conditional update, so capacity is re-checked by the
 * write itself.
 */
function takePlace(
  tx: Tx,
  slotId: number,
  want: { serviceType: BookingServiceType; date: string; time?: string },
  now: Date,
): SlotRecord {
  const dateProblem = dateRefusalNow(want.date, now)
  if (dateProblem) refuse(400, DATE_REFUSAL_MESSAGES[dateProblem], 'appointmentDate')
  const slot = tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).get()
  if (!slot || slot.date !== want.date || (want.time && want.time !== slot.timeSlot)) {
    refuse(
      400,
      'That time is not offered on this date. Please pick a time from the list.',
      'slotId',
    )
  }
  const problem = slotRefusal(slot, want.serviceType, now, bookingHours())
  if (problem === 'full') refuse(409, SLOT_TAKEN_MESSAGE, 'slotId')
  if (problem === 'started')
    refuse(400, 'That time has passed. Please pick a later time.', 'slotId')
  if (problem) {
    refuse(400, 'That time cannot be booked for this service. Please pick another.', 'slotId')
  }
  const taken = tx
    .update(appointmentSlots)
    .set({ currentBookings: sql`${appointmentSlots.currentBookings} + 1` })
    .where(
      and(
        eq(appointmentSlots.id, slotId),
        eq(appointmentSlots.isAvailable, true),
        lt(appointmentSlots.currentBookings, appointmentSlots.maxBookings),
      ),
    )
    .returning({ id: appointmentSlots.id })
    .get()
  if (!taken) refuse(409, SLOT_TAKEN_MESSAGE, 'slotId')
  return slot
}

function freePlace(tx: Tx, slotId: number) {
  tx.update(appointmentSlots)
    .set({ currentBookings: sql`max(${appointmentSlots.currentBookings} - 1, 0)` })
    .where(eq(appointmentSlots.id, slotId))
    .run()
}

/**
 * Books an appointment: in one immediate transaction the date, the slot and its capacity are
 * checked again and the place and the appointment are written together. The last place goes
 * to one customer; the others get 409 and nothing is written for them.
 */
export function bookAppointment(
  input: AppointmentRequest & { arrival?: ArrivalColumns; language?: Locale },
  now: Date = new Date(),
): BookingResult {
  if (!dateRefusalNow(input.appointmentDate, now)) ensureSlots([input.appointmentDate])
  const result = attempt(() =>
    db.transaction((tx) => {
      const slot = takePlace(
        tx,
        input.slotId,
        {
          serviceType: input.serviceType,
          date: input.appointmentDate,
          time: input.appointmentTime,
        },
        now,
      )
      return tx
        .insert(appointments)
        .values({
          slotId: slot.id,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          customerAddress: input.customerAddress,
          serviceType: input.serviceType,
          serviceDescription: input.serviceDescription ?? null,
          appointmentDate: slot.date,
          appointmentTime: slot.timeSlot,
          language: input.language ?? 'en',
          ...input.arrival,
        })
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

/**
 * Inside a move's transaction, once the new place is taken: the old place is freed and the
 * visit set to the new slot; the reminder will go out again, and the calendar file's SEQUENCE
 * goes up so the customer's calendar updates the same visit (customer or staff move alike).
 */
function moveToSlot(
  tx: Tx,
  current: Appointment,
  slot: { id: number; date: string; timeSlot: string },
): Appointment {
  freePlace(tx, current.slotId)
  return tx
    .update(appointments)
    .set({
      slotId: slot.id,
      appointmentDate: slot.date,
      appointmentTime: slot.timeSlot,
      reminderSentAt: null,
      textReminderSentAt: null,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
    })
    .where(eq(appointments.id, current.id))
    .returning()
    .get()
}

export function getAppointment(id: number): Appointment | undefined {
  return db.select().from(appointments).where(eq(appointments.id, id)).get()
}

export function isActive(appointment: Appointment): boolean {
  return appointment.status === 'scheduled' || appointment.status === 'confirmed'
}

/**
 * Moves an active appointment to another slot: the new place is taken (capacity re-checked)
 * and the old one freed in the same transaction; the reminder will go out again for the new
 * time.
 */
export function rescheduleAppointment(
  id: number,
  move: { slotId: number; date: string },
  now: Date = new Date(),
): BookingResult {
  if (!dateRefusalNow(move.date, now)) ensureSlots([move.date])
  const result = attempt(() =>
    db.transaction((tx) => {
      const current = tx.select().from(appointments).where(eq(appointments.id, id)).get()
      if (!current) refuse(404, 'Appointment not found')
      if (!isActive(current)) refuse(409, 'This appointment was cancelled and cannot be moved.')
      if (current.slotId === move.slotId) {
        refuse(400, 'That is the time you already have. Please pick another.', 'slotId')
      }
      const slot = takePlace(
        tx,
        move.slotId,
        { serviceType: current.serviceType, date: move.date },
        now,
      )
      return moveToSlot(tx, current, slot)
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

/**
 * Inside a transaction: takes a place for staff in the slot at `date` and `time` (a booking
 * taken by phone, or a move). The slot must exist (the caller makes the day's slots from the
 * template first), not have started, and fit the service before closing; it must have room
 * and be open unless staff chose to overbook, which takes the place even when the time is
 * full or blocked. The place is taken by a conditional update, so capacity is re-checked by
 * the write itself.
 */
function takeStaffPlace(
  tx: Tx,
  want: {
    date: string
    time: string
    serviceType: BookingServiceType
    overbook: boolean
    currentSlotId?: number
  },
  now: Date,
): SlotRecord {
  const slot = tx
    .select()
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.date, want.date), eq(appointmentSlots.timeSlot, want.time)))
    .get()
  if (!slot) refuse(400, 'There is no bookable time then. Pick a time the day offers.', 'time')
  if (slot.id === want.currentSlotId) refuse(400, 'The visit is already at that time.', 'time')
  const problem = slotRefusal(slot, want.serviceType, now, bookingHours())
  if (problem === 'started') refuse(400, 'That time has passed.', 'time')
  if (problem === 'after-closing') {
    refuse(400, 'This service would run past closing time from then.', 'time')
  }
  if ((problem === 'full' || problem === 'closed') && !want.overbook) {
    refuse(
      409,
      problem === 'full'
        ? `That time is full (${slot.currentBookings} of ${slot.maxBookings} booked). Tick "Overbook" to book it anyway.`
        : 'That day or time is blocked. Tick "Overbook" to book it anyway.',
      'time',
    )
  }
  const taken = tx
    .update(appointmentSlots)
    .set({ currentBookings: sql`${appointmentSlots.currentBookings} + 1` })
    .where(
      want.overbook
        ? eq(appointmentSlots.id, slot.id)
        : and(
            eq(appointmentSlots.id, slot.id),
            eq(appointmentSlots.isAvailable, true),
            lt(appointmentSlots.currentBookings, appointmentSlots.maxBookings),
          ),
    )
    .returning({ id: appointmentSlots.id })
    .get()
  if (!taken) refuse(409, SLOT_TAKEN_MESSAGE, 'time')
  return slot
}

/** A day staff book or move to: from today on (staff may book today, unlike customers). */
function checkStaffDate(date: string, now: Date) {
  if (date < businessDate(now)) refuse(400, 'That day has passed.', 'date')
}

/**
 * Staff move a visit to the slot at `date` and `time` ("Can you come Tuesday instead?"), in
 * one immediate transaction (see takeStaffPlace); the old place is freed, the reminder will
 * go out again and the calendar SEQUENCE goes up.
 */
export function staffMoveAppointment(
  id: number,
  move: { date: string; time: string; overbook: boolean },
  now: Date = new Date(),
): BookingResult {
  if (move.date >= businessDate(now)) ensureSlots([move.date])
  const result = attempt(() =>
    db.transaction((tx) => {
      const current = tx.select().from(appointments).where(eq(appointments.id, id)).get()
      if (!current) refuse(404, 'Appointment not found')
      if (!isActive(current)) refuse(409, 'A cancelled or completed visit cannot be moved.')
      checkStaffDate(move.date, now)
      const slot = takeStaffPlace(
        tx,
        { ...move, serviceType: current.serviceType, currentSlotId: current.slotId },
        now,
      )
      return moveToSlot(tx, current, slot)
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

export type StaffBooking = {
  customerName: string
  /** None for a caller without one: stored empty, and no e-mail goes to them. */
  customerEmail?: string
  customerPhone: string
  customerAddress: string
  serviceType: BookingServiceType
  serviceDescription?: string | null
  date: string
  time: string
  overbook: boolean
  leadId?: number | null
}

/** The arrival a lead was stored with (the columns of app/domain/arrival.ts), and its language. */
function leadArrival(tx: Tx, leadId: number): ArrivalColumns | undefined {
  const { leads } = schema
  return tx
    .select({
      arrivalLanding: leads.arrivalLanding,
      arrivalReferrer: leads.arrivalReferrer,
      arrivalSource: leads.arrivalSource,
      arrivalMedium: leads.arrivalMedium,
      arrivalCampaign: leads.arrivalCampaign,
      language: leads.language,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .get()
}

/**
 * Staff book a visit for a caller (or from a lead): in one immediate transaction, like the
 * public booking, the slot's capacity is checked again and the place and the visit are
 * written together (see takeStaffPlace for overbooking).
 */
export function staffBookAppointment(input: StaffBooking, now: Date = new Date()): BookingResult {
  if (input.date >= businessDate(now)) ensureSlots([input.date])
  const result = attempt(() =>
    db.transaction((tx) => {
      checkStaffDate(input.date, now)
      const slot = takeStaffPlace(tx, input, now)
      return tx
        .insert(appointments)
        .values({
          slotId: slot.id,
          customerName: input.customerName,
          customerEmail: input.customerEmail ?? '',
          customerPhone: input.customerPhone,
          customerAddress: input.customerAddress,
          serviceType: input.serviceType,
          serviceDescription: input.serviceDescription ?? null,
          appointmentDate: slot.date,
          appointmentTime: slot.timeSlot,
          leadId: input.leadId ?? null,
          // Booked from a lead: the visit came from where the lead came from, in its language.
          ...(input.leadId ? leadArrival(tx, input.leadId) : {}),
        })
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

/**
 * Cancels an active appointment and frees its place, in one transaction; staff may give the
 * reason the customer is told.
 */
export function cancelAppointment(id: number, reason: string | null = null): BookingResult {
  const result = attempt(() =>
    db.transaction((tx) => {
      const current = tx.select().from(appointments).where(eq(appointments.id, id)).get()
      if (!current) refuse(404, 'Appointment not found')
      if (!isActive(current)) refuse(409, 'This appointment is already cancelled.')
      freePlace(tx, current.slotId)
      return tx
        .update(appointments)
        .set({
          status: 'cancelled',
          statusReason: reason,
          calendarSequence: sql`${appointments.calendarSequence} + 1`,
        })
        .where(eq(appointments.id, id))
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

/**
 * Active appointments starting within the next 24 hours whose reminder has not been claimed
 * (and that have not started).
 */
export function dueReminders(now: Date = new Date()): Appointment[] {
  const horizon = now.getTime() + REMINDER_HOURS_BEFORE * 60 * 60 * 1000
  // Candidates by business date (24 hours span at most two), then the exact instant.
  return db
    .select()
    .from(appointments)
    .where(
      and(
        isNull(appointments.reminderSentAt),
        inArray(appointments.status, ['scheduled', 'confirmed']),
        gte(appointments.appointmentDate, businessDate(now)),
        lte(appointments.appointmentDate, businessDate(new Date(horizon))),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .all()
    .filter((a) => {
      const start = slotStart(a.appointmentDate, a.appointmentTime).getTime()
      return start > now.getTime() && start <= horizon
    })
}

/**
 * Marks the reminder of an appointment as sent, once: answers the appointment when this call
 * claimed it, undefined when another run already had (or it was cancelled meanwhile).
 */
export function claimReminder(id: number, now: Date = new Date()): Appointment | undefined {
  return db.transaction(
    (tx) =>
      tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(appointments.id, id),
            isNull(appointments.reminderSentAt),
            inArray(appointments.status, ['scheduled', 'confirmed']),
          ),
        )
        .returning()
        .get(),
    IMMEDIATE,
  )
}

/** Active visits on `date` (YYYY-MM-DD) whose reminder text is not yet claimed. */
export function visitsAwaitingReminderText(date: string): Appointment[] {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        isNull(appointments.textReminderSentAt),
        inArray(appointments.status, ['scheduled', 'confirmed']),
        eq(appointments.appointmentDate, date),
      ),
    )
    .orderBy(asc(appointments.appointmentTime))
    .all()
}

/** Claims a visit's reminder text, once (as `claimReminder` does for the e-mail). */
export function claimReminderText(id: number, now: Date = new Date()): Appointment | undefined {
  return db.transaction(
    (tx) =>
      tx
        .update(appointments)
        .set({ textReminderSentAt: now })
        .where(
          and(
            eq(appointments.id, id),
            isNull(appointments.textReminderSentAt),
            inArray(appointments.status, ['scheduled', 'confirmed']),
          ),
        )
        .returning()
        .get(),
    IMMEDIATE,
  )
}
