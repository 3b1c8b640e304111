import type { MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/legal-page'
import { TERMS_OF_SERVICE } from '~/content/legal'
import { useRootData } from '~/hooks/use-root-data'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Terms of Service | ${site.name}`,
    description: `Terms for quotes, payment, cancellation and the 1-year installation guarantee of ${site.name}.`,
    path: '/terms',
  })
}

export default function Terms() {
  const env = useRootData()?.env
  return (
    <LegalPage
      doc={TERMS_OF_SERVICE}
      values={{
        business: env?.BUSINESS_NAME ?? '',
        phone: env?.BUSINESS_PHONE ?? '',
        email: env?.BUSINESS_EMAIL ?? '',
      }}
    />
  )
}
