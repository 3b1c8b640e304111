/** Small zod rules the public forms share (pure, safe in the browser). */
import { z } from 'zod'

/** Conform sends empty inputs as undefined; these messages read well next to the field. */
export function requiredText(label: string, max = 120) {
  return z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}

export function optionalText(max: number, label = 'This field') {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))
}

/** A US phone number: 10 digits, optionally with +1 and any punctuation. */
export function phoneNumber(label = 'Phone') {
  return z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => {
      const digits = v.replace(/\D/g, '')
      return (
        /^[0-9 ()+.-]+$/.test(v) &&
        (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))
      )
    }, `Enter a 10-digit phone number, e.g. (954) 555-0123`)
}

export function emailAddress(label = 'Email') {
  return z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .email('Enter a valid email address')
}

/** The honeypot field: people leave it empty, simple bots fill it in. */
export const honeypot = z.string().optional()
export const HONEYPOT_FIELD = 'website'
