/**
 * What the three configurator pages (vertical blinds, zebra and roller shades) share besides
 * their loader and action: the meta tags and the screen. Each page's route file names its
 * product type.
 */
import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
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

/**
 * The page's meta tags, built by its loader on the server (with the site settings the root
 * loader exposes) and sent with the loader data: the SEO helpers and the descriptions stay
 * out of the configurators' first-load JavaScript (decision 100). Only the loaders call this,
 * so the browser's bundle drops it.
 */
export function configuratorSeo(
  productType: PricedProductType,
  publicEnv: Record<string, string | undefined>,
): MetaDescriptor[] {
  const site = siteFromMatches([{ id: 'root', data: { env: publicEnv } }])
  const product = PRODUCTS[productType]
  return seoMeta({
    site,
    title: `${product.name} | Shop Made-to-Measure | ${site.name}`,
    description: DESCRIPTIONS[productType],
    path: `/shop/${product.slug}`,
  })
}

/** The tags the loader built; a title alone when there is no loader data (an error page). */
export function configuratorMeta(productType: PricedProductType): MetaFunction {
  return ({ data }) =>
    (data as { seo?: MetaDescriptor[] } | undefined)?.seo ?? [
      { title: `${PRODUCTS[productType].name} | Shop Made-to-Measure` },
    ]
}

export function ConfiguratorPage() {
  return <Configurator data={useLoaderData<ConfiguratorData>()} />
}
