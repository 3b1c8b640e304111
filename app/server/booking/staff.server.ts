/**
 * Appointments and slots as staff manage them (issue 11): a day's slots, the list, bookings per
 * day, status, capacity and blocked days. A status change that ends a visit should go through
 * cancelAppointment (it frees the place); rescheduleAppointment moves one with its capacity check.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { SlotRecord } from '~/domain/booking'
import type { TemplateTime } from '~/domain/staff-calendar'
import { db, schema } from '../platform/db.server'
import {
  type Appointment,
  cancelAppointment,
  getAppointment,
  IMMEDIATE,
  isActive,
} from './appointments.server'
import { ensureSlots, slotsOn, templateDays } from './slots.server'

const { appointmentSlots, appointments } = schema

/** The slots of one day with their capacity, in time order (none when none were made). */
export function slotsOfDay(date: string): SlotRecord[] {
  return slotsOn(date).sort((a, b) => a.timeSlot.localeCompare(b.timeSlot))
}

/** The appointments of the days from `from` to `to` (inclusive), in visit order. */
export function listAppointmentsForStaff(
  from: string,
  to: string,
  status?: Appointment['status'],
): Appointment[] {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.appointmentDate, from),
        lte(appointments.appointmentDate, to),
        status ? eq(appointments.status, status) : undefined,
      ),
    )
    .orderBy(
      asc(appointments.appointmentDate),
      asc(appointments.appointmentTime),
      asc(appointments.id),
    )
    .all()
}

/** How many active visits each day from `from` to `to` has (days without any left out). */
export function bookingsPerDay(from: string, to: string): { date: string; count: number }[] {
  return db
    .select({ date: appointments.appointmentDate, count: sql<number>`count(*)` })
    .from(appointments)
    .where(
      and(
        gte(appointments.appointmentDate, from),
        lte(appointments.appointmentDate, to),
        inArray(appointments.status, ['scheduled', 'confirmed']),
      ),
    )
    .groupBy(appointments.appointmentDate)
    .orderBy(asc(appointments.appointmentDate))
    .all()
}

export type StaffResult = { ok: true } | { ok: false; error: string }

export type VisitChangeResult =
  | { ok: true; appointment: Appointment }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string }

/**
 * Staff confirm an active visit, with a note the customer is told (kept on the visit). A
 * visit already confirmed is confirmed again (the customer hears it again).
 */
export function confirmVisit(id: number, note: string | null): VisitChangeResult {
  const current = getAppointment(id)
  if (!current) return { ok: false, status: 404, error: 'Appointment not found' }
  if (!isActive(current)) {
    return { ok: false, status: 409, error: 'Only a booked visit can be confirmed.' }
  }
  const appointment = db
    .update(appointments)
    .set({ status: 'confirmed', statusReason: note })
    .where(eq(appointments.id, id))
    .returning()
    .get()
  return { ok: true, appointment }
}

/** Staff cancel an active visit with the reason the customer is told; its place is freed. */
export function cancelVisit(id: number, reason: string): VisitChangeResult {
  const result = cancelAppointment(id, reason)
  return result.ok ? { ok: true, appointment: result.appointment } : result
}

/**
 * Staff set a visit's status. Cancelling frees its place (as the customer's own cancel does);
 * a cancelled visit is not reopened (its place may be gone): book a new one instead. Answers
 * the visit when its status changed (the caller tells the customer).
 */
export function setAppointmentStatus(
  id: number,
  status: Appointment['status'],
): { ok: true; changed?: Appointment } | { ok: false; error: string } {
  const current = getAppointment(id)
  if (!current) return { ok: false, error: 'Appointment not found' }
  if (current.status === status) return { ok: true }
  if (current.status === 'cancelled') {
    return { ok: false, error: 'A cancelled visit cannot be reopened; book a new one instead.' }
  }
  if (status === 'cancelled' && isActive(current)) {
    const result = cancelAppointment(id)
    return result.ok
      ? { ok: true, changed: result.appointment }
      : { ok: false, error: result.error }
  }
  const changed = db
    .update(appointments)
    .set({ status })
    .where(eq(appointments.id, id))
    .returning()
    .get()
  return { ok: true, changed }
}

/** Changes how many visits a slot takes; never below the visits already booked in it. */
export function setSlotCapacity(slotId: number, maxBookings: number): StaffResult {
  return db.transaction((tx) => {
    const slot = tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).get()
    if (!slot) return { ok: false, error: 'Slot not found' } as const
    if (maxBookings < slot.currentBookings) {
      return {
        ok: false,
        error: `${slot.currentBookings} visits are booked at this time: keep the capacity at ${slot.currentBookings} or more, or cancel a visit first.`,
      } as const
    }
    tx.update(appointmentSlots).set({ maxBookings }).where(eq(appointmentSlots.id, slotId)).run()
    return { ok: true } as const
  }, IMMEDIATE)
}

/**
 * Blocks (or opens again) every slot of a day. The day's slots are made first when they do
 * not exist yet, so a block set ahead of time holds when the job makes the slots later.
 * Visits already booked stay booked. Answers how many slots the day has.
 */
export function setDayBlocked(date: string, blocked: boolean): number {
  ensureSlots([date])
  return db
    .update(appointmentSlots)
    .set({ isAvailable: !blocked })
    .where(eq(appointmentSlots.date, date))
    .returning({ id: appointmentSlots.id })
    .all().length
}

/** The active times of the weekly template with the days of the week each is offered. */
export function templateTimesWithDays(): TemplateTime[] {
  return db
    .select({
      time: schema.appointmentSlotTemplates.startTime,
      weekdays: schema.appointmentSlotTemplates.weekdays,
    })
    .from(schema.appointmentSlotTemplates)
    .where(eq(schema.appointmentSlotTemplates.isActive, true))
    .orderBy(asc(schema.appointmentSlotTemplates.startTime))
    .all()
    .map((row) => ({ time: row.time, weekdays: templateDays(row) }))
}

/** The slots of the days from `from` to `to` (inclusive), by date and time. */
export function slotsBetween(from: string, to: string): SlotRecord[] {
  return db
    .select()
    .from(appointmentSlots)
    .where(and(gte(appointmentSlots.date, from), lte(appointmentSlots.date, to)))
    .orderBy(asc(appointmentSlots.date), asc(appointmentSlots.timeSlot))
    .all()
}
