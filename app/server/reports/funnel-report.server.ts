/**
 * The owner's funnel (issue 42): of the leads that arrived in a range, how many had a visit
 * booked, an estimate sent, an estimate accepted; each step's conversion and the median days it
 * took; by source, city and service. A cohort: a lead of November accepted in December counts
 * in November's funnel, so a period's figures do not change meaning as time passes.
 *
 * Visitors who only looked are not counted: nothing about a visitor is stored but the source of
 * what they send (docs/decisions, issue 42).
 */
import { and, gte, isNotNull, lt, sql } from 'drizzle-orm'
import { LEAD_SOURCE_LABELS, type LeadSource } from '~/domain/admin-inbox'
import { breakdown, funnelOf, type LeadPath } from '~/domain/report-funnel'
import { type DateRange, rangeInstants } from '~/domain/report-range'
import { db, schema } from '../platform/db.server'

const { leads, appointments, estimates } = schema

/** The cohort's leads and when each reached each step: four queries, however many leads. */
function leadPaths(range: DateRange): LeadPath[] {
  const { start, end } = rangeInstants(range)
  const inRange = and(gte(leads.createdAt, new Date(start)), lt(leads.createdAt, new Date(end)))
  const firstVisit = new Map(
    db
      .select({ leadId: appointments.leadId, at: sql<number>`min(${appointments.createdAt})` })
      .from(appointments)
      .innerJoin(leads, sql`${leads.id} = ${appointments.leadId}`)
      .where(inRange)
      .groupBy(appointments.leadId)
      .all()
      .map((r) => [r.leadId, r.at]),
  )
  const sent = db
    .select({
      leadId: estimates.leadId,
      sentAt: sql<number>`min(${estimates.sentAt})`,
      acceptedAt: sql<
        number | null
      >`min(case when ${estimates.status} = 'accepted' then ${estimates.updatedAt} end)`,
    })
    .from(estimates)
    .innerJoin(leads, sql`${leads.id} = ${estimates.leadId}`)
    .where(and(inRange, isNotNull(estimates.sentAt)))
    .groupBy(estimates.leadId)
    .all()
  const firstEstimate = new Map(sent.map((r) => [r.leadId, r]))
  return db
    .select({
      id: leads.id,
      source: leads.source,
      city: leads.city,
      service: leads.serviceType,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(inRange)
    .all()
    .map((lead) => {
      const estimate = firstEstimate.get(lead.id)
      return {
        source: lead.source,
        city: lead.city,
        service: lead.service,
        at: {
          lead: lead.createdAt.getTime(),
          visit: firstVisit.get(lead.id) ?? null,
          estimate: estimate?.sentAt ?? null,
          accepted: estimate?.acceptedAt ?? null,
        },
      }
    })
}

export function funnelReport(range: DateRange) {
  const paths = leadPaths(range)
  return {
    all: funnelOf(paths),
    bySource: breakdown(
      paths,
      (p) => p.source,
      (key) => LEAD_SOURCE_LABELS[key as LeadSource] ?? key,
    ),
    byCity: breakdown(
      paths,
      (p) => p.city ?? '',
      (key) => key || 'Not from a city page',
    ),
    byService: breakdown(
      paths,
      (p) => p.service ?? '',
      (key) => key || 'Not said',
    ),
  }
}
export type FunnelReport = ReturnType<typeof funnelReport>
