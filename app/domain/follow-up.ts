/**
 * Following up leads and window-company (B2B) requests (issue 28): when one is due for a call
 * again, which leads are emergencies, the reference the customer is given, and the staff forms
 * of the follow-up (a note, the follow-up date, an e-mail to the customer). Pure: the lists,
 * the dashboard, the detail pages and their actions all use these same rules.
 */
import { z } from 'zod'
import { formatCalendarDate, isCalendarDate } from './business-time'
import { requiredText } from './form-rules'
import { QUOTE_RESPONSE_PROMISE } from './quote-wizard-steps'

/** Statuses that end a lead or a request: nothing is chased any more. */
export const CLOSED_STATUSES = ['won', 'lost', 'completed', 'cancelled'] as const

export function isClosedStatus(status: string): boolean {
  return (CLOSED_STATUSES as readonly string[]).includes(status)
}

/**
 * True when staff meant to chase this by `today` (YYYY-MM-DD, business time) and it is still
 * open: the follow-up date is on or before today and the status is not won, lost, completed or
 * cancelled. (Archived rows are left out by the lists themselves.)
 */
export function isFollowUpDue(
  followUpOn: string | null | undefined,
  status: string,
  today: string,
): boolean {
  if (!followUpOn || !isCalendarDate(followUpOn)) return false
  return followUpOn <= today && !isClosedStatus(status)
}

/** The quote wizard's answer for "Emergency Service (ASAP)" (app/domain/quote-wizard-steps.ts). */
export const EMERGENCY_TIME_FRAME = 'asap'

/** A lead the customer marked as an emergency (ASAP): flagged red, listed by `?emergency=yes`. */
export function isEmergencyLead(lead: { timeFrame: string | null | undefined }): boolean {
  return lead.timeFrame === EMERGENCY_TIME_FRAME
}

/** The reference a customer is given for a quote request: 'Q-1042'. */
export function leadReference(id: number): string {
  return `Q-${id}`
}

/** The lead id a search like 'Q-1042' or 'q1042' names, else null. */
export function leadIdFromReference(text: string): number | null {
  const match = /^q-?(\d{1,9})$/i.exec(text.trim())
  return match ? Number(match[1]) : null
}

// ---------------------------------------------------------------- the timeline

export const ACTIVITY_KIND_LABELS = {
  note: 'Note',
  status: 'Status',
  email: 'E-mail',
  'follow-up': 'Follow-up',
  visit: 'Visit',
  estimate: 'Estimate',
  archived: 'Archived',
  restored: 'Restored',
  /** A step of an installed job sold from the lead (read from the job, never stored here). */
  job: 'Job',
} as const

/** 'Thu, Nov 26, 2026': a follow-up date as the timeline and the detail page say it. */
export function followUpDateText(date: string): string {
  return formatCalendarDate(date, 'EEE, MMM d, yyyy')
}

// ---------------------------------------------------------------- staff forms

export const NOTE_MAX_LENGTH = 2000
export const EMAIL_SUBJECT_MAX_LENGTH = 150
export const EMAIL_MESSAGE_MAX_LENGTH = 5000

export const noteSchema = z.object({
  intent: z.literal('note'),
  note: requiredText('Note', NOTE_MAX_LENGTH),
})

/** A follow-up date (YYYY-MM-DD) or an empty field, which clears it. */
export const followUpSchema = z.object({
  intent: z.literal('follow-up'),
  followUpOn: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isCalendarDate(v), 'Choose a date, or leave it empty to clear it')
    .transform((v) => v || null),
})

export const emailCustomerSchema = z.object({
  intent: z.literal('email'),
  subject: requiredText('Subject', EMAIL_SUBJECT_MAX_LENGTH),
  message: requiredText('Message', EMAIL_MESSAGE_MAX_LENGTH),
})

// ---------------------------------------------------------------- the B2B removal visit

export type WindowCompanyRequestForBooking = {
  id: number
  companyName: string
  customerName: string
  customerPhone: string
  customerEmail: string | null
  contactEmail: string
  customerAddress: string
  blindType: string
  numberOfWindows: number
  projectDetails: string
  preferredDate: string | null
}

/**
 * The staff booking form filled in from a window-company request: the removal visit at the
 * customer's address (the installation visit, the longest), confirmed to the customer's
 * e-mail or, when the company gave none, to the company's contact; the company's preferred day
 * when it is not past.
 */
export function bookingFromWindowCompanyRequest(r: WindowCompanyRequestForBooking, today: string) {
  const windows = `${r.numberOfWindows} ${r.numberOfWindows === 1 ? 'window' : 'windows'}`
  return {
    customerName: r.customerName,
    customerEmail: r.customerEmail ?? r.contactEmail,
    customerPhone: r.customerPhone,
    customerAddress: r.customerAddress,
    serviceType: 'installation' as const,
    serviceDescription: `Removal visit for ${r.companyName} (B2B request #${r.id}): ${r.blindType}, ${windows}. ${r.projectDetails}`,
    date: r.preferredDate && r.preferredDate >= today ? r.preferredDate : '',
    windowCompanyRequestId: String(r.id),
  }
}

/** The confirmation of a stored quote request: the 2-hour promise and its reference. */
export function quoteReceivedText(id: number): string {
  return `${QUOTE_RESPONSE_PROMISE} Your reference is ${leadReference(id)}.`
}
