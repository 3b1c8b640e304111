import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/legal-page'
import { PRIVACY_POLICY } from '~/content/legal'
import { useRootData } from '~/hooks/use-root-data'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromEnv, siteFromMatches } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const business = siteFromEnv(getPublicEnv()).name
  return {
    messages: pageMessages(request, ['legal']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t(PRIVACY_POLICY.metaTitle, { business }),
      description: t(PRIVACY_POLICY.metaDescription, { business }),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/privacy',
    locale: data?.locale,
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
