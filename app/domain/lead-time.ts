/**
 * Lead time: how long a made-to-measure product takes, production then the installation
 * window, in business days (Monday to Friday), set by staff per product type (the
 * product_lead_times table; the defaults below when staff have set none). One rule turns it
 * into what the customer reads ("Ready to install in 2–3 weeks") and the expected dates, from
 * today in the business's calendar (app/domain/business-time.ts). Pure: the configurator,
 * the cart, the receipt and the order's promised window all use it.
 */
import { addCalendarDays, formatCalendarDate, isCalendarDate, isWeekendDate } from './business-time'
import type { PricedProductType } from './pricing/types'

/** Production, then the installation window after it, in business days (min ≤ max). */
export interface LeadTime {
  productionMinDays: number
  productionMaxDays: number
  installMinDays: number
  installMaxDays: number
}

/** The code's defaults: what a product takes until staff set their own. */
export const DEFAULT_LEAD_TIMES: Record<PricedProductType, LeadTime> = {
  regular: { productionMinDays: 5, productionMaxDays: 8, installMinDays: 2, installMaxDays: 5 },
  zebra: { productionMinDays: 7, productionMaxDays: 10, installMinDays: 2, installMaxDays: 5 },
  roller: { productionMinDays: 7, productionMaxDays: 10, installMinDays: 2, installMaxDays: 5 },
}

export const LEAD_TIME_PRODUCT_TYPES: readonly PricedProductType[] = ['regular', 'zebra', 'roller']

/** The calendar date `count` business days after `date` (a weekend start counts from Monday). */
export function addBusinessDays(date: string, count: number): string {
  let day = date
  let left = Math.max(0, Math.floor(count))
  while (left > 0) {
    day = addCalendarDays(day, 1)
    if (!isWeekendDate(day)) left--
  }
  // Never land on a weekend: a date promised is a working day.
  while (isWeekendDate(day)) day = addCalendarDays(day, 1)
  return day
}

/** The window a customer is promised: first and last expected installation dates (YYYY-MM-DD). */
export interface LeadWindow {
  minDays: number
  maxDays: number
  fromDate: string
  toDate: string
}

/** The expected window of one lead time counted from `today` (a business date, YYYY-MM-DD). */
export function leadWindow(leadTime: LeadTime, today: string): LeadWindow {
  if (!isCalendarDate(today)) throw new RangeError(`Not a calendar date: ${today}`)
  const minDays = leadTime.productionMinDays + leadTime.installMinDays
  const maxDays = Math.max(minDays, leadTime.productionMaxDays + leadTime.installMaxDays)
  return {
    minDays,
    maxDays,
    fromDate: addBusinessDays(today, minDays),
    toDate: addBusinessDays(today, maxDays),
  }
}

/**
 * The window of several products made together (a cart, an order): the whole order is ready
 * when its slowest product is, so the longest of each end. Null for none (samples only).
 */
export function combinedLeadWindow(
  productTypes: readonly PricedProductType[],
  leadTimes: Record<PricedProductType, LeadTime>,
  today: string,
): LeadWindow | null {
  const windows = [...new Set(productTypes)].map((t) => leadWindow(leadTimes[t], today))
  if (windows.length === 0) return null
  return windows.reduce((a, b) => ({
    minDays: Math.max(a.minDays, b.minDays),
    maxDays: Math.max(a.maxDays, b.maxDays),
    fromDate: a.fromDate > b.fromDate ? a.fromDate : b.fromDate,
    toDate: a.toDate > b.toDate ? a.toDate : b.toDate,
  }))
}

/**
 * Business days as a customer reads them: 9–15 days is weeks 2 to 3, 4 days is 4 business
 * days (the numbers, for a label in either language).
 */
export function leadTimeSpan(window: Pick<LeadWindow, 'minDays' | 'maxDays'>): {
  unit: 'days' | 'weeks'
  from: number
  to: number
} {
  const { minDays, maxDays } = window
  if (maxDays < 5) return { unit: 'days', from: minDays, to: maxDays }
  const fromWeeks = Math.max(1, Math.ceil(minDays / 5))
  return { unit: 'weeks', from: fromWeeks, to: Math.max(fromWeeks, Math.ceil(maxDays / 5)) }
}

