import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

// Its own module, used by the server only: the library's metadata (28 KB gzip) stays out of
// the pages' JavaScript.

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
