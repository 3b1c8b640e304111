import type { PricedProductType } from './types'

/** Size limits in whole inches, inclusive, per product (docs/requirements.md#shop-configurators-and-pricing). */
export interface SizeLimits {
  width: { min: number; max: number }
  height: { min: number; max: number }
}

export const SIZE_LIMITS: Record<PricedProductType, SizeLimits> = {
  // The document gives vertical blinds a custom width up to 192 in; the rest follows the grid.
  regular: { width: { min: 12, max: 192 }, height: { min: 12, max: 144 } },
  zebra: { width: { min: 24, max: 120 }, height: { min: 36, max: 120 } },
  roller: { width: { min: 12, max: 144 }, height: { min: 12, max: 144 } },
}

/** Fractions offered in the configurators, in eighths: 0, 1/8 … 7/8. */
export const EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7] as const

export const FRACTION_LABELS = ['0', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8'] as const

export const DEFAULT_WIDTH_INCHES = 48
export const DEFAULT_HEIGHT_INCHES = 72

/** Product names and pages, by catalogue product type. */
export const PRODUCTS: Record<
  PricedProductType,
  { name: string; slug: string; cartType: string; groupLabel: 'group' | 'chart' }
> = {
  regular: {
    name: 'Vertical Blinds',
    slug: 'vertical-blinds',
    cartType: 'vertical blinds',
    groupLabel: 'group',
  },
  zebra: {
    name: 'Zebra Shades',
    slug: 'zebra-shades',
    cartType: 'zebra-shades',
    groupLabel: 'chart',
  },
  roller: {
    name: 'Roller Shades',
    slug: 'roller-shades',
    cartType: 'roller-shades',
    groupLabel: 'chart',
  },
}
