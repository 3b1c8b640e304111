/**
 * The one writer of the customer's consent to texts and of opt-outs. A consent is kept as
 * given (number in E.164, wording, when, which form, what it came with); STOP (or a variant)
 * stops every text to that number at once, START resumes. `mayText` is what every text asks.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { toE164 } from '~/domain/phone-e164'
import { db, schema } from '../platform/db.server'

export type ConsentInput = {
  phone: string
  wording: string
  /** The form: 'booking' (later 'quote-wizard', 'checkout'...). */
  source: string
  /** What it came with, e.g. `appointment:12`. */
  subject: string
  ipAddress?: string | null
  now?: Date
}

/**
 * Keeps a consent; answers false (nothing kept) for a number a text cannot reach. A consent
 * given on a form after a STOP is a new, express one: the number may be texted again.
 */
export function recordTextConsent(input: ConsentInput): boolean {
  const phone = toE164(input.phone)
  if (!phone) return false
  const now = input.now ?? new Date()
  db.transaction((tx) => {
    tx.insert(schema.textConsents)
      .values({
        phone,
        wording: input.wording,
        source: input.source,
        subject: input.subject,
        ipAddress: input.ipAddress ?? null,
        givenAt: now,
      })
      .run()
    tx.delete(schema.textOptOuts).where(eq(schema.textOptOuts.phone, phone)).run()
  })
  return true
}

/** Whether a text can reach the number (a valid US one): the server's check of "Text me". */
export function textableNumber(phone: string): boolean {
  return toE164(phone) !== null
}

/** True when the number answered STOP and not START since. */
export function hasOptedOut(phone: string): boolean {
  const e164 = toE164(phone)
  if (!e164) return false
  return Boolean(
    db.select().from(schema.textOptOuts).where(eq(schema.textOptOuts.phone, e164)).get(),
  )
}

/**
 * True when a text about `subject` (e.g. `appointment:12`) may go to `phone`: the customer
 * consented with that request (or with one of `subject`'s list: an order's texts are covered
 * by a consent given with the estimate or the request it came from), and has not answered
 * STOP since.
 */
export function mayText(phone: string, subject: string | readonly string[]): boolean {
  const e164 = toE164(phone)
  const subjects = typeof subject === 'string' ? [subject] : [...subject]
  if (!e164 || subjects.length === 0 || hasOptedOut(e164)) return false
  return Boolean(
    db
      .select({ id: schema.textConsents.id })
      .from(schema.textConsents)
      .where(
        and(eq(schema.textConsents.phone, e164), inArray(schema.textConsents.subject, subjects)),
      )
      .get(),
  )
}

/** The consent given with `subject`, newest first (for staff pages). */
export function consentFor(subject: string) {
  return db
    .select()
    .from(schema.textConsents)
    .where(eq(schema.textConsents.subject, subject))
    .orderBy(desc(schema.textConsents.id))
    .get()
}

/** STOP: no more texts to the number. Answers true the first time (confirmed once). */
export function optOut(phone: string, keyword: string, now: Date = new Date()): boolean {
  const e164 = toE164(phone)
  if (!e164) return false
  return (
    db
      .insert(schema.textOptOuts)
      .values({ phone: e164, keyword, optedOutAt: now })
      .onConflictDoNothing()
      .run().changes > 0
  )
}

/** START: texts resume (to the requests the number consented with). True when it had stopped. */
export function optIn(phone: string): boolean {
  const e164 = toE164(phone)
  if (!e164) return false
  return db.delete(schema.textOptOuts).where(eq(schema.textOptOuts.phone, e164)).run().changes > 0
}
