/**
 * The one writer of the weekly template and of the closed days (issue 28). A change to the
 * template is applied at once to the coming days whose slots exist; closing a day blocks its
 * times (booked visits stay booked), reopening it opens them again. A reopened day keeps its
 * row, marked reopened, so the seed's holidays (db/seed.ts) never close it again.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm'
import { type Holiday, templateTimeProblem } from '~/domain/availability'
import { businessDate } from '~/domain/business-time'
import { bookingHours } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { applyTemplateToComingDays } from './slots.server'
import { setDayBlocked } from './staff.server'

const { appointmentClosedDays, appointmentSlotTemplates } = schema

export type Template = typeof appointmentSlotTemplates.$inferSelect

/** Every time of the weekly template, active or not, in time order. */
export function listTemplate(): Template[] {
  return db
    .select()
    .from(appointmentSlotTemplates)
    .orderBy(asc(appointmentSlotTemplates.startTime))
    .all()
}

export type AvailabilityResult = { ok: true } | { ok: false; error: string; field?: string }

/** Adds a time to the template (or turns an inactive one at that time back on). */
export function addTemplateTime(
  input: { startTime: string; durationMinutes: number; maxBookings: number; weekdays: number[] },
  now: Date = new Date(),
): AvailabilityResult {
  const problem = templateTimeProblem(input.startTime, input.weekdays, bookingHours())
  if (problem) return { ok: false, ...problem }
  const time = {
    startTime: input.startTime,
    durationMinutes: input.durationMinutes,
    maxBookings: input.maxBookings,
    weekdays: input.weekdays.join(','),
  }
  const existing = db
    .select()
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.startTime, time.startTime))
    .get()
  if (existing?.isActive) {
    return { ok: false, error: 'That time is in the template already.', field: 'startTime' }
  }
  db.insert(appointmentSlotTemplates)
    .values({ ...time, isActive: true })
    .onConflictDoUpdate({
      target: appointmentSlotTemplates.startTime,
      set: { ...time, isActive: true },
    })
    .run()
  applyTemplateToComingDays(businessDate(now))
  return { ok: true }
}

/** Changes one time of the template: its length, capacity, or whether it is offered. */
export function saveTemplateTime(
  id: number,
  change: { durationMinutes: number; maxBookings: number; isActive: boolean; weekdays: number[] },
  now: Date = new Date(),
): AvailabilityResult {
  const current = db
    .select({ startTime: appointmentSlotTemplates.startTime })
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.id, id))
    .get()
  if (!current) return { ok: false, error: 'That time is not in the template.' }
  const problem = change.isActive
    ? templateTimeProblem(current.startTime, change.weekdays, bookingHours())
    : null
  if (problem) return { ok: false, ...problem }
  const updated = db
    .update(appointmentSlotTemplates)
    .set({
      durationMinutes: change.durationMinutes,
      maxBookings: change.maxBookings,
      isActive: change.isActive,
      weekdays: change.weekdays.join(','),
    })
    .where(eq(appointmentSlotTemplates.id, id))
    .returning({ id: appointmentSlotTemplates.id })
    .get()
  if (!updated) return { ok: false, error: 'That time is not in the template.' }
  applyTemplateToComingDays(businessDate(now))
  return { ok: true }
}

/** The closed days from `from` on, in date order. */
export function listClosedDays(from: string): Holiday[] {
  return db
    .select({ date: appointmentClosedDays.date, label: appointmentClosedDays.label })
    .from(appointmentClosedDays)
    .where(and(gte(appointmentClosedDays.date, from), isNull(appointmentClosedDays.reopenedAt)))
    .orderBy(asc(appointmentClosedDays.date))
    .all()
}

/** Closes a day: no time on it can be booked any more; visits booked on it stay booked. */
export function closeDay(day: Holiday) {
  db.insert(appointmentClosedDays)
    .values(day)
    .onConflictDoUpdate({
      target: appointmentClosedDays.date,
      set: { label: day.label, reopenedAt: null },
    })
    .run()
  setDayBlocked(day.date, true)
}

/** Opens a closed day again (its times can be booked again). */
export function reopenDay(date: string, now: Date = new Date()) {
  db.update(appointmentClosedDays)
    .set({ reopenedAt: now })
    .where(and(eq(appointmentClosedDays.date, date), isNull(appointmentClosedDays.reopenedAt)))
    .run()
  setDayBlocked(date, false)
}

/** The closed day on `date`, if it is one. */
export function closedDay(date: string): Holiday | undefined {
  return db
    .select({ date: appointmentClosedDays.date, label: appointmentClosedDays.label })
    .from(appointmentClosedDays)
    .where(and(eq(appointmentClosedDays.date, date), isNull(appointmentClosedDays.reopenedAt)))
    .get()
}
