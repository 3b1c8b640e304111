/**
 * The B2B service request window companies and contractors send from
 * /window-company-portal. One schema for the browser (conform) and the server.
 */
import { z } from 'zod'
import { businessDate } from './business-time'
import {
  emailAddress,
  optionalEmailAddress,
  optionalText,
  phoneNumber,
  requiredText,
} from './form-rules'

export const URGENCY_OPTIONS = [
  { value: 'low', label: 'Low: within 2 weeks' },
  { value: 'medium', label: 'Medium: within a week' },
  { value: 'high', label: 'High: within 48 hours' },
  { value: 'urgent', label: 'Urgent: same day' },
] as const
export type Urgency = (typeof URGENCY_OPTIONS)[number]['value']

export const BLIND_TYPES = [
  'Vertical blinds',
  'Horizontal / mini blinds',
  'Wood or faux wood blinds',
  'Roller shades',
  'Zebra shades',
  'Cellular shades',
  'Shutters',
  'Motorized shades',
  'Mixed / other',
] as const

export const MAX_WINDOWS = 500

/**
 * The schema; `today` (YYYY-MM-DD, business time) rules out preferred dates in the past.
 * Numbers arrive as text: conform's parseWithZod coerces them (empty means missing).
 */
export function windowCompanyRequestSchema(today: string = businessDate()) {
  return z.object({
    companyName: requiredText('Company name', 120),
    contactName: requiredText('Contact name', 100),
    contactPhone: phoneNumber('Contact phone'),
    contactEmail: emailAddress('Contact email'),
    customerName: requiredText('Customer name', 100),
    customerPhone: phoneNumber('Customer phone'),
    customerEmail: optionalEmailAddress(),
    customerAddress: requiredText('Job address', 200),
    blindType: z.enum(BLIND_TYPES, { errorMap: () => ({ message: 'Choose the type of blinds' }) }),
    numberOfWindows: z
      .number({
        required_error: 'Number of windows is required',
        invalid_type_error: 'Enter a whole number',
      })
      .int('Enter a whole number')
      .min(1, 'At least 1 window')
      .max(MAX_WINDOWS, `At most ${MAX_WINDOWS} windows per request`),
    urgency: z.enum(['low', 'medium', 'high', 'urgent'], {
      errorMap: () => ({ message: 'Choose how urgent the job is' }),
    }),
    preferredDate: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date')
      .refine((v) => v === undefined || v >= today, 'Choose today or a later date'),
    projectDetails: requiredText('Project details', 2000),
    estimatedBudget: optionalText(100, 'Budget'),
    specialRequests: optionalText(1000, 'Special requests'),
  })
}

export type WindowCompanyRequestInput = z.infer<ReturnType<typeof windowCompanyRequestSchema>>
