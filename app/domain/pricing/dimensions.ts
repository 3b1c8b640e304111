import { FRACTION_LABELS } from './limits'

/** Whole inches plus eighths -> eighths. A non-numeric whole part counts as 0. */
export function toEighths(whole: unknown, eighths: unknown = 0): number {
  const w = Number.parseInt(String(whole ?? ''), 10)
  const f = Number.parseInt(String(eighths ?? ''), 10)
  const wholePart = Number.isFinite(w) ? w : 0
  const fraction = Number.isFinite(f) && f >= 0 && f <= 7 ? f : 0
  return wholePart * 8 + fraction
}

/** Eighths -> whole inches and the remaining eighths. */
export function splitEighths(eighths: number): { whole: number; eighths: number } {
  return { whole: Math.floor(eighths / 8), eighths: eighths % 8 }
}

/** Decimal inches (48.125) -> eighths, or null when not a whole number of eighths. */
export function inchesToEighths(inches: number): number | null {
  if (!Number.isFinite(inches)) return null
  const eighths = inches * 8
  // Every eighth is exact in binary floating point; tolerate only representation noise.
  const rounded = Math.round(eighths)
  return Math.abs(eighths - rounded) < 1e-9 ? rounded : null
}

/** 388 -> '48 1/2"'. */
export function formatInches(eighths: number): string {
  const { whole, eighths: rest } = splitEighths(eighths)
  return rest === 0 ? `${whole}"` : `${whole} ${FRACTION_LABELS[rest]}"`
}

/** '48 1/2" x 72"' */
export function formatDimensions(widthEighths: number, heightEighths: number): string {
  return `${formatInches(widthEighths)} x ${formatInches(heightEighths)}`
}

/** Integer cents -> '$1,234.56'. Formatting only at the edge. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const dollars = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`
}

/** Integer cents -> dollars as a number with 2 decimals (for JSON answers). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100
}
