/**
 * The customers list and the staff search (issue 40.27): what a customer is worth to the
 * business, and what a search typed into the admin frame asks for. Pure: no I/O.
 */
import { phoneDigits } from './admin-inbox'
import { normaliseReference } from './customer-reference'
import { phoneKey } from './dashboard'
import { leadIdFromReference } from './follow-up'
import { refundFigures } from './refunds'

/**
 * Lifetime value: what the customer's orders were paid (payments that went through) less what
 * was refunded to them (refunds that went through), integer cents. The same figures as each
 * order page's refund panel (`refundFigures`), added up; an unpaid order or a quote adds nothing.
 */
export function lifetimeValueCents(
  orders: readonly {
    payments: readonly { status: string; amountCents: number }[]
    refunds: readonly { status: string; amountCents: number }[]
  }[],
): number {
  return orders.reduce((sum, o) => sum + refundFigures(o.payments, o.refunds).netCents, 0)
}

/**
 * The longest search kept: a LIKE '%…%' over a few thousand short rows stays quick at this
 * length, and nobody types a longer name, e-mail or address into a search box.
 */
export const SEARCH_MAX_LENGTH = 100

/** What a staff search asks for, read once from what was typed. */
export type StaffSearch = {
  /** The text, trimmed and cut to SEARCH_MAX_LENGTH ('' when nothing was typed). */
  text: string
  /** A phone number's digits in any formatting, the country code 1 dropped ('(954) 555-0177', '+1 954 555 0177' -> '9545550177'). */
  phoneDigits: string | null
  /** A customer reference ('7KQ2-M9XD' in any case, with or without the dash). */
  reference: string | null
  /** A lead's reference ('Q-12'). */
  leadId: number | null
  /** An order's number ('#12' or '12'). */
  orderId: number | null
}

export function staffSearch(raw: string | null | undefined): StaffSearch {
  const text = (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim()
  const digits = text ? phoneDigits(text) : null
  const numbered = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null
  return {
    text,
    phoneDigits: digits ? phoneKey(digits) : null,
    reference: text ? normaliseReference(text) : null,
    leadId: text ? leadIdFromReference(text) : null,
    orderId: numbered,
  }
}
