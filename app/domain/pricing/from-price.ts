import type { PriceGrid } from './types'

/**
 * The product's "From" price: the lowest cell of its price grid (the groups or charts its
 * fabrics use), before options. Null when the grid has no price at all.
 */
export function lowestGridCents(grid: PriceGrid): number | null {
  let lowest: number | null = null
  for (const group of Object.values(grid)) {
    for (const cents of group.cents) {
      if (cents !== null && cents > 0 && (lowest === null || cents < lowest)) lowest = cents
    }
  }
  return lowest
}
