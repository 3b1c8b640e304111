/**
 * What staff do to one visit from the calendar (issue 28): confirm it, cancel it with a
 * reason, or move it to another time (overbooking a full time only when they say so). One
 * schema per form, shared by the browser's checks and the action. Pure.
 */
import { z } from 'zod'
import { BOOKING_SERVICE_TYPES, type BookingServiceType } from './booking'
import { emailAddress, optionalText, phoneNumber, requiredText } from './form-rules'

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

/**
 * A visit staff book for a caller (or from a lead): the customer's details as the public
 * form asks them, the day and time, and whether to overbook a full time.
 */
export const staffBookingSchema = z.object({
  customerName: requiredText('Name', 100),
  customerEmail: emailAddress('Email'),
  customerPhone: phoneNumber('Phone'),
  customerAddress: requiredText('Address', 200),
  serviceType: z.enum(BOOKING_SERVICE_TYPES, {
    errorMap: () => ({ message: 'Choose a service' }),
  }),
  serviceDescription: optionalText(1000, 'Notes'),
  date: z.string({ required_error: 'Choose a day' }).regex(DATE_PATTERN, 'Choose a day'),
  time: z.string({ required_error: 'Choose a time' }).regex(TIME_PATTERN, 'Choose a time'),
  overbook: checkbox.optional().default(false),
  leadId: z.coerce.number().int().positive().optional().catch(undefined),
})

export type LeadForBooking = {
  id: number
  name: string
  email: string
  phone: string
  address: string | null
  city: string | null
  zipCode: string | null
  serviceType: string | null
  details: string | null
}

/**
 * The booking form filled in from a lead: its contact details, the address with the city and
 * ZIP when the lead gave them apart, the service (a repair or installation lead books that
 * visit; anything else a free consultation) and its details as the visit's notes.
 */
export function bookingFromLead(lead: LeadForBooking) {
  const place = [lead.city, lead.zipCode].filter(Boolean).join(' ')
  const address = [lead.address, place && !lead.address?.includes(place) ? place : '']
    .filter(Boolean)
    .join(', ')
  const serviceType: BookingServiceType =
    lead.serviceType === 'repair' || lead.serviceType === 'installation'
      ? lead.serviceType
      : 'consultation'
  return {
    customerName: lead.name,
    customerEmail: lead.email,
    customerPhone: lead.phone,
    customerAddress: address,
    serviceType,
    serviceDescription: lead.details ?? '',
    leadId: String(lead.id),
  }
}
