import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CheckIcon, PhoneIcon } from '~/components/icons'
import { ServiceIcon } from '~/components/service-icon'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import type { ServiceId } from '~/content/services'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { publicServices } from '~/server/content/services.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** The services' names as the office published them (the icons are the code's). */
export async function loader() {
  return {
    services: publicServices().map(({ id, icon, name }) => ({ id, icon, name })),
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Partner Program for Window Companies & Contractors | ${site.name}`,
    description:
      'A blinds partner for window and door companies, contractors and property managers in South Florida: removal, installation, replacement and repair, with a 2-hour response time.',
    path: '/b2b',
  })
}

const PARTNER_SERVICES: { id: ServiceId; pitch: string }[] = [
  { id: 'blinds-removal', pitch: 'Blinds down before your crew arrives, labelled and packaged.' },
  { id: 'installation', pitch: 'Blinds back up after the new windows are in, guaranteed 1 year.' },
  { id: 'replacement', pitch: 'New made-to-measure treatments when the old ones do not fit.' },
  { id: 'repair', pitch: 'Broken pieces fixed, including authorized Hunter Douglas service.' },
]

const BENEFITS = [
  '2-hour response to every request',
  'One point of contact for all your jobs',
  'Licensed & insured technicians',
  'Scheduling around your installation dates',
  'Clear per-window pricing',
  `${BUSINESS_CLAIMS.experience}, founded ${BUSINESS_CLAIMS.foundingYear}`,
]

export default function B2BLanding() {
  const phone = useBusinessPhone()
  const { services } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
            For window companies &amp; contractors
          </p>
          <h1 className="mt-2 text-4xl font-bold leading-tight sm:text-5xl">
            Your blinds partner in South Florida
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">
            Window and door companies, general contractors and property managers across{' '}
            {BUSINESS_CLAIMS.counties.join(', ')} counties send us the blinds side of their jobs. We
            answer within 2 hours.
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> Call {phone}
            </ButtonAnchor>
            <ButtonLink to="/window-company-portal" variant="inverse" size="lg">
              Send a Service Request
            </ButtonLink>
          </p>
        </div>
      </section>
      <section aria-labelledby="partner-services" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="partner-services" className="text-3xl font-bold text-brand-900">
          What we do for partners
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PARTNER_SERVICES.map(({ id, pitch }) => {
            const service = services.find((s) => s.id === id)
            if (!service) return null
            return (
              <li
                key={id}
                className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ServiceIcon name={service.icon} />
                </span>
                <h3 className="mt-3 text-lg font-bold text-brand-900">{service.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{pitch}</p>
                <Link
                  to={`/services/${id}`}
                  className="mt-3 font-semibold text-brand-700 underline"
                >
                  Details<span className="sr-only"> about {service.name}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="why-partner" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2">
          <div>
            <h2 id="why-partner" className="text-3xl font-bold text-brand-900">
              Why partners work with us
            </h2>
            <ul className="mt-6 space-y-2">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2 text-slate-800">
                  <CheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700" />{' '}
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h2 className="text-2xl font-bold text-brand-900">Ready to send a job?</h2>
            <p className="mt-2 text-slate-700">
              Use the portal to send a service request with your customer's details. You will hear
              from us within 2 hours.
            </p>
            <ButtonLink to="/window-company-portal" variant="secondary" size="lg" className="mt-4">
              Open the Window Company Portal
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
