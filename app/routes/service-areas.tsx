import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CheckIcon, PhoneIcon } from '~/components/icons'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { useBusinessPhone, useRootData } from '~/hooks/use-root-data'
import { publicCities } from '~/server/content/cities.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** The cities with a page: the code's, as the office edited them, and the ones it added. */
export async function loader() {
  return {
    cities: publicCities().map(({ slug, name, description, keyAreas, population }) => ({
      slug,
      name,
      description,
      keyAreas,
      population,
    })),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  const CITIES = data?.cities ?? []
  return seoMeta({
    site,
    title: `Service Areas: Blinds Repair & Installation in Broward County | ${site.name}`,
    description: `Blinds and shades repair, installation and motorization in ${CITIES.length} Broward cities, including ${CITIES.slice(
      0,
      5,
    )
      .map((c) => c.name)
      .join(', ')} and more. Free estimates, same-day service.`,
    path: '/service-areas',
  })
}

const WHY = [
  {
    title: 'Local expertise',
    text: `${BUSINESS_CLAIMS.experience} in South Florida homes and condos.`,
  },
  {
    title: 'Hurricane-resistant products',
    text: 'Treatments made for sun, salt air and storm season.',
  },
  { title: 'Same-day service', text: 'Emergency repairs the same day, 24/7.' },
  { title: 'Free estimates', text: 'In-home measurement and quote at no charge.' },
]

export default function ServiceAreas() {
  const { cities: CITIES } = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  // The published service area's description (business settings).
  const area = useRootData()?.business.areaDescription
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-bold">Service Areas</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            We repair, install and motorize blinds and shades across {BUSINESS_CLAIMS.citiesServed}{' '}
            Broward cities and the whole {BUSINESS_CLAIMS.serviceArea}
            {area ? `: ${area}` : ''}.
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> Call {phone}
            </ButtonAnchor>
            <ButtonLink to="/#contact-form" variant="inverse" size="lg">
              Get Free Quote
            </ButtonLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="cities" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="cities" className="text-3xl font-bold text-brand-900">
          Cities we serve
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map((city) => (
            <li
              key={city.slug}
              className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold text-brand-900">{city.name}, FL</h3>
              <p className="mt-2 flex-1 text-slate-700">{city.description}</p>
              <p className="mt-3 text-sm font-semibold text-slate-800">Key areas</p>
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
                <p className="mt-3 text-sm text-slate-700">Population: {city.population}</p>
              ) : null}
              <Link to={`/${city.slug}`} className="mt-4 font-semibold text-brand-700 underline">
                Learn More<span className="sr-only"> about {city.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-us" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2">
          <div>
            <h2 id="why-us" className="text-3xl font-bold text-brand-900">
              Why homeowners choose us
            </h2>
            <ul className="mt-6 space-y-4">
              {WHY.map((w) => (
                <li key={w.title} className="flex items-start gap-3">
                  <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-bold text-slate-900">{w.title}</span>
                    <span className="text-slate-700">{w.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-brand-900">All {CITIES.length} cities</h2>
            <ul className="mt-6 grid grid-cols-2 gap-2">
              {CITIES.map((city) => (
                <li key={city.slug}>
                  <Link to={`/${city.slug}`} className="text-brand-700 underline">
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 className="text-3xl font-bold text-brand-900">Ready for better blinds?</h2>
        <p className="mt-2 text-slate-700">Call us or schedule a free in-home consultation.</p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonAnchor href={telHref(phone)} size="lg">
            <PhoneIcon width={20} height={20} /> Call {phone}
          </ButtonAnchor>
          <ButtonLink to="/#contact-form" variant="secondary" size="lg">
            Schedule Consultation
          </ButtonLink>
        </p>
      </section>
    </>
  )
}
