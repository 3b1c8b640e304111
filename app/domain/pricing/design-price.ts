import type { ConfigFormValues } from './config-form'
import { parseConfigValues } from './config-form'
import { MOTORIZED_OPTION, priceConfiguration } from './engine'
import { type PricingSwatch, priceInput } from './input'
import type { PriceCatalog, PricedProductType, PriceOutcome } from './types'

/**
 * What one unit of a configurator's design costs, as the form reads it (quantity aside): the
 * live price in the browser and the server render, and the Offer the page gives search engines
 * for a design in its URL, all from this one rule. Null while the design cannot be priced yet
 * (no fabric, a size that is not whole inches).
 */
export function priceDesign(
  productType: PricedProductType,
  values: ConfigFormValues,
  fabric: PricingSwatch | undefined,
  catalog: PriceCatalog,
): PriceOutcome | null {
  // Read as the server reads a post: '48.5' left in the inches (a no-JS page) is refused, not 48.
  const parsed = parseConfigValues(productType, {
    ...values,
    fabricId: values.fabricId || '0',
    quantity: '1',
  })
  if (!fabric || !parsed.ok) return null
  // Motorized is chosen with the operation radios: a default 'motorized' option in the state is
  // never posted, so it must not price the shade either.
  const optionCodes = parsed.config.optionCodes.filter((c) => c !== MOTORIZED_OPTION)
  return priceConfiguration(priceInput({ ...parsed.config, optionCodes }, fabric), catalog)
}
