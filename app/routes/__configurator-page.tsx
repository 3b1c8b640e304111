/**
 * What the three configurator pages (vertical blinds, zebra and roller shades) share besides
 * their loader and action: the meta tags and the screen. Each page's route file names its
 * product type.
 */
import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, type ConfiguratorData } from '~/components/configurator'
import { PRODUCTS, type PricedProductType } from '~/domain/pricing'
import { seoMeta, siteFromMatches } from '~/utils/seo'

const DESCRIPTIONS: Record<PricedProductType, string> = {
  regular:
    'Custom vertical blinds for sliding glass doors and wide windows, made to measure in 12 fabrics. Instant online price, professional installation available.',
  zebra:
    'Made-to-measure zebra (dual) shades with alternating sheer and solid bands, manual or motorized. Instant online price.',
  roller:
    'Made-to-measure roller shades: light-filtering, solar screen and blackout fabrics, manual or motorized. Instant online price.',
}

export function configuratorMeta(productType: PricedProductType): MetaFunction {
  return ({ matches }) => {
    const site = siteFromMatches(matches)
    const product = PRODUCTS[productType]
    return seoMeta({
      site,
      title: `${product.name} | Shop Made-to-Measure | ${site.name}`,
      description: DESCRIPTIONS[productType],
      path: `/shop/${product.slug}`,
    })
  }
}

export function ConfiguratorPage() {
  return <Configurator data={useLoaderData<ConfiguratorData>()} />
}
