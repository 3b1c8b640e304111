/**
 * What staff do to one visit from the calendar (issue 28): confirm it, cancel it with a
 * reason, or move it to another time (overbooking a full time only when they say so). One
 * schema per form, shared by the browser's checks and the action. Pure.
 */
import { z } from 'zod'
import { optionalText, requiredText } from './form-rules'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const visitId = z.coerce.number().int().positive()

/** A ticked checkbox posts 'on'; an unticked one posts nothing. */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

export const cancelVisitSchema = z.object({
  intent: z.literal('cancel-visit'),
  id: visitId,
  reason: requiredText('Reason', 500),
})

export const confirmVisitSchema = z.object({
  intent: z.literal('confirm-visit'),
  id: visitId,
  note: optionalText(500, 'Note'),
})

export const moveVisitSchema = z.object({
  intent: z.literal('move-visit'),
  id: visitId,
  date: z.string({ required_error: 'Choose a day' }).regex(DATE_PATTERN, 'Choose a day'),
  time: z.string({ required_error: 'Choose a time' }).regex(TIME_PATTERN, 'Choose a time'),
  overbook: checkbox.optional().default(false),
})

export const VISIT_INTENTS = ['cancel-visit', 'confirm-visit', 'move-visit'] as const
export type VisitIntent = (typeof VISIT_INTENTS)[number]

export function isVisitIntent(value: unknown): value is VisitIntent {
  return typeof value === 'string' && (VISIT_INTENTS as readonly string[]).includes(value)
}

export const visitActionSchema = z.discriminatedUnion('intent', [
  cancelVisitSchema,
  confirmVisitSchema,
  moveVisitSchema,
])
