import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/legal-page'
import { PRIVACY_POLICY } from '~/content/legal'
import { useRootData } from '~/hooks/use-root-data'
import { legalPageData } from '~/server/content/legal-page.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, PRIVACY_POLICY)
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    site: siteFromMatches(matches),
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/privacy',
    locale: data?.locale,
  })

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
