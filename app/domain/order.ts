/**
 * What a customer tells us to place an order, a quote or a samples request, as one zod
 * schema per situation (used by conform in the browser and by the actions and API calls).
 */
import { z } from 'zod'
import type { OrderStatus } from './admin-inbox'
import { emailAddress, optionalText, phoneNumber, requiredText } from './form-rules'
import { textConsentChoice } from './text-consent'

export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code'

const zipCode = z
  .string({ required_error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .refine((v) => v.length === 0 || /^\d{5}$/.test(v), ZIP_MESSAGE)

const optionalZip = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^\d{5}$/.test(v), ZIP_MESSAGE)

/** The cart's contact form: name, e-mail and phone required (quote or on to checkout). */
export const cartContactSchema = z.object({
  name: requiredText('Name', 100),
  email: emailAddress(),
  phone: phoneNumber(),
  address: optionalText(200, 'Address'),
  city: optionalText(80, 'City'),
  zipCode: optionalZip,
  textConsent: textConsentChoice,
})

/** Checkout needs every field before payment is offered. */
export const checkoutCustomerSchema = z.object({
  name: requiredText('Name', 100),
  email: emailAddress(),
  phone: phoneNumber(),
  address: requiredText('Address', 200),
  city: requiredText('City', 80),
  zipCode,
  textConsent: textConsentChoice,
})

/** Free samples only: we post them, so the address matters and the phone does not. */
export const samplesContactSchema = z.object({
  name: requiredText('Name', 100),
  email: emailAddress(),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(phoneNumber().optional()),
  address: requiredText('Address', 200),
  city: requiredText('City', 80),
  zipCode,
  textConsent: textConsentChoice,
})

/** The customer's details (localStorage key 'customerInfo', docs/requirements.md#cart). */
export type CustomerInfo = {
  name: string
  email: string
  phone?: string
  address?: string
  city?: string
  zipCode?: string
  /** "Text me" ticked ('on'): remembered by the server between the cart and checkout. */
  textConsent?: string
}

export const CUSTOMER_INFO_KEY = 'customerInfo'

export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required contact information'
export const CHECKOUT_REQUIRED_MESSAGE =
  'Please fill in all required fields to proceed with payment.'

/** True when the fields a quote (or going on to checkout) needs are all filled in. */
export function hasContactBasics(info: Partial<CustomerInfo> | null | undefined): boolean {
  return cartContactSchema.safeParse(info ?? {}).success
}

/**
 * How staff see an order's sequential number. Customers see its reference instead
 * (app/domain/customer-reference.ts): a sequential number tells how many orders there are.
 */
export function formatOrderNumber(id: number): string {
  return `#${id}`
}

/** The status as the customer's order page names it; every status has one (staff: admin-inbox). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Received',
  paid: 'Paid',
  'in-production': 'In production',
  installed: 'Installed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}
