import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { CheckIcon, PhoneIcon } from '~/components/icons'
import { ServiceIcon } from '~/components/service-icon'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import type { ServiceId } from '~/content/services'
import { pathInLocale } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { publicServices } from '~/server/content/services.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** The services' names as the office published them, in the page's language (the icons are the code's). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    services: publicServices(request).map(({ id, icon, name }) => ({ id, icon, name })),
    title: t('b2b.meta.title'),
    description: t('b2b.meta.description'),
    path: pathInLocale('/b2b', locale),
    messages: pageMessages(request, ['b2b']),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${data?.title ?? 'Partner Program for Window Companies & Contractors'} | ${site.name}`,
    description:
      data?.description ??
      'A blinds partner for window and door companies, contractors and property managers in South Florida: removal, installation, replacement and repair, with a 2-hour response time.',
    path: data?.path ?? '/b2b',
  })
}

const PARTNER_SERVICES: { id: ServiceId; pitch: string }[] = [
  { id: 'blinds-removal', pitch: 'b2b.pitch.removal' },
  { id: 'installation', pitch: 'b2b.pitch.installation' },
  { id: 'replacement', pitch: 'b2b.pitch.replacement' },
  { id: 'repair', pitch: 'b2b.pitch.repair' },
]

const BENEFITS = [
  'b2b.benefit.response',
  'b2b.benefit.contact',
  'b2b.benefit.licensed',
  'b2b.benefit.scheduling',
  'b2b.benefit.pricing',
]

export default function B2BLanding() {
  const phone = useBusinessPhone()
  const { services } = useLoaderData<typeof loader>()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  const benefits = [
    ...BENEFITS.map((id) => t(id)),
    t('b2b.benefit.experience', {
      experience: fromEnglish(BUSINESS_CLAIMS.experience),
      // A year, not a number to group ("2,002").
      year: String(BUSINESS_CLAIMS.foundingYear),
    }),
  ]
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
            {t('b2b.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold leading-tight sm:text-5xl">{t('b2b.heading')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">
            {t('b2b.intro', { counties: BUSINESS_CLAIMS.counties.join(', ') })}
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> {t('b2b.call', { phone })}
            </ButtonAnchor>
            <ButtonLink to={to('/window-company-portal')} variant="inverse" size="lg">
              {t('b2b.sendRequest')}
            </ButtonLink>
          </p>
        </div>
      </section>
      <section aria-labelledby="partner-services" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="partner-services" className="text-3xl font-bold text-brand-900">
          {t('b2b.services.heading')}
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
                <p className="mt-2 flex-1 text-slate-700">{t(pitch)}</p>
                <Link
                  to={to(`/services/${id}`)}
                  className="mt-3 font-semibold text-brand-700 underline"
                >
                  {t('b2b.details')}
                  <span className="sr-only"> {t('b2b.detailsAbout', { name: service.name })}</span>
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
              {t('b2b.why.heading')}
            </h2>
            <ul className="mt-6 space-y-2">
              {benefits.map((b) => (
                <li key={b} className="flex items-start gap-2 text-slate-800">
                  <CheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700" />{' '}
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h2 className="text-2xl font-bold text-brand-900">{t('b2b.ready.heading')}</h2>
            <p className="mt-2 text-slate-700">{t('b2b.ready.text')}</p>
            <ButtonLink
              to={to('/window-company-portal')}
              variant="secondary"
              size="lg"
              className="mt-4"
            >
              {t('b2b.ready.button')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
