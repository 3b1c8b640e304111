/** The JSON shapes of the public catalogue calls (field names of docs/requirements.md#public-json-api, money in dollars + cents). */
import { centsToDollars } from '~/domain/pricing'
import type { HardwareProduct, ProductOption, Swatch } from './catalog.server'

export function swatchJson(s: Swatch) {
  return {
    id: s.id,
    fabricName: s.fabricName,
    color: s.color,
    group: s.group,
    productType: s.productType,
    description: s.description,
    imageUrl: s.imageUrl,
    isActive: true,
  }
}

export function optionsJson(options: ProductOption[]) {
  return options.map((o) => ({
    id: o.code,
    code: o.code,
    name: o.name,
    price: centsToDollars(o.priceCents),
    priceCents: o.priceCents,
    description: o.description,
    isDefault: o.isDefault,
    isActive: true,
  }))
}

export function hardwareJson(h: HardwareProduct) {
  return {
    id: h.id,
    name: h.name,
    description: h.description,
    basePrice: centsToDollars(h.basePriceCents),
    basePriceCents: h.basePriceCents,
    imageUrl: h.imageUrl,
    category: h.category,
    features: h.features,
    specifications: h.specifications,
    compatibility: h.compatibility,
    installationDifficulty: h.installationDifficulty,
    warranty: h.warranty,
    sortOrder: h.sortOrder,
    isActive: true,
  }
}
