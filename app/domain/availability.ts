/**
 * The business's availability as staff edit it (issue 28): the weekly template's times and
 * the closed days, with the holidays the office closes (./holidays.ts) offered as closed-day
 * suggestions. Pure.
 */
import { z } from 'zod'
import { MAX_SLOT_CAPACITY } from './admin-inbox'
import { WEEKDAY_NAMES, type WeekHours } from './booking'
import { requiredText } from './form-rules'
import { type Holiday, holidayClosures } from './holidays'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export type { Holiday }

/**
 * The holidays of the coming year (from `today`, inclusive, for 365 days) that are not closed
 * yet, in date order: what staff are offered to close with one click (./holidays.ts).
 */
export function holidaySuggestions(today: string, closed: readonly string[]): Holiday[] {
  const year = Number(today.slice(0, 4))
  const [month, day] = [today.slice(5, 7), today.slice(8, 10)]
  const taken = new Set(closed)
  return holidayClosures(today, `${year + 1}-${month}-${day}`).filter(
    (h) => h.date < `${year + 1}-${month}-${day}` && !taken.has(h.date),
  )
}

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}

const capacity = z.coerce
  .number({ invalid_type_error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(MAX_SLOT_CAPACITY, `At most ${MAX_SLOT_CAPACITY}`)

const duration = z.coerce
  .number({ invalid_type_error: 'Enter minutes' })
  .int('Enter whole minutes')
  .min(15, 'At least 15 minutes')
  .max(240, 'At most 240 minutes')

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

const startTime = z
  .string({ required_error: 'Enter a time' })
  .regex(TIME_PATTERN, 'Enter a time such as 09:00')

/**
 * Why a weekly time cannot be offered on the chosen days, by the business settings' hours
 * (each day's opening to closing time), or null. The field it belongs next to comes with it.
 */
export function templateTimeProblem(
  startTime: string,
  weekdays: readonly number[],
  hours: WeekHours,
): { field: 'startTime' | 'weekdays'; error: string } | null {
  for (const day of weekdays) {
    const open = hours[day - 1]
    const name = WEEKDAY_NAMES[day]
    if (!open?.opens || !open.closes) {
      return {
        field: 'weekdays',
        error: `The business is closed on ${name}s (Content → Business settings)`,
      }
    }
    if (minutes(startTime) < minutes(open.opens) || minutes(startTime) >= minutes(open.closes)) {
      return {
        field: 'startTime',
        error: `${name} hours are ${open.opens} to ${open.closes}: start between them`,
      }
    }
  }
  return null
}

const weekdays = z
  .array(z.coerce.number().int().min(1).max(7), { required_error: 'Choose at least one day' })
  .min(1, 'Choose at least one day')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))

export const addTimeSchema = z.object({
  intent: z.literal('template-add'),
  startTime,
  durationMinutes: duration,
  maxBookings: capacity,
  weekdays,
})

export const saveTimeSchema = z.object({
  intent: z.literal('template-save'),
  id: z.coerce.number().int().positive(),
  durationMinutes: duration,
  maxBookings: capacity,
  weekdays,
  isActive: checkbox.optional().default(false),
})

export const closeDaySchema = z.object({
  intent: z.literal('close-day'),
  date: z.string({ required_error: 'Choose a day' }).regex(DATE_PATTERN, 'Choose a day'),
  label: requiredText('Name', 80),
})

export const reopenDaySchema = z.object({
  intent: z.literal('reopen-day'),
  date: z.string().regex(DATE_PATTERN, 'Choose a day'),
})

export const availabilityActionSchema = z.discriminatedUnion('intent', [
  addTimeSchema,
  saveTimeSchema,
  closeDaySchema,
  reopenDaySchema,
])
