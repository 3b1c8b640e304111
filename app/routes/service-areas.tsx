import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { CheckIcon, PhoneIcon } from '~/components/icons'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { useBusinessPhone, useRootData } from '~/hooks/use-root-data'
import { publicCities } from '~/server/content/cities.server'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromEnv, siteFromMatches } from '~/utils/seo'

/** The cities with a page: the code's, as the office edited them, and the ones it added. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const cities = publicCities(request).map(({ slug, name, description, keyAreas, population }) => ({
    slug,
    name,
    description,
    keyAreas,
    population,
  }))
  return {
    cities,
    messages: pageMessages(request, ['areas']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t('areas.meta.title', { business: siteFromEnv(getPublicEnv()).name }),
      description: t('areas.meta.description', {
        count: cities.length,
        names: cities
          .slice(0, 5)
          .map((c) => c.name)
          .join(', '),
      }),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/service-areas',
    locale: data?.locale,
  })
}

/** Why homeowners choose us: ids of app/locales/<language>/areas.json. */
const WHY = [
  { title: 'areas.why.local.title', text: 'areas.why.local.text' },
  { title: 'areas.why.hurricane.title', text: 'areas.why.hurricane.text' },
  { title: 'areas.why.sameDay.title', text: 'areas.why.sameDay.text' },
  { title: 'areas.why.free.title', text: 'areas.why.free.text' },
] as const

export default function ServiceAreas() {
  const { cities: CITIES } = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  // The published service area's description (business settings).
  const area = useRootData()?.business.areaDescription
  const t = useT()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-bold">{t('areas.title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            {area
              ? t('areas.introWithArea', { count: BUSINESS_CLAIMS.citiesServed, area })
              : t('areas.intro', { count: BUSINESS_CLAIMS.citiesServed })}
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> {t('areas.call', { phone })}
            </ButtonAnchor>
            <ButtonLink to={to('/#contact-form')} variant="inverse" size="lg">
              {t('areas.getFreeQuote')}
            </ButtonLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="cities" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="cities" className="text-3xl font-bold text-brand-900">
          {t('areas.cities')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map((city) => (
            <li
              key={city.slug}
              className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold text-brand-900">
                {t('areas.cityName', { name: city.name })}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{city.description}</p>
              <p className="mt-3 text-sm font-semibold text-slate-800">{t('areas.keyAreas')}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {city.keyAreas.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800"
                  >
                    {area}
                  </li>
                ))}
              </ul>
              {city.population ? (
                <p className="mt-3 text-sm text-slate-700">
                  {t('areas.population', { population: city.population })}
                </p>
              ) : null}
              <Link
                to={to(`/${city.slug}`)}
                className="mt-4 font-semibold text-brand-700 underline"
              >
                {t('areas.learnMore')}
                <span className="sr-only">{t('areas.learnMoreAbout', { name: city.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-us" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2">
          <div>
            <h2 id="why-us" className="text-3xl font-bold text-brand-900">
              {t('areas.why.title')}
            </h2>
            <ul className="mt-6 space-y-4">
              {WHY.map((w) => (
                <li key={w.title} className="flex items-start gap-3">
                  <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-bold text-slate-900">{t(w.title)}</span>
                    <span className="text-slate-700">{t(w.text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-brand-900">
              {t('areas.allCities', { count: CITIES.length })}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-2">
              {CITIES.map((city) => (
                <li key={city.slug}>
                  <Link to={to(`/${city.slug}`)} className="text-brand-700 underline">
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 className="text-3xl font-bold text-brand-900">{t('areas.ready.title')}</h2>
        <p className="mt-2 text-slate-700">{t('areas.ready.text')}</p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonAnchor href={telHref(phone)} size="lg">
            <PhoneIcon width={20} height={20} /> {t('areas.call', { phone })}
          </ButtonAnchor>
          <ButtonLink to={to('/#contact-form')} variant="secondary" size="lg">
            {t('areas.ready.schedule')}
          </ButtonLink>
        </p>
      </section>
    </>
  )
}
