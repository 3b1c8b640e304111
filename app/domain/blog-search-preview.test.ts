import { describe, expect, it } from 'vitest'
import { blogSearchPreview } from './blog-search-preview'

const site = { siteUrl: 'https://www.example.com/', name: 'Tri-County Blinds & Shades' }

describe('blog search-result preview (issue 32)', () => {
  it('shows the title tag, the address and the description, with their lengths', () => {
    const preview = blogSearchPreview(
      { title: 'Storm Shades', slug: '', metaDescription: '', excerpt: 'Ready  for\nstorms.' },
      site,
    )
    expect(preview).toEqual({
      title: 'Storm Shades | Tri-County Blinds & Shades',
      url: 'www.example.com/blog/storm-shades',
      description: 'Ready for storms.',
      titleLength: 41,
      descriptionLength: 17,
      titleTooLong: false,
      descriptionTooLong: false,
    })
  })

  it('warns past ~60 characters of title and ~155 of description; the meta description wins', () => {
    const preview = blogSearchPreview(
      {
        title: 'A very long title about motorized shades for every home',
        slug: 'Own Slug',
        metaDescription: 'x'.repeat(156),
        excerpt: 'short',
      },
      site,
    )
    expect(preview.url).toBe('www.example.com/blog/own-slug')
    expect(preview.titleTooLong).toBe(true)
    expect(preview.descriptionLength).toBe(156)
    expect(preview.descriptionTooLong).toBe(true)
  })
})
