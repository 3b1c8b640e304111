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
import type { PricedProductType } from '~/domain/pricing'
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

/** Staff set one product's lead time (insert or replace its row). */
export function saveLeadTime(productType: PricedProductType, leadTime: LeadTime): void {
  db.insert(productLeadTimes)
    .values({ productType, ...leadTime })
    .onConflictDoUpdate({ target: productLeadTimes.productType, set: { ...leadTime } })
    .run()
}
