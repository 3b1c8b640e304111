import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { ServiceCard } from '~/components/service-card'
import { ButtonLink } from '~/components/ui/button'
import { pathInLocale } from '~/domain/locale'
import { publicServices } from '~/server/content/services.server'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { breadcrumbJsonLd, seoMeta, siteFromEnv, siteFromMatches } from '~/utils/seo'

/** The cards show the office's published texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    messages: pageMessages(request, ['services']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t('services.index.meta.title', { business: siteFromEnv(getPublicEnv()).name }),
      description: t('services.index.meta.description'),
      home: t('services.crumb.home'),
      services: t('services.crumb.services'),
    },
    services: publicServices(request).map(({ id, icon, name, description }) => ({
      id,
      icon,
      name,
      description,
    })),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  const locale = data?.locale ?? 'en'
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/services',
    locale,
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: data?.words.home ?? 'Home', path: pathInLocale('/', locale) },
        { name: data?.words.services ?? 'Services', path: pathInLocale('/services', locale) },
      ]),
    ],
  })
}

export default function ServicesIndex() {
  const { services } = useLoaderData<typeof loader>()
  const t = useT()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-bold">{t('services.index.title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{t('services.index.intro')}</p>
        </div>
      </section>
      <section aria-label={t('services.index.all')} className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} headingLevel={2} />
          ))}
        </ul>
      </section>
      <section className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-10">
          <p className="text-xl font-semibold text-brand-900">{t('services.index.notSure')}</p>
          <ButtonLink to={to('/#contact-form')} variant="secondary" size="lg">
            {t('services.getFreeQuote')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
