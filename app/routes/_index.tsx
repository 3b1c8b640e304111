import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { CalendarIcon, CheckIcon, PhoneIcon, StarRow } from '~/components/icons'
import { QUOTE_WIZARD_PARTS } from '~/components/quote-wizard/fields'
import { LateQuoteWizard } from '~/components/quote-wizard-late'
import { ServiceCard } from '~/components/service-card'
import { ShopProductImage } from '~/components/shop-product-image'
import { ButtonAnchor, ButtonLink, buttonClass } from '~/components/ui/button'
import { VideoPlayer } from '~/components/video-player'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { STORY_VIDEO, TESTIMONIAL_VIDEO } from '~/content/videos'
import { formatCents } from '~/domain/pricing'
import { homeIntros, homeTexts } from '~/routes/_index.server'
import { shopProducts } from '~/server/catalog/shop-products.server'
import { businessFor } from '~/server/content/business-settings.server'
import { publicServices, testimonialsFor, withPortraits } from '~/server/content/services.server'
import { getEnv, getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import { seoMeta, siteFromEnv } from '~/utils/seo'
import { businessWords, localBusinessJsonLd } from '~/utils/structured-data'

/**
 * The services' texts, the sections' introductions, the testimonials, the videos and the SEO tags (JSON-LD included) come
 * from here, not from modules the page's JavaScript would carry (docs/decisions/100-performance.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const quoteWizard = await loadQuoteWizard(request)
  const business = await businessFor(request)
  const services = publicServices(request)
  const site = { ...siteFromEnv(getPublicEnv()), phone: business.phone, email: business.email }
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    messages: pageMessages(request, ['home', 'services', 'areas', ...QUOTE_WIZARD_PARTS]),
    hours: business.displayHours,
    // The business settings' phone and e-mail (a staff preview of a draft shows the draft's).
    contact: { phone: business.phone, email: business.email },
    quoteWizard,
    tipUrl: getEnv().TIP_PAYMENT_URL ?? null,
    content: homeTexts(locale, t),
    // The shop teaser: the shop's own cards (pictures and "From" prices from the catalogue).
    shop: shopProducts(),
    // Three service cards: only what a card shows.
    services: services.slice(0, 3).map(({ id, icon, name, description }) => ({
      id,
      icon,
      name,
      description,
    })),
    serviceCount: services.length,
    // The office's testimonials, shown as quotes only: never emitted as schema.org Review.
    testimonials: withPortraits(await testimonialsFor(request)),
    intros: homeIntros(t),
    videos: {
      story: {
        ...STORY_VIDEO,
        title: t('home.video.story.title'),
        description: t('home.video.story.description'),
      },
      testimonials: {
        ...TESTIMONIAL_VIDEO,
        title: t('home.video.testimonials.title'),
        description: t('home.video.testimonials.description'),
      },
    },
    seo: seoMeta({
      site,
      title: t('home.meta.title', { business: site.name }),
      description: t('home.meta.description'),
      path: '/',
      locale,
      // The business's words and home address in the page's language.
      jsonLd: [
        localBusinessJsonLd(
          { ...site, locale },
          business.structuredHours,
          business.address,
          businessWords(t),
        ),
      ],
    }),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? []

function Stars({ count }: { count: number }) {
  const t = useT()
  return (
    <p className="flex gap-0.5 text-accent-600">
      <span className="sr-only">{t('home.rated', { count })}</span>
      <StarRow count={count} size={18} />
    </p>
  )
}

export default function Home() {
  const {
    quoteWizard,
    tipUrl,
    content,
    shop,
    services,
    serviceCount,
    testimonials,
    videos,
    intros,
    hours,
    contact,
  } = useLoaderData<typeof loader>()
  // Hero and about text: what staff saved in Content Management.
  const { phone, email } = contact
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2 lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
              {t('home.experience')}
            </p>
            <h1
              lang={content.lang.heroTitle}
              className="mt-3 text-4xl font-bold leading-tight sm:text-5xl"
            >
              {content.heroTitle}
            </h1>
            <p lang={content.lang.heroSubtitle} className="mt-4 text-lg text-slate-100">
              {content.heroSubtitle}
            </p>
            {content.note && <p className="mt-3 text-sm">{content.note}</p>}
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {intros.claims.map((claim) => (
                <li key={claim} className="flex items-start gap-2 text-slate-100">
                  <CheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-accent-400" />
                  {claim}
                </li>
              ))}
            </ul>
            <p className="mt-8 flex flex-wrap gap-3">
              <ButtonAnchor href={telHref(phone)} size="lg">
                <PhoneIcon width={20} height={20} /> {t('home.call', { phone })}
              </ButtonAnchor>
              <ButtonLink to={to('/shop')} variant="inverse" size="lg">
                {t('home.shopOnline')}
              </ButtonLink>
            </p>
          </div>
          <div
            id="contact-form"
            className="scroll-mt-20 rounded-xl bg-white p-6 text-slate-900 shadow-xl"
          >
            <LateQuoteWizard data={quoteWizard} />
          </div>
        </div>
      </section>

      <section
        id="services"
        aria-labelledby="services-title"
        className="scroll-mt-20 mx-auto max-w-7xl px-4 py-14"
      >
        <h2 id="services-title" className="text-3xl font-bold text-brand-900">
          {t('home.services.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{intros.services}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
        <p className="mt-8">
          <ButtonLink to={to('/services')} variant="outline" size="lg">
            {t('home.services.all', { count: serviceCount })}
          </ButtonLink>
        </p>
      </section>

      <section id="shop" aria-labelledby="shop-title" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="shop-title" className="text-3xl font-bold text-brand-900">
            {t('home.shop.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{intros.shop}</p>
          {/* Two a row on a phone: four full-width pictures would fill three screens. */}
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {shop.map((p) => (
              <li key={p.to}>
                <Link
                  to={to(p.to)}
                  className="block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600"
                >
                  <ShopProductImage image={p.image} productShot={p.productShot} decorative />
                  <span className="block px-3 pt-3 text-base font-bold text-brand-900 sm:px-5 sm:pt-4 sm:text-lg">
                    {fromEnglish(p.name)}
                  </span>
                  <span className="block px-3 pt-1 pb-4 text-slate-700 sm:px-5 sm:pb-5">
                    {p.fromCents === null
                      ? t('home.shop.callForPricing')
                      : t('home.shop.from', { price: formatCents(p.fromCents, locale) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2"
      >
        <div>
          <h2 id="story-title" className="text-3xl font-bold text-brand-900">
            {t('home.story.title')}
          </h2>
          <p lang={content.lang.aboutText} className="mt-3 text-slate-700">
            {content.aboutText}
          </p>
          <p className="mt-3 text-slate-700">{videos.story.description}</p>
        </div>
        <VideoPlayer video={videos.story} />
      </section>

      <section
        id="testimonials"
        aria-labelledby="testimonials-title"
        className="scroll-mt-20 bg-slate-50"
      >
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="testimonials-title" className="text-3xl font-bold text-brand-900">
            {t('home.testimonials.title')}
          </h2>
          <p className="mt-2 text-slate-700">
            {t('home.testimonials.rating', {
              rating: BUSINESS_CLAIMS.rating,
              count: BUSINESS_CLAIMS.reviewCount,
            })}
          </p>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            <VideoPlayer video={videos.testimonials} />
            <ul className="space-y-4">
              {testimonials.map((quote) => (
                <li key={quote.key}>
                  <figure className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    {quote.image ? (
                      <img
                        src={quote.image}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        decoding="async"
                        className="h-16 w-16 shrink-0 rounded-full"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
                      >
                        {quote.name.slice(0, 1).toUpperCase()}
                      </span>
                    )}
                    <div>
                      <Stars count={quote.rating} />
                      <blockquote className="mt-1 text-slate-800">“{quote.text}”</blockquote>
                      <figcaption className="mt-2 text-sm font-semibold text-slate-700">
                        {quote.city ? `${quote.name}, ${quote.city}` : quote.name}
                      </figcaption>
                    </div>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="tip-title" className="mx-auto max-w-7xl px-4 py-14">
        <div className="rounded-xl bg-brand-50 p-8 text-center">
          <h2 id="tip-title" className="text-2xl font-bold text-brand-900">
            {t('home.tip.title')}
          </h2>
          <p className="mt-2 text-slate-700">{intros.tip}</p>
          {tipUrl ? (
            <a
              href={tipUrl}
              rel="noopener noreferrer"
              target="_blank"
              className={buttonClass({ variant: 'secondary', size: 'lg' }, 'mt-5')}
            >
              {t('home.tip.leave')}
              <span className="sr-only">{t('home.tip.newTab')}</span>
            </a>
          ) : (
            <p className="mt-4 text-slate-700">{t('home.tip.ask')}</p>
          )}
        </div>
      </section>

      <section
        id="contact"
        aria-labelledby="contact-title"
        className="scroll-mt-20 bg-brand-900 text-white"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
          <div>
            <h2 id="contact-title" className="text-3xl font-bold">
              {t('home.contact.title')}
            </h2>
            <p className="mt-3 text-slate-100">{intros.contact}</p>
            <ul className="mt-6 space-y-3">
              <li>
                <a
                  href={telHref(phone)}
                  className="inline-flex items-center gap-2 font-semibold underline"
                >
                  <PhoneIcon width={20} height={20} /> {phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${email}`} className="font-semibold underline">
                  {email}
                </a>
              </li>
              {hours.map((h) => (
                <li key={h.days} className="text-slate-100">
                  {h.days}: {h.hours}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col justify-center gap-4">
            <ButtonLink to={to('/book-appointment')} size="xl">
              <CalendarIcon width={22} height={22} /> {t('home.contact.book')}
            </ButtonLink>
            <ButtonAnchor href="#contact-form" variant="inverse" size="xl">
              {t('home.contact.quote')}
            </ButtonAnchor>
            <Link to={to('/service-areas')} className="text-center text-slate-100 underline">
              {t('home.contact.cities', { count: BUSINESS_CLAIMS.citiesServed })}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
