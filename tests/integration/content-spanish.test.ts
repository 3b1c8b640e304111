import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { CITIES } from '~/content/cities'
import { citySeedEs } from '~/content/cities-es'
import { gallerySeedEs } from '~/content/gallery-es'
import { getService } from '~/content/services'
import { SERVICES_ES } from '~/content/services-es'
import { TESTIMONIALS_ES } from '~/content/testimonials-es'
import { cityPageSchema } from '~/domain/content-versions'
import { galleryDataSchema } from '~/domain/gallery-projects'
import type { ServicePage } from '~/domain/service-pages'
import { servicePageSchema, testimonialsSchema } from '~/domain/service-pages'
import * as business from '~/routes-admin/admin.content.business'
import * as cities from '~/routes-admin/admin.content.cities'
import * as services from '~/routes-admin/admin.content.services'
import { businessFor } from '~/server/content/business-settings.server'
import { cityFor, publicCities } from '~/server/content/cities.server'
import {
  contentHistory,
  pendingDrafts,
  publishDraft,
  publishedContent,
  restoreVersion,
  saveDraft,
  savePublished,
  versionData,
} from '~/server/content/content-versions.server'
import { galleryFor } from '~/server/content/gallery.server'
import {
  publicServices,
  serviceFor,
  serviceSeed,
  testimonialsFor,
} from '~/server/content/services.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const repair = getService('repair')
if (!repair) throw new Error('no repair service')

const spanishRepair = (headline: string): ServicePage => ({
  ...SERVICES_ES.repair,
  headline,
})

describe('the Spanish seeds', () => {
  it('fit the forms staff save them with, so a seed opened in the editor can be saved as it is', () => {
    for (const page of Object.values(SERVICES_ES)) {
      expect(servicePageSchema.safeParse(page).error?.issues).toBeUndefined()
    }
    for (const city of CITIES) {
      expect(cityPageSchema.safeParse(citySeedEs(city.slug)).error?.issues).toBeUndefined()
    }
    expect(testimonialsSchema.safeParse(TESTIMONIALS_ES).success).toBe(true)
    expect(galleryDataSchema.safeParse(gallerySeedEs()).success).toBe(true)
    expect(gallerySeedEs().projects).toHaveLength(12)
  })
})

describe('content versions per language (issue 41)', () => {
  it('keeps a Spanish draft, publish, history and restore apart from the English ones', () => {
    const englishDraft = saveDraft(
      'service',
      'installation',
      { ...serviceSeed(getService('installation')!), headline: 'English draft headline' },
      'tester',
    )
    const first = savePublished(
      'service',
      'installation',
      { ...SERVICES_ES.installation, headline: 'Primera versión' },
      'tester',
      undefined,
      'es',
    )
    const spanishDraft = saveDraft(
      'service',
      'installation',
      { ...SERVICES_ES.installation, headline: 'Borrador en español' },
      'tester',
      undefined,
      'es',
    )

    // The English draft is still waiting: publishing in Spanish did not outdate it.
    expect(pendingDrafts('service').map((d) => d.id)).toContain(englishDraft)
    expect(pendingDrafts('service', 'es').map((d) => d.id)).toEqual([spanishDraft])
    expect(publishedContent('service', 'installation')).toBeNull()
    expect(publishedContent<ServicePage>('service', 'installation', 'es')?.headline).toBe(
      'Primera versión',
    )

    // A version opens, publishes and restores only in its own language.
    expect(versionData(spanishDraft, 'service', 'installation')).toBeNull()
    expect(versionData<ServicePage>(spanishDraft, 'service', 'installation', 'es')?.headline).toBe(
      'Borrador en español',
    )
    expect(publishDraft(spanishDraft, 'service', 'installation', 'tester')).toBe(false)
    expect(publishDraft(englishDraft, 'service', 'installation', 'tester', 'es')).toBe(false)
    expect(publishDraft(spanishDraft, 'service', 'installation', 'tester', 'es')).toBe(true)
    expect(publishedContent<ServicePage>('service', 'installation', 'es')?.headline).toBe(
      'Borrador en español',
    )
    expect(publishedContent('service', 'installation')).toBeNull()

    expect(contentHistory('service', 'installation').map((v) => v.id)).toEqual([englishDraft])
    expect(
      contentHistory('service', 'installation', 50, 'es').map((v) => [v.id, v.status]),
    ).toEqual([
      [spanishDraft, 'published'],
      [first, 'superseded'],
    ])

    expect(restoreVersion(first, 'service', 'installation', 'tester')).toBeNull()
    const restored = restoreVersion(first, 'service', 'installation', 'tester', 'es')
    expect(restored).not.toBeNull()
    expect(publishedContent<ServicePage>('service', 'installation', 'es')?.headline).toBe(
      'Primera versión',
    )
    expect(contentHistory('service', 'installation').map((v) => v.id)).toEqual([englishDraft])
  })
})

