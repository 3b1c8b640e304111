/** Small zod rules the public forms share (pure, safe in the browser). */
import { z } from 'zod'

// ---------------------------------------------------------------- text as people type it

/**
 * Invisible formatting characters that only ever hide or reorder what staff read: zero-width
 * space, left-to-right and right-to-left marks, the bidirectional embeddings and overrides
 * (U+202E makes 'gpj.exe' read 'exe.jpg'), word joiners, the byte-order mark, the soft hyphen.
 * Zero-width joiners (U+200C, U+200D) stay: Persian, Indic scripts and emoji need them.
 */
const HIDDEN_FORMATTING =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g
/** Text that shows nothing: spaces, format characters, Hangul fillers, the braille blank. */
const SHOWS_NOTHING = /^[\s\p{Z}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]*$/u
/** Half of a UTF-16 pair without the other half: cannot be stored as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The one rule for text a person typed, used by every text field: composed characters in one
 * form (NFC), hidden formatting dropped, and text that shows nothing becomes empty (so
 * "required" means something a person can read).
 */
export function cleanText(value: string): string {
  const text = value.normalize('NFC').replace(HIDDEN_FORMATTING, '')
  return SHOWS_NOTHING.test(text) ? '' : text
}

export const UNREADABLE_TEXT_MESSAGE = 'Please remove characters that cannot be read'

/** False for text holding half of a UTF-16 pair (sent by a script, never typed). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value)
}

/** Conform sends empty inputs as undefined; these messages read well next to the field. */
export function requiredText(label: string, max = 120) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v) : v),
    z
      .string({ required_error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`)
      .refine(isWellFormedText, UNREADABLE_TEXT_MESSAGE),
  )
}

export function optionalText(max: number, label = 'This field') {
  return z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v) : v),
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(isWellFormedText, UNREADABLE_TEXT_MESSAGE)
      .optional()
      .transform((v) => (v ? v : undefined)),
  )
}

// ---------------------------------------------------------------- addresses of images

export const IMAGE_ADDRESS_MESSAGE =
  'Enter a full web address (https://…) or a path on this site (/images/…)'

/**
 * A picture's address as staff may type it: a full http(s) address, or a path on this site.
 * A path is judged as a browser would resolve it, so `//evil.example/x.png`,
 * `/\evil.example/x.png` (browsers read the backslash as a slash) and control characters fail.
 */
export function isImageAddress(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
    } catch {
      return false
    }
  }
  if (!value.startsWith('/') || value.startsWith('//')) return false
  const site = 'http://site.invalid'
  try {
    return new URL(value, site).origin === site
  } catch {
    return false
  }
}

/** An optional picture address field (undefined when empty). */
export function optionalImageAddress(label: string) {
  return z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isImageAddress(v), IMAGE_ADDRESS_MESSAGE)
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
