import { useMemo } from 'react'
import {
  type ConfigErrors,
  type ConfigFormValues,
  checkSize,
  MOTORIZED_OPTION,
  parseConfigValues,
  priceConfiguration,
  priceInput,
  toEighths,
} from '~/domain/pricing'
import type { ConfiguratorData } from './types'

type PricingData = Pick<ConfiguratorData, 'productType' | 'limits' | 'fabrics' | 'options' | 'grid'>

/**
 * The instant price: the shared engine (domain/pricing) runs on the server render and on
 * every change in the browser, with no request. Also the errors the visitor can see before
 * posting: a size outside the limits (even before a fabric is chosen) and whatever the
 * engine refuses. `unitCents` is 0 while there is no price.
 */
export function useLivePrice(data: PricingData, values: ConfigFormValues) {
  const fabric = data.fabrics.find((f) => String(f.id) === values.fabricId)

  const outcome = useMemo(() => {
    if (!fabric) return null
    const parsed = parseConfigValues(data.productType, { ...values, quantity: '1' })
    if (!parsed.ok) return null
    // Motorized is chosen with the operation radios: a default 'motorized' option in the
    // state is never posted, so it must not price the shade either.
    const optionCodes = parsed.config.optionCodes.filter((c) => c !== MOTORIZED_OPTION)
    return priceConfiguration(priceInput({ ...parsed.config, optionCodes }, fabric), {
      grid: data.grid,
      options: data.options,
    })
  }, [fabric, values, data])

  const errors: ConfigErrors = {}
  const width = checkSize(
    'width',
    toEighths(values.widthWhole, values.widthFraction),
    data.limits.width,
  )
  if (width) errors.width = width
  const height = checkSize(
    'height',
    toEighths(values.heightWhole, values.heightFraction),
    data.limits.height,
  )
  if (height) errors.height = height
  if (outcome && !outcome.ok) errors[outcome.field] = outcome.reason

  return { fabric, unitCents: outcome?.ok ? outcome.quote.totalPriceCents : 0, errors }
}
