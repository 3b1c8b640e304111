import type { Locale } from '../locale'
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

/**
 * A size typed in decimal inches ('48.5', '36.125', '.75') -> whole inches and the nearest
 * eighth, so a decimal becomes what the configurator can show, price and order (docs/requirements.md, R18):
 * 48.5 -> 48 4/8, 48.9375 -> 49 0/8 (rounding crosses the whole inch), 0.06 -> 0 0/8. A half
 * eighth rounds up. Anything else (empty, negative, '1e3', '48abc', NaN) -> null.
 */
export function nearestEighth(typed: string | number): { whole: number; eighths: number } | null {
  const text = typeof typed === 'number' ? String(typed) : typed.trim()
  // Plain digits with at most one decimal point: no sign, exponent, hex or thousands separator.
  if (!/^(\d{1,5}(\.\d{0,8})?|\.\d{1,8})$/.test(text)) return null
  const inches = Number(text)
  if (!Number.isFinite(inches) || inches < 0) return null
  // Every multiple of 1/16 is exact in binary, so a half eighth is a true .5 here.
  const total = Math.floor(inches * 8 + 0.5)
  return { whole: Math.floor(total / 8), eighths: total % 8 }
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

/**
 * Integer cents -> '$1,234.56'. Formatting only at the edge. US Spanish (es-US) writes dollars
 * the same way ('$1,234.56': a point for cents, commas for thousands), so the language changes
 * nothing today; every page passes its language all the same, so a change of rule is made here.
 * Spelled out rather than Intl: the browser's and the server's ICU must not differ at hydration.
 */
export function formatCents(cents: number, _locale: Locale = 'en'): string {
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