describe('the public readers in the page’s language', () => {
  it('reads a service in Spanish on /es, in English on the English page, with its language', async () => {
    const english = await serviceFor(getRequest('/services/repair'), 'repair')
    expect(english?.name).toBe(repair.name)
    expect(english?.contentLocale).toBe('en')

    const seeded = await serviceFor(getRequest('/es/services/repair'), 'repair')
    expect(seeded?.name).toBe('Reparación de persianas')
    expect(seeded?.contentLocale).toBe('es')
    // The prices and the call to action stay the code's, their words in the page's language
    // (app/locales/es/services.json); the English page keeps the code's words.
    expect(seeded?.pricing.map((line) => line.value)).toEqual([
      'desde $125',
      '+$50',
      'se cotizan antes de empezar',
    ])
    expect(seeded?.pricingTitle).toBe('Precios de reparación')
    expect(seeded?.badges).toEqual(['El mismo día', '24 a 48 horas'])
    expect(seeded?.cta).toEqual({ ...repair.cta, label: 'Pedir una reparación' })
    expect(english?.pricing).toEqual(repair.pricing)
    expect(english?.cta).toEqual(repair.cta)

    savePublished(
      'service',
      'repair',
      spanishRepair('Reparación publicada'),
      'tester',
      undefined,
      'es',
    )
    const published = await serviceFor(getRequest('/es/services/repair'), 'repair')
    expect(published?.headline).toBe('Reparación publicada')
    expect((await serviceFor(getRequest('/services/repair'), 'repair'))?.headline).toBe(
      repair.headline,
    )
    expect(
      publicServices(getRequest('/es/services')).find((s) => s.id === 'repair')?.headline,
    ).toBe('Reparación publicada')
    expect(publicServices('es').every((s) => s.contentLocale === 'es')).toBe(true)
    expect(publicServices().every((s) => s.contentLocale === 'en')).toBe(true)
  })

  it("shows a city's specialties (the code's words) in Spanish on /es, in English otherwise", () => {
    const english = publicCities('en').find((c) => c.slug === 'fort-lauderdale')
    const spanish = publicCities('es').find((c) => c.slug === 'fort-lauderdale')
    expect(english?.specialties).toEqual(CITIES[0].specialties)
    expect(spanish?.specialties).toContain(
      'Cortinas motorizadas para ventanas altas y de difícil acceso',
    )
    expect(spanish?.specialties.filter((s) => english?.specialties.includes(s))).toEqual([])
  })

  it('shows a staff preview of a Spanish draft on the Spanish page only, and only to staff', async () => {
    const draft = saveDraft(
      'service',
      'motorization',
      { ...SERVICES_ES.motorization, headline: 'Vista previa en español' },
      'tester',
      undefined,
      'es',
    )
    const path = `/es/services/motorization?preview=${draft}`
    expect((await serviceFor(getRequest(path, auth), 'motorization'))?.headline).toBe(
      'Vista previa en español',
    )
    // A visitor sees the published Spanish (here the seed), not the draft.
    expect((await serviceFor(getRequest(path), 'motorization'))?.headline).toBe(
      SERVICES_ES.motorization.headline,
    )
    // The English page does not show a Spanish draft.
    const english = await serviceFor(
      getRequest(`/services/motorization?preview=${draft}`, auth),
      'motorization',
    )
    expect(english?.headline).toBe(getService('motorization')?.headline)
    expect(english?.contentLocale).toBe('en')
  })

  it('falls back to English, saying so, for a city added by staff without a Spanish version', async () => {
    savePublished(
      'city',
      'hialeah',
      {
        slug: 'hialeah',
        name: 'Hialeah',
        county: 'Miami-Dade',
        description: 'Hialeah homes get fast blinds repair and made-to-measure shades.',
        neighborhoods: ['Palm Springs North'],
        faqs: [],
        metaDescription: '',
      },
      'tester',
    )
    const fallback = await cityFor(getRequest('/es/hialeah'), 'hialeah')
    expect(fallback?.description).toBe(
      'Hialeah homes get fast blinds repair and made-to-measure shades.',
    )
    expect(fallback?.contentLocale).toBe('en')
    expect(publicCities('es').find((c) => c.slug === 'hialeah')?.contentLocale).toBe('en')

    const seeded = await cityFor(getRequest('/es/fort-lauderdale'), 'fort-lauderdale')
    expect(seeded?.contentLocale).toBe('es')
    expect(seeded?.description).toMatch(/islas de Las Olas/)
    expect(seeded?.population).toBe('unos 182,000 habitantes')

    savePublished(
      'city',
      'hialeah',
      {
        slug: 'hialeah',
        name: 'Hialeah',
        county: 'Miami-Dade',
        description: 'Las casas de Hialeah reciben reparaciones rápidas y cortinas a la medida.',
        neighborhoods: ['Palm Springs North'],
        faqs: [{ question: '¿Vienen a Hialeah?', answer: 'Sí, con visita gratuita a domicilio.' }],
        metaDescription: '',
      },
      'tester',
      undefined,
      'es',
    )
    const translated = await cityFor(getRequest('/es/hialeah'), 'hialeah')
    expect(translated?.contentLocale).toBe('es')
    expect(translated?.faqs[0]?.question).toBe('¿Vienen a Hialeah?')
    const english = await cityFor(getRequest('/hialeah'), 'hialeah')
    expect(english?.description).toMatch(/^Hialeah homes/)
    expect(english?.faqs).toEqual([])
  })

  it('gives each testimonial its Spanish words when the customer has them, else English marked so', async () => {
    const seeded = await testimonialsFor(getRequest('/es'))
    expect(seeded.every((t) => t.contentLocale === 'es')).toBe(true)
    expect(seeded[0]?.text).toMatch(/persianas verticales/)

    const english = await testimonialsFor(getRequest('/'))
    savePublished(
      'testimonials',
      'all',
      [
        ...english.map(({ contentLocale: _, ...t }) => t),
        { name: 'Rosa P.', city: 'Hialeah', rating: 5, text: 'Great service, on time and tidy.' },
      ],
      'tester',
    )
    const mixed = await testimonialsFor(getRequest('/es'))
    expect(mixed).toHaveLength(4)
    expect(mixed[3]).toMatchObject({ name: 'Rosa P.', contentLocale: 'en' })
    expect(mixed[0]?.contentLocale).toBe('es')
  })

  it('puts the gallery captions and the service area in Spanish, keeping photos and hours shared', async () => {
    const english = await galleryFor(getRequest('/gallery'))
    const spanish = await galleryFor(getRequest('/es/gallery'))
    expect(spanish.contentLocale).toBe('es')
    expect(spanish.projects.map((p) => p.id)).toEqual(english.projects.map((p) => p.id))
    expect(spanish.projects[0]?.image).toEqual(english.projects[0]?.image)
    expect(spanish.projects[0]?.title).toMatch(/Cortinas enrollables motorizadas/)

    const business = await businessFor(getRequest('/es'))
    expect(business.serviceArea.description).toBe(
      'los condados de Broward, Miami-Dade y Palm Beach',
    )
    expect(business.contentLocale).toBe('es')
    expect((await businessFor(getRequest('/'))).serviceArea.description).toBe(
      'Broward, Miami-Dade and Palm Beach counties',
    )
  })
})

