import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentLanguageNotice, useContentLang } from '~/components/content-language-notice'
import { useLocalePath, useT } from '~/components/i18n'
import { CheckIcon, PhoneIcon } from '~/components/icons'
import { ServiceCard } from '~/components/service-card'
import { ServiceIcon } from '~/components/service-icon'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { telHref } from '~/content/business'
import { pathInLocale } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { publicServices, serviceFor } from '~/server/content/services.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'
import { businessWords, localBusinessJsonLd, serviceJsonLd } from '~/utils/structured-data'

/** The office's texts (a staff preview with `?preview=<id>`); slug, icon and prices are code. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const service = await serviceFor(request, params.id)
  if (!service) throw new Response('Not Found', { status: 404 })
  const others = publicServices(request)
    .filter((s) => s.id !== service.id)
    .slice(0, 3)
    .map(({ id, icon, name, description }) => ({ id, icon, name, description }))
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    service,
    others,
    messages: pageMessages(request, ['services', 'content']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t('services.page.meta.title', { name: service.name }),
      description: t('services.page.meta.description', { description: service.description }),
      home: t('services.crumb.home'),
      services: t('services.crumb.services'),
      business: businessWords(t),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const service = data?.service
  if (!service) return [{ title: '404 Page Not Found' }]
  const site = siteFromMatches(matches)
  const { locale, words } = data
  const to = (path: string) => pathInLocale(path, locale)
  return seoMeta({
    site,
    title: `${words.title} | ${site.name}`,
    description: service.metaDescription || words.description,
    path: `/services/${service.id}`,
    locale,
    jsonLd: [
      serviceJsonLd(service, site),
      localBusinessJsonLd(site, undefined, undefined, words.business),
      breadcrumbJsonLd(site, [
        { name: words.home, path: to('/') },
        { name: words.services, path: to('/services') },
        { name: service.name, path: to(`/services/${service.id}`) },
      ]),
    ],
  })
}

export default function ServicePage() {
  const { service, others } = useLoaderData<typeof loader>()
  // The office's words for this service, English until it writes the Spanish version.
  const serviceLang = useContentLang(service.contentLocale)
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <Breadcrumbs
            tone="dark"
            label={t('services.crumb.label')}
            items={[
              { name: t('services.crumb.home'), to: to('/') },
              { name: t('services.crumb.services'), to: to('/services') },
              { name: service.name },
            ]}
          />
          <div className="mt-4 flex items-center gap-3">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-white/10 text-accent-400">
              <ServiceIcon name={service.icon} />
            </span>
            <h1 className="text-4xl font-bold">{service.name}</h1>
          </div>
          <ContentLanguageNotice shown={service.contentLocale} className="mt-3 max-w-3xl" />
          <p lang={serviceLang} className="mt-3 text-xl font-semibold text-accent-400">
            {service.headline}
          </p>
          <p lang={serviceLang} className="mt-3 max-w-3xl text-lg text-slate-100">
            {service.intro}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('services.page.atAGlance')}>
            {service.badges.map((b) => (
              <li
                key={b}
                className="rounded-full bg-accent-500 px-3 py-1 text-sm font-bold text-brand-900"
              >
                {b}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> {t('services.call', { phone })}
            </ButtonAnchor>
            <ButtonLink to={to(service.cta.to)} variant="inverse" size="lg">
              {service.cta.label}
            </ButtonLink>
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="included" className="lg:col-span-2">
          <h2 id="included" className="text-2xl font-bold text-brand-900">
            {t('services.page.included')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {service.highlights.map((h) => (
              <li key={h} className="flex items-start gap-2 text-slate-800">
                <CheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700" />
                {h}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-bold text-brand-900">
            {t('services.page.howItWorks')}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {service.process.map((step, i) => (
              <li key={step.title} className="rounded-xl border border-slate-200 p-5">
                <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-2 font-bold text-brand-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <h2 className="mt-10 text-2xl font-bold text-brand-900">
            {t('services.page.questions')}
          </h2>
          <dl className="mt-4 space-y-4">
            {service.faqs.map((f) => (
              <div key={f.question}>
                <dt className="font-semibold text-slate-900">{f.question}</dt>
                <dd className="mt-1 text-slate-700">{f.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
        <aside
          aria-labelledby="pricing"
          className="rounded-xl border border-brand-100 bg-brand-50 p-6 self-start"
        >
          <h2 id="pricing" className="text-2xl font-bold text-brand-900">
            {service.pricingTitle}
          </h2>
          <dl className="mt-4 divide-y divide-brand-100">
            {service.pricing.map((p) => (
              <div key={p.label} className="py-3">
                <dt className="text-slate-800">{p.label}</dt>
                <dd className="text-lg font-bold text-brand-900">
                  {p.value}
                  {p.note ? (
                    <span className="block text-sm font-normal text-slate-700">{p.note}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {service.pricingNote ? (
            <p className="mt-3 text-sm text-slate-700">{service.pricingNote}</p>
          ) : null}
          <ButtonLink
            to={to('/#contact-form')}
            variant="secondary"
            size="lg"
            block
            className="mt-5"
          >
            {t('services.getFreeQuote')}
          </ButtonLink>
        </aside>
      </div>

      <section aria-labelledby="other-services" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="other-services" className="text-2xl font-bold text-brand-900">
            {t('services.page.others')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
