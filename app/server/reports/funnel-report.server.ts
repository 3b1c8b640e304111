/**
 * The owner's funnel (issue 42): of the leads that arrived in a range, how many had a visit
 * booked, an estimate sent, an estimate accepted; each step's conversion and the median days it
 * took; by source, city and service. A cohort: a lead of November accepted in December counts
 * in November's funnel, so a period's figures do not change meaning as time passes.
 *
 * Visitors who only looked are not counted: nothing about a visitor is stored but the source of
 * what they send (docs/decisions, issue 42).
 */
import { LEAD_SOURCE_LABELS, type LeadSource } from '~/domain/admin-inbox'
import { breakdown, funnelOf, type LeadPath } from '~/domain/report-funnel'
import { type DateRange, rangeInstants } from '~/domain/report-range'
import { db } from '../platform/db.server'

type CohortRow = [
  source: LeadSource,
  city: string | null,
  service: string | null,
  createdAt: number,
  visitAt: number | null,
  estimateAt: number | null,
  acceptedAt: number | null,
]

/**
 * The cohort's leads and when each first reached each step, in one query read as plain arrays
 * (thirty thousand leads in a five-year range: no row objects, no dates made). Accepted: when the
 * customer accepted (the acceptance record), or for an estimate accepted before records were kept,
 * its last change.
 */
const COHORT_SQL = `
  select l.source, l.city, l.service_type, l.created_at,
    (select min(a.created_at) from appointments a where a.lead_id = l.id),
    (select min(e.sent_at) from estimates e where e.lead_id = l.id and e.sent_at is not null),
    (select min(coalesce(x.accepted_at, e.updated_at)) from estimates e
       left join estimate_acceptances x on x.estimate_id = e.id
       where e.lead_id = l.id and e.status = 'accepted')
  from leads l
  where l.created_at >= ? and l.created_at < ?
`

function leadPaths(range: DateRange): LeadPath[] {
  const { start, end } = rangeInstants(range)
  const rows = db.$client.prepare(COHORT_SQL).raw(true).all(start, end) as CohortRow[]
  return rows.map(([source, city, service, createdAt, visit, estimate, accepted]) => ({
    source,
    city,
    service,
    at: { lead: createdAt, visit, estimate, accepted },
  }))
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
