import { useMemo } from 'react'
import {
  clampQuantity,
  INSTALLATION_OPTION,
  lineCharges,
  lineInstallationCents,
} from '~/domain/cart'
import {
  type ConfigErrors,
  type ConfigFormValues,
  checkSize,
  parseConfigValues,
  priceDesign,
  quantityError,
  toEighths,
} from '~/domain/pricing'
import type { LivePrice } from './price-summary'
import type { ConfiguratorData } from './types'

type PricingData = Pick<
  ConfiguratorData,
  'productType' | 'limits' | 'fabrics' | 'options' | 'grid' | 'fromCents'
>

/**
 * The instant price: the shared engine (domain/pricing) runs on the server render and on
 * every change in the browser, with no request; the line's installation and all-in price come
 * from the cart's own per-line function, so they are the figures the cart will show. Also the
 * errors the visitor can see before posting: a size that is not whole inches or outside the
 * limits (even before a fabric is chosen) and whatever the engine refuses. `unitCents` is 0
 * while there is no price.
 */
export function useLivePrice(
  data: PricingData,
  values: ConfigFormValues,
): { fabric: PricingData['fabrics'][number] | undefined; price: LivePrice; errors: ConfigErrors } {
  const fabric = data.fabrics.find((f) => String(f.id) === values.fabricId)
  // Read as the server reads a post: '48.5' left in the inches (a no-JS page) is refused, not 48.
  const parsed = useMemo(
    () =>
      parseConfigValues(data.productType, {
        ...values,
        fabricId: values.fabricId || '0',
        quantity: '1',
      }),
    [data.productType, values],
  )

  const outcome = useMemo(
    () => priceDesign(data.productType, values, fabric, { grid: data.grid, options: data.options }),
    [fabric, values, data],
  )

  const errors: ConfigErrors = {}
  for (const name of ['width', 'height'] as const) {
    const typed = !parsed.ok ? parsed.errors[name] : undefined
    const outOfRange = checkSize(
      name,
      toEighths(values[`${name}Whole`], values[`${name}Fraction`]),
      data.limits[name],
    )
    const message = typed ?? outOfRange
    if (message) errors[name] = message
  }
  if (outcome && !outcome.ok) errors[outcome.field] = outcome.reason
  // 100 is refused next to the field (the server refuses it too), not priced as 99.
  const badQuantity = quantityError(values.quantity)
  if (badQuantity) errors.quantity = badQuantity

  const unitCents = outcome?.ok && !badQuantity ? outcome.quote.totalPriceCents : 0
  const quantity = clampQuantity(Number.parseInt(values.quantity, 10) || 1)
  const installation = values.options.includes(INSTALLATION_OPTION)
  const widthEighths = toEighths(values.widthWhole, values.widthFraction)
  const charges = lineCharges({ unitPriceCents: unitCents, quantity, widthEighths, installation })
  // What installation costs at this width, shown beside the option whether or not it is ticked.
  const installationCents = lineInstallationCents({ quantity, widthEighths, installation: true })

  return {
    fabric,
    errors,
    price: {
      unitCents,
      quantity,
      productsCents: charges.productsCents,
      installationCents,
      installation,
      allInCents: charges.allInCents,
      fromCents: data.fromCents,
      hasFabric: Boolean(fabric),
    },
  }
}
