/**
 * Rules the staff inbox shares (Leads, B2B, Orders, Appointments): labels, the list filters
 * read from the query string, the status-change forms, and business-time formatting.
 * Pure: used by loaders, actions and components alike.
 */

import { z } from 'zod'
import { businessDateTime, isCalendarDate } from './business-time'
import { CITY_REQUEST_SERVICES } from './city-service-request'
import { type CsvColumn, type CsvValue, csvRecords } from './csv'
import { LOCALES, type Locale } from './locale'
import { PROPERTY_OPTIONS, SERVICE_OPTIONS, TIME_FRAME_OPTIONS } from './quote-wizard'

/** As in db/schema.ts (kept free of drizzle for the browser; a test checks they agree). */
export const LEAD_SOURCES = ['quote-wizard', 'city-page', 'motors-quote', 'cart-quote'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  'quote-wizard': 'Quote wizard',
  'city-page': 'City page',
  'motors-quote': 'Motors quote list',
  'cart-quote': 'Cart quote',
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

/** A label for a stored code, from the first table that knows it (else the code itself). */
function labelFrom(code: string | null, ...tables: Record<string, { label: string }>[]) {
  if (!code) return null
  for (const table of tables) if (table[code]) return table[code].label
  return code
}

const CITY_SERVICE_LABELS = Object.fromEntries(CITY_REQUEST_SERVICES.map((s) => [s.value, s]))

export function serviceLabel(code: string | null) {
  return labelFrom(code, SERVICE_OPTIONS, CITY_SERVICE_LABELS)
}
export function propertyLabel(code: string | null) {
  return labelFrom(code, PROPERTY_OPTIONS)
}
export function timeFrameLabel(code: string | null) {
  return labelFrom(code, TIME_FRAME_OPTIONS)
}

// ---------------------------------------------------------------- list filters

/** A query-string value, or undefined when absent, empty or not one of `values`. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .optional()
    .transform((v) => (values.includes(v ?? '') ? (v as T[number]) : undefined))
}

const search = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 100) || undefined)

const page = z
  .string()
  .optional()
  .transform((v) => {
    const n = Number.parseInt(v ?? '', 10)
    return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1
  })

/** `?followUp=due`: follow-up date today or earlier, still open (app/domain/follow-up.ts). */
const followUp = optionalChoice(['due'])
/** `?archived=yes`: the archived ones (restorable) instead of the live list. */
const archived = optionalChoice(['yes'])

/**
 * `?cameFrom=`: where the customer came from, as the reports name a source (app/domain/arrival.ts:
 * a utm_source, a referring site, 'direct' or 'not-recorded'); the reports' figures link here.
 */
const cameFrom = z
  .string()
  .optional()
  .transform((v) => v?.trim().toLowerCase().slice(0, 80) || undefined)

const calendarDate = z
  .string()
  .optional()
  .transform((v) => (v && isCalendarDate(v) ? v : undefined))

/** The customer's language as staff read it (the staff side is English). */
export const CUSTOMER_LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** Staff correct a customer's language on the lead or order page (issue 41). */
export const customerLanguageSchema = z.object({
  intent: z.literal('language'),
  language: z.enum(LOCALES),
})

export const leadFiltersSchema = z.object({
  q: search,
  cameFrom,
  /** Arrived on or after / on or before these business dates (the reports link here). */
  arrivedFrom: calendarDate,
  arrivedTo: calendarDate,
  source: optionalChoice(LEAD_SOURCES),
  status: optionalChoice(LEAD_STATUSES),
  followUp,
  /** `?emergency=yes`: ASAP leads only (isEmergencyLead). */
  emergency: optionalChoice(['yes']),
  /** `?language=es`: the customers who wrote in that language (issue 41). */
  language: optionalChoice(LOCALES),
  archived,
  page,
})
export type LeadFilters = z.output<typeof leadFiltersSchema>

/** The filters of a list page from its URL; anything unknown is ignored, never an error. */
export function filtersFromUrl<S extends z.ZodTypeAny>(schema: S, url: URL | string): z.output<S> {
  const params = new URL(url, 'http://x').searchParams
  return schema.parse(Object.fromEntries(params))
}

/**
 * The digits of a search that looks like (part of) a phone number, else null. A whole US
 * number with its country code ('+1 954 555 0110') is searched without it, so it also finds the
 * number stored without one.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s().+-]+$/.test(q)) return null
  const digits = q.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return digits.length >= 3 ? digits : null
}

export const PAGE_SIZE = 50

// ---------------------------------------------------------------- status changes

export const leadActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    status: z.enum(LEAD_STATUSES, { errorMap: () => ({ message: 'Choose a status' }) }),
  }),
  z.object({ intent: z.literal('archive') }),
  z.object({ intent: z.literal('restore') }),
])

// ---------------------------------------------------------------- B2B (window company requests)

/** As in db/schema.ts (a test checks they agree). */
export const REQUEST_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const
export const REQUEST_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number]

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

export const URGENCY_LABELS: Record<RequestUrgency, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}

