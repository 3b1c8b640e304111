/**
 * The Analytics tab: the catalogue counts of docs/requirements.md#admin-area, plus what customers sent this week and
 * this month (business time) and leads by source. Read-only; each table keeps its one writer.
 */
import { count, gte } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { LEAD_SOURCES, type LeadSource } from '~/domain/admin-inbox'
import { businessPeriodStarts } from '~/domain/business-time'
import { db, schema } from '../platform/db.server'

function countRows(table: SQLiteTable, since?: { column: SQLiteColumn; from: Date }): number {
  const query = db.select({ n: count() }).from(table)
  return (since ? query.where(gte(since.column, since.from)) : query).get()?.n ?? 0
}

/** How many rows arrived since the start of this week and of this month. */
function recent(table: SQLiteTable, column: SQLiteColumn, starts: { week: Date; month: Date }) {
  return {
    week: countRows(table, { column, from: starts.week }),
    month: countRows(table, { column, from: starts.month }),
  }
}

export function adminAnalytics(now: Date = new Date()) {
  const starts = businessPeriodStarts(now)
  const { leads, orders, appointments } = schema
  const bySource = new Map(
    db
      .select({ source: leads.source, n: count() })
      .from(leads)
      .groupBy(leads.source)
      .all()
      .map((row) => [row.source, row.n]),
  )
  const bySourceThisMonth = new Map(
    db
      .select({ source: leads.source, n: count() })
      .from(leads)
      .where(gte(leads.createdAt, starts.month))
      .groupBy(leads.source)
      .all()
      .map((row) => [row.source, row.n]),
  )
  return {
    catalogue: {
      fabricSwatches: countRows(schema.fabricSwatches),
      productOptions: countRows(schema.productOptions),
      productTypes: 3,
    },
    leads: recent(leads, leads.createdAt, starts),
    orders: recent(orders, orders.createdAt, starts),
    appointments: recent(appointments, appointments.createdAt, starts),
    leadsBySource: LEAD_SOURCES.map((source: LeadSource) => ({
      source,
      total: bySource.get(source) ?? 0,
      month: bySourceThisMonth.get(source) ?? 0,
    })),
  }
}
