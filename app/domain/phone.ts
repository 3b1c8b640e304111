import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * A US phone number as texts need it, E.164 ('+19545550123'), from however a person typed it
 * ('954-555-0123', '(954) 555-0123', '+1 954 555 0123'); null when it is not a valid US number
 * (a foreign, short or made-up one): we text only US numbers, never a guess. libphonenumber-js
 * (its small metadata) knows which area codes and exchanges exist.
 */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'US')
  if (parsed?.countryCallingCode !== '1' || !parsed.isValid()) return null
  return parsed.number
}

/**
 * A phone number as staff read it in every list (leads, orders, visits, customers): however it
 * was typed (E.164 included), a US number is written '(954) 555-0100'. Anything else (a foreign
 * or incomplete number) is kept as typed, trimmed: guessing at it would show a wrong number.
 */
export function formatPhone(typed: string): string {
  const text = typed.trim()
  if (/[^\d\s().+-]/.test(text)) return text
  let digits = text.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length !== 10 || (text.startsWith('+') && !text.startsWith('+1'))) return text
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
