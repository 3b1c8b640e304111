import { describe, expect, it } from 'vitest'
import { ALL_ADMIN_TABS, tabLoadError } from './tabs'

describe('tabLoadError', () => {
  it('gives docs/requirements.md#admin-area load failures for B2B, blog and content, detail pages included', () => {
    expect(tabLoadError('/admin/b2b')).toBe(
      'Error loading window company requests. Please try again.',
    )
    expect(tabLoadError('/admin/b2b/12')).toBe(
      'Error loading window company requests. Please try again.',
    )
    expect(tabLoadError('/admin/blog/new')).toBe('Failed to fetch blog posts')
    expect(tabLoadError('/admin/content/items/3')).toBe('Failed to fetch site content')
  })

  it('leaves other tabs and look-alike addresses to the plain message', () => {
    expect(tabLoadError('/admin/leads')).toBeNull()
    expect(tabLoadError('/admin/b2bx')).toBeNull()
    expect(tabLoadError('/blog')).toBeNull()
  })

  it('names only tabs that exist', () => {
    const paths = ALL_ADMIN_TABS.map((t) => `/admin/${t.path}`)
    for (const url of ['/admin/b2b', '/admin/blog', '/admin/content']) {
      expect(paths).toContain(url)
    }
  })
})
