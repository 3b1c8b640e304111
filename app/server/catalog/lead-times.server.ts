/**
 * The one writer of product_lead_times: each product's production time and installation
 * window, set by staff (app/domain/lead-time.ts holds the rule and the code's defaults, used
 * for a product without a row). Its triggers move the content version (migration 0011).
 */
import { businessDate } from '~/domain/business-time'
import {
  combinedLeadWindow,
  DEFAULT_LEAD_TIMES,
  type LeadTime,
  type LeadWindow,
  leadWindow,
} from '~/domain/lead-time'
import { PRODUCTS, type PricedProductType } from '~/domain/pricing'
import { assertCan, type StaffActor } from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'

const { productLeadTimes } = schema

type Reader = Pick<typeof db, 'select'>

/** Every product's lead time: staff's row, else the code's default. */
export function getLeadTimes(reader: Reader = db): Record<PricedProductType, LeadTime> {
  const rows = reader.select().from(productLeadTimes).all()
  const result = { ...DEFAULT_LEAD_TIMES }
  for (const row of rows) {
    result[row.productType] = {
      productionMinDays: row.productionMinDays,
      productionMaxDays: row.productionMaxDays,
      installMinDays: row.installMinDays,
      installMaxDays: row.installMaxDays,
    }
  }
  return result
}

/** One product's expected window from today (the business's). */
export function productLeadWindow(productType: PricedProductType, now = new Date()): LeadWindow {
  return leadWindow(getLeadTimes()[productType], businessDate(now))
}

/** The window of several products together (a cart, an order); null for none. */
export function leadWindowOf(
  productTypes: readonly PricedProductType[],
  reader: Reader = db,
  now = new Date(),
): LeadWindow | null {
  return combinedLeadWindow(productTypes, getLeadTimes(reader), businessDate(now))
}

function days(min: number, max: number): string {
  return min === max ? `${min}` : `${min}–${max}`
}

/** The audit log's line: "Lead time of Zebra Shades: production 10–12 → 12–14 business days". */
export function leadTimeChangeSummary(
  productType: PricedProductType,
  before: LeadTime,
  after: LeadTime,
): string {
  const parts: string[] = []
  const production = [
    days(before.productionMinDays, before.productionMaxDays),
    days(after.productionMinDays, after.productionMaxDays),
  ]
  const install = [
    days(before.installMinDays, before.installMaxDays),
    days(after.installMinDays, after.installMaxDays),
  ]
  if (production[0] !== production[1]) parts.push(`production ${production[0]} → ${production[1]}`)
  if (install[0] !== install[1]) parts.push(`installation ${install[0]} → ${install[1]}`)
  const name = PRODUCTS[productType].name
  return parts.length
    ? `Lead time of ${name}: ${parts.join(', ')} business days`
    : `Lead time of ${name} saved unchanged`
}

/**
 * Staff whose role may change price grids and lead times set one product's lead time (insert
 * or replace its row), written to the audit log in the same transaction.
 */
export function saveLeadTime(
  productType: PricedProductType,
  leadTime: LeadTime,
  actor: StaffActor,
): void {
  assertCan(actor.role, 'price-grids')
  db.transaction((tx) => {
    const before = getLeadTimes(tx)[productType]
    tx.insert(productLeadTimes)
      .values({ productType, ...leadTime })
      .onConflictDoUpdate({ target: productLeadTimes.productType, set: { ...leadTime } })
      .run()
    recordAudit(
      {
        actor,
        kind: 'catalogue-edit',
        subjectType: 'lead-time',
        subjectId: productType,
        summary: leadTimeChangeSummary(productType, before, leadTime),
        before,
        after: leadTime,
      },
      tx,
    )
  })
}
