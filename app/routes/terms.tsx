import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { LegalPage } from '~/components/legal-page'
import { TERMS_OF_SERVICE } from '~/content/legal'
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
      title: t(TERMS_OF_SERVICE.metaTitle, { business }),
      description: t(TERMS_OF_SERVICE.metaDescription, { business }),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/terms',
    locale: data?.locale,
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
