/**
 * Appointment slots: made from the weekly template for the dates offered, and read.
 */
import { eq, inArray } from 'drizzle-orm'
import {
  type AppointmentSlot,
  type BookingServiceType,
  dateRefusal,
  offeredDates,
  openDates,
  type SlotRecord,
  slotsForService,
} from '~/domain/booking'
import { db, isDatabaseBusy, schema } from '../platform/db.server'
import { isPrimary } from '../platform/litefs.server'

const { appointmentSlots, appointmentSlotTemplates } = schema

/**
 * Makes the slots of the given dates from the active weekly template, where a date has none
 * yet (the unique date + time index keeps a second run from adding any). Answers how many
 * slots were added.
 */
export function ensureSlots(dates: readonly string[]): number {
  if (!dates.length) return 0
  const existing = new Set(
    db
      .selectDistinct({ date: appointmentSlots.date })
      .from(appointmentSlots)
      .where(inArray(appointmentSlots.date, [...dates]))
      .all()
      .map((row) => row.date),
  )
  const missing = dates.filter((date) => !existing.has(date))
  if (!missing.length) return 0
  const templates = db
    .select()
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.isActive, true))
    .all()
  if (!templates.length) return 0
  const rows = missing.flatMap((date) =>
    templates.map((t) => ({
      date,
      timeSlot: t.startTime,
      durationMinutes: t.durationMinutes,
      maxBookings: t.maxBookings,
    })),
  )
  return db.insert(appointmentSlots).values(rows).onConflictDoNothing().run().changes
}

/** Slots of the offered days that do not exist yet are made (the job and the wizard call it). */
export function ensureOfferedSlots(now: Date = new Date()): number {
  return ensureSlots(offeredDates(now))
}

/**
 * The dates the public may pick (the wizard and the customer's own reschedule): the offered
 * weekdays without the days staff blocked or closed. Reads only (a GET never writes): a day
 * whose slots are not made yet counts as open when the weekly template has times.
 */
export function publicDates(now: Date = new Date()): string[] {
  const offered = offeredDates(now)
  const slots = db
    .select({ date: appointmentSlots.date, isAvailable: appointmentSlots.isAvailable })
    .from(appointmentSlots)
    .where(inArray(appointmentSlots.date, offered))
    .all()
  const template = db
    .select({ id: appointmentSlotTemplates.id })
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.isActive, true))
    .limit(1)
    .get()
  return openDates(offered, slots, { templateHasTimes: Boolean(template) })
}

export function slotsOn(date: string): SlotRecord[] {
  return db.select().from(appointmentSlots).where(eq(appointmentSlots.date, date)).all()
}

export function getSlot(id: number): SlotRecord | undefined {
  return db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id)).get()
}

/**
 * A date's slots for a service (the slot of docs/requirements.md#appointment-booking). Only an offered date
 * has any; its slots are made from the template on first request.
 */
export function listSlots(
  date: string,
  serviceType: BookingServiceType,
  now: Date = new Date(),
): AppointmentSlot[] {
  if (dateRefusal(date, now)) return []
  // Only the primary writes; on a replica the job on the primary has made them already. A
  // busy database does not hold the page up: the job has made the offered days' slots too.
  if (isPrimary()) {
    try {
      ensureSlots([date])
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error
    }
  }
  return slotsForService(slotsOn(date), serviceType, now)
}
