/**
 * The lists' `?cameFrom=` filter (leads, orders): the rows the reports' "where customers come
 * from" figures count (app/server/reports/arrival-report.server.ts, app/domain/arrival.ts).
 */
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import { DIRECT, NOT_RECORDED } from '~/domain/arrival'
import type { schema } from '../platform/db.server'

/**
 * The rows of a lead, order or visit table that came from a source as the report names it
 * (`sourceKey`): the lists' `?cameFrom=` filter, so a figure links to the rows it counts.
 */
export function cameFromCondition(
  table: typeof schema.leads | typeof schema.orders | typeof schema.appointments,
  key: string,
): SQL | undefined {
  if (key === NOT_RECORDED) return isNull(table.arrivalLanding)
  if (key === DIRECT) {
    return and(
      isNotNull(table.arrivalLanding),
      isNull(table.arrivalSource),
      isNull(table.arrivalReferrer),
    )
  }
  return and(
    isNotNull(table.arrivalLanding),
    or(
      eq(table.arrivalSource, key),
      and(isNull(table.arrivalSource), eq(table.arrivalReferrer, key)),
    ),
  )
}
