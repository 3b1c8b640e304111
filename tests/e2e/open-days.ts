import { isNull } from 'drizzle-orm'
import { offeredDates } from '../../app/domain/booking'
import { schema, withE2eDatabase } from './db'

/**
 * The next `count` weekdays from tomorrow that are not closed days (the seed closes the
 * holidays): days staff book or move visits on without overbooking. A spec picks its days from
 * the far end, out of the way of the public booking journeys.
 */
export async function openWeekdays(count: number): Promise<string[]> {
  const closed = new Set(
    await withE2eDatabase((db) =>
      db
        .select({ date: schema.appointmentClosedDays.date })
        .from(schema.appointmentClosedDays)
        .where(isNull(schema.appointmentClosedDays.reopenedAt))
        .all()
        .map((row) => row.date),
    ),
  )
  return offeredDates(new Date(), count + closed.size)
    .filter((date) => !closed.has(date))
    .slice(0, count)
}
