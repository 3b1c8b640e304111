import { and, eq, isNull } from 'drizzle-orm'
import { isoWeekday } from '../../app/domain/booking'
import { type AppDatabase, schema } from './db'

const { appointmentClosedDays, appointmentSlotTemplates, appointmentSlots } = schema

/**
 * A slot for a visit a spec writes straight into the database, on a date the app may later
 * offer. The app makes a date's times from the weekly template only where the date has none
 * yet (ensureSlots), so a lone fixture slot would leave that day with its one time: a staff
 * booking there at 10:00 then found no time (CI, 2026-12-03, when a random fixture date fell
 * on the staff calendar spec's day). The date's template times are made first, as the app
 * would make them; then the slot asked for is added, or the existing one at that time is used.
 */
export function visitSlot(
  db: AppDatabase,
  slot: { date: string; timeSlot: string; durationMinutes: number; maxBookings: number },
) {
  db.transaction((tx) => {
    const made = tx
      .select({ id: appointmentSlots.id })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.date, slot.date))
      .get()
    if (made) return
    const closed = tx
      .select({ date: appointmentClosedDays.date })
      .from(appointmentClosedDays)
      .where(
        and(eq(appointmentClosedDays.date, slot.date), isNull(appointmentClosedDays.reopenedAt)),
      )
      .get()
    const weekday = String(isoWeekday(slot.date))
    const templates = tx
      .select()
      .from(appointmentSlotTemplates)
      .where(eq(appointmentSlotTemplates.isActive, true))
      .all()
      .filter((template) => template.weekdays.split(',').includes(weekday))
    for (const template of templates) {
      tx.insert(appointmentSlots)
        .values({
          date: slot.date,
          timeSlot: template.startTime,
          durationMinutes: template.durationMinutes,
          maxBookings: template.maxBookings,
          isAvailable: !closed,
        })
        .onConflictDoNothing()
        .run()
    }
  })
  db.insert(appointmentSlots).values(slot).onConflictDoNothing().run()
  return db
    .select()
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.date, slot.date), eq(appointmentSlots.timeSlot, slot.timeSlot)))
    .get()!
}
