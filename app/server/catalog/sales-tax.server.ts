/**
 * The one writer and reader of sales_tax_rates: each county's discretionary sales surtax with
 * the date it applies from, set by the owner (Pricing Rules > Sales Tax). The rule is
 * app/domain/florida-tax.ts; a county without any row uses the code's seed
 * (app/content/florida-sales-tax.ts), so a machine never seeded still taxes by county.
 */
import { asc, eq } from 'drizzle-orm'
import { FLORIDA_STATE_RATE_PERCENT, SEED_COUNTY_SURTAXES } from '~/content/florida-sales-tax'
import { businessDate, type Instant } from '~/domain/business-time'
import {
  basisPointsOf,
  type DatedCountyRate,
  destinationRates,
  type TaxRates,
  type TaxSettings,
  taxLabelFor,
} from '~/domain/florida-tax'
import { assertCan, type StaffActor } from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'

const { salesTaxRates } = schema

const settingsCache = memoUntilNextWrite<TaxSettings>(1)

/**
 * The dated settings: the owner's rows, and the seed's for a county with none. Kept until the
 * next write to what prices show (the table's triggers move the content version): every cart
 * render reads them.
 */
export function taxSettings(): TaxSettings {
  return settingsCache('settings', readTaxSettings)
}

function readTaxSettings(): TaxSettings {
  const rows = db
    .select()
    .from(salesTaxRates)
    .orderBy(asc(salesTaxRates.county), asc(salesTaxRates.appliesFrom))
    .all()
  const counties: DatedCountyRate[] = rows.map((row) => ({
    county: row.county,
    surtaxRatePercent: row.surtaxBasisPoints / 100,
    appliesFrom: row.appliesFrom,
  }))
  const withRows = new Set(counties.map((r) => r.county))
  for (const seed of SEED_COUNTY_SURTAXES) {
    if (!withRows.has(seed.county)) counties.push({ ...seed })
  }
  return { stateRatePercent: FLORIDA_STATE_RATE_PERCENT, counties }
}

/**
 * The rates for goods delivered or installed at this ZIP today (business time): what the
 * cart, checkout, the stored order and Stripe's amount are taxed at.
 */
export function taxRatesForZip(
  zip: string | null | undefined,
  now: Instant = new Date(),
): TaxRates {
  return destinationRates(zip, businessDate(now), taxSettings())
}

export type SalesTaxRateRow = {
  id: number | null
  county: string
  surtaxRatePercent: number
  appliesFrom: string
  /** 'past', 'in-force' (today's), 'coming' (applies from a later date). */
  when: 'past' | 'in-force' | 'coming'
  createdBy: string | null
  /** The label a sale in the county shows while this rate is in force. */
  label: string
}

/** Every county's rates for the owner's page, oldest first, with the one in force today marked. */
export function salesTaxRateRows(now: Instant = new Date()): SalesTaxRateRow[] {
  const today = businessDate(now)
  const settings = taxSettings()
  const rows = db.select().from(salesTaxRates).all()
  return settings.counties.map((rate) => {
    const row = rows.find((r) => r.county === rate.county && r.appliesFrom === rate.appliesFrom)
    const inForceFrom = settings.counties
      .filter((r) => r.county === rate.county && r.appliesFrom <= today)
      .reduce((latest, r) => (r.appliesFrom > latest ? r.appliesFrom : latest), '')
    return {
      id: row?.id ?? null,
      county: rate.county,
      surtaxRatePercent: rate.surtaxRatePercent,
      appliesFrom: rate.appliesFrom,
      when:
        rate.appliesFrom > today
          ? 'coming'
          : rate.appliesFrom === inForceFrom
            ? 'in-force'
            : 'past',
      createdBy: row?.createdBy ?? null,
      label: taxLabelFor({
        stateRatePercent: settings.stateRatePercent,
        surtaxRatePercent: rate.surtaxRatePercent,
        county: rate.county,
      }),
    }
  })
}

/**
 * The owner sets a county's surtax from a date (a new row, or the row of that same date
 * corrected), written to the audit log in the same transaction. A county that had only the
 * seed gets the seed's rows first, so saving a future rate never drops today's.
 */
export function saveSalesTaxRate(
  rate: { county: string; surtaxRatePercent: number; appliesFrom: string },
  actor: StaffActor,
): void {
  assertCan(actor.role, 'price-grids')
  const surtaxBasisPoints = basisPointsOf(rate.surtaxRatePercent)
  db.transaction((tx) => {
    const hasRows = tx
      .select({ id: salesTaxRates.id })
      .from(salesTaxRates)
      .where(eq(salesTaxRates.county, rate.county))
      .get()
    if (!hasRows) {
      for (const seed of SEED_COUNTY_SURTAXES.filter((s) => s.county === rate.county)) {
        tx.insert(salesTaxRates)
          .values({
            county: seed.county,
            surtaxBasisPoints: basisPointsOf(seed.surtaxRatePercent),
            appliesFrom: seed.appliesFrom,
          })
          .onConflictDoNothing()
          .run()
      }
    }
    const before = tx
      .select()
      .from(salesTaxRates)
      .all()
      .find((r) => r.county === rate.county && r.appliesFrom === rate.appliesFrom)
    tx.insert(salesTaxRates)
      .values({
        county: rate.county,
        surtaxBasisPoints,
        appliesFrom: rate.appliesFrom,
        createdBy: actor.username,
      })
      .onConflictDoUpdate({
        target: [salesTaxRates.county, salesTaxRates.appliesFrom],
        set: { surtaxBasisPoints, createdBy: actor.username },
      })
      .run()
    recordAudit(
      {
        actor,
        kind: 'catalogue-edit',
        subjectType: 'sales-tax',
        subjectId: rate.county,
        summary: before
          ? `Sales tax surtax of ${rate.county} from ${rate.appliesFrom}: ${before.surtaxBasisPoints / 100}% → ${rate.surtaxRatePercent}%`
          : `Sales tax surtax of ${rate.county}: ${rate.surtaxRatePercent}% from ${rate.appliesFrom}`,
        before: before
          ? { surtaxRatePercent: before.surtaxBasisPoints / 100, appliesFrom: before.appliesFrom }
          : null,
        after: { surtaxRatePercent: rate.surtaxRatePercent, appliesFrom: rate.appliesFrom },
      },
      tx,
    )
  })
}

/**
 * The owner withdraws a rate that is not in force yet (a date typed by mistake). A rate in
 * force or past is history: sales were taxed at it, so it stays; a correction is a new dated
 * rate. False when there was nothing to withdraw.
 */
export function withdrawSalesTaxRate(
  id: number,
  actor: StaffActor,
  now: Instant = new Date(),
): boolean {
  assertCan(actor.role, 'price-grids')
  const today = businessDate(now)
  return db.transaction((tx) => {
    const row = tx.select().from(salesTaxRates).where(eq(salesTaxRates.id, id)).get()
    if (!row || row.appliesFrom <= today) return false
    tx.delete(salesTaxRates).where(eq(salesTaxRates.id, id)).run()
    recordAudit(
      {
        actor,
        kind: 'catalogue-edit',
        subjectType: 'sales-tax',
        subjectId: row.county,
        summary: `Sales tax surtax of ${row.county} from ${row.appliesFrom} withdrawn (${row.surtaxBasisPoints / 100}%)`,
        before: { surtaxRatePercent: row.surtaxBasisPoints / 100, appliesFrom: row.appliesFrom },
        after: null,
      },
      tx,
    )
    return true
  })
}
