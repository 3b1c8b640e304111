import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ServiceCard } from '~/components/service-card'
import { ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS } from '~/content/business'
import { publicServices } from '~/server/content/services.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

/** The cards show the office's published texts. */
export async function loader() {
  return {
    services: publicServices().map(({ id, icon, name, description }) => ({
      id,
      icon,
      name,
      description,
    })),
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Blinds & Shades Services in South Florida | ${site.name}`,
    description:
      'Replacement, repair, motorization, installation and removal of blinds, shades and shutters in Broward, Miami-Dade and Palm Beach. Free estimates, 1-year installation guarantee.',
    path: '/services',
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ]),
    ],
  })
}

export default function ServicesIndex() {
  const { services } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-bold">Our Services</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            Everything your blinds, shades and shutters need, from a broken cord to a whole home of
            motorized shades. {BUSINESS_CLAIMS.experience} in the {BUSINESS_CLAIMS.serviceArea}.
          </p>
        </div>
      </section>
      <section aria-label="All services" className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} headingLevel={2} />
          ))}
        </ul>
      </section>
      <section className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-10">
          <p className="text-xl font-semibold text-brand-900">
            Not sure what you need? Tell us about your windows and we will quote for free.
          </p>
          <ButtonLink to="/#contact-form" variant="secondary" size="lg">
            Get Free Quote
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
