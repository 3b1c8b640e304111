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

export const PHONE_MESSAGE = 'Enter a 10-digit phone number, e.g. (954) 555-0123'

/**
 * The one phone rule: a US number of 10 digits (a leading 1 or +1 allowed), or an
 * international one written with its + and country code (8 to 15 digits), in any of the
 * usual punctuations. Letters ("954-CALL-NOW") are refused: staff must be able to dial it.
 */
export function isPhoneNumber(value: string): boolean {
  const v = value.trim()
  if (v.length > 30 || !/^\+?[0-9 ().-]+$/.test(v)) return false
  const digits = v.replace(/\D/g, '')
  if (digits.length === 10) return true
  if (digits.length === 11 && digits.startsWith('1')) return true
  return v.startsWith('+') && digits.length >= 8 && digits.length <= 15
}

export function phoneNumber(label = 'Phone') {
  return (
    z
      .string({ required_error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      // An empty value already has its message; one message per field.
      .refine((v) => v.length === 0 || isPhoneNumber(v), PHONE_MESSAGE)
  )
}

export const EMAIL_MESSAGE = 'Enter a valid email address'

const emailFormat = z.string().email()

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailFormat.safeParse(value).success
}

/** The one e-mail rule (required). */
export function emailAddress(label = 'Email') {
  return z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => v.length === 0 || isEmailAddress(v), EMAIL_MESSAGE)
}

/** The same rule for an e-mail address that may be left empty (undefined when empty). */
export function optionalEmailAddress() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || (v.length <= 254 && z.string().email().safeParse(v).success),
      {
        message: EMAIL_MESSAGE,
      },
    )
}
