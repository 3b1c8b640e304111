import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as home from '~/routes/_index'
import * as contentTab from '~/routes-admin/admin.content._index'
import * as imagePage from '~/routes-admin/admin.content.images.$id'
import * as itemPage from '~/routes-admin/admin.content.items.$id'
import * as contentApi from '~/routes-api/api.admin.content'
import * as siteContent from '~/routes-api/api.admin.site-content'
import * as siteContentOne from '~/routes-api/api.admin.site-content.$id'
import * as siteImages from '~/routes-api/api.admin.site-images'
import * as siteImagesOne from '~/routes-api/api.admin.site-images.$id'
import { adminHeaders } from './admin-helpers'
import { whyNotInert, XSS_PAYLOADS } from './xss-payloads'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const homeFields = {
  heroTitle: 'Blinds Done Right in Broward',
  heroSubtitle: 'Same-day repair and new shades.',
  aboutText: 'Family-run since 2002.',
  contactPhone: '(954) 555-0199',
  contactEmail: 'hello@example.com',
}

function del(path: string, headers?: HeadersInit) {
  return new Request(`http://localhost:3000${path}`, { method: 'DELETE', headers })
}

describe('content calls refuse visitors without a session', () => {
  it('401 JSON for the API, the login page for the tab', async () => {
    for (const [module, request, params] of [
      [siteContent, getRequest('/api/admin/site-content'), {}],
      [siteContent, jsonRequest('/api/admin/site-content', {}), {}],
      [siteContentOne, del('/api/admin/site-content/1'), { id: '1' }],
      [siteImages, getRequest('/api/admin/site-images'), {}],
      [siteImagesOne, del('/api/admin/site-images/1'), { id: '1' }],
      [contentApi, jsonRequest('/api/admin/content', homeFields), {}],
    ] as const) {
      const result = await callRoute(module, request, params)
      expect(result.status).toBe(401)
    }
    const tab = await callRoute(
      contentTab,
      formRequest('/admin/content?index', { intent: 'home', ...homeFields }),
    )
    expect(tab.status).toBe(302)
    expect(tab.headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})

describe('the home page reads site content', () => {
  it('shows today’s texts until staff save, then the saved ones (cache cleared on write)', async () => {
    const before = await callRoute(home, getRequest('/'))
    expect(before.data.content.heroTitle).toBe(
      "South Florida's Premier Blinds & Window Treatment Experts",
    )
    expect(before.data.content.contactPhone).toBe('(954) 555-0123')

    const saved = await callRoute(
      contentTab,
      formRequest('/admin/content?index', { intent: 'home', ...homeFields }, { headers: auth }),
    )
    expect(saved.status).toBe(302)
    const after = await callRoute(home, getRequest('/'))
    expect(after.data.content).toEqual(homeFields)

    const api = await callRoute(
      contentApi,
      jsonRequest(
        '/api/admin/content',
        { ...homeFields, heroTitle: 'Via the API' },
        { headers: auth },
      ),
    )
    expect(api.status).toBe(200)
    expect((await callRoute(home, getRequest('/'))).data.content.heroTitle).toBe('Via the API')
  })

  it('refuses a bad content form (400) with the field errors', async () => {
    const bad = await callRoute(
      contentTab,
      formRequest(
        '/admin/content?index',
        { intent: 'home', ...homeFields, contactEmail: 'nope', heroTitle: '' },
        { headers: auth },
      ),
    )
    expect(bad.status).toBe(400)
    const api = await callRoute(
      contentApi,
      jsonRequest('/api/admin/content', { heroTitle: 'x' }, { headers: auth }),
    )
    expect(api.status).toBe(400)
    expect(api.data).toMatchObject({ error: 'Error saving content' })
  })
})

describe('site content items', () => {
  it('create, list (truncated at 100 in the tab), update, refuse duplicates, delete', async () => {
    const created = await callRoute(
      siteContent,
      jsonRequest(
        '/api/admin/site-content',
        { section: 'footer', key: 'note', value: 'x'.repeat(150) },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number; contentType: string }
    expect(created.data).toMatchObject({ contentType: 'text' })

    const tab = await callRoute({ loader: contentTab.loader }, getRequest('/admin/content', auth))
    const listed = tab.data.items.find((i) => i.id === id)!
    expect(listed.value).toBe(`${'x'.repeat(100)}…`)

    const dup = await callRoute(
      siteContent,
      jsonRequest(
        '/api/admin/site-content',
        { section: 'footer', key: 'note', value: 'y' },
        { headers: auth },
      ),
    )
    expect(dup.status).toBe(409)
    const bad = await callRoute(
      siteContent,
      jsonRequest('/api/admin/site-content', { section: '', key: 'k' }, { headers: auth }),
    )
    expect(bad.status).toBe(400)

    const updated = await callRoute(
      siteContentOne,
      jsonRequest(
        `/api/admin/site-content/${id}`,
        { section: 'footer', key: 'note', value: 'Short' },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.data).toMatchObject({ value: 'Short' })
    const missing = await callRoute(
      siteContentOne,
      jsonRequest(
        '/api/admin/site-content/9999',
        { section: 'a', key: 'b', value: 'c' },
        { method: 'PUT', headers: auth },
      ),
      { id: '9999' },
    )
    expect(missing.status).toBe(404)

    const confirm = await callRoute(
      { loader: contentTab.loader },
      getRequest(`/admin/content?delete=item-${id}`, auth),
    )
    expect(confirm.data.confirm).toEqual({ kind: 'item', id })
    const deleted = await callRoute(
      contentTab,
      formRequest(
        '/admin/content?index',
        { intent: 'delete-item', id: String(id) },
        { headers: auth },
      ),
    )
    expect(deleted.status).toBe(302)
    expect(
      (
        await callRoute(siteContentOne, del(`/api/admin/site-content/${id}`, auth), {
          id: String(id),
        })
      ).status,
    ).toBe(404)
  })

  it('the item page creates and edits through the form', async () => {
    const created = await callRoute(
      itemPage,
      formRequest(
        '/admin/content/items/new',
        { section: 'home', key: 'promo', value: 'Hello', contentType: 'text' },
        { headers: auth },
      ),
      { id: 'new' },
    )
    expect(created.status).toBe(302)
    const again = await callRoute(
      itemPage,
      formRequest(
        '/admin/content/items/new',
        { section: 'home', key: 'promo', value: 'Hello', contentType: 'text' },
        { headers: auth },
      ),
      { id: 'new' },
    )
    expect(again.status).toBe(409)
    const missing = await callRoute(itemPage, getRequest('/admin/content/items/9999', auth), {
      id: '9999',
    })
    expect(missing.status).toBe(404)
  })
})

describe('site images', () => {
  it('create by URL, update, validate, delete', async () => {
    const created = await callRoute(
      siteImages,
      formRequest(
        '/api/admin/site-images',
        {
          section: 'home',
          key: 'hero',
          title: 'Hero',
          imageUrl: '/images/hero.webp',
          isActive: 'true',
        },
        { headers: auth },
      ),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }
    expect(created.data).toMatchObject({ imageUrl: '/images/hero.webp', isActive: true })
    const noImage = await callRoute(
      siteImages,
      jsonRequest('/api/admin/site-images', { section: 'home', key: 'x' }, { headers: auth }),
    )
    expect(noImage.status).toBe(400)
    const badUrl = await callRoute(
      siteImages,
      jsonRequest(
        '/api/admin/site-images',
        { section: 'home', key: 'y', imageUrl: 'javascript:alert(1)' },
        { headers: auth },
      ),
    )
    expect(badUrl.status).toBe(400)
    const notImage = new FormData()
    notImage.set('section', 'home')
    notImage.set('key', 'z')
    notImage.set('image', new File(['plain text'], 'x.jpg', { type: 'image/jpeg' }))
    expect(
      (
        await callRoute(
          siteImages,
          formRequest('/api/admin/site-images', notImage, { headers: auth }),
        )
      ).status,
    ).toBe(415)

    const updated = await callRoute(
      siteImagesOne,
      jsonRequest(
        `/api/admin/site-images/${id}`,
        { section: 'home', key: 'hero', imageUrl: 'https://cdn.example/h.jpg', isActive: false },
        { method: 'PUT', headers: auth },
      ),
      { id: String(id) },
    )
    expect(updated.data).toMatchObject({ imageUrl: 'https://cdn.example/h.jpg', isActive: false })
    const page = await callRoute(imagePage, getRequest(`/admin/content/images/${id}`, auth), {
      id: String(id),
    })
    expect(page.data).toMatchObject({ defaults: { key: 'hero', isActive: '' } })
    expect(
      (
        await callRoute(siteImagesOne, del(`/api/admin/site-images/${id}`, auth), {
          id: String(id),
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await callRoute(siteImagesOne, del(`/api/admin/site-images/${id}`, auth), {
          id: String(id),
        })
      ).status,
    ).toBe(404)
  })
})

describe('stored XSS through site content', () => {
  it.each(XSS_PAYLOADS)('never reaches the home page or the list: %s', async (payload) => {
    await callRoute(
      contentApi,
      jsonRequest(
        '/api/admin/content',
        { ...homeFields, heroTitle: `Title ${payload}`, aboutText: payload },
        { headers: auth },
      ),
    )
    const page = await callRoute(home, getRequest('/'))
    for (const value of Object.values(page.data.content)) {
      expect(value).not.toMatch(/<[a-z!/]/i)
    }
    const key = `k${Math.random().toString(36).slice(2, 8)}`
    const html = await callRoute(
      siteContent,
      jsonRequest(
        '/api/admin/site-content',
        { section: 'x', key, value: `<p>ok</p>${payload}`, contentType: 'html' },
        { headers: auth },
      ),
    )
    expect(whyNotInert((html.data as { value: string }).value)).toBeNull()
  })
})
