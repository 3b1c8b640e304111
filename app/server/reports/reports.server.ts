/**
 * The owner's reports (issue 42) in one call for the page, and as CSV rows for the downloads:
 * the range the address asks for (app/domain/report-range.ts), then each report's queries.
 */

import { businessDate } from '~/domain/business-time'
import { PRODUCT_TYPE_LABELS } from '~/domain/catalog-admin'
import type { CsvValue } from '~/domain/csv'
import { reportRange } from '~/domain/report-range'
import { arrivalReport } from './arrival-report.server'
import { funnelReport } from './funnel-report.server'
import { moneyReport } from './money-report.server'
import { reviewsReport, teamReport } from './team-report.server'

function rangeOf(query: URLSearchParams, now: Date) {
  return reportRange(
    { preset: query.get('preset'), from: query.get('from'), to: query.get('to') },
    businessDate(now),
  )
}

export function reportsFor(query: URLSearchParams, now: Date = new Date()) {
  const range = rangeOf(query, now)
  const reviews = reviewsReport()
  return {
    range,
    money: moneyReport(range),
    funnel: funnelReport(range),
    arrivals: arrivalReport(range),
    team: teamReport(range, now),
    reviews: {
      waiting: reviews.waiting,
      perProduct: reviews.perProduct.map((r) => ({
        ...r,
        label: r.productType ? PRODUCT_TYPE_LABELS[r.productType] : 'Visits',
      })),
    },
  }
}

export const REPORT_EXPORTS = ['money', 'funnel', 'arrivals', 'team'] as const
export type ReportExport = (typeof REPORT_EXPORTS)[number]

const dollars = (cents: number) => cents / 100

/** One report's figures as rows (a header row first), for the one CSV writer. */
export function reportCsvRows(
  report: ReportExport,
  query: URLSearchParams,
  now: Date = new Date(),
): CsvValue[][] {
  const range = rangeOf(query, now)
  if (report === 'money') {
    const money = moneyReport(range)
    return [
      ['Period starting', 'Paid ($)', 'Refunded ($)', 'Net ($)'],
      ...money.series.map((p) => [
        p.key,
        dollars(p.paidCents),
        dollars(p.refundedCents),
        dollars(p.netCents),
      ]),
      [],
      ['Product', 'Orders', 'Paid ($)'],
      ...money.byProduct.map((r) => [r.label, r.orders, dollars(r.paidCents)]),
      [],
      ['County', 'Orders', 'Paid ($)'],
      ...money.counties.map((r) => [r.label, r.orders, dollars(r.paidCents)]),
      [],
      ['City', 'Orders', 'Paid ($)'],
      ...money.cities.map((r) => [r.label, r.orders, dollars(r.paidCents)]),
    ]
  }
  if (report === 'funnel') {
    const funnel = funnelReport(range)
    const head = ['Group', 'Step', 'Count', 'Of the step before (%)', 'Median days from it']
    const rows = (group: string, steps: typeof funnel.all) =>
      steps.map((s) => [group, s.label, s.count, s.conversion, s.medianDays])
    return [
      head,
      ...rows('All leads', funnel.all),
      ...funnel.bySource.flatMap((g) => rows(`Source: ${g.label}`, g.rows)),
      ...funnel.byCity.flatMap((g) => rows(`City: ${g.label}`, g.rows)),
      ...funnel.byService.flatMap((g) => rows(`Service: ${g.label}`, g.rows)),
    ]
  }
  if (report === 'arrivals') {
    const arrivals = arrivalReport(range)
    const head = ['Leads', 'Visits booked', 'Orders paid', 'Paid ($)']
    const rows = (list: typeof arrivals.bySource) =>
      list.map((r) => [r.label, r.leads, r.bookings, r.orders, dollars(r.paidCents)])
    return [
      ['Source', ...head],
      ...rows(arrivals.bySource),
      [],
      ['Campaign', ...head],
      ...rows(arrivals.byCampaign),
      [],
      ['Landing page', ...head],
      ...rows(arrivals.byLanding),
    ]
  }
  const team = teamReport(range, now)
  return [
    ['Person', ...team.visits.weeks.map((w) => `Week of ${w}`), 'All', 'Done'],
    ...team.visits.people.map((p) => [p.name, ...p.visits, p.total, p.done]),
    [],
    ['Week of', 'Answered within 2 hours', 'Late or never', 'Still waiting'],
    ...team.promise.map((w) => [w.key, w.kept, w.missed, w.waiting]),
  ]
}