const SERVICES_PAGE = '/admin/content/services'

const spanishForm = {
  id: 'blinds-removal',
  lang: 'es',
  name: 'Desinstalación de persianas',
  description: 'Desmontamos sus persianas con cuidado antes de pintar o de cambiar las ventanas.',
  headline: 'Borrador: persianas desmontadas con cuidado',
  intro: 'Etiquetamos cada pieza por habitación y ventana, y la empacamos para guardarla segura.',
  highlights: 'Cada pieza etiquetada\nEmpacadas para guardarlas',
  pricingNote: '',
  metaDescription: '',
}

describe('the service editor in Español', () => {
  it('refuses a Spanish draft from a visitor without a session', async () => {
    const answer = await callRoute(
      services,
      formRequest(SERVICES_PAGE, { intent: 'save-draft', ...spanishForm }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  it('saves a Spanish draft with its own history and preview, publishes it, and leaves the English page alone', async () => {
    const saved = await callRoute(
      services,
      formRequest(SERVICES_PAGE, { intent: 'save-draft', ...spanishForm }, { headers: auth }),
    )
    expect(saved.status).toBe(302)
    const location = saved.headers.get('Location') ?? ''
    expect(location).toMatch(/service=blinds-removal&version=\d+&lang=es$/)
    const version = Number(/version=(\d+)/.exec(location)?.[1])

    const editor = await callRoute(
      { loader: services.loader },
      getRequest(`${SERVICES_PAGE}?service=blinds-removal&version=${version}&lang=es`, auth),
    )
    const page = editor.data as {
      locale: string
      opened: number | null
      defaults: Record<string, string>
      history: { id: number; status: string }[]
      services: { id: string; spanish: boolean }[]
    }
    expect(page.locale).toBe('es')
    expect(page.opened).toBe(version)
    expect(page.defaults.headline).toBe('Borrador: persianas desmontadas con cuidado')
    expect(page.history).toEqual([expect.objectContaining({ id: version, status: 'draft' })])
    expect(page.services.find((s) => s.id === 'blinds-removal')?.spanish).toBe(true)

    const englishEditor = await callRoute(
      { loader: services.loader },
      getRequest(`${SERVICES_PAGE}?service=blinds-removal`, auth),
    )
    const englishPage = englishEditor.data as {
      history: unknown[]
      defaults: Record<string, string>
    }
    expect(englishPage.history).toEqual([])
    expect(englishPage.defaults.headline).toBe(getService('blinds-removal')?.headline)

    const preview = await serviceFor(
      getRequest(`/es/services/blinds-removal?preview=${version}`, auth),
      'blinds-removal',
    )
    expect(preview?.headline).toBe('Borrador: persianas desmontadas con cuidado')

    const published = await callRoute(
      services,
      formRequest(
        SERVICES_PAGE,
        { intent: 'publish-version', id: String(version), service: 'blinds-removal', lang: 'es' },
        { headers: auth },
      ),
    )
    expect(published.headers.get('Location')).toBe(
      `${SERVICES_PAGE}?service=blinds-removal&lang=es`,
    )
    expect(
      (await serviceFor(getRequest('/es/services/blinds-removal'), 'blinds-removal'))?.headline,
    ).toBe('Borrador: persianas desmontadas con cuidado')
    expect(
      (await serviceFor(getRequest('/services/blinds-removal'), 'blinds-removal'))?.headline,
    ).toBe(getService('blinds-removal')?.headline)
  })
})

describe('the city editor in Español', () => {
  it('publishes a Spanish city page without touching the English one, and refuses Spanish for a city with no English page', async () => {
    const fields = {
      lang: 'es',
      slug: 'weston',
      name: 'Weston',
      county: 'Broward',
      description: 'En Weston instalamos cortinas motorizadas y damos servicio a Hunter Douglas.',
      neighborhoods: 'Indian Trace\nBonaventure',
      faq1Question: '¿Hacen visitas en Weston?',
      faq1Answer: 'Sí, la visita a domicilio es gratuita.',
    }
    const published = await callRoute(
      cities,
      formRequest('/admin/content/cities', { intent: 'publish', ...fields }, { headers: auth }),
    )
    expect(published.headers.get('Location')).toBe('/admin/content/cities?city=weston&lang=es')
    const spanish = await cityFor(getRequest('/es/weston'), 'weston')
    expect(spanish?.faqs[0]?.question).toBe('¿Hacen visitas en Weston?')
    const english = await cityFor(getRequest('/weston'), 'weston')
    expect(english?.description).toMatch(/^Weston homes get premium/)
    expect(english?.faqs).toEqual([])

    const refused = await callRoute(
      cities,
      formRequest(
        '/admin/content/cities',
        { intent: 'save-draft', ...fields, slug: 'nowhere-town', name: 'Nowhere' },
        { headers: auth },
      ),
    )
    expect(refused.status).toBe(400)
  })
})

describe('the business texts in Español', () => {
  it('publishes the Spanish service-area words; phone and hours stay the English version’s', async () => {
    const answer = await callRoute(
      business,
      formRequest(
        '/admin/content/business',
        { intent: 'publish', lang: 'es', serviceAreaDescription: 'todo el condado de Broward' },
        { headers: auth },
      ),
    )
    expect(answer.headers.get('Location')).toBe('/admin/content/business?lang=es')
    const spanish = await businessFor(getRequest('/es'))
    const english = await businessFor(getRequest('/'))
    expect(spanish.serviceArea.description).toBe('todo el condado de Broward')
    expect(english.serviceArea.description).toBe('Broward, Miami-Dade and Palm Beach counties')
    expect(spanish.phone).toBe(english.phone)
    expect(spanish.serviceArea.ranges).toEqual(english.serviceArea.ranges)
  })
})