export const b2bFiltersSchema = z.object({
  q: search,
  status: optionalChoice(REQUEST_STATUSES),
  urgency: optionalChoice(REQUEST_URGENCIES),
  followUp,
  archived,
})
export type B2bFilters = z.output<typeof b2bFiltersSchema>

const requestId = z.coerce
  .number({ invalid_type_error: 'Unknown request' })
  .int()
  .positive('Unknown request')

export const requestStatusSchema = z.enum(REQUEST_STATUSES, {
  errorMap: () => ({ message: 'Choose a status' }),
})

export const b2bActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), id: requestId, status: requestStatusSchema }),
  z.object({ intent: z.literal('archive'), id: requestId }),
  z.object({ intent: z.literal('restore'), id: requestId }),
])

type CsvRequest = {
  id: number
  companyName: string
  contactName: string
  contactPhone: string
  contactEmail: string
  customerName: string
  customerPhone: string
  customerEmail: string | null
  customerAddress: string
  projectDetails: string
  blindType: string
  numberOfWindows: number
  preferredDate: string | null
  urgency: string
  status: string
  estimatedBudget: string | null
  createdAt: Date
}

/**
 * The export's 17 columns: the request's fields in docs/requirements.md#admin-area order up to its creation
 * time (special requests and the last update are on the detail view, not in the export).
 */
export const B2B_CSV_COLUMNS: readonly CsvColumn<CsvRequest>[] = [
  ['ID', (r) => r.id],
  ['Company Name', (r) => r.companyName],
  ['Contact Name', (r) => r.contactName],
  ['Contact Phone', (r) => r.contactPhone],
  ['Contact Email', (r) => r.contactEmail],
  ['Customer Name', (r) => r.customerName],
  ['Customer Phone', (r) => r.customerPhone],
  ['Customer Email', (r) => r.customerEmail ?? ''],
  ['Customer Address', (r) => r.customerAddress],
  ['Project Details', (r) => r.projectDetails],
  ['Blind Type', (r) => r.blindType],
  ['Number of Windows', (r) => r.numberOfWindows],
  ['Preferred Date', (r) => r.preferredDate ?? ''],
  ['Urgency', (r) => r.urgency],
  ['Status', (r) => r.status],
  ['Estimated Budget', (r) => r.estimatedBudget ?? ''],
  ['Created At', (r) => businessDateTime(r.createdAt)],
]

/** Header row and one row per request. */
export function b2bCsvRecords(requests: readonly CsvRequest[]): CsvValue[][] {
  return csvRecords(B2B_CSV_COLUMNS, requests)
}

// ---------------------------------------------------------------- orders

/** As in db/schema.ts (a test checks they agree). */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in-production',
  'installed',
  'completed',
  'cancelled',
  'refunded',
] as const
export const ORDER_KINDS = ['order', 'quote', 'samples', 'installed-job'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export type OrderKind = (typeof ORDER_KINDS)[number]

export const STAFF_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  'in-production': 'In production',
  installed: 'Installed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  order: 'Order',
  quote: 'Quote request',
  samples: 'Free samples',
  'installed-job': 'Installed job',
}

/** What the customer asked for, as the order e-mails name it ('your free samples request'). */
export const ORDER_KIND_REQUEST_NAMES: Record<OrderKind, string> = {
  ...ORDER_KIND_LABELS,
  samples: `${ORDER_KIND_LABELS.samples} request`,
}

const isoDate = z
  .string()
  .optional()
  .transform((v) => (v && isCalendarDate(v) ? v : undefined))

export const orderFiltersSchema = z.object({
  q: search,
  /** A stage of the fulfilment workflow (order-workflow.ts; staff.server.ts keeps known ones). */
  stage: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 40) || undefined),
  /** The filter before the stages: old links, read as the stages that status covers. */
  status: optionalChoice(ORDER_STATUSES),
  kind: optionalChoice(ORDER_KINDS),
  /** Paid on or after / on or before these business dates (the reports' figures link here). */
  paidFrom: isoDate,
  paidTo: isoDate,
  cameFrom,
  page,
})
export type OrderFilters = z.output<typeof orderFiltersSchema>

// ---------------------------------------------------------------- appointments

/** As in db/schema.ts (a test checks they agree). */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

/** Staff words: a booking is booked until it is done or cancelled. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Booked',
  confirmed: 'Confirmed',
  completed: 'Done',
  cancelled: 'Cancelled',
}

export const appointmentFiltersSchema = z.object({
  date: isoDate,
  status: optionalChoice(APPOINTMENT_STATUSES),
})

const positiveId = z.coerce.number().int().positive()

export const MAX_SLOT_CAPACITY = 20

export const appointmentActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    id: positiveId,
    status: z.enum(APPOINTMENT_STATUSES, { errorMap: () => ({ message: 'Choose a status' }) }),
  }),
  z.object({
    intent: z.literal('capacity'),
    slotId: positiveId,
    maxBookings: z.coerce
      .number({ invalid_type_error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'At least 0')
      .max(MAX_SLOT_CAPACITY, `At most ${MAX_SLOT_CAPACITY}`),
  }),
  z.object({
    intent: z.enum(['block-day', 'unblock-day']),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  }),
])
