/**
 * Service pages and testimonials as the public site shows them: the code files
 * (app/content/services.ts, app/content/testimonials.ts) are the seed, the office's published
 * versions win (app/server/content/content-versions.server.ts); a staff preview
 * (`?preview=<versionId>`) reads a draft. The slug, icon, prices and call to action stay code.
 *
 * A Spanish page (issue 41) reads the Spanish version (published, else the code's Spanish seed in
 * app/content/services-es.ts, testimonials-es.ts), else the English one; `contentLocale` says
 * which language the words are in, so the page can say when they are still English.
 */
import { getService, SERVICES, type Service } from '~/content/services'
import { SERVICES_ES } from '~/content/services-es'
import { TESTIMONIALS } from '~/content/testimonials'
import { TESTIMONIALS_ES } from '~/content/testimonials-es'
import type { Locale } from '~/domain/locale'
import { type ServicePage, TESTIMONIALS_KEY, type TestimonialEntry } from '~/domain/service-pages'
import { requestLocale, serverT } from '../platform/i18n.server'
import { localizedContentFor, publishedContent } from './content-versions.server'

/** The code's service as an editable page (the seed of its first version). */
export function serviceSeed(service: Service): ServicePage {
  return {
    name: service.name,
    description: service.description,
    headline: service.headline,
    intro: service.intro,
    highlights: [...service.highlights],
    process: service.process.map((s) => ({ ...s })),
    faqs: service.faqs.map((f) => ({ ...f })),
    pricingNote: service.pricingNote ?? '',
    metaDescription: '',
  }
}

/** The code's Spanish words of a service (the seed of its first Spanish version), or null. */
export function serviceSeedEs(id: string): ServicePage | null {
  const page = SERVICES_ES[id as keyof typeof SERVICES_ES]
  return page ? structuredClone(page) : null
}

export type PublicService = Service & { metaDescription: string; contentLocale: Locale }

/**
 * The words that stay code (prices, badges, the call to action) in the page's language: their
 * Spanish is in app/locales/es/services.json, keyed by the English ("~Repair pricing").
 */
function codeWordsIn(service: Service, locale: Locale): Service {
  if (locale === 'en') return service
  const { fromEnglish } = serverT(locale)
  return {
    ...service,
    pricingTitle: fromEnglish(service.pricingTitle),
    pricing: service.pricing.map((line) => ({
      label: fromEnglish(line.label),
      value: fromEnglish(line.value),
      ...(line.note ? { note: fromEnglish(line.note) } : {}),
    })),
    badges: service.badges.map(fromEnglish),
    cta: { ...service.cta, label: fromEnglish(service.cta.label) },
  }
}

function merge(
  service: Service,
  page: ServicePage,
  contentLocale: Locale,
  locale: Locale = contentLocale,
): PublicService {
  return {
    ...codeWordsIn(service, locale),
    name: page.name,
    description: page.description,
    headline: page.headline,
    intro: page.intro,
    highlights: page.highlights,
    process: page.process,
    faqs: page.faqs,
    pricingNote: page.pricingNote || undefined,
    metaDescription: page.metaDescription,
    contentLocale,
  }
}

/** The language asked for: a page's request, or a language; English when neither. */
export function languageOf(from: Request | Locale | null | undefined): Locale {
  if (!from) return 'en'
  return typeof from === 'string' ? from : requestLocale(from)
}

/**
 * Every service with its published texts, in the code's order (the cards and the list); in
 * Spanish for a Spanish request (or `'es'`), each service falling back to English on its own.
 */
export function publicServices(from?: Request | Locale | null): PublicService[] {
  const locale = languageOf(from)
  return SERVICES.map((s) => {
    const spanish =
      locale === 'es'
        ? (publishedContent<ServicePage>('service', s.id, 'es') ?? serviceSeedEs(s.id))
        : null
    if (spanish) return merge(s, spanish, 'es')
    return merge(s, publishedContent<ServicePage>('service', s.id) ?? serviceSeed(s), 'en', locale)
  })
}

/** One service page for a request (a staff preview of a draft included), or undefined. */
export async function serviceFor(
  request: Request | null,
  id: string | undefined,
): Promise<PublicService | undefined> {
  const service = getService(id)
  if (!service) return undefined
  const page = await localizedContentFor<ServicePage>(
    request,
    'service',
    service.id,
    () => serviceSeed(service),
    languageOf(request),
    () => serviceSeedEs(service.id),
  )
  return merge(service, page.data, page.contentLocale, languageOf(request))
}

/** The code file's testimonials as data: "Maria G., homeowner in Pembroke Pines". */
export function testimonialsSeed(): TestimonialEntry[] {
  return TESTIMONIALS.map((t) => {
    const [name = t.author, rest = ''] = t.author.split(/,\s*/, 2)
    const city = /\bin (.+)$/.exec(rest)?.[1] ?? rest
    return { name, city, rating: t.rating, text: t.text }
  })
}

/** The code's Spanish testimonials (the same customers, their words translated). */
export function testimonialsSeedEs(): TestimonialEntry[] {
  return TESTIMONIALS_ES.map((t) => ({ ...t }))
}

export type PublicTestimonial = TestimonialEntry & { contentLocale: Locale }

/**
 * The testimonials a page shows (a staff preview of a draft included), in order. The English
 * list says who and how many stars; on a Spanish page each quote is the Spanish one of the same
 * customer (by name and city) when there is one, else the English words, marked so.
 */
export async function testimonialsFor(request: Request | null): Promise<PublicTestimonial[]> {
  const { data, english, contentLocale } = await localizedContentFor(
    request,
    'testimonials',
    TESTIMONIALS_KEY,
    testimonialsSeed,
    languageOf(request),
    testimonialsSeedEs,
  )
  return mergeTestimonials(english, contentLocale === 'es' ? data : [])
}

function mergeTestimonials(
  english: readonly TestimonialEntry[],
  spanish: readonly TestimonialEntry[],
): PublicTestimonial[] {
  return english.map((t) => {
    const es = spanish.find((s) => s.name === t.name && s.city === t.city)
    return es
      ? { ...t, text: es.text, contentLocale: 'es' as const }
      : { ...t, contentLocale: 'en' as const }
  })
}

/**
 * The published list as staff edit it in a language: in Spanish, each customer of the English
 * list with their Spanish quote, or the English one still to translate.
 */
export function publishedTestimonials(locale: Locale): PublicTestimonial[] {
  const english =
    publishedContent<TestimonialEntry[]>('testimonials', TESTIMONIALS_KEY) ?? testimonialsSeed()
  if (locale === 'en') return mergeTestimonials(english, [])
  const spanish =
    publishedContent<TestimonialEntry[]>('testimonials', TESTIMONIALS_KEY, 'es') ??
    testimonialsSeedEs()
  return mergeTestimonials(english, spanish)
}

/** The seed's portraits stay with their customers' names; a testimonial added by staff has none. */
export function withPortraits<T extends TestimonialEntry>(list: readonly T[]) {
  return list.map((t, i) => ({
    ...t,
    key: `${i}-${t.name}`,
    image: TESTIMONIALS.find((s) => s.author.startsWith(`${t.name},`))?.image ?? null,
  }))
}
