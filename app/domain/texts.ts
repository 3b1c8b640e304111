/**
 * The rules of texts (SMS) to customers: the consent wording the forms show and store, when a
 * text may go out (never at night, Florida time), the day-before reminder, the customer's
 * keywords (STOP, HELP, START) and the installer's "On my way" estimates. Pure: the server
 * sends, these decide.
 */
import {
  addCalendarDays,
  businessDate,
  businessInstant,
  formatBusinessTime,
  type Instant,
} from './business-time'

/**
 * Texts leave only from 9 AM until before 8 PM in Florida: inside the TCPA's 8 AM-9 PM and
 * Florida's own 8 AM-8 PM for calls, with an hour to spare each side.
 */
export const TEXTING_HOURS = { from: 9, until: 20 } as const

/** True when a text may be sent at `now` (Florida time, between TEXTING_HOURS). */
export function isTextingHour(now: Instant): boolean {
  const hour = Number(formatBusinessTime(now, 'H'))
  return hour >= TEXTING_HOURS.from && hour < TEXTING_HOURS.until
}

/**
 * The day-before reminder of a visit on `visitDate` (YYYY-MM-DD) is due at `now`: on the day
 * before the visit, in Florida, during texting hours. Before 9 AM it waits; after 8 PM that day
 * it is not sent at all (the e-mail reminder and the confirmation remain).
 */
export function reminderTextDue(visitDate: string, now: Instant): boolean {
  return businessDate(now) === addCalendarDays(visitDate, -1) && isTextingHour(now)
}

/** What the customer may answer; carriers require STOP and HELP and their usual variants. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const
export const START_WORDS = ['START', 'UNSTOP', 'YES'] as const
export const HELP_WORDS = ['HELP', 'INFO'] as const

export type ReplyKind = 'stop' | 'start' | 'help' | 'other'

/** A reply's meaning: a keyword alone (any case, spaces or a full stop around it), or other. */
export function replyKind(body: string): ReplyKind {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase()
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop'
  if ((START_WORDS as readonly string[]).includes(word)) return 'start'
  if ((HELP_WORDS as readonly string[]).includes(word)) return 'help'
  return 'other'
}

/** The arrival estimates the installer chooses from, in minutes. */
export const ARRIVAL_ESTIMATES = [15, 30, 45, 60] as const
export type ArrivalEstimate = (typeof ARRIVAL_ESTIMATES)[number]

export function isArrivalEstimate(value: unknown): value is ArrivalEstimate {
  return (ARRIVAL_ESTIMATES as readonly number[]).includes(Number(value))
}

/** The installer's first name only (a customer does not need the full name of staff). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

/** What a consent given with a visit is about (each text of that visit asks for it). */
export function visitTextSubject(appointmentId: number): string {
  return `appointment:${appointmentId}`
}

/** What a consent given with a request (quote wizard, city page, cart's quote) is about. */
export function leadTextSubject(leadId: number): string {
  return `lead:${leadId}`
}

/** What a consent given with an order (checkout) is about. */
export function orderTextSubject(orderId: number): string {
  return `order:${orderId}`
}

/** What a consent given on an estimate's page is about. */
export function estimateTextSubject(estimateId: number): string {
  return `estimate:${estimateId}`
}

/**
 * The first instant at or after `now` when a text may go (`now` itself in texting hours,
 * otherwise 9 AM Florida time that day or the next): a staff change made at night waits
 * for it.
 */
export function nextTextingHour(now: Instant): Date {
  const at = new Date(now)
  if (isTextingHour(at)) return at
  const today = businessDate(at)
  const from = `${String(TEXTING_HOURS.from).padStart(2, '0')}:00`
  const morning = businessInstant(today, from) as Date
  return morning.getTime() > at.getTime()
    ? morning
    : (businessInstant(addCalendarDays(today, 1), from) as Date)
}

/** What a text's outbox topic is about: `text:appointment-moved:12:3` is the visit 12. */
export function textTopicMatter(
  topic: string | null,
): { kind: 'appointment' | 'order' | 'estimate'; id: number } | null {
  const match = /^text:(appointment|order|estimate)-[a-z-]+:(\d+):/.exec(topic ?? '')
  return match ? { kind: match[1] as 'appointment', id: Number(match[2]) } : null
}

/** A consent's subject (`lead:4`, `order:9`...) as what it is about. */
export function consentMatter(
  subject: string | null,
): { kind: 'appointment' | 'order' | 'estimate' | 'lead'; id: number } | null {
  const match = /^(appointment|order|estimate|lead):(\d+)$/.exec(subject ?? '')
  return match ? { kind: match[1] as 'lead', id: Number(match[2]) } : null
}

/**
 * Which of the things a number was texted about (or consented with) its reply belongs to: the
 * newest still open (a visit to come, an order not finished, a lead not closed), else the
 * newest of all; null when there is none.
 */
export function replyBelongsTo<T extends { open: boolean; at: number }>(
  candidates: readonly T[],
): T | null {
  const newest = (list: readonly T[]) =>
    list.reduce<T | null>((best, c) => (best === null || c.at > best.at ? c : best), null)
  return newest(candidates.filter((c) => c.open)) ?? newest(candidates)
}
