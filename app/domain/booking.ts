/**
 * Long because the booking rules must be read together (dates, slots, the request schema).
 * The appointment booking rules, shared by the wizard in the browser, its no-JS posts, the
 * JSON calls and the reminder job: the service types, which dates and start times are
 * offered, when a slot can take a booking, the request schema, and the wizard's step.
 *
 * Every date is a calendar day in the business time zone (America/New_York, YYYY-MM-DD)
 * and every time a wall-clock 'HH:MM' there; instants and calendar days come from
 * ./business-time, never by adding hours by hand. Pure: no I/O, no server imports.
 */
import { z } from 'zod'
import { seedWeekHours } from '~/content/business'
import {
  addCalendarDays,
  businessDate,
  businessInstant,
  clockTime,
  DATE_PATTERN,
  formatCalendarDate,
  isCalendarDate,
  isoWeekday,
  longCalendarDateWithWeekday,
  spanishShortDate,
  TIME_PATTERN,
} from './business-time'
import { emailAddress, isPhoneNumber, optionalText, phoneNumber, requiredText } from './form-rules'
import type { Locale } from './locale'
import {
  isOutsideServiceArea,
  SEED_SERVICE_AREA,
  type ServiceArea,
  visitOutOfAreaMessage,
  zipOfAddress,
} from './service-area'

/** How many open days (weekdays the business is not closed), starting tomorrow, can be booked. */
export const BOOKABLE_WEEKDAYS = 20
/** The reminder goes out this long before the visit (docs/requirements.md#appointment-booking). */
export const REMINDER_HOURS_BEFORE = 24
/**
 * The hours of each day of the week, Monday first, that visits are booked inside: the office's
 * published business settings (the server passes them), else the seed's.
 */
export type WeekHours = readonly { opens: string | null; closes: string | null }[]

/** A day's opening and closing time, or null when the business is closed that day. */
export type VisitWindow = { opens: string; closes: string }

/** The window visits on a date are booked inside, by its day of the week; null when closed. */
export function visitWindow(date: string, hours: WeekHours = seedWeekHours()): VisitWindow | null {
  if (!isCalendarDate(date)) return null
  const day = hours[isoWeekday(date) - 1]
  return day?.opens && day.closes ? { opens: day.opens, closes: day.closes } : null
}
export const BOOKING_STEP_COUNT = 4

export const BOOKING_SERVICE_TYPES = [
  'consultation',
  'installation',
  'repair',
  'measurement',
] as const
export type BookingServiceType = (typeof BOOKING_SERVICE_TYPES)[number]

export const BOOKING_SERVICES: Record<
  BookingServiceType,
  { name: string; durationMinutes: number; description: string }
> = {
  consultation: {
    name: 'Free Consultation',
    durationMinutes: 60,
    description: 'In-home consultation and measurement',
  },
  installation: {
    name: 'Installation Service',
    durationMinutes: 120,
    description: 'Professional installation of your blinds and shades',
  },
  repair: {
    name: 'Repair Service',
    durationMinutes: 90,
    description: 'Repair of blinds, shades and shutters in your home',
  },
  measurement: {
    name: 'Measurement Service',
    durationMinutes: 45,
    description: 'Precise measurement of every window',
  },
}

export function isBookingServiceType(value: unknown): value is BookingServiceType {
  return typeof value === 'string' && (BOOKING_SERVICE_TYPES as readonly string[]).includes(value)
}

// ---------------------------------------------------------------- texts

export const BOOKED_TITLE = 'Appointment Booked Successfully!'
export const BOOKING_FAILED_TITLE = 'Booking Failed'
export const BOOKING_FAILED_FALLBACK = 'Something went wrong. Please try again.'
export const NO_SLOTS_MESSAGE = 'No available slots for this date. Please select another date.'
export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just taken. Please pick another time.'
/** Shown by Book Appointment while it waits for the details the visit needs (JavaScript only). */
export const BOOKING_DETAILS_REQUIRED_MESSAGE =
  'Please fill in your name, e-mail, phone and the address of the visit'

// ---------------------------------------------------------------- dates

export { isoWeekday }