/** Business days as weeks a customer reads: 9–15 days is "2–3 weeks", 4 days "4 business days". */
export function leadTimeLabel(window: Pick<LeadWindow, 'minDays' | 'maxDays'>): string {
  const { unit, from, to } = leadTimeSpan(window)
  if (unit === 'days') {
    return from === to ? `${to} business day${to === 1 ? '' : 's'}` : `${from}–${to} business days`
  }
  return from === to ? `${to} week${to === 1 ? '' : 's'}` : `${from}–${to} weeks`
}

/** "Ready to install in 2–3 weeks". */
export function leadTimeHeadline(window: Pick<LeadWindow, 'minDays' | 'maxDays'>): string {
  return `Ready to install in ${leadTimeLabel(window)}`
}

/** "Dec 10 – Dec 17, 2026" (one date when both ends are the same day). */
export function leadDatesLabel(window: Pick<LeadWindow, 'fromDate' | 'toDate'>): string {
  const to = formatCalendarDate(window.toDate, 'EEE, MMM d, yyyy')
  if (window.fromDate === window.toDate) return to
  const sameYear = window.fromDate.slice(0, 4) === window.toDate.slice(0, 4)
  const from = formatCalendarDate(window.fromDate, sameYear ? 'EEE, MMM d' : 'EEE, MMM d, yyyy')
  return `${from} – ${to}`
}

/** The sentence shown on the product page, the cart and the receipt. */
export function leadTimeSentence(window: LeadWindow): string {
  const when = window.fromDate === window.toDate ? 'expected on' : 'expected between'
  return `${leadTimeHeadline(window)}: ${when} ${leadDatesLabel(window)}.`
}

/** The window an order was promised at payment, as stored on it (null when none was). */
export function storedLeadWindow(stored: unknown): LeadWindow | null {
  if (!stored || typeof stored !== 'object') return null
  const { minDays, maxDays, fromDate, toDate } = stored as Record<string, unknown>
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0
  const date = (d: unknown) => typeof d === 'string' && isCalendarDate(d)
  if (!count(minDays) || !count(maxDays) || !date(fromDate) || !date(toDate)) return null
  return {
    minDays: minDays as number,
    maxDays: maxDays as number,
    fromDate: fromDate as string,
    toDate: toDate as string,
  }
}

/** 'Tuesday, December 15, 2026', as the booking pages write a date (without booking.ts's zod). */
function longDate(date: string): string {
  return formatCalendarDate(date, 'EEEE, MMMM d, yyyy')
}

/** '9:00 AM' for '09:00'. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** What the order's own page knows of where the order is (issue 40). */
export type OrderLeadFacts = {
  /** The order's stage (app/domain/order-workflow.ts). */
  stage: string
  /** The window promised at payment. */
  promised: LeadWindow | null
  /** A line includes installation: the order ends with a visit, not a parcel. */
  withInstallation: boolean
  /** The supplier's expected delivery date (YYYY-MM-DD), recorded when the order was placed with them. */
  expectedDate: string | null
  /** The booked installation visit, not cancelled. */
  visit: { date: string; time?: string | null } | null
}

/**
 * When the customer gets their order, as the order's page says it now: the window promised
 * at payment until the order is placed with the supplier; then the supplier's expected date;
 * once the goods are here, that we book the visit; then the booked visit itself. Nothing once
 * it is on its way, installed, delivered, completed, cancelled or refunded: the timeline says
 * what happened. It said "Ready to install in 2–3 weeks" to the end.
 */
export function orderLeadTime(facts: OrderLeadFacts): string | null {
  const promised = facts.promised ? leadTimeSentence(facts.promised) : null
  const then = facts.withInstallation
    ? 'then we call you to book the installation'
    : 'then we ship it to you'
  switch (facts.stage) {
    case 'awaiting-payment':
    case 'paid':
      return promised
    case 'ordered':
      return facts.expectedDate && isCalendarDate(facts.expectedDate)
        ? `Expected from our supplier by ${longDate(facts.expectedDate)}; ${then}.`
        : promised
    case 'goods-received':
      return facts.withInstallation
        ? 'Your order has arrived: we will call you to book the installation.'
        : 'Your order has arrived: we will ship it to you shortly.'
    case 'installation-scheduled': {
      const visit = facts.visit
      if (!visit || !isCalendarDate(visit.date)) {
        return 'Your order has arrived: we will call you to book the installation.'
      }
      const time = visit.time ? ` at ${clockTime(visit.time)}` : ''
      return `Installation booked for ${longDate(visit.date)}${time}.`
    }
    default:
      return null
  }
}
