/**
 * What the three configurator pages (vertical blinds, zebra and roller shades) share besides
 * their loader and action (`server/catalog/configurator.server.ts`, which also builds the meta tags):
 * the meta function and the screen. Each page's route file names its
 * product type.
 */
import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, type ConfiguratorData } from '~/components/configurator'
import { ReviewsSection } from '~/components/reviews/reviews-section'
import { PRODUCTS, type PricedProductType } from '~/domain/pricing'
import type { ReviewsSummary } from '~/utils/structured-data'

/** The tags the loader built; a title alone when there is no loader data (an error page). */
export function configuratorMeta(productType: PricedProductType): MetaFunction {
  return ({ data }) =>
    (data as { seo?: MetaDescriptor[] } | undefined)?.seo ?? [
      { title: `${PRODUCTS[productType].name} | Shop Made-to-Measure` },
    ]
}

export function ConfiguratorPage() {
  const data = useLoaderData<ConfiguratorData & { reviews?: ReviewsSummary }>()
  return (
    <>
      <Configurator data={data} />
      <ReviewsSection reviews={data.reviews} heading={`${data.product.name}: customer reviews`} />
    </>
  )
}