/** ISO days of the week (1 = Monday … 6 = Saturday, 7 = Sunday). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
/** The days visits are booked when the template says nothing else: Monday to Friday. */
export const MONDAY_TO_FRIDAY: readonly number[] = [1, 2, 3, 4, 5]
export const WEEKDAY_NAMES: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
}

/**
 * The next `count` open days after today (business time zone): days of the week the weekly
 * template offers (`openDays`, Monday to Friday unless staff added Saturday), others skipped,
 * and closed days (`closed`: holidays, days staff closed) skipped without counting, so a
 * customer always has `count` days to choose from.
 */
export function offeredDates(
  now: Date = new Date(),
  count = BOOKABLE_WEEKDAYS,
  openDays: readonly number[] = MONDAY_TO_FRIDAY,
  closed: readonly string[] = [],
): string[] {
  const dates: string[] = []
  if (!openDays.length) return dates
  const shut = new Set(closed)
  let day = addCalendarDays(businessDate(now), 1)
  while (dates.length < count) {
    if (openDays.includes(isoWeekday(day)) && !shut.has(day)) dates.push(day)
    day = addCalendarDays(day, 1)
  }
  return dates
}

/** What is known of a day's slots: whether any exists and whether any is open (not blocked). */
export type DaySlotsState = { date: string; isAvailable: boolean }

/**
 * The offered dates a customer can pick (docs/requirements.md#appointment-booking): a day
 * whose slots are all blocked by staff, a closed day, or a day without slots that the weekly
 * template would leave empty is left out, so nobody picks a day that has no time to offer.
 */
export function openDates(
  offered: readonly string[],
  slots: readonly DaySlotsState[],
  options: { templateHasTimes: boolean; closedDays?: readonly string[] } = {
    templateHasTimes: true,
  },
): string[] {
  const made = new Set<string>()
  const open = new Set<string>()
  for (const slot of slots) {
    made.add(slot.date)
    if (slot.isAvailable) open.add(slot.date)
  }
  const closed = new Set(options.closedDays ?? [])
  return offered.filter(
    (date) => !closed.has(date) && (made.has(date) ? open.has(date) : options.templateHasTimes),
  )
}

export type DateRefusal = 'invalid' | 'weekend' | 'past' | 'too-far'

/**
 * Why a date cannot be booked now, or null when it is within the offered days (a closed day
 * among them is not refused here: its times are blocked, and say so).
 */
export function dateRefusal(
  date: string,
  now: Date = new Date(),
  openDays: readonly number[] = MONDAY_TO_FRIDAY,
  closed: readonly string[] = [],
): DateRefusal | null {
  if (!isCalendarDate(date)) return 'invalid'
  if (!openDays.includes(isoWeekday(date))) return 'weekend'
  if (date <= businessDate(now)) return 'past'
  const last = offeredDates(now, BOOKABLE_WEEKDAYS, openDays, closed).at(-1)
  return last !== undefined && date <= last ? null : 'too-far'
}

export const DATE_REFUSAL_MESSAGES: Record<DateRefusal, string> = {
  invalid: 'Choose a date from the list.',
  weekend: 'We do not book visits on that day of the week. Please choose a date from the list.',
  past: 'That date has passed or is today. Please choose a date from tomorrow on.',
  'too-far': `We book up to ${BOOKABLE_WEEKDAYS} weekdays ahead. Please choose an earlier date.`,
}

