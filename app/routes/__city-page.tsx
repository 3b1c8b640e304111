// Long (over 400 lines): the one module of all 14 city pages (loader, request form action, page, meta); to be split into the form and the page.
/**
 * One module for the 14 city landing pages (/fort-lauderdale, /plantation …); app/routes.ts
 * gives each city its own route id. The city is read from the URL.
 */

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { CityServiceRequestForm } from '~/components/city-service-request-form'
import { ContentLanguageNotice, useContentLang } from '~/components/content-language-notice'
import { useLocalePath, useT } from '~/components/i18n'
import { CheckIcon, PhoneIcon, StarRow } from '~/components/icons'
import { RequestReceived } from '~/components/request-received'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { CITY_SERVICES } from '~/content/cities'
import { CityServiceRequestSchema, cityRequestToLead } from '~/domain/city-service-request'
import { leadReference } from '~/domain/follow-up'
import { englishPath, type Locale, pathInLocale } from '~/domain/locale'
import { isOutsideServiceArea } from '~/domain/service-area'
import { withTextablePhone } from '~/domain/text-consent'
import { leadTextSubject } from '~/domain/texts'
import { useRootData } from '~/hooks/use-root-data'
import { businessFor, serviceArea } from '~/server/content/business-settings.server'
import { cityFor, publicCities } from '~/server/content/cities.server'
import { arrivalFromRequest } from '~/server/platform/arrival-cookie.server'
import { getPublicEnv } from '~/server/platform/env.server'
import { handlePublicForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { announceNewLead } from '~/server/requests/lead-notices.server'
import { createLead } from '~/server/requests/leads.server'
import { approvedReviewsForCity } from '~/server/reviews/reviews.server'
import { keepRequestTextConsent, requestTextConsent } from '~/server/sms/consent-words.server'
import { textableNumber } from '~/server/sms/consents.server'
import { breadcrumbJsonLd, seoMeta, siteFromEnv } from '~/utils/seo'
import { businessWords, cityJsonLd } from '~/utils/structured-data'

export const CITY_REQUEST_LIMIT = { limit: 6, windowMs: 15 * 60 * 1000 }

async function cityFromRequest(request: Request) {
  // /es/hialeah is Hialeah's page in Spanish.
  const slug = englishPath(new URL(request.url).pathname).replace(/^\/+|\/+$/g, '')
  const city = await cityFor(request, slug)
  if (!city) throw new Response('Not Found', { status: 404 })
  return city
}

export async function loader({ request }: LoaderFunctionArgs) {
  const city = await cityFromRequest(request)
  const query = new URL(request.url).searchParams
  const submitted = query.get('submitted') === '1'
  // A request sent from outside the service area (the lead is taken, and flagged for staff).
  const outOfArea = submitted && query.get('area') === 'outside'
  const nearby = publicCities(request)
    .filter((c) => c.slug !== city.slug)
    .slice(0, 6)
    .map(({ slug, name }) => ({ slug, name }))
  // Approved reviews of orders and visits here (an approval moves the content version).
  const reviews = approvedReviewsForCity(city.slug)
  const business = await businessFor(request)
  const site = { ...siteFromEnv(getPublicEnv()), phone: business.phone, email: business.email }
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const area = serviceArea()
  return {
    messages: pageMessages(request, ['city', 'areas', 'content', 'forms']),
    city,
    submitted,
    outOfArea,
    // The published area's answer (business settings), with the phone.
    outOfAreaAnswer: !outOfArea
      ? ''
      : business.phone
        ? t('areas.notice.outsideCall', { area: area.description, phone: business.phone })
        : t('areas.notice.outside', { area: area.description }),
    nearby,
    reviews,
    textConsent: requestTextConsent(request),
    seo: citySeo(site, city, reviews, locale),
  }
}

/**
 * The page's SEO tags and JSON-LD, made by the loader so the structured-data builders stay out of
 * the page's JavaScript (docs/decisions/100-performance.md).
 */
function citySeo(
  site: ReturnType<typeof siteFromEnv>,
  city: Awaited<ReturnType<typeof cityFromRequest>>,
  reviews: ReturnType<typeof approvedReviewsForCity>,
  locale: Locale,
) {
  const { t } = serverT(locale)
  const to = (path: string) => pathInLocale(path, locale)
  const services = city.services.map((s) => t(`city.service.${s}.title`).toLowerCase()).join(', ')
  // The structured data's own words in the page's language, its addresses the page's.
  const jsonLd = cityJsonLd({ ...site, locale }, city, reviews, {
    business: businessWords(t),
    name: t('city.jsonLd.name', { city: city.name }),
    serviceType: t('city.jsonLd.serviceType'),
  })
  return seoMeta({
    site,
    title: t('city.meta.title', { city: city.name, business: site.name }),
    description:
      city.metaDescription ||
      t('city.meta.description', { city: city.name, services, phone: site.phone }),
    path: `/${city.slug}`,
    locale,
    jsonLd: [
      ...jsonLd,
      breadcrumbJsonLd(site, [
        { name: t('city.crumb.home'), path: to('/') },
        { name: t('city.crumb.areas'), path: to('/service-areas') },
        { name: t('city.cityName', { city: city.name }), path: to(`/${city.slug}`) },
      ]),
    ],
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const city = await cityFromRequest(request)
  // A request from the Spanish page is answered in Spanish, on the Spanish page.
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const page = pathInLocale(`/${city.slug}`, locale)
  // Its description gains the request's reference once it is stored.
  const toast = { title: t('city.received.title'), description: t('city.received.promise') }
  const success = { redirectTo: `${page}?submitted=1#service-request`, toast }
  const arrival = arrivalFromRequest(request)
  const language = requestLocale(request)
  return handlePublicForm(request, {
    schema: withTextablePhone(CityServiceRequestSchema, textableNumber),
    rateLimit: { name: 'city-request', ...CITY_REQUEST_LIMIT },
    success,
    store: async (sent) => {
      // Outside the area the answer says so kindly, with the phone, with or without JavaScript.
      if (isOutsideServiceArea(sent.zipCode, serviceArea())) {
        success.redirectTo = `${page}?submitted=1&area=outside#service-request`
      }
      const lead = { ...cityRequestToLead(sent, city.name), ...arrival, language }
      const { id } = createLead(lead)
      if (sent.textConsent) {
        const subject = leadTextSubject(id)
        keepRequestTextConsent(request, { phone: sent.phone, source: 'city-page', subject })
      }
      await announceNewLead(id, lead)
      toast.description = t('city.received.reference', { reference: leadReference(id) })
    },
  })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.seo ?? [{ title: '404 Page Not Found' }]

export default function CityPage() {
  const { city, submitted, outOfArea, outOfAreaAnswer, reviews, nearby, textConsent } =
    useLoaderData<typeof loader>()
  // The office's words for this city, English until it writes the Spanish version.
  const cityLang = useContentLang(city.contentLocale)
  const lastResult = useActionData<typeof action>()
  const phone = useRootData()?.env.BUSINESS_PHONE ?? ''
  const t = useT()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <Breadcrumbs
            tone="dark"
            label={t('city.crumb.label')}
            items={[
              { name: t('city.crumb.home'), to: to('/') },
              { name: t('city.crumb.areas'), to: to('/service-areas') },
              { name: city.name },
            ]}
          />
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">
            {t('city.title', { city: city.name })}
          </h1>
          <ContentLanguageNotice shown={city.contentLocale} className="mt-4 max-w-3xl" />
          <p lang={cityLang} className="mt-4 max-w-3xl text-lg text-slate-100">
            {city.description}
          </p>
          {city.emergencyNotice ? (
            <p className="mt-4 inline-block rounded-md bg-accent-500 px-3 py-1 font-bold text-brand-900">
              {t('city.emergency')}
            </p>
          ) : null}
          <p className="mt-6 flex flex-wrap gap-3">
            <ButtonAnchor href={telHref(phone)} size="lg">
              <PhoneIcon width={20} height={20} /> {t('city.call', { phone })}
            </ButtonAnchor>
            <ButtonLink to={to('/book-appointment')} variant="inverse" size="lg">
              {t('city.book')}
            </ButtonLink>
            <ButtonLink to={to('/#contact-form')} variant="inverse" size="lg">
              {t('city.getFreeQuote')}
            </ButtonLink>
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-100">
            <li>{t('city.claim.experience')}</li>
            <li>
              {t('city.claim.rating', {
                rating: BUSINESS_CLAIMS.rating,
                count: BUSINESS_CLAIMS.reviewCount,
              })}
            </li>
            <li>{t('city.claim.licensed')}</li>
            <li>{t('city.claim.estimates')}</li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="city-services" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="city-services" className="text-3xl font-bold text-brand-900">
          {t('city.services.title', { city: city.name })}
        </h2>
        <ul
          className={`mt-6 grid gap-6 sm:grid-cols-2 ${city.services.length > 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-3'}`}
        >
          {city.services.map((id) => {
            const service = CITY_SERVICES[id]
            return (
              <li key={id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">
                  {t(`city.service.${id}.title`)}
                </h3>
                <p className="mt-2 text-slate-700">{t(`city.service.${id}.text`)}</p>
                <Link
                  to={to(service.to)}
                  className="mt-3 inline-block font-semibold text-brand-700 underline"
                >
                  {t('city.learnMore')}
                  <span className="sr-only">
                    {t('city.learnMoreAbout', { name: t(`city.service.${id}.title`) })}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="city-areas" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
          <div>
            <h2 id="city-areas" className="text-3xl font-bold text-brand-900">
              {t('city.neighborhoods.title', { city: city.name })}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-2">
              {city.neighborhoods.map((n) => (
                <li key={n} className="flex items-center gap-2 text-slate-800">
                  <CheckIcon width={18} height={18} className="shrink-0 text-brand-700" /> {n}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-slate-700">
              {t('city.neighborhoods.more', { city: city.name, county: city.county })}
            </p>
          </div>
          <div hidden={city.specialties.length === 0}>
            <h2 className="text-3xl font-bold text-brand-900">{t('city.specialties')}</h2>
            <ul className="mt-6 space-y-2">
              {city.specialties.map((s) => (
                <li key={s} className="flex items-start gap-2 text-slate-800">
                  <CheckIcon width={18} height={18} className="mt-1 shrink-0 text-brand-700" /> {s}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {reviews.summary ? (
        // Approved reviews of orders and visits here (plain markup: the page's JS budget).
        <section aria-labelledby="customer-reviews" className="mx-auto max-w-3xl px-4 py-10">
          <h2 id="customer-reviews" className="text-2xl font-bold text-brand-900">
            {t('city.reviews.title', { city: city.name })}
          </h2>
          <p className="mt-2 text-slate-700">
            {t('city.reviews.summary', {
              average: reviews.summary.average.toFixed(1),
              count: reviews.summary.count,
            })}
          </p>
          <ul className="mt-4 space-y-3">
            {reviews.latest.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-slate-800">
                  {r.rating}/5: “{r.text}”
                </p>
                <p className="mt-1 text-sm text-slate-600">— {r.displayName}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {city.faqs.length > 0 ? (
        <section
          aria-labelledby="city-faqs"
          lang={cityLang}
          className="mx-auto max-w-3xl px-4 py-12"
        >
          <h2 id="city-faqs" className="text-3xl font-bold text-brand-900">
            {t('city.faqs.title', { city: city.name })}
          </h2>
          <dl className="mt-6 space-y-5">
            {city.faqs.map((faq) => (
              <div key={faq.question}>
                <dt className="font-semibold text-brand-900">{faq.question}</dt>
                <dd className="mt-1 text-slate-700">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {city.testimonial ? (
        <section aria-labelledby="city-review" className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id="city-review" className="text-3xl font-bold text-brand-900">
            {t('city.testimonial.title', { city: city.name })}
          </h2>
          <figure className="mt-6 rounded-xl border border-slate-200 p-6 shadow-sm">
            <p className="flex justify-center gap-1 text-accent-600">
              <span className="sr-only">{t('city.rated', { count: city.testimonial.rating })}</span>
              <StarRow count={city.testimonial.rating} size={20} />
            </p>
            <blockquote className="mt-3 text-lg text-slate-800">
              “{city.testimonial.text}”
            </blockquote>
            <figcaption className="mt-3 font-semibold text-slate-700">
              — {city.testimonial.author}
            </figcaption>
          </figure>
        </section>
      ) : null}

      <section
        id="service-request"
        aria-labelledby="service-request-title"
        className="scroll-mt-20 bg-brand-50"
      >
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h2 id="service-request-title" className="text-3xl font-bold text-brand-900">
            {t('city.request.title', { city: city.name })}
          </h2>
          {outOfArea ? (
            <p
              data-out-of-area
              role="status"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
            >
              {outOfAreaAnswer}
            </p>
          ) : null}
          {submitted ? (
            <RequestReceived
              title={t('city.received.title')}
              phone={phone}
              anotherHref={to(`/${city.slug}#service-request`)}
              anotherLabel={t('city.received.another')}
              className="bg-white"
            >
              {t('city.received.sooner')}
            </RequestReceived>
          ) : (
            <>
              <p className="mt-2 text-slate-700">{t('city.request.intro')}</p>
              <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">
                <CityServiceRequestForm
                  cityName={city.name}
                  lastResult={lastResult}
                  textConsent={textConsent}
                />
              </div>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="nearby" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="nearby" className="text-2xl font-bold text-brand-900">
          {t('city.nearby.title')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {nearby.map((c) => (
            <li key={c.slug}>
              <Link
                to={to(`/${c.slug}`)}
                className="rounded-full border border-brand-700 px-3 py-1 text-brand-800 hover:bg-brand-50"
              >
                {c.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to('/service-areas')}
              className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white"
            >
              {t('city.nearby.all')}
            </Link>
          </li>
        </ul>
      </section>
    </>
  )
}
