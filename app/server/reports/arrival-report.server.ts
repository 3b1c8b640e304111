/**
 * Where customers come from (issue 42, docs/decisions/146-where-customers-come-from.md): the
 * leads that arrived in a range, the visits booked in it, the orders paid in it and their
 * revenue, by source (utm_source, else the referring site, else direct), by campaign and by
 * landing page, each from the arrival the row was stored with. Read-only.
 *
 * Each table is read once, grouped by its four arrival columns (a few hundred groups for five
 * years), and the groups are added up by the pure rules of app/domain/arrival.ts.
 */
import {
  type ArrivalTally,
  attributionBy,
  campaignKey,
  campaignLabel,
  landingKey,
  landingLabel,
  sourceKey,
  sourceLabel,
} from '~/domain/arrival'
import { type DateRange, rangeInstants } from '~/domain/report-range'
import { publicCities } from '../content/cities.server'
import { db } from '../platform/db.server'
import { SALE_KINDS } from './money-report.server'

type GroupRow = [
  landing: string | null,
  referrer: string | null,
  source: string | null,
  campaign: string | null,
  count: number,
  cents: number,
]

const COLUMNS = 'arrival_landing, arrival_referrer, arrival_source, arrival_campaign'

const LEADS_SQL = `select ${COLUMNS}, count(*), 0 from leads
  where created_at >= ? and created_at < ? group by 1, 2, 3, 4`
const BOOKINGS_SQL = `select ${COLUMNS}, count(*), 0 from appointments
  where created_at >= ? and created_at < ? group by 1, 2, 3, 4`
const ORDERS_SQL = `select ${COLUMNS}, count(*), sum(total_cents) from orders
  where paid_at >= ? and paid_at < ? and kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')})
  group by 1, 2, 3, 4`

function tallies(range: DateRange): ArrivalTally[] {
  const { start, end } = rangeInstants(range)
  const read = (query: string) => db.$client.prepare(query).raw(true).all(start, end) as GroupRow[]
  const out: ArrivalTally[] = []
  const add = (rows: GroupRow[], field: 'leads' | 'bookings' | 'orders') => {
    for (const [landing, referrer, source, campaign, n, cents] of rows) {
      out.push({
        landing,
        referrer,
        source,
        campaign,
        leads: 0,
        bookings: 0,
        orders: 0,
        paidCents: field === 'orders' ? cents : 0,
        [field]: n,
      })
    }
  }
  add(read(LEADS_SQL), 'leads')
  add(read(BOOKINGS_SQL), 'bookings')
  add(read(ORDERS_SQL), 'orders')
  return out
}

export function arrivalReport(range: DateRange) {
  const rows = tallies(range)
  const cityNames = new Map(publicCities().map((c) => [`/${c.slug}`, c.name]))
  return {
    bySource: attributionBy(rows, sourceKey, sourceLabel),
    byCampaign: attributionBy(rows, campaignKey, campaignLabel),
    byLanding: attributionBy(
      rows,
      (a) => landingKey(a, (path) => cityNames.has(path)),
      (key) => landingLabel(key, (path) => cityNames.get(path)),
    ),
  }
}
export type ArrivalReport = ReturnType<typeof arrivalReport>
