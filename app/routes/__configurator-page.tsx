/**
 * What the three configurator pages (vertical blinds, zebra and roller shades) share besides
 * their loader and action (`server/catalog/configurator.server.ts`, which also builds the meta tags):
 * the meta function and the screen. Each page's route file names its
 * product type.
 */
import type { MetaDescriptor, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, type ConfiguratorData } from '~/components/configurator'
import { late } from '~/components/configurator/late'
import { useFromEnglish, useT } from '~/components/i18n'
import { PRODUCTS, type PricedProductType } from '~/domain/pricing'
import type { ReviewsSummary } from '~/utils/structured-data'

// Approved customer reviews: server-rendered, their code loaded after the page's own (budgets).
const ReviewsSection = late(() =>
  import('~/components/reviews/reviews-section').then((m) => m.ReviewsSection),
)

/** The tags the loader built; a title alone when there is no loader data (an error page). */
export function configuratorMeta(productType: PricedProductType): MetaFunction {
  return ({ data }) =>
    (data as { seo?: MetaDescriptor[] } | undefined)?.seo ?? [
      { title: `${PRODUCTS[productType].name} | Shop Made-to-Measure` },
    ]
}

export function ConfiguratorPage() {
  const data = useLoaderData<ConfiguratorData & { reviews?: ReviewsSummary }>()
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (
    <>
      <Configurator data={data} />
      <ReviewsSection
        reviews={data.reviews}
        heading={t('configurator.reviewsHeading', { name: fromEnglish(data.product.name) })}
      />
    </>
  )
}
