/**
 * Integer-cent arithmetic shared by the money rules (app/domain/cart.ts, app/domain/florida-tax.ts):
 * every division of an amount is made in integers and rounded once, half up, so no float drift
 * creeps in.
 */

/** Integer division of non-negative integers, rounded half up (0.5 cent up). */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}
