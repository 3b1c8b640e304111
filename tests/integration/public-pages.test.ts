import { describe, expect, it } from 'vitest'
import { getRequest, routeArgs } from '#tests/setup/requests'
import { db, schema } from '~/server/platform/db.server'

describe('public page loaders', () => {
  it('service pages answer for the five services and 404 otherwise', async () => {
    const { loader } = await import('~/routes/services.$id')
    for (const id of ['replacement', 'repair', 'motorization', 'installation', 'blinds-removal']) {
      const result = await loader(routeArgs(getRequest(`/services/${id}`), { id }))
      expect(result.service.id).toBe(id)
    }
    await expect(
      loader(routeArgs(getRequest('/services/nope'), { id: 'nope' })),
    ).rejects.toMatchObject({
      status: 404,
    })
  })

  it('gallery project pages answer for known projects only', async () => {
    const { loader } = await import('~/routes/gallery.$id')
    const ok = await loader(
      routeArgs(getRequest('/gallery/weston-plantation-shutters'), {
        id: 'weston-plantation-shutters',
      }),
    )
    expect(ok.project.category).toBe('Interior Shutters')
    await expect(loader(routeArgs(getRequest('/gallery/x'), { id: 'x' }))).rejects.toMatchObject({
      status: 404,
    })
  })

  it('city pages read their city from the URL and show the confirmation after a request', async () => {
    const { loader } = await import('~/routes/__city-page')
    const page = await loader(routeArgs(getRequest('/cooper-city')))
    expect(page.city.name).toBe('Cooper City')
    expect(page.submitted).toBe(false)
    const done = await loader(routeArgs(getRequest('/cooper-city?submitted=1')))
    expect(done.submitted).toBe(true)
  })

  it('the sitemap lists static pages and published blog posts only, with lastmod', async () => {
    const category = db
      .insert(schema.blogCategories)
      .values({ name: 'Tips & Guides', slug: 'tips-guides' })
      .returning()
      .get()
    const base = {
      excerpt: 'e',
      content: '<p>c</p>',
      author: 'Team',
      categoryId: category.id,
    }
    db.insert(schema.blogPosts)
      .values([
        {
          ...base,
          title: 'Published',
          slug: 'published-post',
          status: 'published',
          publishedAt: new Date('2026-05-18T13:00:00Z'),
          updatedAt: new Date('2026-05-20T10:00:00Z'),
        },
        { ...base, title: 'Draft', slug: 'draft-post', status: 'draft' },
        {
          ...base,
          title: 'Archived',
          slug: 'archived-post',
          status: 'archived',
          publishedAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          ...base,
          title: 'Future',
          slug: 'future-post',
          status: 'published',
          publishedAt: new Date(Date.now() + 7 * 86_400_000),
        },
      ])
      .run()
    const { loader } = await import('~/routes/sitemap[.]xml')
    const response = await loader()
    expect(response.headers.get('Content-Type')).toMatch(/application\/xml/)
    const xml = await response.text()
    expect(xml).toContain('<loc>http://localhost:3000/</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/shop/motors-accessories</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/tamarac</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/measuring-guide</loc>')
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/blog\/published-post<\/loc>\s*<lastmod>2026-05-20<\/lastmod>/,
    )
    for (const hidden of ['draft-post', 'archived-post', 'future-post', '/admin']) {
      expect(xml).not.toContain(hidden)
    }
  })

  it('robots.txt is plain text pointing to the sitemap', async () => {
    const { loader } = await import('~/routes/robots[.]txt')
    const response = await loader()
    expect(response.headers.get('Content-Type')).toMatch(/text\/plain/)
    expect(await response.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('the portal gives the form its business-time today and shows the confirmation', async () => {
    const { loader } = await import('~/routes/window-company-portal')
    const page = await loader(routeArgs(getRequest('/window-company-portal')))
    expect(page.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.submitted).toBe(false)
    const done = await loader(routeArgs(getRequest('/window-company-portal?submitted=1')))
    expect(done.submitted).toBe(true)
  })

  it('the home page loads the quote wizard for the hero', async () => {
    const { loader } = await import('~/routes/_index')
    const result = await loader(routeArgs(getRequest('/')))
    expect(result.quoteWizard).toBeTruthy()
    expect(result).toHaveProperty('tipUrl')
  })
})
