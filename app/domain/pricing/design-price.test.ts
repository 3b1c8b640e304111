import { describe, expect, it } from 'vitest'
import { buildPriceGrid, PRICE_GRIDS, PRODUCT_OPTIONS } from '../../../db/seed-data'
import {
  buildGrid,
  type ConfigFormValues,
  defaultConfigValues,
  type PriceCatalog,
  priceConfiguration,
  priceDesign,
} from './index'

const catalog: PriceCatalog = {
  grid: buildGrid(buildPriceGrid('zebra')),
  options: PRODUCT_OPTIONS.filter((o) => o.productType === 'zebra').map((o) => ({
    code: o.code,
    name: o.name,
    priceCents: o.priceCents,
  })),
}
const fabric = { fabricName: 'Classic White', group: PRICE_GRIDS.zebra.groups[0] }
const design = (over: Partial<ConfigFormValues> = {}): ConfigFormValues => ({
  ...defaultConfigValues([]),
  widthWhole: '48',
  widthFraction: '0',
  heightWhole: '72',
  heightFraction: '0',
  fabricId: '7',
  ...over,
})

describe('the price of a design', () => {
  it('is the engine price of the size, fabric and options', () => {
    const outcome = priceDesign('zebra', design(), fabric, catalog)
    const direct = priceConfiguration(
      {
        productType: 'zebra',
        widthEighths: 48 * 8,
        heightEighths: 72 * 8,
        fabric: { name: 'Classic White', priceGroup: fabric.group },
        optionCodes: [],
      },
      catalog,
    )
    expect(outcome).toEqual(direct)
    expect(outcome?.ok).toBe(true)
  })

  it('has none without a fabric, or with inches that are not whole', () => {
    expect(priceDesign('zebra', design(), undefined, catalog)).toBeNull()
    expect(priceDesign('zebra', design({ widthWhole: '48.5' }), fabric, catalog)).toBeNull()
  })

  it('does not charge a motorized option left in the state while the operation is manual', () => {
    const plain = priceDesign('zebra', design(), fabric, catalog)
    const withMotor = priceDesign('zebra', design({ options: ['motorized'] }), fabric, catalog)
    expect(withMotor).toEqual(plain)
  })

  it('is refused, with a reason, for a size the grid does not reach', () => {
    const outcome = priceDesign('zebra', design({ widthWhole: '400' }), fabric, catalog)
    expect(outcome?.ok).toBe(false)
  })
})
