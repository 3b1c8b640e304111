/**
 * The pricing engine: one pure function prices a made-to-measure product. The browser runs
 * it on every change in a configurator (live price, no request); the server runs the same
 * function for the price calls, the cart, the order and the payment (docs/requirements.md, R2).
 *
 * Rules, all in integer cents:
 * - Base price: the price grid of the fabric's group (vertical blinds, A-F) or chart (zebra
 *   1-4, roller 1-8). The cell used is the smallest grid width at or above the width and the
 *   smallest grid height at or above the height. A size outside the product's limits or past
 *   the grid's largest cell is refused with a reason; nothing is ever priced at zero.
 * - Option fees: the sum of the selected options' prices from the options table. An unknown
 *   or inactive option code is refused. Codes are a set: a code sent twice is charged once.
 * - Motorized (zebra and roller): operation 'motorized' and the option 'motorized' mean the
 *   same thing. Either one makes the shade motorized, the 'motorized' option is charged
 *   exactly once, the operation becomes 'motorized' and the control side is dropped (it
 *   exists only for manual operation). Vertical blinds have no operation, mount or control
 *   side in this shop; those inputs are ignored for them.
 * - Shipping and tax are 0 in the unit price: made-to-measure products ship free, and the
 *   sales tax (with installation, at the delivery county's rates) is computed once on the
 *   whole cart by domain/cart.ts and domain/florida-tax.ts (docs/requirements.md, R1), so a
 *   unit price never carries tax that the cart would charge again.
 */
import { formatDimensions } from './dimensions'
import { SIZE_LIMITS } from './limits'
import type {
  ControlSide,
  GroupGrid,
  MountType,
  OperationType,
  PriceCatalog,
  PriceGrid,
  PriceInput,
  PriceOutcome,
  PricingOption,
} from './types'

export const MOTORIZED_OPTION = 'motorized'

/** Index of the smallest value at or above `eighths` (values in whole inches), or -1. */
function ceilIndex(values: readonly number[], eighths: number): number {
  for (let i = 0; i < values.length; i++) if (values[i] * 8 >= eighths) return i
  return -1
}

type SizeField = 'width' | 'height'

const LABEL: Record<SizeField, string> = { width: 'Width', height: 'Height' }

function beyondGrid(field: SizeField, values: readonly number[]) {
  const largest = values[values.length - 1] ?? 0
  const reason = `${LABEL[field]} is beyond the price grid (up to ${largest} in)`
  return { ok: false as const, field, reason }
}

/** The grid cell for a size, or why there is none. */
export function lookupGridCell(
  grid: GroupGrid,
  widthEighths: number,
  heightEighths: number,
):
  | { ok: true; cents: number; width: number; height: number }
  | { ok: false; field: SizeField; reason: string } {
  const wi = ceilIndex(grid.widths, widthEighths)
  if (wi < 0) return beyondGrid('width', grid.widths)
  const hi = ceilIndex(grid.heights, heightEighths)
  if (hi < 0) return beyondGrid('height', grid.heights)
  const cents = grid.cents[wi * grid.heights.length + hi]
  if (cents === null || cents === undefined || !(cents > 0)) {
    return { ok: false, field: 'width', reason: 'This size is not in the price grid' }
  }
  return { ok: true, cents, width: grid.widths[wi], height: grid.heights[hi] }
}

/**
 * Why a width or height (in eighths) cannot be made, or null when it can: a whole number of
 * eighths between the product's limits, both included. The configurators show the same
 * message next to the field before any fabric is chosen.
 */
export function checkSize(
  name: SizeField,
  eighths: number,
  limits: { min: number; max: number },
): string | null {
  const label = LABEL[name]
  if (!Number.isInteger(eighths)) return `${label} must be whole inches plus eighths`
  if (eighths < limits.min * 8 || eighths > limits.max * 8) {
    return `${label} must be between ${limits.min} and ${limits.max} inches`
  }
  return null
}

