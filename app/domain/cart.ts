/**
 * Cart totals: the one truth for money (docs/requirements.md, R1). The cart page, the sticky bar,
 * checkout, the payment amount and the stored order all use this function.
 *
 * - subtotal = sum of unit price x quantity;
 * - installation = $10 x (width in inches / 12) x quantity for each line whose installation
 *   option is selected. Per line in cents: 1000 x widthEighths x quantity / 96, rounded half
 *   up to a whole cent (widthEighths / 8 = inches, / 12 = feet);
 * - tax = 7% of (subtotal + installation), rounded half up to a whole cent;
 * - total = subtotal + installation + tax.
 * Everything is integer cents; the only divisions are the two rounded ones above, done in
 * integers so no float drift creeps in.
 */

export const INSTALLATION_CENTS_PER_FOOT = 1000
export const TAX_RATE_PERCENT = 7
export const INSTALLATION_OPTION = 'installation'
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 99
/** Free fabric samples a cart may hold. */
export const MAX_SAMPLES = 10
export const ROOM_LABEL_MAX = 80

export interface TotalsLine {
  unitPriceCents: number
  quantity: number
  widthEighths: number
  /** True when the line's installation option is selected. */
  installation: boolean
  /** A free fabric sample: never charged, never installed, not counted as an item. */
  sample?: boolean
}

export interface CartTotals {
  /** Units of made-to-measure products (samples are counted apart). */
  itemCount: number
  sampleCount: number
  subtotalCents: number
  installationCents: number
  taxCents: number
  totalCents: number
}

/** Integer division of non-negative integers, rounded half up: the one rounding of money. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** Installation charge of one line in cents. */
export function lineInstallationCents(
  line: Pick<TotalsLine, 'widthEighths' | 'quantity' | 'installation'>,
): number {
  if (!line.installation) return 0
  return divRoundHalfUp(INSTALLATION_CENTS_PER_FOOT * line.widthEighths * line.quantity, 96)
}

/**
 * What one line costs before tax: its products (unit price x quantity), its installation and
 * the two added. The configurator, the cart page and checkout show these figures, and
 * `cartTotals` adds them up, so a line reads the same everywhere (docs/requirements.md, R1 and R17).
 */
export function lineCharges(
  line: Pick<TotalsLine, 'unitPriceCents' | 'widthEighths' | 'quantity' | 'installation'>,
): { productsCents: number; installationCents: number; allInCents: number } {
  const productsCents = line.unitPriceCents * line.quantity
  const installationCents = lineInstallationCents(line)
  return { productsCents, installationCents, allInCents: productsCents + installationCents }
}

export function taxCents(taxableCents: number): number {
  return divRoundHalfUp(taxableCents * TAX_RATE_PERCENT, 100)
}

/** The tax line's label wherever money is listed: 'Tax (7%)', or 'Sales tax (7%)' on Stripe's page. */
export function taxLabel(name: 'Tax' | 'Sales tax' = 'Tax'): string {
  return `${name} (${TAX_RATE_PERCENT}%)`
}

/** The free samples as `cartTotals` counts them: one uncharged line each. */
export function sampleTotalsLines(count: number): TotalsLine[] {
  return Array.from({ length: count }, () => ({
    unitPriceCents: 0,
    quantity: 1,
    widthEighths: 0,
    installation: false,
    sample: true,
  }))
}

export function cartTotals(lines: readonly TotalsLine[]): CartTotals {
  let itemCount = 0
  let sampleCount = 0
  let subtotalCents = 0
  let installationCents = 0
  for (const line of lines) {
    if (line.sample) {
      sampleCount += 1
      continue
    }
    const charges = lineCharges(line)
    itemCount += line.quantity
    subtotalCents += charges.productsCents
    installationCents += charges.installationCents
  }
  const tax = taxCents(subtotalCents + installationCents)
  return {
    itemCount,
    sampleCount,
    subtotalCents,
    installationCents,
    taxCents: tax,
    totalCents: subtotalCents + installationCents + tax,
  }
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)))
}

/**
 * One dimension of a cart item as the localStorage cart stores it (docs/requirements.md#cart): a plain number
 * of inches, or the older form { whole, fraction } with fraction a decimal string ('0.375')
 * defaulting to 0. Null when it cannot be read.
 */
export function readItemInches(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value === 'string' && value.trim() !== '') return readItemInches(Number(value))
  if (value && typeof value === 'object') {
    const { whole, fraction } = value as { whole?: unknown; fraction?: unknown }
    const w = Number(whole)
    const f = fraction === undefined || fraction === null || fraction === '' ? 0 : Number(fraction)
    if (!Number.isInteger(w) || w < 0 || !Number.isFinite(f) || f < 0 || f >= 1) return null
    return w + f
  }
  return null
}

/** A cart item's size as the cart shows it, W" x H", from either stored form. */
export function formatItemDimensions(dimensions: { width?: unknown; height?: unknown }): string {
  const show = (v: unknown) => {
    const inches = readItemInches(v)
    return inches === null ? '?' : `${Math.round(inches * 1000) / 1000}"`
  }
  return `${show(dimensions.width)} x ${show(dimensions.height)}`
}
