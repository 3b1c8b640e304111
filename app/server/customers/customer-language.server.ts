/**
 * Staff correct the language a customer is written to in (issue 41): a lead or an order whose
 * customer turned out to prefer the other language. What the site sends them next goes in it.
 * Audited in the same transaction as the change.
 */
import { eq } from 'drizzle-orm'
import { CUSTOMER_LANGUAGE_LABELS } from '~/domain/admin-inbox'
import type { Locale } from '~/domain/locale'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'

export type LanguageRecord = 'lead' | 'order'

const TABLES = { lead: schema.leads, order: schema.orders } as const

/** Sets the record's language; false when there is no such record. */
export function setCustomerLanguage(
  actor: { id: number | null; username: string },
  record: LanguageRecord,
  id: number,
  language: Locale,
): boolean {
  const table = TABLES[record]
  return db.transaction((tx) => {
    const before = tx.select({ language: table.language }).from(table).where(eq(table.id, id)).get()
    if (!before) return false
    if (before.language === language) return true
    tx.update(table).set({ language }).where(eq(table.id, id)).run()
    recordAudit(
      {
        actor,
        kind: 'customer-language',
        subjectType: record,
        subjectId: id,
        summary: `${record === 'lead' ? 'Lead' : 'Order'} ${id}: customer's language ${CUSTOMER_LANGUAGE_LABELS[before.language]} → ${CUSTOMER_LANGUAGE_LABELS[language]}`,
        before: before.language,
        after: language,
      },
      tx,
    )
    return true
  })
}

/** The record's language ('en' when there is no such record). */
export function customerLanguageOf(record: LanguageRecord, id: number): Locale {
  const table = TABLES[record]
  return (
    db.select({ language: table.language }).from(table).where(eq(table.id, id)).get()?.language ??
    'en'
  )
}