/** Prices one unit of a configuration. Pure: same input, same answer, no I/O. */
export function priceConfiguration(input: PriceInput, catalog: PriceCatalog): PriceOutcome {
  const limits = SIZE_LIMITS[input.productType]
  if (!limits) return { ok: false, field: 'fabric', reason: 'Unknown product type' }
  const widthError = checkSize('width', input.widthEighths, limits.width)
  if (widthError) return { ok: false, field: 'width', reason: widthError }
  const heightError = checkSize('height', input.heightEighths, limits.height)
  if (heightError) return { ok: false, field: 'height', reason: heightError }

  // Own keys only: a group named like an Object property ('constructor') has no grid either.
  const group = input.fabric.priceGroup
  const grid = Object.hasOwn(catalog.grid, group) ? catalog.grid[group] : undefined
  if (!grid) {
    return { ok: false, field: 'fabric', reason: 'This fabric has no price grid' }
  }
  const cell = lookupGridCell(grid, input.widthEighths, input.heightEighths)
  if (!cell.ok) return cell

  const byCode = new Map<string, PricingOption>()
  for (const option of catalog.options) byCode.set(option.code, option)

  const codes = new Set<string>()
  for (const code of input.optionCodes) {
    if (!byCode.has(code)) return { ok: false, field: 'options', reason: `Unknown option: ${code}` }
    codes.add(code)
  }

  let mountType: MountType | null = null
  let operationType: OperationType | null = null
  let controlSide: ControlSide | null = null
  if (input.productType !== 'regular') {
    mountType = input.mountType === 'outside' ? 'outside' : 'inside'
    const motorized = input.operationType === 'motorized' || codes.has(MOTORIZED_OPTION)
    if (motorized) {
      if (!byCode.has(MOTORIZED_OPTION)) {
        return {
          ok: false,
          field: 'operationType',
          reason: 'Motorized operation is not available for this product',
        }
      }
      codes.add(MOTORIZED_OPTION)
      operationType = 'motorized'
    } else {
      operationType = 'manual'
      controlSide = input.controlSide === 'left' ? 'left' : 'right'
    }
  }

  // Options in catalogue order, so the same selection always gives the same breakdown.
  const selected = catalog.options.filter((o) => codes.has(o.code))
  let optionFeesCents = 0
  for (const option of selected) optionFeesCents += option.priceCents

  const basePriceCents = cell.cents
  const shippingCents = 0
  const taxCents = 0
  return {
    ok: true,
    quote: {
      productType: input.productType,
      basePriceCents,
      optionFeesCents,
      shippingCents,
      taxCents,
      totalPriceCents: basePriceCents + optionFeesCents + shippingCents + taxCents,
      configuration: {
        widthEighths: input.widthEighths,
        heightEighths: input.heightEighths,
        mountType,
        operationType,
        controlSide,
        optionCodes: selected.map((o) => o.code),
      },
      breakdown: {
        fabric: input.fabric.name,
        dimensions: formatDimensions(input.widthEighths, input.heightEighths),
        priceGroup: input.fabric.priceGroup,
        gridWidth: cell.width,
        gridHeight: cell.height,
        options: selected.map((o) => ({ code: o.code, name: o.name, priceCents: o.priceCents })),
      },
    },
  }
}

/** The smallest price in a product's grid: the shop's "from" price. Null for an empty grid. */
export function startingPriceCents(grid: PriceGrid): number | null {
  let min: number | null = null
  for (const group of Object.values(grid)) {
    for (const cents of group.cents) {
      if (cents !== null && cents > 0 && (min === null || cents < min)) min = cents
    }
  }
  return min
}

/** Builds a compact grid from cells (any order). Missing cells become null. */
export function buildGrid(
  cells: readonly {
    priceGroup: string
    widthInches: number
    heightInches: number
    priceCents: number
  }[],
): PriceGrid {
  const byGroup = new Map<string, typeof cells>()
  for (const cell of cells) {
    const list = byGroup.get(cell.priceGroup) as (typeof cells)[number][] | undefined
    if (list) list.push(cell)
    else byGroup.set(cell.priceGroup, [cell])
  }
  const grid: PriceGrid = {}
  for (const [group, list] of byGroup) {
    const widths = [...new Set(list.map((c) => c.widthInches))].sort((a, b) => a - b)
    const heights = [...new Set(list.map((c) => c.heightInches))].sort((a, b) => a - b)
    const cents: (number | null)[] = new Array(widths.length * heights.length).fill(null)
    const wIndex = new Map(widths.map((w, i) => [w, i]))
    const hIndex = new Map(heights.map((h, i) => [h, i]))
    for (const c of list) {
      cents[
        (wIndex.get(c.widthInches) as number) * heights.length +
          (hIndex.get(c.heightInches) as number)
      ] = c.priceCents
    }
    grid[group] = { widths, heights, cents }
  }
  return grid
}
