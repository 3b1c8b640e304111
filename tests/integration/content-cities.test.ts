import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as cityPage from '~/routes/__city-page'
import * as serviceAreas from '~/routes/service-areas'
import * as sitemap from '~/routes/sitemap[.]xml'
import * as cities from '~/routes-admin/admin.content.cities'
import { canonicalPath } from '~/server/platform/page-cache.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const PAGE = '/admin/content/cities'

function post(fields: Record<string, string>, headers: HeadersInit | undefined = auth) {
  return callRoute(cities, formRequest(PAGE, fields, { headers }))
}

async function city(path: string, headers?: HeadersInit) {
  const answer = await callRoute({ loader: cityPage.loader }, getRequest(path, headers))
  return answer as {
    status: number
    data?: { city: { description: string; faqs: unknown[]; neighborhoods: string[]; name: string } }
  }
}

const plantation = {
  slug: 'plantation',
  name: 'Plantation',
  county: 'Broward',
  description:
    'Plantation homes get same-day blinds repair from our Broward team, seven days a week.',
  neighborhoods: 'Jacaranda\nPlantation Acres\nLauderdale West',
  metaDescription: 'Blinds repair in Plantation, FL: same-day service.',
  faq1Question: 'Do you repair Hunter Douglas in Plantation?',
  faq1Answer: 'Yes, on the first visit in most cases.',
}

describe('city pages the office edits', () => {
  it('a draft leaves the page alone; publishing shows the intro, neighbourhoods and FAQ', async () => {
    const before = await city('/plantation')
    expect(before.data?.city.description).not.toBe(plantation.description)

    const draft = await post({ intent: 'save-draft', ...plantation })
    expect(draft.status).toBe(302)
    const id = /version=(\d+)/.exec(draft.headers.get('Location') ?? '')?.[1]
    expect((await city('/plantation')).data?.city.description).toBe(before.data?.city.description)
    const preview = await city(`/plantation?preview=${id}`, auth)
    expect(preview.data?.city.description).toBe(plantation.description)

    expect(
      (await post({ intent: 'publish-version', slug: 'plantation', id: String(id) })).status,
    ).toBe(302)
    const after = await city('/plantation')
    expect(after.data?.city.description).toBe(plantation.description)
    expect(after.data?.city.neighborhoods).toEqual([
      'Jacaranda',
      'Plantation Acres',
      'Lauderdale West',
    ])
    expect(after.data?.city.faqs).toEqual([
      { question: plantation.faq1Question, answer: plantation.faq1Answer },
    ])
  })

  it('restores the earlier version in one step', async () => {
    await post({
      intent: 'publish',
      ...plantation,
      description: `${plantation.description} Updated.`,
    })
    expect((await city('/plantation')).data?.city.description).toMatch(/Updated\.$/)
    const page = await callRoute(
      { loader: cities.loader },
      getRequest(`${PAGE}?city=plantation`, auth),
    )
    const history = (page.data as { history: { id: number; status: string }[] }).history
    const older = history.find((v) => v.status === 'superseded')
    await post({ intent: 'restore', slug: 'plantation', id: String(older?.id) })
    expect((await city('/plantation')).data?.city.description).toBe(plantation.description)
  })

  it('a new city gets its page, a card on /service-areas and a sitemap line', async () => {
    expect((await city('/coconut-grove-test')).status).toBe(404)
    const added = await post({
      intent: 'publish',
      isNew: '1',
      slug: 'coconut-grove-test',
      name: 'Coconut Grove',
      county: 'Miami-Dade',
      description: 'Coconut Grove homes get blinds repair and new shades from our Miami-Dade crew.',
      neighborhoods: 'Center Grove\nNorth Grove',
    })
    expect(added.status).toBe(302)
    const page = await city('/coconut-grove-test')
    expect(page.data?.city.name).toBe('Coconut Grove')
    const areas = await callRoute(serviceAreas, getRequest('/service-areas'))
    expect(JSON.stringify(areas.data)).toContain('coconut-grove-test')
    const xml = await (await sitemap.loader()).text()
    expect(xml).toContain('/coconut-grove-test</loc>')
    // The thanks after its form is part of the page cache's key, as for the code's cities.
    expect(canonicalPath(new URL('https://x.test/coconut-grove-test?submitted=1&x=2'))).toBe(
      '/coconut-grove-test?submitted=1',
    )
    expect(canonicalPath(new URL('https://x.test/privacy?submitted=1'))).toBe('/privacy')

    // The same address again is refused.
    const again = await post({
      intent: 'publish',
      isNew: '1',
      slug: 'coconut-grove-test',
      name: 'Coconut Grove',
      county: 'Miami-Dade',
      description: 'Coconut Grove homes get blinds repair and new shades from our Miami-Dade crew.',
      neighborhoods: 'Center Grove',
    })
    expect(again.status).toBe(409)
  })

  it('lists a new city saved as a draft, and opens it by its address alone', async () => {
    const saved = await post({
      intent: 'save-draft',
      isNew: '1',
      slug: 'draft-town-test',
      name: 'Draft Town',
      county: 'Broward',
      description: 'Draft Town homes get blinds repair and new shades from our Broward crew.',
      neighborhoods: 'Old Town',
    })
    expect(saved.status).toBe(302)
    const list = await callRoute({ loader: cities.loader }, getRequest(PAGE, auth))
    const listed = (list.data as { cities: { slug: string; name: string; draft: boolean }[] })
      .cities
    expect(listed).toContainEqual(
      expect.objectContaining({ slug: 'draft-town-test', name: 'Draft Town', draft: true }),
    )
    // A published city with a newer draft says so too.
    await post({
      intent: 'save-draft',
      ...plantation,
      description: `${plantation.description} Draft.`,
    })
    const again = await callRoute({ loader: cities.loader }, getRequest(PAGE, auth))
    expect(
      (again.data as { cities: { slug: string; draft: boolean }[] }).cities.find(
        (c) => c.slug === 'plantation',
      )?.draft,
    ).toBe(true)
    const opened = await callRoute(
      { loader: cities.loader },
      getRequest(`${PAGE}?city=draft-town-test`, auth),
    )
    expect(opened.status).toBe(200)
    expect((opened.data as { defaults: Record<string, string> }).defaults.name).toBe('Draft Town')
    // Still no public page until it is published.
    expect((await city('/draft-town-test')).status).toBe(404)
  })

  it('refuses a bad form (400) and visitors (login)', async () => {
    const bad = await post({
      intent: 'publish',
      ...plantation,
      slug: 'Bad Slug!',
      neighborhoods: '',
    })
    expect(bad.status).toBe(400)
    const visitor = await post({ intent: 'publish', ...plantation }, {})
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})
