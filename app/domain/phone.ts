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