/** The instant a wall-clock time on a business day begins. */
export function slotStart(date: string, time: string): Date {
  const start = businessInstant(date, time)
  if (!start) throw new Error(`Not a business date and time: ${date} ${time}`)
  return start
}

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The wall-clock time a visit of `durationMinutes` starting at `time` ends ('HH:MM'). */
export function endTime(time: string, durationMinutes: number): string {
  const end = minutesOfDay(time) + durationMinutes
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`
}

/** True when a visit of the service starting at `time` starts after opening and ends by closing. */
export function fitsBusinessHours(
  time: string,
  serviceType: BookingServiceType,
  window: VisitWindow | null,
): boolean {
  if (!window) return false
  const start = minutesOfDay(time)
  const end = start + BOOKING_SERVICES[serviceType].durationMinutes
  return start >= minutesOfDay(window.opens) && end <= minutesOfDay(window.closes)
}

// ---------------------------------------------------------------- slots

/** A slot as stored: one start time on one date with its capacity. */
export type SlotRecord = {
  id: number
  date: string
  timeSlot: string
  durationMinutes: number
  maxBookings: number
  currentBookings: number
  isAvailable: boolean
}

/** The slot of docs/requirements.md#appointment-booking, as the JSON call and the wizard show it. */
export type AppointmentSlot = {
  id: number
  date: string
  timeSlot: string
  duration: number
  isAvailable: boolean
  currentBookings: number
  maxBookings: number
}

export type SlotRefusal = 'closed' | 'full' | 'after-closing' | 'started'

/** Why a slot cannot take this service now, or null when it can. */
export function slotRefusal(
  slot: SlotRecord,
  serviceType: BookingServiceType,
  now: Date = new Date(),
  hours: WeekHours = seedWeekHours(),
): SlotRefusal | null {
  const window = visitWindow(slot.date, hours)
  if (!slot.isAvailable || !window) return 'closed'
  if (!fitsBusinessHours(slot.timeSlot, serviceType, window)) return 'after-closing'
  if (slotStart(slot.date, slot.timeSlot).getTime() <= now.getTime()) return 'started'
  if (slot.currentBookings >= slot.maxBookings) return 'full'
  return null
}

/**
 * The slots of a date for a service: start times that would run past closing are left out;
 * `isAvailable` says whether the slot can still be booked (a full slot stays listed, disabled).
 */
export function slotsForService(
  slots: readonly SlotRecord[],
  serviceType: BookingServiceType,
  now: Date = new Date(),
  hours: WeekHours = seedWeekHours(),
): AppointmentSlot[] {
  return slots
    .filter((slot) => fitsBusinessHours(slot.timeSlot, serviceType, visitWindow(slot.date, hours)))
    .sort((a, b) => a.timeSlot.localeCompare(b.timeSlot))
    .map((slot) => ({
      id: slot.id,
      date: slot.date,
      timeSlot: slot.timeSlot,
      duration: slot.durationMinutes,
      isAvailable: slotRefusal(slot, serviceType, now, hours) === null,
      currentBookings: slot.currentBookings,
      maxBookings: slot.maxBookings,
    }))
}

// ---------------------------------------------------------------- display

/** 'Tuesday, November 24, 2026'; in Spanish 'martes, 24 de noviembre de 2026'. */
export function formatLongDate(date: string, locale: Locale = 'en'): string {
  return longCalendarDateWithWeekday(date, locale)
}

/** { weekday: 'Tue', day: 'Nov 24' } for the date buttons; in Spanish { 'mar', '24 nov' }. */
export function formatShortDate(
  date: string,
  locale: Locale = 'en',
): { weekday: string; day: string } {
  if (!isCalendarDate(date)) return { weekday: '', day: date }
  if (locale === 'en') {
    return { weekday: formatCalendarDate(date, 'EEE'), day: formatCalendarDate(date, 'MMM d') }
  }
  return spanishShortDate(date)
}

/** '8:00 AM'; in Spanish '8:00 a. m.'. */
export function formatTime(time: string, locale: Locale = 'en'): string {
  return clockTime(time, locale)
}

/** '8:00 AM - 9:00 AM' for a service starting at `time`. */
export function formatVisitTime(
  time: string,
  serviceType: BookingServiceType,
  locale: Locale = 'en',
): string {
  const end = endTime(time, BOOKING_SERVICES[serviceType].durationMinutes)
  return `${formatTime(time, locale)} - ${formatTime(end, locale)}`
}

// ---------------------------------------------------------------- the request

/**
 * The appointment request (docs/requirements.md#appointment-booking); one schema for every way
 * in, checked against the service area (the server passes the published one).
 */
export function appointmentRequestSchemaFor(
  area: ServiceArea = SEED_SERVICE_AREA,
  /**
   * Whether a text can reach the number: the server passes `textableNumber` (libphonenumber's
   * metadata, too heavy for the page's JavaScript); the browser leaves it to the server.
   */
  textable: (phone: string) => boolean = () => true,
) {
  return z
    .object({
      customerName: requiredText('Name', 100),
      customerEmail: emailAddress('Email'),
      customerPhone: phoneNumber('Phone'),
      // An address that ends with a ZIP outside the area is refused (a visit there cannot be
      // made); one without a ZIP is taken and checked by staff.
      customerAddress: requiredText('Address', 200).refine(
        (address) => !isOutsideServiceArea(zipOfAddress(address), area),
        visitOutOfAreaMessage(area),
      ),
      serviceType: z.enum(BOOKING_SERVICE_TYPES, {
        errorMap: () => ({ message: 'Choose a service' }),
      }),
      serviceDescription: optionalText(1000, 'Description'),
      appointmentDate: z
        .string({ required_error: 'Choose a date' })
        .regex(DATE_PATTERN, 'Choose a date from the list'),
      appointmentTime: z
        .string()
        .regex(TIME_PATTERN, 'Choose a time from the list')
        .optional()
        .transform((v) => (v ? v : undefined)),
      slotId: z.coerce
        .number({ required_error: 'Choose a time', invalid_type_error: 'Choose a time' })
        .int('Choose a time')
        .positive('Choose a time'),
      /** The unticked "Text me about this visit" checkbox (a form posts 'on' when ticked). */
      textConsent: z
        .preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean())
        .optional(),
    })
    .superRefine((request, ctx) => {
      // Consent to texts needs a number a text can reach: a US one (E.164).
      // A number the phone rule refuses already has its message (one message per field).
      const phone = request.customerPhone
      if (request.textConsent && isPhoneNumber(phone) && !textable(phone))
        ctx.addIssue({ code: 'custom', path: ['customerPhone'], message: TEXT_PHONE_MESSAGE })
    })
}

export const TEXT_PHONE_MESSAGE =
  'To get texts, enter a US mobile number such as (954) 555-0123, or untick "Text me"'

/** The request checked against the seed area (the server uses the published one). */
export const appointmentRequestSchema = appointmentRequestSchemaFor()
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>

/** The fields of the customer step (step 3), in the order they are shown. */
export const CUSTOMER_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
  'serviceDescription',
] as const

// ---------------------------------------------------------------- the wizard

export type WizardChoice = {
  service?: BookingServiceType
  date?: string
  slotId?: number
}

/**
 * The wizard's choices from the URL (`?service=&date=&slot=`): a date only counts with a
 * service, and a slot only with a date, so choosing a service clears the date and slot, and
 * choosing a date clears the slot. A date outside the offered days is dropped.
 */
export function wizardChoice(params: URLSearchParams, offered: readonly string[]): WizardChoice {
  const service = params.get('service')
  if (!isBookingServiceType(service)) return {}
  const date = params.get('date') ?? ''
  if (!offered.includes(date)) return { service }
  const slotId = Number(params.get('slot'))
  if (!Number.isInteger(slotId) || slotId <= 0) return { service, date }
  return { service, date, slotId }
}

/** Step 1 (service and date), 2 (time) or 3 (your information); 4 is the confirmation page. */
export function wizardStep(choice: WizardChoice): 1 | 2 | 3 {
  if (!choice.service || !choice.date) return 1
  return choice.slotId ? 3 : 2
}

/** The wizard URL for a set of choices. */
export function wizardHref(choice: WizardChoice, base = '/book-appointment'): string {
  const params = new URLSearchParams()
  if (choice.service) params.set('service', choice.service)
  if (choice.date) params.set('date', choice.date)
  if (choice.slotId) params.set('slot', String(choice.slotId))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}

export const WIZARD_STEPS = [
  'Service and date',
  'Time slot',
  'Your information',
  'Confirmation',
] as const

// ---------------------------------------------------------------- the private page

/** What the customer's private page posts: cancel, or move to another slot. */
export const manageAppointmentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('cancel') }),
  z.object({
    intent: z.literal('reschedule'),
    date: z.string().regex(DATE_PATTERN, 'Choose a date from the list'),
    slotId: z.coerce.number().int().positive('Choose a time'),
  }),
])
