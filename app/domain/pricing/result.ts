import { centsToDollars } from './dimensions'
import { PRODUCTS } from './limits'
import type { PriceQuote } from './types'

/**
 * The price result of docs/requirements.md#public-json-api: basePrice, optionFees, shipping, tax,
 * totalPrice in dollars (2 decimals), and a breakdown with fabric, dimensions and the group
 * (vertical blinds) or chart (zebra, roller). The same amounts in cents ride along, so API
 * clients never have to do float arithmetic with money.
 */
export interface PriceResult {
  basePrice: number
  optionFees: number
  shipping: number
  tax: number
  totalPrice: number
  basePriceCents: number
  optionFeesCents: number
  shippingCents: number
  taxCents: number
  totalPriceCents: number
  breakdown: {
    fabric: string
    dimensions: string
    group?: string
    chart?: string
    options: { code: string; name: string; price: number }[]
  }
  configuration: PriceQuote['configuration']
}

export function toPriceResult(quote: PriceQuote): PriceResult {
  const label = PRODUCTS[quote.productType].groupLabel
  return {
    basePrice: centsToDollars(quote.basePriceCents),
    optionFees: centsToDollars(quote.optionFeesCents),
    shipping: centsToDollars(quote.shippingCents),
    tax: centsToDollars(quote.taxCents),
    totalPrice: centsToDollars(quote.totalPriceCents),
    basePriceCents: quote.basePriceCents,
    optionFeesCents: quote.optionFeesCents,
    shippingCents: quote.shippingCents,
    taxCents: quote.taxCents,
    totalPriceCents: quote.totalPriceCents,
    breakdown: {
      fabric: quote.breakdown.fabric,
      dimensions: quote.breakdown.dimensions,
      [label]: quote.breakdown.priceGroup,
      options: quote.breakdown.options.map((o) => ({
        code: o.code,
        name: o.name,
        price: centsToDollars(o.priceCents),
      })),
    },
    configuration: quote.configuration,
  }
}
