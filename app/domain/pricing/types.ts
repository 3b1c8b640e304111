/**
 * Types of the pricing engine. Pure data: shared by the browser (live price in the
 * configurators) and the server (price calls, cart, checkout). No I/O, no zod.
 */

/** Product types as the catalogue names them: regular = vertical blinds. */
export type PricedProductType = 'regular' | 'zebra' | 'roller'
export type MountType = 'inside' | 'outside'
export type OperationType = 'manual' | 'motorized'
export type ControlSide = 'left' | 'right'

/**
 * One price group's (or chart's) grid, compact: sorted widths and heights in whole inches
 * and a row-major matrix of cents, `cents[w * heights.length + h]`; `null` marks a cell the
 * uploaded grid does not have.
 */
export interface GroupGrid {
  widths: number[]
  heights: number[]
  cents: (number | null)[]
}

/** The price grid of one product type: group or chart name -> its grid. */
export type PriceGrid = Record<string, GroupGrid>

/** An option a configurator offers, as the pricing engine needs it. */
export interface PricingOption {
  code: string
  name: string
  priceCents: number
}

/** The fabric being priced: its name (for the breakdown) and its price group or chart. */
export interface PricingFabric {
  name: string
  priceGroup: string
}

/**
 * A configuration's size and choices, as a form posts it, a price call sends it or a cart line
 * stores it: everything but the fabric.
 */
export interface Configuration {
  productType: PricedProductType
  /** Width in eighths of an inch (48 1/2 in = 388). */
  widthEighths: number
  heightEighths: number
  mountType?: MountType | null
  operationType?: OperationType | null
  controlSide?: ControlSide | null
  /** Codes of the selected options. */
  optionCodes: readonly string[]
}

/** What the engine prices: a configuration and its fabric (see `priceInput`). */
export interface PriceInput extends Configuration {
  fabric: PricingFabric
}

/** What the engine needs from the catalogue: the product's grid and its active options. */
export interface PriceCatalog {
  grid: PriceGrid
  options: readonly PricingOption[]
}

/** A priced configuration, all in integer cents. */
export interface PriceQuote {
  productType: PricedProductType
  basePriceCents: number
  optionFeesCents: number
  shippingCents: number
  taxCents: number
  /** Unit price: base + option fees + shipping + tax (the last two are 0, see engine.ts). */
  totalPriceCents: number
  /** The configuration as priced (normalised: motorized implies the motorized option…). */
  configuration: {
    widthEighths: number
    heightEighths: number
    mountType: MountType | null
    operationType: OperationType | null
    controlSide: ControlSide | null
    optionCodes: string[]
  }
  breakdown: {
    fabric: string
    dimensions: string
    /** Price group (vertical blinds) or chart (zebra, roller). */
    priceGroup: string
    /** The grid cell used, in whole inches. */
    gridWidth: number
    gridHeight: number
    options: PricingOption[]
  }
}

export type PriceField = 'width' | 'height' | 'fabric' | 'options' | 'operationType'

export type PriceOutcome =
  | { ok: true; quote: PriceQuote }
  | { ok: false; field: PriceField; reason: string }
