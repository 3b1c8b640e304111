import type { Configuration, PriceInput } from './types'

/** A fabric swatch as the catalogue keeps it: its name and its price group or chart. */
export interface PricingSwatch {
  fabricName: string
  /** Missing only in a damaged row; priced as no group (refused). */
  group: string | null | undefined
}

/**
 * The one way a configuration (a cart line, a configurator post, a price call) and its fabric
 * swatch become the engine's input. Only the fields the engine reads are copied, so a line's
 * id, quantity or a price sent by a browser never reach it; a swatch without a group keeps an
 * empty one, which the engine refuses ("no price grid") instead of pricing it.
 */
export function priceInput(config: Configuration, swatch: PricingSwatch): PriceInput {
  return {
    productType: config.productType,
    widthEighths: config.widthEighths,
    heightEighths: config.heightEighths,
    fabric: { name: swatch.fabricName, priceGroup: swatch.group ?? '' },
    mountType: config.mountType ?? null,
    operationType: config.operationType ?? null,
    controlSide: config.controlSide ?? null,
    optionCodes: [...config.optionCodes],
  }
}
