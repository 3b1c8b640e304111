/**
 * The back office's "Today" dashboard (issue 28) and the customer page: how old a request is,
 * whether a new lead is still inside the 2-hour answer promise, the order of the new-leads
 * card, the filtered lists each card links to, and the key a customer is found by.
 * Pure: the loader and the page use these same rules.
 */
import { isEmergencyLead } from './follow-up'

/**
 * The promise on the quote wizard's thank-you screen, "We'll contact you within 2 hours"
 * (QUOTE_RESPONSE_PROMISE in app/domain/quote-wizard-steps.ts).
 */
export const ANSWER_PROMISE_MINUTES = 120

const MINUTE_MS = 60_000

/** Whole minutes from `from` to `now` on the wall clock; 0 for a moment in the future. */
export function minutesSince(from: Date | number, now: Date | number): number {
  const elapsed = new Date(now).getTime() - new Date(from).getTime()
  return elapsed > 0 ? Math.floor(elapsed / MINUTE_MS) : 0
}

/** '45 min', '3 h 10 min', '2 h', '2 d 5 h': an age as staff read it. */
export function ageText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes))
  if (m < 60) return `${m} min`
  if (m < 24 * 60) {
    const hours = Math.floor(m / 60)
    const rest = m % 60
    return rest ? `${hours} h ${rest} min` : `${hours} h`
  }
  const days = Math.floor(m / (24 * 60))
  const hours = Math.floor((m % (24 * 60)) / 60)
  return hours ? `${days} d ${hours} h` : `${days} d`
}

export type AnswerPromise = {
  /** Wall-clock minutes since the request came in (0 when its time is in the future). */
  minutes: number
  /** '45 min', '3 h 10 min'. */
  age: string
  /** 'on-time' up to and including exactly 2 hours; 'late' after. */
  state: 'on-time' | 'late'
  label: 'On time' | 'Late'
}

/** The promise's rule on whole minutes waited: late after 2 hours (exactly 2 h is on time). */
export function isAnswerLate(minutesWaited: number): boolean {
  return minutesWaited > ANSWER_PROMISE_MINUTES
}

/**
 * Where a new lead stands against the 2-hour answer promise at `now`: on time while it has
 * waited 2 hours or less (exactly 2 h is still on time), late after. A createdAt in the future
 * (a clock set wrong) counts as just in: 0 min, on time.
 */
export function answerPromise(createdAt: Date | number, now: Date | number): AnswerPromise {
  const minutes = minutesSince(createdAt, now)
  const late = isAnswerLate(minutes)
  return {
    minutes,
    age: ageText(minutes),
    state: late ? 'late' : 'on-time',
    label: late ? 'Late' : 'On time',
  }
}

/**
 * A new lead created at or before this instant is late at `now` (answerPromise's rule, for the
 * database's count): it has waited 121 whole minutes or more.
 */
export function lateIfCreatedBy(now: Date | number): number {
  return new Date(now).getTime() - (ANSWER_PROMISE_MINUTES + 1) * MINUTE_MS
}

type UrgencyFacts = { timeFrame: string | null; createdAt: Date | number | string }

function newLeadOrder(a: UrgencyFacts, b: UrgencyFacts): number {
  const emergency = Number(isEmergencyLead(b)) - Number(isEmergencyLead(a))
  if (emergency) return emergency
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime()
}

/** The new-leads card's order: emergencies (ASAP) first, then the longest waiting first. */
export function byNewLeadUrgency<T extends UrgencyFacts>(leads: readonly T[]): T[] {
  return [...leads].sort(newLeadOrder)
}

/**
 * The leads list's order, the dashboard's: the new leads first in the card's order (they are
 * the ones waiting for an answer), then every other lead, newest first.
 */
export function byLeadUrgency<T extends UrgencyFacts & { id: number; status: string }>(
  leads: readonly T[],
): T[] {
  return [...leads].sort((a, b) => {
    const waiting = Number(b.status === 'new') - Number(a.status === 'new')
    if (waiting) return waiting
    if (a.status === 'new') return newLeadOrder(a, b) || a.id - b.id
    return new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id
  })
}

/** How many items each card shows; its count says how many there are in all. */
export const CARD_ITEMS = 5

/** '+1 more' under a card that shows fewer items than it counts. */
export function moreText(count: number, shown: number): string | null {
  return count > shown ? `+${count - shown} more` : null
}

/** The filtered lists the cards link to: each shows exactly what its card counts. */
export const DASHBOARD_LINKS = {
  visits: (date: string) => `/admin/appointments?date=${date}`,
  newLeads: '/admin/leads?status=new',
  emergencyLeads: '/admin/leads?emergency=yes',
  leadsFollowUp: '/admin/leads?followUp=due',
  b2bFollowUp: '/admin/b2b?followUp=due',
  paidOrders: '/admin/orders?kind=order&stage=paid',
  samplesToMail: '/admin/orders?kind=samples&stage=received',
  pendingB2b: '/admin/b2b?status=pending',
  failedMail: '/admin/outbox?status=failed',
  waitingEstimates: '/admin/estimates?status=sent',
  depositsUnpaid: '/admin/estimates?status=accepted',
  installedJobs: '/admin/orders?kind=installed-job',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days (24 hours each) from `from` to `now`; 0 for a moment in the future. */
export function daysSince(from: Date | number, now: Date | number): number {
  const elapsed = new Date(now).getTime() - new Date(from).getTime()
  return elapsed > 0 ? Math.floor(elapsed / DAY_MS) : 0
}

/** '0 days', '1 day', '12 days': an estimate's wait as the dashboard says it. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

// ---------------------------------------------------------------- the customer's key

export type CustomerKey = { kind: 'email'; value: string } | { kind: 'phone'; value: string }

/** A US number's digits without the country code: '+1 (954) 555-0100' -> '9545550100'. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/**
 * The key a customer's records are found by: an e-mail address lower-cased and trimmed, or a
 * phone number's digits (7 to 15, the country code 1 dropped). Null for anything else.
 */
export function customerKey(raw: string): CustomerKey | null {
  const text = raw.trim()
  if (text.includes('@')) {
    const email = text.toLowerCase()
    return /^[^\s@]+@[^\s@]+$/.test(email) ? { kind: 'email', value: email } : null
  }
  if (/[^\d\s().+-]/.test(text)) return null
  const digits = phoneKey(text)
  return digits.length >= 7 && digits.length <= 15 ? { kind: 'phone', value: digits } : null
}

/**
 * The customer page of whoever has this e-mail address (or, without one, this phone). Without
 * either, the page of what was given, which says it is neither.
 */
export function customerPageUrl(contact: { email?: string | null; phone?: string | null }) {
  const key =
    (contact.email && customerKey(contact.email)) || (contact.phone && customerKey(contact.phone))
  const value = key ? key.value : contact.email || contact.phone || '-'
  return `/admin/customers/${encodeURIComponent(value)}`
}
