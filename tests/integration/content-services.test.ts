import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as home from '~/routes/_index'
import * as b2b from '~/routes/b2b'
import * as servicesIndex from '~/routes/services._index'
import * as servicePage from '~/routes/services.$id'
import * as services from '~/routes-admin/admin.content.services'
import * as testimonials from '~/routes-admin/admin.content.testimonials'
import { contentVersion } from '~/server/platform/db-version.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const SERVICES_PAGE = '/admin/content/services'
const TESTIMONIALS_PAGE = '/admin/content/testimonials'

type ServiceData = {
  service: {
    name: string
    description: string
    intro: string
    highlights: string[]
    faqs: { question: string; answer: string }[]
    metaDescription: string
  }
}

async function repairPage(query = '', headers?: HeadersInit) {
  const answer = await callRoute(
    { loader: servicePage.loader },
    getRequest(`/services/repair${query}`, headers),
    { id: 'repair' },
  )
  return answer.data as unknown as ServiceData
}

const repair = {
  id: 'repair',
  name: 'Blinds Repair',
  description: 'Same-day repair of blinds and shades, from cords to motors, across Broward.',
  headline: 'Fast, honest repair of blinds and shades',
  intro: 'Office-edited introduction: we fix cords, tracks and motors on the first visit.',
  highlights: 'Cords and chains\nMotors and remotes',
  step1Title: 'Call us',
  step1Text: 'Tell us what broke.',
  faq1Question: 'Do you repair shutters too?',
  faq1Answer: 'Yes, hinges, louvers and tilt rods.',
  pricingNote: 'You approve the price first.',
  metaDescription: 'Blinds repair in South Florida, same day.',
}

function postService(fields: Record<string, string>, headers: HeadersInit | undefined = auth) {
  return callRoute(services, formRequest(SERVICES_PAGE, fields, { headers }))
}

