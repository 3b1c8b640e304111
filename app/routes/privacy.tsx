import type { MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/legal-page'
import { PRIVACY_POLICY } from '~/content/legal'
import { useRootData } from '~/hooks/use-root-data'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Privacy Policy | ${site.name}`,
    description: `How ${site.name} collects, uses and protects the information you share through this website.`,
    path: '/privacy',
  })
}

export default function Privacy() {
  const env = useRootData()?.env
  return (
    <LegalPage
      doc={PRIVACY_POLICY}
      values={{
        business: env?.BUSINESS_NAME ?? '',
        phone: env?.BUSINESS_PHONE ?? '',
        email: env?.BUSINESS_EMAIL ?? '',
      }}
    />
  )
}
