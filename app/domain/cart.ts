/**
 * Cart totals: the one truth for money (decision 1). The cart page, the sticky bar,
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

export interface TotalsLine {
  unitPriceCents: number
  quantity: number
  widthEighths: number
  /** True when the line's installation option is selected. */
  installation: boolean
}

export interface CartTotals {
  itemCount: number
  subtotalCents: number
  installationCents: number
  taxCents: number
  totalCents: number
}

/** Integer division of non-negative integers, rounded half up. */
function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** Installation charge of one line in cents. */
export function lineInstallationCents(
  line: Pick<TotalsLine, 'widthEighths' | 'quantity' | 'installation'>,
): number {
  if (!line.installation) return 0
  return divRoundHalfUp(INSTALLATION_CENTS_PER_FOOT * line.widthEighths * line.quantity, 96)
}

export function taxCents(taxableCents: number): number {
  return divRoundHalfUp(taxableCents * TAX_RATE_PERCENT, 100)
}

export function cartTotals(lines: readonly TotalsLine[]): CartTotals {
  let itemCount = 0
  let subtotalCents = 0
  let installationCents = 0
  for (const line of lines) {
    itemCount += line.quantity
    subtotalCents += line.unitPriceCents * line.quantity
    installationCents += lineInstallationCents(line)
  }
  const tax = taxCents(subtotalCents + installationCents)
  return {
    itemCount,
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