describe('service pages the office edits', () => {
  it('a draft is not public, a staff preview shows it, a visitor’s ?preview is ignored', async () => {
    const before = await repairPage()
    expect(before.service.intro).not.toBe(repair.intro)
    const draft = await postService({ intent: 'save-draft', ...repair })
    expect(draft.status).toBe(302)
    const id = /version=(\d+)/.exec(draft.headers.get('Location') ?? '')?.[1]
    expect(id).toBeTruthy()
    expect((await repairPage()).service.intro).toBe(before.service.intro)
    expect((await repairPage(`?preview=${id}`)).service.intro).toBe(before.service.intro)
    expect((await repairPage(`?preview=${id}`, auth)).service.intro).toBe(repair.intro)
    // The list says which service has a draft waiting.
    const editList = await callRoute(services, getRequest(SERVICES_PAGE, auth))
    expect(
      (editList.data as { services: { id: string; draft: boolean }[] }).services.find(
        (s) => s.id === 'repair',
      )?.draft,
    ).toBe(true)

    const version = contentVersion()
    expect(
      (await postService({ intent: 'publish-version', service: 'repair', id: String(id) })).status,
    ).toBe(302)
    // The page cache's key moves with the published write.
    expect(contentVersion()).not.toBe(version)
    const after = await repairPage()
    expect(after.service.intro).toBe(repair.intro)
    expect(after.service.highlights).toEqual(['Cords and chains', 'Motors and remotes'])
    expect(after.service.faqs).toEqual([
      { question: repair.faq1Question, answer: repair.faq1Answer },
    ])
    expect(after.service.metaDescription).toBe(repair.metaDescription)
    // The cards on the list page and the home page read the published card text.
    const list = await callRoute({ loader: servicesIndex.loader }, getRequest('/services'))
    expect(JSON.stringify(list.data)).toContain(repair.description)
    const homePage = await callRoute({ loader: home.loader }, getRequest('/'))
    expect(JSON.stringify(homePage.data)).toContain(repair.description)
  })

  it('restores the earlier version in one step', async () => {
    await postService({ intent: 'publish', ...repair, intro: `${repair.intro} Updated.` })
    expect((await repairPage()).service.intro).toMatch(/Updated\.$/)
    const page = await callRoute(
      { loader: services.loader },
      getRequest(`${SERVICES_PAGE}?service=repair`, auth),
    )
    const history = (page.data as { history: { id: number; status: string }[] }).history
    const older = history.find((v) => v.status === 'superseded')
    expect(older).toBeTruthy()
    const restored = await postService({
      intent: 'restore',
      service: 'repair',
      id: String(older?.id),
    })
    expect(restored.status).toBe(302)
    expect((await repairPage()).service.intro).toBe(repair.intro)
  })

  it('refuses a bad form (400, with the field’s message), an unknown service and visitors', async () => {
    const bad = await postService({ intent: 'publish', ...repair, intro: 'Too short' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('Write at least 20 characters')
    const half = await postService({ intent: 'publish', ...repair, faq1Answer: '' })
    expect(half.status).toBe(400)
    const unknown = await postService({ intent: 'publish', ...repair, id: 'painting' })
    expect(unknown.status).toBe(400)
    const visitor = await postService({ intent: 'publish', ...repair }, {})
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})

describe('a renamed service', () => {
  it('shows its new name on the B2B page too', async () => {
    await postService({ intent: 'publish', ...repair, name: 'Blinds & Shutter Repair' })
    const page = await callRoute({ loader: b2b.loader }, getRequest('/b2b'))
    expect(JSON.stringify(page.data)).toContain('Blinds & Shutter Repair')
  })
})

type HomeData = {
  testimonials: { name: string; city: string; rating: number; text: string }[]
  seo: unknown
}

async function homeTestimonials(query = '', headers?: HeadersInit) {
  const answer = await callRoute({ loader: home.loader }, getRequest(`/${query}`, headers))
  return (answer.data as unknown as HomeData).testimonials
}

function rowsFields(rows: { name: string; city: string; rating: string; text: string }[]) {
  const fields: Record<string, string> = { rows: String(rows.length) }
  rows.forEach((r, i) => {
    fields[`name-${i}`] = r.name
    fields[`city-${i}`] = r.city
    fields[`rating-${i}`] = r.rating
    fields[`text-${i}`] = r.text
  })
  return fields
}

const newRows = [
  {
    name: 'Rosa P.',
    city: 'Hollywood',
    rating: '4',
    text: 'They replaced every vertical blind in our condo in one morning.',
  },
  {
    name: 'Maria G.',
    city: 'Pembroke Pines',
    rating: '5',
    text: 'Our vertical blinds broke on a Friday and they were here that afternoon.',
  },
]

function postTestimonials(fields: Record<string, string>, headers: HeadersInit | undefined = auth) {
  return callRoute(testimonials, formRequest(TESTIMONIALS_PAGE, fields, { headers }))
}

describe('testimonials the office edits', () => {
  it('the home page starts with the code file’s three, as quotes without Review markup', async () => {
    const seed = await homeTestimonials()
    expect(seed).toHaveLength(3)
    expect(seed[0]).toMatchObject({ name: 'Maria G.', city: 'Pembroke Pines', rating: 5 })
  })

  it('draft, preview, publish and restore', async () => {
    const draft = await postTestimonials({ intent: 'save-draft', ...rowsFields(newRows) })
    expect(draft.status).toBe(302)
    const id = /version=(\d+)/.exec(draft.headers.get('Location') ?? '')?.[1]
    expect((await homeTestimonials()).map((t) => t.name)).not.toContain('Rosa P.')
    expect((await homeTestimonials(`?preview=${id}`)).map((t) => t.name)).not.toContain('Rosa P.')
    expect((await homeTestimonials(`?preview=${id}`, auth)).map((t) => t.name)).toEqual([
      'Rosa P.',
      'Maria G.',
    ])

    const published = await postTestimonials({ intent: 'publish', ...rowsFields(newRows) })
    expect(published.status).toBe(302)
    const shown = await homeTestimonials()
    expect(shown.map((t) => t.name)).toEqual(['Rosa P.', 'Maria G.'])
    expect(shown[0]?.rating).toBe(4)
    // Staff-typed testimonials are never emitted as schema.org reviews.
    const page = await callRoute({ loader: home.loader }, getRequest('/'))
    const seo = JSON.stringify((page.data as unknown as HomeData).seo)
    expect(seo).not.toContain('Rosa P.')
    expect(seo).not.toMatch(/"@type\\?":\\?"(Review|AggregateRating)/)

    const history = await callRoute(
      { loader: testimonials.loader },
      getRequest(TESTIMONIALS_PAGE, auth),
    )
    const versions = (history.data as { history: { id: number; status: string }[] }).history
    // The draft saved above is the version published: one version, not a second copy.
    const draftVersion = versions[0]
    expect(draftVersion?.status).toBe('published')
    expect(versions.filter((v) => v.status === 'draft')).toEqual([])
    // Restoring it (an earlier version) makes a new published version with its rows.
    await postTestimonials({ intent: 'publish', ...rowsFields(newRows.slice(1)) })
    expect((await homeTestimonials()).map((t) => t.name)).toEqual(['Maria G.'])
    const restored = await postTestimonials({ intent: 'restore', id: String(draftVersion?.id) })
    expect(restored.status).toBe(302)
    expect((await homeTestimonials()).map((t) => t.name)).toEqual(['Rosa P.', 'Maria G.'])
  })

  it('add, move and remove change the posted rows without saving', async () => {
    const before = contentVersion()
    const added = await postTestimonials({ intent: 'add', ...rowsFields(newRows) })
    expect(added.status).toBe(200)
    const addedRows = (added.data as { rows: { name: string }[] }).rows
    expect(addedRows.map((r) => r.name)).toEqual(['Rosa P.', 'Maria G.', ''])
    const moved = await postTestimonials({ intent: 'up-1', ...rowsFields(newRows) })
    expect((moved.data as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      'Maria G.',
      'Rosa P.',
    ])
    const removed = await postTestimonials({ intent: 'remove-0', ...rowsFields(newRows) })
    expect((removed.data as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      'Maria G.',
    ])
    expect(contentVersion()).toBe(before)
  })

  it('refuses bad rows (400, the message next to the field, the rows kept) and visitors', async () => {
    const rows = [{ ...newRows[0], rating: '7', text: 'short' }] as typeof newRows
    const bad = await postTestimonials({ intent: 'publish', ...rowsFields(rows) })
    expect(bad.status).toBe(400)
    const reply = bad.data as { rows: { text: string }[]; errors: Record<string, string> }
    expect(reply.errors['rating-0']).toBe('Choose 1 to 5 stars')
    expect(reply.errors['text-0']).toBe('Write at least 10 characters')
    expect(reply.rows[0]?.text).toBe('short')
    const unknown = await postTestimonials({ intent: 'explode', ...rowsFields(newRows) })
    expect(unknown.status).toBe(400)
    const visitor = await postTestimonials({ intent: 'publish', ...rowsFields(newRows) }, {})
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})
