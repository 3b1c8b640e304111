/**
 * Appointment slots: made from the weekly template for the dates offered, and read.
 */
import { and, eq, gt, inArray, isNull, notExists } from 'drizzle-orm'
import {
  type AppointmentSlot,
  BOOKABLE_WEEKDAYS,
  type BookingServiceType,
  dateRefusal,
  isoWeekday,
  MONDAY_TO_FRIDAY,
  offeredDates,
  openDates,
  type SlotRecord,
  slotsForService,
} from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import { bookingHours } from '../content/business-settings.server'
import { db, isDatabaseBusy, schema } from '../platform/db.server'
import { isPrimary } from '../platform/litefs.server'

const { appointmentClosedDays, appointmentSlots, appointmentSlotTemplates, appointments } = schema

/** The days of the week one template time is offered (ISO, 1 = Monday). */
export function templateDays(template: { weekdays: string }): number[] {
  return template.weekdays
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
}

/**
 * The days of the week the business books visits: those any active template time is offered
 * on (Monday to Friday when there is no template yet) that the business settings keep open.
 */
export function openWeekdays(): number[] {
  const days = new Set<number>()
  const rows = db
    .select({ weekdays: appointmentSlotTemplates.weekdays })
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.isActive, true))
    .all()
  for (const row of rows) for (const day of templateDays(row)) days.add(day)
  const offered = days.size ? [...days] : [...MONDAY_TO_FRIDAY]
  // A day the business settings close is never offered, whatever the template says.
  const hours = bookingHours()
  return offered.filter((day) => hours[day - 1]?.opens).sort((a, b) => a - b)
}

/** The closed days after today (holidays, days staff closed), not reopened. */
function closedDaysAhead(now: Date): string[] {
  return db
    .select({ date: appointmentClosedDays.date })
    .from(appointmentClosedDays)
    .where(
      and(
        gt(appointmentClosedDays.date, businessDate(now)),
        isNull(appointmentClosedDays.reopenedAt),
      ),
    )
    .all()
    .map((row) => row.date)
}

/**
 * The offered dates, by the days of the week the template opens: the next BOOKABLE_WEEKDAYS
 * days that are not closed, so a holiday does not shorten the customer's choice.
 */
export function offeredDays(now: Date = new Date()): string[] {
  return offeredDates(now, BOOKABLE_WEEKDAYS, openWeekdays(), closedDaysAhead(now))
}

/** Why a date cannot be booked now (by the template's open days and the closed days), or null. */
export function dateRefusalNow(date: string, now: Date = new Date()) {
  return dateRefusal(date, now, openWeekdays(), closedDaysAhead(now))
}

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
  const closed = closedAmong(missing)
  const rows = missing.flatMap((date) =>
    templates
      .filter((t) => templateDays(t).includes(isoWeekday(date)))
      .map((t) => ({
        date,
        timeSlot: t.startTime,
        durationMinutes: t.durationMinutes,
        maxBookings: t.maxBookings,
        // A closed day's times are made blocked, so the day stays closed.
        isAvailable: !closed.has(date),
      })),
  )
  if (!rows.length) return 0
  return db.insert(appointmentSlots).values(rows).onConflictDoNothing().run().changes
}

/** Which of the dates are closed days. */
function closedAmong(dates: readonly string[]): Set<string> {
  if (!dates.length) return new Set()
  return new Set(
    db
      .select({ date: appointmentClosedDays.date })
      .from(appointmentClosedDays)
      .where(
        and(
          inArray(appointmentClosedDays.date, [...dates]),
          isNull(appointmentClosedDays.reopenedAt),
        ),
      )
      .all()
      .map((row) => row.date),
  )
}

/**
 * Applies the weekly template to the days after `today` whose slots are made already (the
 * job makes the next weeks' days, so a change to the template would otherwise wait weeks):
 * a new time is added (blocked on a blocked or closed day), a changed time takes the new
 * length and capacity (never below the visits booked in it), and a time taken out of the
 * template is removed, or, when a visit was ever booked in it, blocked. Booked visits are
 * never touched. Answers how many slots changed.
 */
export function applyTemplateToComingDays(today: string): number {
  return db.transaction((tx) => {
    const templates = tx
      .select()
      .from(appointmentSlotTemplates)
      .where(eq(appointmentSlotTemplates.isActive, true))
      .all()
    const slots = tx.select().from(appointmentSlots).where(gt(appointmentSlots.date, today)).all()
    const byDate = new Map<string, typeof slots>()
    for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot])
    const closed = closedAmong([...byDate.keys()])
    let changed = 0
    for (const [date, daySlots] of byDate) {
      const blocked = closed.has(date) || daySlots.every((slot) => !slot.isAvailable)
      const dayTemplates = templates.filter((t) => templateDays(t).includes(isoWeekday(date)))
      for (const t of dayTemplates) {
        const slot = daySlots.find((s) => s.timeSlot === t.startTime)
        if (!slot) {
          tx.insert(appointmentSlots)
            .values({
              date,
              timeSlot: t.startTime,
              durationMinutes: t.durationMinutes,
              maxBookings: t.maxBookings,
              isAvailable: !blocked,
            })
            .run()
          changed++
        } else {
          const maxBookings = Math.max(t.maxBookings, slot.currentBookings)
          if (slot.durationMinutes !== t.durationMinutes || slot.maxBookings !== maxBookings) {
            tx.update(appointmentSlots)
              .set({ durationMinutes: t.durationMinutes, maxBookings })
              .where(eq(appointmentSlots.id, slot.id))
              .run()
            changed++
          }
        }
      }
      const kept = new Set(dayTemplates.map((t) => t.startTime))
      for (const slot of daySlots) {
        if (kept.has(slot.timeSlot)) continue
        const removed = tx
          .delete(appointmentSlots)
          .where(
            and(
              eq(appointmentSlots.id, slot.id),
              notExists(
                tx
                  .select({ id: appointments.id })
                  .from(appointments)
                  .where(eq(appointments.slotId, slot.id)),
              ),
            ),
          )
          .run().changes
        if (!removed && slot.isAvailable) {
          tx.update(appointmentSlots)
            .set({ isAvailable: false })
            .where(eq(appointmentSlots.id, slot.id))
            .run()
        }
        changed++
      }
    }
    return changed
  }, IMMEDIATE_WRITE)
}

/** Slots of the offered days that do not exist yet are made (the job and the wizard call it). */
export function ensureOfferedSlots(now: Date = new Date()): number {
  return ensureSlots(offeredDays(now))
}

/**
 * The dates the public may pick (the wizard and the customer's own reschedule): the offered
 * weekdays without the days staff blocked or closed. Reads only (a GET never writes): a day
 * whose slots are not made yet counts as open when the weekly template has times.
 */
const IMMEDIATE_WRITE = { behavior: 'immediate' } as const

export function publicDates(now: Date = new Date()): string[] {
  const offered = offeredDays(now)
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
  return openDates(offered, slots, {
    templateHasTimes: Boolean(template),
    closedDays: [...closedAmong(offered)],
  })
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
  if (dateRefusalNow(date, now)) return []
  // Only the primary writes; on a replica the job on the primary has made them already. A
  // busy database does not hold the page up: the job has made the offered days' slots too.
  if (isPrimary()) {
    try {
      ensureSlots([date])
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error
    }
  }
  return slotsForService(slotsOn(date), serviceType, now, bookingHours())
}
