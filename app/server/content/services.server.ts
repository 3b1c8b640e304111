/**
 * Service pages and testimonials as the public site shows them: the code files
 * (app/content/services.ts, app/content/testimonials.ts) are the seed, the office's published
 * versions win (app/server/content/content-versions.server.ts); a staff preview
 * (`?preview=<versionId>`) reads a draft. The slug, icon, prices and call to action stay code.
 */
import { getService, SERVICES, type Service } from '~/content/services'
import { TESTIMONIALS } from '~/content/testimonials'
import { type ServicePage, TESTIMONIALS_KEY, type TestimonialEntry } from '~/domain/service-pages'
import { contentFor, publishedContent } from './content-versions.server'

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

export type PublicService = Service & { metaDescription: string }

function merge(service: Service, page: ServicePage): PublicService {
  return {
    ...service,
    name: page.name,
    description: page.description,
    headline: page.headline,
    intro: page.intro,
    highlights: page.highlights,
    process: page.process,
    faqs: page.faqs,
    pricingNote: page.pricingNote || undefined,
    metaDescription: page.metaDescription,
  }
}

/** Every service with its published texts, in the code's order (the cards and the list). */
export function publicServices(): PublicService[] {
  return SERVICES.map((s) =>
    merge(s, publishedContent<ServicePage>('service', s.id) ?? serviceSeed(s)),
  )
}

/** One service page for a request (a staff preview of a draft included), or undefined. */
export async function serviceFor(
  request: Request | null,
  id: string | undefined,
): Promise<PublicService | undefined> {
  const service = getService(id)
  if (!service) return undefined
  const page = await contentFor<ServicePage>(request, 'service', service.id, () =>
    serviceSeed(service),
  )
  return merge(service, page)
}

/** The code file's testimonials as data: "Maria G., homeowner in Pembroke Pines". */
export function testimonialsSeed(): TestimonialEntry[] {
  return TESTIMONIALS.map((t) => {
    const [name = t.author, rest = ''] = t.author.split(/,\s*/, 2)
    const city = /\bin (.+)$/.exec(rest)?.[1] ?? rest
    return { name, city, rating: t.rating, text: t.text }
  })
}

/** The testimonials a page shows (a staff preview of a draft included), in order. */
export function testimonialsFor(request: Request | null): Promise<TestimonialEntry[]> {
  return contentFor(request, 'testimonials', TESTIMONIALS_KEY, testimonialsSeed)
}

/** The seed's portraits stay with their customers' names; a testimonial added by staff has none. */
export function withPortraits(list: readonly TestimonialEntry[]) {
  return list.map((t, i) => ({
    ...t,
    key: `${i}-${t.name}`,
    image: TESTIMONIALS.find((s) => s.author.startsWith(`${t.name},`))?.image ?? null,
  }))
}
